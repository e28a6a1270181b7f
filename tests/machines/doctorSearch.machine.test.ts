import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { startOfDay } from '../../domain/days';
import { fixedClock } from './fixedClock';
import type { Clock } from '../../machines/clock';
import {
  doctorSearchMachine,
  doctorSearchWithClock,
  hospitalSuggestions,
  matchingPractitioners,
  matchingSpecialties,
  showsHospitalFilter,
  showsRecentDoctors,
  type DoctorSearchInput,
} from '../../machines/doctorSearch.machine';
import type {
  OrganizationSummary,
  PractitionerSummary,
  RecentDoctorsInput,
  SearchCatalogue,
  SessionCardData,
  SessionSearch,
} from '../../machines/types';

/**
 * Model-based test of machines/doctorSearch.machine.ts. Two models: the search (lists load, a doctor or
 * specialty is chosen, the sessions come back, wait a second, live refreshes) and the hospital filter
 * box (focus, type, blur and its one-second close). Each path is replayed against the real machine
 * with fake actors whose answers the path decides, on fake timers.
 */

const nimal: PractitionerSummary = {
  id: 'pr-nimal',
  name: 'Dr. Nimal Perera',
  roles: [
    { code: 'doctor', display: 'Doctor' },
    { code: 'cardiologist', display: 'Cardiologist' },
  ],
  specialty: { code: 'cardiology', display: 'Cardiology' },
};
const kamala: PractitionerSummary = {
  id: 'pr-kamala',
  name: 'Dr. Kamala Silva',
  roles: [{ code: 'paediatrician', display: 'Paediatrician' }],
  specialty: { code: 'paediatrics', display: 'Paediatrics' },
};
const org = (id: string, orgName: string): OrganizationSummary => ({
  id,
  orgName,
  city: orgName,
  phone: '+94 11 234 5678',
  lat: 6.9,
  lng: 79.8,
});
const colombo = org('org-colombo', 'Carechat Hospital Colombo');
const kandy = org('org-kandy', 'Carechat Hospital Kandy');
const galle = org('org-galle', 'Galle Medical Centre');

const CATALOGUE: SearchCatalogue = {
  practitioners: [nimal, kamala],
  specialties: [
    { code: 'cardiology', display: 'Cardiology' },
    { code: 'paediatrics', display: 'Paediatrics' },
  ],
  organizations: [colombo, kandy, galle],
};

const NOW = new Date(2025, 5, 2, 9, 30).getTime();
const LOAD_FAILED = 'Something went wrong';
const SEARCH_FAILED = 'This search could not be run.';

function session(id: string): SessionCardData {
  return {
    id,
    status: 'scheduled',
    startTime: NOW + 3_600_000 * 5,
    endTime: NOW + 3_600_000 * 7,
    appointmentMaxAllowed: 20,
    activeAppointments: 3,
    video: false,
    practitionerId: nimal.id,
    doctorName: nimal.name,
    doctorRole: 'Cardiologist',
    specialty: 'Cardiology',
    organizationId: colombo.id,
    organizationName: colombo.orgName,
    locationName: 'Room 4',
    fee: 1500,
  };
}

interface Pending<T> {
  readonly input: unknown;
  readonly resolve: (value: T) => void;
  readonly reject: (error: Error) => void;
}

/** Fake actors whose answers the test gives later ('deferred') or at once ('auto'). */
function fakeSearchApi(
  mode: {
    catalogue: 'deferred' | 'auto';
    search: 'deferred' | 'auto';
    recent?: PractitionerSummary[] | Error;
  },
  clock?: Clock,
) {
  const catalogueCalls: Pending<SearchCatalogue>[] = [];
  const searchCalls: (Pending<SessionCardData[]> & { readonly input: SessionSearch })[] = [];
  const recentCalls: number[] = [];
  // Every call is recorded; an 'auto' one is answered at once as well.
  const deferred = <T>(list: Pending<T>[], input: unknown, auto: () => T, isAuto: boolean): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      list.push({ input, resolve, reject });
      if (isAuto) void Promise.resolve().then(() => resolve(auto()));
    });
  const actors = {
    loadSearchCatalogue: fromPromise<SearchCatalogue, Record<string, never>>(({ input }) =>
      deferred(catalogueCalls, input, () => CATALOGUE, mode.catalogue === 'auto'),
    ),
    loadRecentDoctors: fromPromise<PractitionerSummary[], RecentDoctorsInput>(() => {
      recentCalls.push(1);
      const recent = mode.recent ?? [];
      return recent instanceof Error ? Promise.reject(recent) : Promise.resolve(recent);
    }),
    searchSessions: fromPromise<SessionCardData[], SessionSearch>(({ input }) =>
      deferred(searchCalls as Pending<SessionCardData[]>[], input, () => [session('s-1')], mode.search === 'auto'),
    ),
  };
  const logic = clock === undefined ? doctorSearchMachine : doctorSearchWithClock(clock);
  return { machine: logic.provide({ actors }), catalogueCalls, searchCalls, recentCalls };
}

const INPUT: DoctorSearchInput = { signedIn: false, channellingEnabled: true };

function start(machine: typeof doctorSearchMachine, input: DoctorSearchInput = INPUT) {
  const actor = createActor(machine, { input }).start();
  return actor;
}

const flush = (ms = 0): Promise<void> => vi.advanceTimersByTimeAsync(ms).then(() => undefined);

/** The region of the real machine a model compares with: 'loading', 'loadFailed' or the results / hospital state. */
function region(value: SnapshotFrom<typeof doctorSearchMachine>['value'], name: 'results' | 'hospital'): string {
  if (typeof value === 'string') return value;
  const ready = (value as { ready: Record<string, string> }).ready;
  return ready[name] ?? '';
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

// ---------------------------------------------------------------------------------------------------
// Model 1: the search.

type SearchModelEvent =
  | { type: 'CATALOGUE_LOADS' }
  | { type: 'CATALOGUE_FAILS' }
  | { type: 'RETRY' }
  | { type: 'PICK_DOCTOR' }
  | { type: 'PICK_SPECIALTY' }
  | { type: 'PICK_HOSPITAL' }
  | { type: 'REMOVE_SUBJECT' }
  | { type: 'REMOVE_HOSPITAL' }
  | { type: 'SEARCH_FINDS' }
  | { type: 'SEARCH_FINDS_NONE' }
  | { type: 'SEARCH_FAILS' }
  | { type: 'WAIT' }
  /** A live push: the sessions changed on the server. */
  | { type: 'PUSH' };

interface SearchModelContext {
  subject: 'none' | 'doctor' | 'specialty';
  hospital: boolean;
  sessions: 'none' | 'some';
}

const searchModel = setup({
  types: { context: {} as SearchModelContext, events: {} as SearchModelEvent },
  guards: {
    subject: ({ context }) => context.subject !== 'none',
    hospital: ({ context }) => context.hospital,
    some: ({ context }) => context.sessions === 'some',
  },
}).createMachine({
  id: 'searchModel',
  context: { subject: 'none', hospital: false, sessions: 'none' },
  initial: 'loading',
  states: {
    loading: { on: { CATALOGUE_LOADS: 'ready', CATALOGUE_FAILS: 'loadFailed' } },
    loadFailed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        PICK_DOCTOR: { target: '.searching', reenter: true, actions: assign({ subject: 'doctor', sessions: 'none' }) },
        PICK_SPECIALTY: {
          target: '.searching',
          reenter: true,
          actions: assign({ subject: 'specialty', sessions: 'none' }),
        },
        PICK_HOSPITAL: {
          guard: 'subject',
          target: '.searching',
          reenter: true,
          actions: assign({ hospital: true, sessions: 'none' }),
        },
        REMOVE_SUBJECT: {
          guard: 'subject',
          target: '.idle',
          actions: assign({ subject: 'none', hospital: false, sessions: 'none' }),
        },
        REMOVE_HOSPITAL: {
          guard: 'hospital',
          target: '.searching',
          reenter: true,
          actions: assign({ hospital: false, sessions: 'none' }),
        },
      },
      states: {
        idle: {},
        searching: {
          on: {
            SEARCH_FINDS: { target: 'waiting', actions: assign({ sessions: 'some' }) },
            SEARCH_FINDS_NONE: { target: 'waiting', actions: assign({ sessions: 'none' }) },
            SEARCH_FAILS: { target: 'failed', actions: assign({ sessions: 'none' }) },
          },
        },
        // The waiting message stays a second, whatever came back.
        waiting: { on: { WAIT: [{ guard: 'some', target: 'found' }, { target: 'empty' }] } },
        found: { on: { PUSH: 'refreshing' } },
        empty: { on: { PUSH: 'refreshing' } },
        refreshing: {
          on: {
            SEARCH_FINDS: { target: 'found', actions: assign({ sessions: 'some' }) },
            SEARCH_FINDS_NONE: { target: 'empty', actions: assign({ sessions: 'none' }) },
            // A failed refresh keeps what was shown.
            SEARCH_FAILS: [{ guard: 'some', target: 'found' }, { target: 'empty' }],
          },
        },
        failed: { on: { RETRY: 'searching' } },
      },
    },
  },
});

type SearchModelSnapshot = SnapshotFrom<typeof searchModel>;
const SEARCH_EVENTS: SearchModelEvent[] = (
  [
    'CATALOGUE_LOADS',
    'CATALOGUE_FAILS',
    'RETRY',
    'PICK_DOCTOR',
    'PICK_SPECIALTY',
    'PICK_HOSPITAL',
    'REMOVE_SUBJECT',
    'REMOVE_HOSPITAL',
    'SEARCH_FINDS',
    'SEARCH_FINDS_NONE',
    'SEARCH_FAILS',
    'WAIT',
    'PUSH',
  ] as const
).map((type) => ({ type }));

function modelResults(snapshot: SearchModelSnapshot): string {
  const { value } = snapshot;
  return typeof value === 'string' ? value : value.ready;
}

const searchPaths = getShortestPaths(searchModel, {
  events: (snapshot) => SEARCH_EVENTS.filter((event) => snapshot.can(event)),
  // A vertex per transition: every edge of the model is walked.
  serializeState: (snapshot, event, previous) =>
    JSON.stringify([previous?.value ?? null, snapshot.value, snapshot.context, event?.type ?? null]),
});

const modelSteps = <E extends { type: string }>(
  path:
    StatePath<SnapshotFrom<typeof searchModel>, SearchModelEvent> | StatePath<SnapshotFrom<typeof hospitalModel>, E>,
  known: readonly { type: string }[],
): E[] =>
  path.steps.map((step) => step.event as E).filter((event) => known.some((candidate) => candidate.type === event.type));

async function replaySearch(events: SearchModelEvent[]): Promise<void> {
  const api = fakeSearchApi({ catalogue: 'deferred', search: 'deferred' });
  const actor = start(api.machine);
  const model = createActor(searchModel).start();
  const latestSearch = (): (typeof api.searchCalls)[number] => {
    const call = api.searchCalls.at(-1);
    if (call === undefined) throw new Error('no search was made');
    return call;
  };
  const assertSame = (searchesBefore: number): void => {
    const expected = model.getSnapshot();
    const actual = actor.getSnapshot();
    const results = modelResults(expected);
    expect(region(actual.value, 'results')).toBe(results);
    const { context } = actual;
    expect(context.practitioner?.id ?? null).toBe(expected.context.subject === 'doctor' ? nimal.id : null);
    expect(context.specialty?.code ?? null).toBe(expected.context.subject === 'specialty' ? 'cardiology' : null);
    expect(context.organization?.id ?? null).toBe(expected.context.hospital ? kandy.id : null);
    if (['found', 'empty', 'refreshing'].includes(results))
      expect(context.sessions.length > 0).toBe(expected.context.sessions === 'some');
    expect(context.error).toBe(results === 'failed' ? SEARCH_FAILED : results === 'loadFailed' ? LOAD_FAILED : null);
    // Each way into searching or refreshing asks the server once, for exactly the chosen filters.
    const entered = results === 'searching' || results === 'refreshing';
    expect(api.searchCalls.length - searchesBefore).toBe(entered ? 1 : 0);
    if (entered) {
      const { input } = latestSearch();
      expect(input).toEqual({
        startTimeFrom: startOfDay(NOW),
        ...(expected.context.subject === 'doctor' ? { practitionerId: nimal.id } : {}),
        ...(expected.context.subject === 'specialty' ? { specialtyCode: 'cardiology' } : {}),
        ...(expected.context.hospital ? { organizationId: kandy.id } : {}),
      });
    }
  };
  assertSame(0);
  for (const event of events) {
    const before = api.searchCalls.length;
    model.send(event);
    switch (event.type) {
      case 'CATALOGUE_LOADS':
        api.catalogueCalls.at(-1)?.resolve(CATALOGUE);
        break;
      case 'CATALOGUE_FAILS':
        api.catalogueCalls.at(-1)?.reject(new TypeError('Failed to fetch'));
        break;
      case 'RETRY':
        actor.send({ type: 'RETRY' });
        break;
      case 'PICK_DOCTOR':
        actor.send({ type: 'SELECT_PRACTITIONER', practitioner: nimal });
        break;
      case 'PICK_SPECIALTY':
        actor.send({ type: 'SELECT_SPECIALTY', specialty: { code: 'cardiology', display: 'Cardiology' } });
        break;
      case 'PICK_HOSPITAL':
        actor.send({ type: 'SELECT_ORGANIZATION', organization: kandy });
        break;
      case 'REMOVE_SUBJECT':
        actor.send({
          type: 'REMOVE',
          filter: actor.getSnapshot().context.practitioner === null ? 'specialty' : 'practitioner',
        });
        break;
      case 'REMOVE_HOSPITAL':
        actor.send({ type: 'REMOVE', filter: 'organization' });
        break;
      case 'SEARCH_FINDS':
        latestSearch().resolve([session('s-1'), session('s-2')]);
        break;
      case 'SEARCH_FINDS_NONE':
        latestSearch().resolve([]);
        break;
      case 'SEARCH_FAILS':
        latestSearch().reject(new Error(`ARO-E1041:${SEARCH_FAILED}`));
        break;
      case 'WAIT':
        break;
      case 'PUSH':
        actor.send({ type: 'REFRESH' });
        break;
    }
    // A second passes only when the model waits for it; otherwise just let the answers land.
    await flush(event.type === 'WAIT' ? 1000 : 0);
    assertSame(before);
  }
  // Nothing changes later on its own: a waiting state is the only timed one.
  if (modelResults(model.getSnapshot()) !== 'waiting') {
    const value = actor.getSnapshot().value;
    await flush(5000);
    expect(actor.getSnapshot().value).toEqual(value);
  }
  actor.stop();
}

describe('doctor search machine, model of the search', () => {
  it('the paths cover every outcome of a search and of a refresh', () => {
    const endings = new Set(
      searchPaths.map((path) => `${modelResults(path.state)}:${modelSteps(path, SEARCH_EVENTS).at(-1)?.type ?? ''}`),
    );
    for (const ending of [
      'loadFailed:CATALOGUE_FAILS',
      'found:WAIT',
      'empty:WAIT',
      'failed:SEARCH_FAILS',
      'found:SEARCH_FAILS',
      'empty:SEARCH_FINDS_NONE',
      'idle:REMOVE_SUBJECT',
      'searching:REMOVE_HOSPITAL',
    ]) {
      expect(endings).toContain(ending);
    }
  });

  describe.each(
    searchPaths.map(
      (path) =>
        [
          modelSteps(path, SEARCH_EVENTS)
            .map((event) => event.type)
            .join(' → ') || '(start)',
          path,
        ] as const,
    ),
  )('%s', (_, path) => {
    it('matches the model at every step', async () => {
      await replaySearch(modelSteps(path, SEARCH_EVENTS));
    });
  });
});

// ---------------------------------------------------------------------------------------------------
// Model 2: the hospital filter box.

type HospitalModelEvent =
  | { type: 'PICK_DOCTOR' }
  | { type: 'REMOVE_SUBJECT' }
  | { type: 'FOCUS' }
  | { type: 'TYPE_KAN' }
  | { type: 'BLUR' }
  | { type: 'WAIT' }
  | { type: 'PICK_HOSPITAL' }
  | { type: 'REMOVE_HOSPITAL' };

interface HospitalModelContext {
  subject: boolean;
  typed: boolean;
  hospital: boolean;
}

const hospitalModel = setup({
  types: { context: {} as HospitalModelContext, events: {} as HospitalModelEvent },
  guards: {
    subject: ({ context }) => context.subject,
    hospital: ({ context }) => context.hospital,
  },
}).createMachine({
  id: 'hospitalModel',
  context: { subject: false, typed: false, hospital: false },
  initial: 'closed',
  on: {
    PICK_DOCTOR: { actions: assign({ subject: true }) },
    REMOVE_SUBJECT: {
      guard: 'subject',
      target: '.closed',
      actions: assign({ subject: false, typed: false, hospital: false }),
    },
    REMOVE_HOSPITAL: { guard: 'hospital', actions: assign({ hospital: false }) },
  },
  states: {
    // The box exists only with a doctor chosen (three hospitals here).
    closed: {
      on: {
        FOCUS: { guard: 'subject', target: 'open' },
        TYPE_KAN: { guard: 'subject', target: 'open', actions: assign({ typed: true }) },
      },
    },
    open: {
      on: {
        TYPE_KAN: { actions: assign({ typed: true }) },
        BLUR: 'closing',
        PICK_HOSPITAL: { target: 'closed', actions: assign({ hospital: true, typed: false }) },
      },
    },
    // A second after the blur the suggestions close; a tap in that second still picks.
    closing: {
      on: {
        WAIT: 'closed',
        FOCUS: 'open',
        TYPE_KAN: { target: 'open', actions: assign({ typed: true }) },
        PICK_HOSPITAL: { target: 'closed', actions: assign({ hospital: true, typed: false }) },
      },
    },
  },
});

const HOSPITAL_EVENTS: HospitalModelEvent[] = (
  ['PICK_DOCTOR', 'REMOVE_SUBJECT', 'FOCUS', 'TYPE_KAN', 'BLUR', 'WAIT', 'PICK_HOSPITAL', 'REMOVE_HOSPITAL'] as const
).map((type) => ({ type }));

const hospitalPaths = getShortestPaths(hospitalModel, {
  events: (snapshot) => HOSPITAL_EVENTS.filter((event) => snapshot.can(event)),
  serializeState: (snapshot, event, previous) =>
    JSON.stringify([previous?.value ?? null, snapshot.value, snapshot.context, event?.type ?? null]),
});

async function replayHospital(events: HospitalModelEvent[]): Promise<void> {
  const api = fakeSearchApi({ catalogue: 'auto', search: 'auto' });
  const actor = start(api.machine);
  await flush();
  const model = createActor(hospitalModel).start();
  const assertSame = (): void => {
    const expected = model.getSnapshot();
    const { context, value } = actor.getSnapshot();
    expect(region(value, 'hospital')).toBe(expected.value);
    expect(showsHospitalFilter(context)).toBe(expected.context.subject);
    expect(context.organization?.id ?? null).toBe(expected.context.hospital ? kandy.id : null);
    expect(hospitalSuggestions(context).map((organization) => organization.id)).toEqual(
      expected.context.typed ? [kandy.id] : [colombo.id, kandy.id, galle.id],
    );
  };
  assertSame();
  for (const event of events) {
    model.send(event);
    switch (event.type) {
      case 'PICK_DOCTOR':
        actor.send({ type: 'SELECT_PRACTITIONER', practitioner: nimal });
        break;
      case 'REMOVE_SUBJECT':
        actor.send({ type: 'REMOVE', filter: 'practitioner' });
        break;
      case 'FOCUS':
        actor.send({ type: 'HOSPITAL_FOCUS' });
        break;
      case 'TYPE_KAN':
        actor.send({ type: 'HOSPITAL_TYPE', key: 'kan' });
        break;
      case 'BLUR':
        actor.send({ type: 'HOSPITAL_BLUR' });
        break;
      case 'WAIT':
        break;
      case 'PICK_HOSPITAL':
        actor.send({ type: 'SELECT_ORGANIZATION', organization: kandy });
        break;
      case 'REMOVE_HOSPITAL':
        actor.send({ type: 'REMOVE', filter: 'organization' });
        break;
    }
    // Just short of the close delay, unless the model waits for it: the box must still be closing.
    await flush(event.type === 'WAIT' ? 1000 : event.type === 'BLUR' ? 999 : 0);
    assertSame();
  }
  actor.stop();
}

describe('doctor search machine, model of the hospital filter', () => {
  it('the paths close the box by the delay and pick during the close', () => {
    const sequences = hospitalPaths.map((path) =>
      modelSteps(path, HOSPITAL_EVENTS)
        .map((event) => event.type)
        .join(','),
    );
    expect(sequences.some((sequence) => sequence.endsWith('BLUR,WAIT'))).toBe(true);
    expect(sequences.some((sequence) => sequence.endsWith('BLUR,PICK_HOSPITAL'))).toBe(true);
  });

  describe.each(
    hospitalPaths.map(
      (path) =>
        [
          modelSteps(path, HOSPITAL_EVENTS)
            .map((event) => event.type)
            .join(' → ') || '(start)',
          path,
        ] as const,
    ),
  )('%s', (_, path) => {
    it('matches the model at every step', async () => {
      await replayHospital(modelSteps(path, HOSPITAL_EVENTS));
    });
  });
});

// ---------------------------------------------------------------------------------------------------

describe('doctor search machine, details', () => {
  it('filters practitioners by name or role and specialties by prefix, and clears the key on a pick', async () => {
    const actor = start(fakeSearchApi({ catalogue: 'auto', search: 'auto' }).machine);
    await flush();
    const names = (): string[] =>
      matchingPractitioners(actor.getSnapshot().context).map((practitioner) => practitioner.name);
    const specialties = (): string[] =>
      matchingSpecialties(actor.getSnapshot().context).map((specialty) => specialty.display);
    expect(names()).toEqual([]);
    actor.send({ type: 'TYPE', key: 'card' });
    expect(names()).toEqual(['Dr. Nimal Perera']);
    expect(specialties()).toEqual(['Cardiology']);
    actor.send({ type: 'TYPE', key: 'SIL' });
    expect(names()).toEqual(['Dr. Kamala Silva']);
    // 'Doctor' is not a role one can search by; 'iology' begins no word.
    actor.send({ type: 'TYPE', key: 'doctor' });
    expect(names()).toEqual([]);
    actor.send({ type: 'TYPE', key: 'iology' });
    expect([...names(), ...specialties()]).toEqual([]);
    actor.send({ type: 'TYPE', key: 'mal per' });
    expect(names()).toEqual(['Dr. Nimal Perera']);
    actor.send({ type: 'SELECT_PRACTITIONER', practitioner: nimal });
    expect(actor.getSnapshot().context.key).toBe('');
  });

  it('offers recent doctors only signed in, with channelling on and the box empty', async () => {
    const cases: [DoctorSearchInput, boolean][] = [
      [{ signedIn: true, channellingEnabled: true }, true],
      [{ signedIn: false, channellingEnabled: true }, false],
      [{ signedIn: true, channellingEnabled: false }, false],
    ];
    for (const [input, shown] of cases) {
      const api = fakeSearchApi({ catalogue: 'auto', search: 'auto', recent: [kamala] });
      const actor = start(api.machine, input);
      await flush();
      expect(api.recentCalls.length).toBe(shown ? 1 : 0);
      expect(showsRecentDoctors(actor.getSnapshot().context)).toBe(shown);
      actor.send({ type: 'TYPE', key: 'k' });
      expect(showsRecentDoctors(actor.getSnapshot().context)).toBe(false);
      actor.send({ type: 'TYPE', key: '' });
      expect(showsRecentDoctors(actor.getSnapshot().context)).toBe(shown);
      actor.send({ type: 'SELECT_PRACTITIONER', practitioner: kamala });
      await flush();
      expect(showsRecentDoctors(actor.getSnapshot().context)).toBe(false);
      // A search restarts only its own region: the recent doctors are not fetched again.
      expect(api.recentCalls.length).toBe(shown ? 1 : 0);
      actor.stop();
    }
  });

  it('searches without recent doctors when they fail to load', async () => {
    const api = fakeSearchApi({ catalogue: 'auto', search: 'auto', recent: new Error('ARO-E1023:Please login.') });
    const actor = start(api.machine, { signedIn: true, channellingEnabled: true });
    await flush();
    expect(region(actor.getSnapshot().value, 'results')).toBe('idle');
    expect(showsRecentDoctors(actor.getSnapshot().context)).toBe(false);
  });

  it('starts with the route parameters: the doctor and hospital are chosen and searched at once', async () => {
    const api = fakeSearchApi({ catalogue: 'auto', search: 'auto' });
    const actor = start(api.machine, { ...INPUT, practitionerId: nimal.id, organizationId: galle.id });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ practitioner: nimal, organization: galle });
    expect(api.searchCalls.map((call) => call.input)).toEqual([
      { startTimeFrom: startOfDay(NOW), practitionerId: nimal.id, organizationId: galle.id },
    ]);
    expect(region(actor.getSnapshot().value, 'results')).toBe('waiting');
    await flush(1000);
    expect(region(actor.getSnapshot().value, 'results')).toBe('found');
  });

  it('takes a specialty parameter, and ignores a hospital alone or unknown ids', async () => {
    const specialty = fakeSearchApi({ catalogue: 'auto', search: 'auto' });
    const bySpecialty = start(specialty.machine, { ...INPUT, specialtyCode: 'paediatrics' });
    await flush();
    expect(specialty.searchCalls.map((call) => call.input)).toEqual([
      { startTimeFrom: startOfDay(NOW), specialtyCode: 'paediatrics' },
    ]);
    expect(bySpecialty.getSnapshot().context.specialty?.display).toBe('Paediatrics');

    const alone = fakeSearchApi({ catalogue: 'auto', search: 'auto' });
    const hospitalOnly = start(alone.machine, { ...INPUT, organizationId: galle.id, practitionerId: 'pr-unknown' });
    await flush();
    expect(alone.searchCalls).toEqual([]);
    expect(hospitalOnly.getSnapshot().context).toMatchObject({ practitioner: null, organization: null });
    expect(region(hospitalOnly.getSnapshot().value, 'results')).toBe('idle');
  });

  it('never shows the hospital filter of a single-hospital network', async () => {
    const single = { ...CATALOGUE, organizations: [colombo] };
    const machine = doctorSearchMachine.provide({
      actors: {
        loadSearchCatalogue: fromPromise<SearchCatalogue, Record<string, never>>(() => Promise.resolve(single)),
        searchSessions: fromPromise<SessionCardData[], SessionSearch>(() => Promise.resolve([])),
      },
    });
    const actor = start(machine);
    await flush();
    actor.send({ type: 'SELECT_PRACTITIONER', practitioner: nimal });
    expect(showsHospitalFilter(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'HOSPITAL_FOCUS' });
    expect(region(actor.getSnapshot().value, 'hospital')).toBe('closed');
  });

  it('keeps the rescheduled appointment until it is cleared', () => {
    const actor = start(fakeSearchApi({ catalogue: 'deferred', search: 'auto' }).machine, {
      ...INPUT,
      rescheduling: 'appt-9',
    });
    expect(actor.getSnapshot().context.rescheduling).toBe('appt-9');
    actor.send({ type: 'CLEAR_RESCHEDULE' });
    expect(actor.getSnapshot().context.rescheduling).toBeNull();
  });

  it('searches from the start of the day it searches on, by the clock it is given', async () => {
    // The system's time stays at NOW: only the given clock moves to tomorrow.
    const clock = fixedClock(NOW);
    const api = fakeSearchApi({ catalogue: 'auto', search: 'auto' }, clock);
    const actor = start(api.machine);
    await flush();
    const tomorrow = new Date(2025, 5, 3, 0, 5).getTime();
    clock.set(tomorrow);
    actor.send({ type: 'SELECT_SPECIALTY', specialty: { code: 'cardiology', display: 'Cardiology' } });
    expect(api.searchCalls.at(-1)?.input.startTimeFrom).toBe(startOfDay(tomorrow));
  });
});
