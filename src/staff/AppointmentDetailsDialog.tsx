import { useQuery } from 'urql';
import { Dialog } from '../ui/Dialog';
import { StaffAppointmentDetailsQuery } from './graphql/staffFeedback';
import { Notice } from '../ui/Notice';

/** What a patient sent before the visit (questionnaire answers, notes for the doctor) and the rating after it. */
export function AppointmentDetailsDialog({
  appointmentId,
  title,
  onClose,
}: {
  appointmentId: string;
  title: string;
  onClose: () => void;
}): React.JSX.Element {
  const [{ data, error, fetching }] = useQuery({
    query: StaffAppointmentDetailsQuery,
    variables: { appointmentId },
    requestPolicy: 'network-only',
  });
  const details = data?.staffAppointmentDetails ?? null;
  return (
    <Dialog title={title} onCancel={onClose}>
      {error === undefined ? null : (
        <Notice tone="error">
          {error.graphQLErrors[0]?.message.replace(/^ARO-E\d+:/, '') ?? 'Something went wrong'}
        </Notice>
      )}
      {details === null ? (
        fetching ? (
          <p role="status">Loading…</p>
        ) : null
      ) : (
        <>
          <h3 className="staff-session__title">{details.questionnaireTitle ?? 'Questionnaire'}</h3>
          {details.response === null ? (
            <p>Not answered.</p>
          ) : (
            <dl className="detail-list">
              {details.response.items.map((item) => (
                <div key={item.text} style={{ display: 'contents' }}>
                  <dt>{item.text}</dt>
                  <dd>{item.answer}</dd>
                </div>
              ))}
            </dl>
          )}
          <h3 className="staff-session__title">Notes for the doctor</h3>
          {details.observations.length === 0 ? (
            <p>None.</p>
          ) : (
            <ul>
              {details.observations.map((note) => (
                <li key={note.id}>{note.value}</li>
              ))}
            </ul>
          )}
          <h3 className="staff-session__title">Feedback</h3>
          <p>
            {details.feedbackRating === null
              ? 'Not rated yet.'
              : `${details.feedbackRating} / 10${details.feedbackComment === null ? '' : `: ${details.feedbackComment}`}`}
          </p>
        </>
      )}
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
