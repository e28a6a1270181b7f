import { useCallback, useState } from 'react';
import type { AppointmentView } from '../../../../machines/appointmentView.machine';
import type { QuestionnaireActors } from '../api/questionnaireActors';
import { tenant } from '../../../config/tenant';
import { PresentingComplaintsForm } from './PresentingComplaintsForm';
import { QuestionnaireModal } from './QuestionnaireModal';
import { QUESTIONNAIRE_TEXT } from './questionnaireText';

/**
 * 'Answer the questionnaire' on a booked appointment when the tenant offers it (questionnaireResponse); once
 * answered it says so and shows the answers. Below, a note for the doctor when the tenant takes presenting
 * complaints or observations. The modal (questionnaireMachine) does the loading and sending.
 */
export function QuestionnaireBlock({
  appointment,
  actors,
}: {
  appointment: Pick<AppointmentView, 'id' | 'status'>;
  actors?: QuestionnaireActors;
}): React.JSX.Element | null {
  const [open, setOpen] = useState(false);
  const [answered, setAnswered] = useState(false);
  const onClose = useCallback((done: boolean) => {
    setOpen(false);
    if (done) setAnswered(true);
  }, []);
  const { questionnaireResponse, appointmentPresentingComplains, appointmentObservations } = tenant.features;
  const asks = questionnaireResponse.enabled;
  const takesNotes = appointmentPresentingComplains.enabled || appointmentObservations.enabled;
  if ((!asks && !takesNotes) || appointment.status !== 'booked') return null;
  return (
    <section className="card" aria-labelledby="questionnaire-title">
      <h2 id="questionnaire-title" className="section-title">
        {QUESTIONNAIRE_TEXT.section}
      </h2>
      {asks && answered ? <p role="status">{QUESTIONNAIRE_TEXT.answeredNote}</p> : null}
      {asks ? (
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          {answered ? QUESTIONNAIRE_TEXT.viewAnswers : QUESTIONNAIRE_TEXT.answer}
        </button>
      ) : null}
      {takesNotes ? <PresentingComplaintsForm appointmentId={appointment.id} /> : null}
      {open ? <QuestionnaireModal appointmentId={appointment.id} actors={actors} onClose={onClose} /> : null}
    </section>
  );
}
