import { useCallback, useState } from 'react';
import type { AppointmentView } from '../../../machines/appointmentView.machine';
import type { QuestionnaireActors } from '../../api/questionnaireActors';
import { tenant } from '../../app/tenant';
import { QuestionnaireModal } from './QuestionnaireModal';
import { QUESTIONNAIRE_TEXT } from './questionnaireText';

/**
 * 'Answer the questionnaire' on a booked appointment when the tenant offers it (questionnaireResponse); once
 * answered it says so and shows the answers. The modal (questionnaireMachine) does the loading and sending.
 */
export function QuestionnaireBlock({ appointment, actors }: { appointment: Pick<AppointmentView, 'id' | 'status'>; actors?: QuestionnaireActors }): React.JSX.Element | null {
  const [open, setOpen] = useState(false);
  const [answered, setAnswered] = useState(false);
  const onClose = useCallback((done: boolean) => {
    setOpen(false);
    if (done) setAnswered(true);
  }, []);
  if (!tenant.features.questionnaireResponse.enabled || appointment.status !== 'booked') return null;
  return (
    <section className="card" aria-labelledby="questionnaire-title">
      <h2 id="questionnaire-title" className="section-title">
        {QUESTIONNAIRE_TEXT.section}
      </h2>
      {answered ? <p role="status">{QUESTIONNAIRE_TEXT.answeredNote}</p> : null}
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {answered ? QUESTIONNAIRE_TEXT.viewAnswers : QUESTIONNAIRE_TEXT.answer}
      </button>
      {open ? <QuestionnaireModal appointmentId={appointment.id} actors={actors} onClose={onClose} /> : null}
    </section>
  );
}
