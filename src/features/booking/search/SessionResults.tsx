import { SEARCH_TEXT } from '../../../../domain/bookingText';
import { dayLabel, groupByDay } from '../../../../domain/days';
import type { SessionCardData } from '../../../../machines/types';
import { SessionCard } from '../../../ui/cards/SessionCard';
import { CallHospital } from '../../../ui/cards/CallHospital';
import '../../../config/hospitalTime';
import { t } from '../../../../i18n/translate';

export type ResultsView = 'idle' | 'searching' | 'found' | 'empty' | 'failed';

/**
 * The search's outcome: one status message (announced politely) and, when sessions were found, the
 * sessions grouped by day under 'Today', 'Tomorrow' or the date.
 */
export function SessionResults({
  view,
  sessions,
  now,
  opening,
  onOpen,
  onRetry,
}: {
  view: ResultsView;
  sessions: readonly SessionCardData[];
  now: number;
  /** The session whose appointment check is under way (its card is busy). */
  opening: string | null;
  onOpen: (session: SessionCardData) => void;
  onRetry: () => void;
}): React.JSX.Element | null {
  if (view === 'idle') return null;
  const message = {
    searching: SEARCH_TEXT.searching,
    found: SEARCH_TEXT.found,
    empty: SEARCH_TEXT.noSessions,
    failed: SEARCH_TEXT.failed,
  }[view];
  return (
    <section
      className="search-results"
      aria-label={t('booking.search.sessions')}
      aria-busy={view === 'searching' || opening !== null}
    >
      <p role="status" className={view === 'failed' ? 'notice notice--error' : 'search-results__message'}>
        {message}
      </p>
      {view === 'empty' ? <CallHospital /> : null}
      {view === 'failed' ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('booking.retry')}
        </button>
      ) : null}
      {view === 'found'
        ? groupByDay(sessions, (session) => session.startTime).map((group) => {
            const heading = dayLabel(group.start, now);
            return (
              <section key={group.key} className="search-day" aria-label={heading}>
                <h2 className="search-day__title">{heading}</h2>
                <ul className="search-day__list">
                  {group.items.map((session) => (
                    <li key={session.id}>
                      <SessionCard session={session} context="SESSION_VIEW_SEARCH_RESULT" now={now} onOpen={onOpen} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        : null}
    </section>
  );
}
