import { actorsOf } from '../../../../flows/actorsOf';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { doctorSearchMachine } from '../../../../machines/doctorSearch.machine';
import { useCallback, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useClient } from 'urql';
import { SEARCH_TEXT } from '../../../../domain/bookingText';
import {
  hasSubject,
  hospitalSuggestions,
  matchingPractitioners,
  matchingSpecialties,
  sessionSearchOf,
  showsHospitalFilter,
  showsRecentDoctors,
  type DoctorSearchEvent,
} from '../../../../machines/doctorSearch.machine';
import { searchCalls, type SearchActors } from '../api/searchActors';
import { useSession } from '../../../lib/session/session';
import { tenant } from '../../../config/tenant';
import { useNow } from '../../../lib/useNow';
import { Chips, type Chip } from '../../../ui/Chips';
import { Notice } from '../../../ui/Notice';
import { HospitalFilter } from './HospitalFilter';
import { PractitionerList } from './PractitionerList';
import { DOCTOR_PARAMS, readDoctorSearchParams } from '../../../lib/doctorSearchParams';
import { SessionResults, type ResultsView } from './SessionResults';
import { SpecialtyList } from './SpecialtyList';
import { useLiveSearch } from './useLiveSearch';
import { useOpenSession } from './useOpenSession';
import './search.css';
import { composeDoctorSearch } from '../../../composition/doctorSearch';
import { t } from '../../../../i18n/translate';

export interface DoctorScreenProps {
  /** The machine's actors; the GraphQL ones by default. */
  readonly actors?: SearchActors;
}

function resultsView(results: string): ResultsView {
  switch (results) {
    case 'searching':
    case 'waiting':
      return 'searching';
    case 'found':
    case 'empty':
    case 'failed':
    case 'idle':
      return results;
    // A live refresh keeps the results on screen; 'settling' lasts no time at all.
    default:
      return 'found';
  }
}

/** What the screen shows of its machine: the context and the states it tells apart. */
const selectView = (snapshot: SnapshotFrom<typeof doctorSearchMachine>) => ({
  context: snapshot.context,
  results: snapshot.matches('ready') ? (snapshot.value as { ready: { results: string } }).ready.results : null,
  ready: snapshot.matches('ready'),
  readyHospitalOpen: snapshot.matches({ ready: { hospital: 'open' } }),
  readyHospitalClosing: snapshot.matches({ ready: { hospital: 'closing' } }),
  loading: snapshot.matches('loading'),
  loadFailed: snapshot.matches('loadFailed'),
});

/** /doctor: find a doctor or speciality, narrow by hospital, and open one of the sessions found. */
export function DoctorScreen({ actors }: DoctorScreenProps): React.JSX.Element {
  const client = useClient();
  const { session: login } = useSession();
  const [query, setQuery] = useSearchParams();
  const [params] = useState(() => readDoctorSearchParams(query));
  const [logic] = useState(() => composeDoctorSearch({ actors: actors ?? actorsOf(searchCalls(client)) }));
  const actorRef = useActorRef(logic, {
    input: {
      signedIn: login !== null,
      channellingEnabled: tenant.features.channelling.enabled,
      practitionerId: params.practitionerId,
      specialtyCode: params.specialtyCode,
      organizationId: params.organizationId,
      rescheduling: params.rescheduling,
    },
  });
  const view = useSelector(actorRef, selectView, shallowEqual);
  // Stable for the actor's life: effects that list it run only when their other inputs change.
  const send = useCallback<typeof actorRef.send>((event) => actorRef.send(event), [actorRef]);
  const now = useNow();
  const searchId = useId();
  const { context } = view;
  const { open, opening } = useOpenSession({ rescheduling: context.rescheduling, bookAgain: params.bookAgain });

  const ready = view.ready;
  const results = view.results === null ? 'idle' : resultsView(view.results);
  const hospitalOpen = view.readyHospitalOpen || view.readyHospitalClosing;

  // Live: only while a search is shown, for exactly its filters (useLiveSearch keys by value; the day's start changes at midnight only).
  const liveSearch = ready && hasSubject(context) ? sessionSearchOf(context, now) : null;
  useLiveSearch(
    liveSearch,
    useCallback(() => send({ type: 'REFRESH' }), [send]),
  );

  const chips: Chip[] = [
    ...(context.practitioner === null
      ? []
      : [{ id: 'practitioner', label: context.practitioner.name, kind: t('booking.search.chipDoctor') }]),
    ...(context.specialty === null
      ? []
      : [{ id: 'specialty', label: context.specialty.display, kind: t('booking.search.chipSpeciality') }]),
    ...(context.organization === null
      ? []
      : [{ id: 'organization', label: context.organization.orgName, kind: t('booking.search.chipHospital') }]),
  ];
  const onRemove = (chip: Chip): void =>
    send({ type: 'REMOVE', filter: chip.id as Extract<DoctorSearchEvent, { type: 'REMOVE' }>['filter'] });

  const clearReschedule = (): void => {
    send({ type: 'CLEAR_RESCHEDULE' });
    const next = new URLSearchParams(query);
    next.delete(DOCTOR_PARAMS.rescheduling);
    setQuery(next, { replace: true });
  };

  return (
    <section className="page doctor-search" aria-labelledby="doctor-title">
      <h1 id="doctor-title" className="page__title">
        {t('booking.search.findDoctor')}
      </h1>
      {context.rescheduling === null ? null : (
        <div className="reschedule-banner" role="status">
          <span>{SEARCH_TEXT.rescheduling}</span>
          <button type="button" className="button button--link button--small" onClick={clearReschedule}>
            {t('booking.search.clear')}
          </button>
        </div>
      )}

      <div className="field">
        <label className="field__label" htmlFor={searchId}>
          {t('booking.search.keyLabel')}
        </label>
        <input
          id={searchId}
          className="input"
          type="search"
          autoComplete="off"
          placeholder={t('booking.search.keyLabel')}
          value={context.key}
          disabled={!ready}
          onChange={(event) => send({ type: 'TYPE', key: event.target.value })}
        />
      </div>

      {view.loading ? (
        <p role="status" className="search-results__message">
          {t('booking.search.loadingDoctors')}
        </p>
      ) : null}
      {view.loadFailed ? (
        <div className="actions">
          <Notice tone="error">{context.error ?? SEARCH_TEXT.failed}</Notice>
          <button type="button" className="button button--secondary" onClick={() => send({ type: 'RETRY' })}>
            {t('booking.retry')}
          </button>
        </div>
      ) : null}

      <Chips label={t('booking.search.chosenFilters')} chips={chips} onRemove={onRemove} />

      {showsRecentDoctors(context) ? (
        <PractitionerList
          label={t('booking.search.recentDoctors')}
          practitioners={context.recentDoctors}
          onChoose={(practitioner) => send({ type: 'SELECT_PRACTITIONER', practitioner })}
        />
      ) : null}
      <PractitionerList
        label={t('booking.search.doctors')}
        practitioners={matchingPractitioners(context)}
        onChoose={(practitioner) => send({ type: 'SELECT_PRACTITIONER', practitioner })}
      />
      <SpecialtyList
        specialties={matchingSpecialties(context)}
        onChoose={(specialty) => send({ type: 'SELECT_SPECIALTY', specialty })}
      />

      {showsHospitalFilter(context) ? (
        <HospitalFilter
          value={context.hospitalKey}
          open={hospitalOpen}
          suggestions={hospitalSuggestions(context)}
          onFocus={() => send({ type: 'HOSPITAL_FOCUS' })}
          onBlur={() => send({ type: 'HOSPITAL_BLUR' })}
          onType={(key) => send({ type: 'HOSPITAL_TYPE', key })}
          onChoose={(organization) => send({ type: 'SELECT_ORGANIZATION', organization })}
        />
      ) : null}

      <SessionResults
        view={results}
        sessions={context.sessions}
        now={now}
        opening={opening}
        onOpen={open}
        onRetry={() => send({ type: 'RETRY' })}
      />
    </section>
  );
}
