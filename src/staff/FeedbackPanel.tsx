import { useId } from 'react';
import { useQuery } from 'urql';
import { formatDate } from '../../domain/days';
import { StaffFeedbackQuery } from './graphql/staffFeedback';
import { Notice } from '../ui/Notice';
import '../config/hospitalTime';

/** The Feedback tab: the hospital's ratings (average, count per band) and the newest comments. The server gives only this hospital's. */
export function FeedbackPanel(): React.JSX.Element {
  const [{ data, error, fetching }, reload] = useQuery({ query: StaffFeedbackQuery, requestPolicy: 'network-only' });
  const titleId = useId();
  const feedback = data?.staffFeedback ?? null;
  return (
    <section className="staff-board" aria-labelledby={titleId}>
      <div className="staff-board__head">
        <h2 id={titleId} className="staff-board__title">
          Patient feedback
        </h2>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => reload({ requestPolicy: 'network-only' })}
        >
          Refresh
        </button>
      </div>
      {error === undefined ? null : (
        <Notice tone="error">
          {error.graphQLErrors[0]?.message.replace(/^ARO-E\d+:/, '') ?? 'Something went wrong'}
        </Notice>
      )}
      {feedback === null ? (
        fetching ? (
          <p role="status">Loading feedback…</p>
        ) : null
      ) : (
        <>
          <dl className="detail-list card" aria-label="Ratings">
            <dt>Average rating</dt>
            <dd>{feedback.average === null ? 'No ratings yet' : `${feedback.average} / 10 from ${feedback.count}`}</dd>
            {feedback.bands.map((band) => (
              <div key={band.band} style={{ display: 'contents' }}>
                <dt>{band.band}</dt>
                <dd>{band.count}</dd>
              </div>
            ))}
          </dl>
          <h3 className="staff-session__title">Recent ratings</h3>
          {feedback.recent.length === 0 ? (
            <p>No ratings yet.</p>
          ) : (
            <ul className="staff-board__list">
              {feedback.recent.map((entry) => (
                <li key={entry.appointmentId} className="staff-session">
                  <p className="staff-session__title">
                    {entry.rating} / 10 · {entry.patientName}
                  </p>
                  <p className="staff-session__meta">
                    {entry.doctorName}
                    {entry.time === '' ? '' : ` · ${formatDate(Date.parse(entry.time))}`}
                  </p>
                  {entry.comment === null ? null : <p>{entry.comment}</p>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
