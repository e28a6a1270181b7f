import { useMemo, useState } from 'react';
import { useQuery, useSubscription } from 'urql';
import {
  groupVisits,
  hasMoreVisits,
  visibleVisitCount,
  visitGroupHeading,
  visitsEmptyText,
} from '../../../../domain/visits';
import { errorMessage } from '../../../../machines/errorMessage';
import { operationError } from '../../../lib/graphql/operations';
import { toVisit, type Visit } from '../api/searchActors';
import { AppointmentsChangedSubscription, AppointmentsQuery } from '../graphql/sessions';
import { AppointmentCard } from '../../../ui/cards/AppointmentCard';
import { useNow } from '../../../lib/useNow';
import { Notice } from '../../../ui/Notice';
import '../search/search.css';
import { t } from '../../../../i18n/translate';

/** Every patient of the account: the filter of both the list and its live updates. */
const ALL_PATIENTS = { filter: {} };

/**
 * /history/appointments (spec 000 §2, §9): the account's visits grouped Today, Upcoming and Past, eight at
 * first and eight more per Load More, kept current by the appointments subscription. A card opens its
 * appointment.
 */
export function VisitsScreen(): React.JSX.Element {
  const [{ data, fetching, error }] = useQuery({ query: AppointmentsQuery, variables: ALL_PATIENTS });
  // The subscription sends the whole list now and after every change; the newest answer wins.
  const [{ data: pushed }] = useSubscription({ query: AppointmentsChangedSubscription, variables: ALL_PATIENTS });
  const [pages, setPages] = useState(1);
  const now = useNow();

  const visits = useMemo<readonly Visit[] | null>(() => {
    if (pushed !== undefined) return pushed.appointmentsChanged.map(toVisit);
    // urql answers data: null (not undefined) with a GraphQL error.
    return data?.queryAppointment.map(toVisit) ?? null;
  }, [data, pushed]);

  const groups = visits === null ? [] : groupVisits(visits, now, visibleVisitCount(pages));

  return (
    <section className="page" aria-labelledby="visits-title">
      <h1 id="visits-title" className="page__title">
        {t('booking.visits.title')}
      </h1>
      {visits === null && fetching ? (
        <p role="status" className="search-results__message">
          {t('booking.visits.loading')}
        </p>
      ) : null}
      {visits === null && error !== undefined ? (
        <Notice tone="error">{errorMessage(operationError(error))}</Notice>
      ) : null}
      {visits?.length === 0 ? <Notice tone="info">{visitsEmptyText()}</Notice> : null}
      {groups.map((group) => (
        <section key={group.title} className="search-day" aria-label={visitGroupHeading(group.title)}>
          <h2 className="search-day__title">{visitGroupHeading(group.title)}</h2>
          <ul className="search-day__list">
            {group.items.map((visit) => (
              <li key={visit.id}>
                <AppointmentCard appointment={visit} now={now} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {visits !== null && hasMoreVisits(visits.length, pages) ? (
        <button type="button" className="button button--secondary" onClick={() => setPages((count) => count + 1)}>
          {t('booking.visits.loadMore')}
        </button>
      ) : null}
    </section>
  );
}
