import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { formatError, type ErrorCode } from '../../domain/errors';
import type { ProfileField } from '../../domain/profileForm';
import {
  registrationWithClock,
  toCreatePatientInput,
  type RegistrationEvent,
} from '../../machines/registration.machine';
import { fixedClock } from './fixedClock';
import type { Profile } from '../../machines/types';
import { ACCOUNT, fakeRegistrationApi, runRegistration } from './registrationHarness';

/**
 * Model-based test of machines/registration.machine.ts: what the patient does with the form and
 * what they should see (state, message, reports). Paths come from xstate/graph; each is replayed
 * against the real machine with a fake API on fake timers.
 */

type ModelEvent =
  | { type: 'FILL_FORM' }
  | { type: 'FILL_FORM_THE_SERVER_REFUSES' }
  | { type: 'TYPE_BAD_DAY' }
  | { type: 'CHOOSE_ME' }
  | { type: 'CHOOSE_MOTHER' }
  | { type: 'SUBMIT' }
  | { type: 'WAIT_REFETCH' }
  /** The refetch 2 s later fails: the network, or the session has ended (ARO-E1024). */
  | { type: 'REFETCH_FAILS' }
  | { type: 'REFETCH_SESSION_ENDS' };

interface ModelContext {
  form: 'empty' | 'valid' | 'refused';
  badDay: boolean;
  relationship: boolean;
  reports: string[];
  error: string | null;
  refetchFailures: number;
}

const MESSAGES = {
  prefix: 'Please select your name prefix (Mr, Ms?)',
  day: 'Your date of birth, date should be valid',
  prefixGender: 'invalid prefix match gender',
  refused: 'We need a valid patient profile.',
  network: 'Something went wrong',
  loggedOut: 'You have been logged out, please login again.',
};
/** Refetches tried before the machine gives up. */
const REFETCH_TRIES = 5;
const FILLED = ['prefix', 'given', 'family', 'day', 'month', 'year'].map(
  (field) => `registration.fieldAccepted:${field}`,
);
const BAD_DAY = [`registration.fieldRejected:day:${MESSAGES.day}`];

type Assign = ReturnType<typeof assign<ModelContext, ModelEvent, undefined, ModelEvent, never>>;
const fill = (form: 'valid' | 'refused'): Assign => assign({ form, badDay: false, reports: FILLED });
const badDay: Assign = assign({ badDay: true, reports: BAD_DAY });

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    empty: ({ context }) => context.form === 'empty',
    badDay: ({ context }) => context.badDay,
    noRelationship: ({ context }) => !context.relationship,
    refused: ({ context }) => context.form === 'refused',
    lastRefetch: ({ context }) => context.refetchFailures === REFETCH_TRIES - 1,
  },
}).createMachine({
  id: 'model',
  context: { form: 'empty', badDay: false, relationship: false, reports: [], error: null, refetchFailures: 0 },
  initial: 'editing',
  states: {
    editing: {
      on: {
        FILL_FORM: { actions: fill('valid') },
        FILL_FORM_THE_SERVER_REFUSES: { actions: fill('refused') },
        TYPE_BAD_DAY: { actions: badDay },
        // The flat form: the relationship can be chosen before SUBMIT.
        CHOOSE_ME: { actions: assign({ relationship: true, reports: [] }) },
        SUBMIT: [
          {
            guard: 'empty',
            actions: assign({ error: MESSAGES.prefix, reports: [`registration.invalid:prefix:${MESSAGES.prefix}`] }),
          },
          {
            guard: 'badDay',
            actions: assign({ error: MESSAGES.day, reports: [`registration.invalid:day:${MESSAGES.day}`] }),
          },
          {
            guard: 'noRelationship',
            target: 'choosingRelationship',
            actions: assign({ error: null, reports: ['registration.relationshipNeeded'] }),
          },
          {
            guard: 'refused',
            actions: assign({ error: MESSAGES.refused, reports: [`registration.failed:${MESSAGES.refused}`] }),
          },
          { target: 'waitingToRefetch', actions: assign({ error: null, reports: ['registration.created:Nimal'] }) },
        ],
      },
    },
    choosingRelationship: {
      on: {
        // Mother implies female, which a 'Mr' cannot be.
        CHOOSE_MOTHER: {
          actions: assign({
            error: MESSAGES.prefixGender,
            reports: [`registration.relationshipRejected:${MESSAGES.prefixGender}`],
          }),
        },
        CHOOSE_ME: [
          {
            guard: 'refused',
            target: 'editing',
            actions: assign({
              relationship: true,
              error: MESSAGES.refused,
              reports: [`registration.failed:${MESSAGES.refused}`],
            }),
          },
          {
            target: 'waitingToRefetch',
            actions: assign({ relationship: true, error: null, reports: ['registration.created:Nimal'] }),
          },
        ],
        FILL_FORM: { target: 'editing', actions: fill('valid') },
        TYPE_BAD_DAY: { target: 'editing', actions: badDay },
      },
    },
    waitingToRefetch: {
      on: {
        WAIT_REFETCH: { target: 'done', actions: assign({ reports: [] }) },
        // The patient exists: a failed refetch is tried again 2 s later, up to 5 tries in all.
        REFETCH_FAILS: [
          {
            guard: 'lastRefetch',
            target: 'refetchFailed',
            actions: assign({ error: MESSAGES.network, reports: [`registration.failed:${MESSAGES.network}`] }),
          },
          { actions: assign({ refetchFailures: ({ context }) => context.refetchFailures + 1, reports: [] }) },
        ],
        // No refetch can succeed without a login: give up at once.
        REFETCH_SESSION_ENDS: {
          target: 'refetchFailed',
          actions: assign({ error: MESSAGES.loggedOut, reports: [`registration.failed:${MESSAGES.loggedOut}`] }),
        },
      },
    },
    /** Created, but the profile was not refreshed: the message stays and nothing more is fetched. */
    refetchFailed: {},
    done: { type: 'final' },
  },
});

type ModelSnapshot = SnapshotFrom<typeof model>;
type ModelPath = StatePath<ModelSnapshot, ModelEvent>;

const ALL_EVENTS: ModelEvent[] = [
  { type: 'FILL_FORM' },
  { type: 'FILL_FORM_THE_SERVER_REFUSES' },
  { type: 'TYPE_BAD_DAY' },
  { type: 'CHOOSE_ME' },
  { type: 'CHOOSE_MOTHER' },
  { type: 'SUBMIT' },
  { type: 'WAIT_REFETCH' },
  { type: 'REFETCH_FAILS' },
  { type: 'REFETCH_SESSION_ENDS' },
];

const possibleEvents = (snapshot: ModelSnapshot): ModelEvent[] => ALL_EVENTS.filter((event) => snapshot.can(event));
/** Every transition of the model: a vertex per (state, what is seen and reported, the event that led there). */
const byTransition = (snapshot: ModelSnapshot, event: ModelEvent | undefined): string =>
  JSON.stringify([snapshot.value, snapshot.context, event?.type ?? null]);
const byState = (snapshot: ModelSnapshot): string => JSON.stringify(snapshot.value);
/** Where the patient is and what the form holds (not what was last said). */
const byStateAndForm = ({ value, context }: ModelSnapshot): string =>
  JSON.stringify([value, context.form, context.relationship]);

const shortestPaths = getShortestPaths(model, { events: possibleEvents, serializeState: byTransition });
/** Every loop-free way to a created patient. */
const simplePaths = getSimplePaths(model, {
  events: possibleEvents,
  serializeState: byStateAndForm,
  toState: (snapshot) => snapshot.status === 'done',
});

const stepsOf = (path: ModelPath): ModelEvent[] =>
  path.steps.map((step) => step.event).filter((event) => ALL_EVENTS.some((known) => known.type === event.type));
const describePath = (path: ModelPath): string =>
  stepsOf(path)
    .map((event) => event.type)
    .join(' → ') || '(start)';

const INPUT = { accessToken: 'token-1', hospitalId: 'org-colombo', askRelationship: true };

/** The SET_FIELD events of typing these fields, in the order given. */
const typed = (values: Partial<Record<ProfileField, string>>): RegistrationEvent[] =>
  Object.entries(values).map(([field, value]) => ({ type: 'SET_FIELD', field: field as ProfileField, value }));

/** Mr Nimal Perera, born 14 May 1990: a form every rule accepts. */
const NIMAL = { prefix: 'Mr', given: 'Nimal', family: 'Perera', day: '14', month: '5', year: '1990' } as const;

async function perform(
  run: ReturnType<typeof runRegistration>,
  api: ReturnType<typeof fakeRegistrationApi>,
  event: ModelEvent,
): Promise<void> {
  const fillWith = (family: string) => run.send(...typed({ ...NIMAL, family }));
  switch (event.type) {
    case 'FILL_FORM':
      return fillWith('Perera');
    case 'FILL_FORM_THE_SERVER_REFUSES':
      return fillWith('Reject');
    case 'TYPE_BAD_DAY':
      return run.send({ type: 'SET_FIELD', field: 'day', value: '45' });
    case 'CHOOSE_ME':
      return run.send({ type: 'SET_RELATIONSHIP', relationship: 'Me' });
    case 'CHOOSE_MOTHER':
      return run.send({ type: 'SET_RELATIONSHIP', relationship: 'Mother' });
    case 'SUBMIT':
      return run.send({ type: 'SUBMIT' });
    case 'WAIT_REFETCH':
      return vi.advanceTimersByTimeAsync(2000).then(() => undefined);
    case 'REFETCH_FAILS':
      api.failNextRefetch(new TypeError('Failed to fetch'));
      return vi.advanceTimersByTimeAsync(2000).then(() => undefined);
    case 'REFETCH_SESSION_ENDS':
      api.failNextRefetch(new Error(formatError('ARO-E1024')));
      return vi.advanceTimersByTimeAsync(2000).then(() => undefined);
  }
}

async function replay(path: ModelPath): Promise<void> {
  const api = fakeRegistrationApi();
  const { machine, calls } = api;
  const run = runRegistration(machine, INPUT);
  const modelActor = createActor(model).start();
  const assertSame = (): void => {
    const expected = modelActor.getSnapshot();
    const actual = run.snapshot();
    if (expected.status === 'done') {
      expect(actual.status).toBe('done');
      expect(actual.output).toEqual({
        ...ACCOUNT,
        patients: [
          {
            id: 'patient-1',
            prefix: 'Mr',
            given: ['Nimal'],
            family: 'Perera',
            gender: 'male',
            birthDate: '1990-05-14',
            relationship: 'Me',
            hospitalId: 'org-colombo',
            mobileNo: ACCOUNT.mobileNo,
          },
        ],
      });
    } else {
      expect(actual.value).toEqual(expected.value);
      expect(actual.context.error).toBe(expected.context.error);
    }
    expect(run.take()).toEqual(expected.context.reports);
  };
  assertSame();
  for (const event of stepsOf(path)) {
    modelActor.send(event);
    await perform(run, api, event);
    assertSame();
  }
  // A refetch given up stays given up.
  if (modelActor.getSnapshot().value === 'refetchFailed') {
    const loads = calls.loads;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.loads).toBe(loads);
    expect(run.snapshot().value).toBe('refetchFailed');
  }
  for (const call of calls.created) {
    expect(call.accessToken).toBe('token-1');
    expect(call.hospitalId).toBe('org-colombo');
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 1, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('registration machine, model-based', () => {
  it('the generated paths reach every state, through failures and corrections', () => {
    const endings = shortestPaths.map((path) => [byState(path.state), stepsOf(path).at(-1)?.type]);
    expect(endings).toContainEqual([JSON.stringify('done'), 'WAIT_REFETCH']);
    expect(endings).toContainEqual([JSON.stringify('choosingRelationship'), 'CHOOSE_MOTHER']);
    expect(endings).toContainEqual([JSON.stringify('editing'), 'CHOOSE_ME']);
    expect(endings).toContainEqual([JSON.stringify('refetchFailed'), 'REFETCH_SESSION_ENDS']);
    expect(endings).toContainEqual([JSON.stringify('refetchFailed'), 'REFETCH_FAILS']);
    expect(simplePaths.some((path) => byState(path.state) === JSON.stringify('done'))).toBe(true);
  });

  describe.each(shortestPaths.map((path) => [describePath(path), path] as const))('shortest path %s', (_, path) => {
    it('shows what the model says at every step', async () => {
      await replay(path);
    });
  });

  describe.each(simplePaths.map((path) => [describePath(path), path] as const))('simple path %s', (_, path) => {
    it('shows what the model says at every step', async () => {
      await replay(path);
    });
  });
});

describe('registration machine, details', () => {
  it('creates the patient with the given name as a list and the stored relationship', async () => {
    const { machine, calls } = fakeRegistrationApi();
    const run = runRegistration(machine, INPUT);
    await run.send(
      ...typed({
        prefix: 'Ms',
        given: ' Nimali ',
        family: 'Perera ',
        gender: 'female',
        day: '3',
        month: '11',
        year: '2001',
      }),
      { type: 'SUBMIT' },
      { type: 'SET_RELATIONSHIP', relationship: 'Sister' },
    );
    expect(calls.created).toEqual([
      {
        accessToken: 'token-1',
        hospitalId: 'org-colombo',
        input: {
          prefix: 'Ms',
          given: ['Nimali'],
          family: 'Perera',
          gender: 'female',
          birthDate: '2001-11-03',
          relationship: 'Sister Nimali',
        },
      },
    ]);
  });

  it('sets the gender a prefix implies, and reports the form with it', async () => {
    const { machine } = fakeRegistrationApi();
    const run = runRegistration(machine, INPUT);
    await run.send({ type: 'SET_FIELD', field: 'prefix', value: 'Miss' });
    expect(run.snapshot().context.form.gender).toBe('female');
    expect(run.raw).toHaveLength(1);
    expect(run.raw[0]).toMatchObject({
      type: 'registration.fieldAccepted',
      field: 'prefix',
      form: { prefix: 'Miss', gender: 'female' },
    });
  });

  it('keeps digits only in date fields, up to their length', async () => {
    const { machine } = fakeRegistrationApi();
    const run = runRegistration(machine, INPUT);
    await run.send(
      { type: 'SET_FIELD', field: 'day', value: '1a2b3' },
      { type: 'SET_FIELD', field: 'year', value: '19901' },
    );
    expect(run.snapshot().context.form).toMatchObject({ day: '12', year: '1990' });
  });

  it('rejects a birth date in the future at the year', async () => {
    const { machine } = fakeRegistrationApi();
    const run = runRegistration(machine, INPUT);
    await run.send(
      { type: 'SET_FIELD', field: 'day', value: '14' },
      { type: 'SET_FIELD', field: 'month', value: '12' },
      { type: 'SET_FIELD', field: 'year', value: '2025' },
    );
    expect(run.take().at(-1)).toBe('registration.fieldRejected:year:Your date of birth can not be in the future');
    expect(run.snapshot().context.fieldErrors).toEqual({ year: 'Your date of birth can not be in the future' });
  });

  it('creates straight away without a relationship when none is asked', async () => {
    const { machine, calls } = fakeRegistrationApi();
    const run = runRegistration(machine, { ...INPUT, askRelationship: false });
    await run.send(...typed(NIMAL), { type: 'SUBMIT' });
    expect(calls.created[0]?.input.relationship).toBeNull();
    expect(run.snapshot().value).toBe('waitingToRefetch');
  });

  it('refetches the profile 2 seconds after creating, retrying until it loads', async () => {
    const { machine, calls } = fakeRegistrationApi({ refetchFailures: 1 });
    const run = runRegistration(machine, { ...INPUT, askRelationship: false });
    await run.send(...typed(NIMAL), { type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls.loads).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.loads).toBe(1);
    expect(run.snapshot().value).toBe('waitingToRefetch');
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls.loads).toBe(2);
    expect(run.snapshot().status).toBe('done');
    expect(calls.created).toHaveLength(1);
  });

  it('starts with a relationship given as input as if it was chosen: its gender set, no message, and it is sent', async () => {
    const { machine, calls } = fakeRegistrationApi();
    const run = runRegistration(machine, { ...INPUT, relationship: 'Mother' });
    expect(run.snapshot().context).toMatchObject({
      relationship: 'Mother',
      form: { gender: 'female' },
      fieldErrors: {},
    });
    await run.send(...typed({ prefix: 'Mrs', given: 'Kumari', family: 'Perera', day: '2', month: '7', year: '1960' }), {
      type: 'SUBMIT',
    });
    // Asked already: straight to createPatient, with the relationship.
    expect(calls.created.map((call) => [call.input.gender, call.input.relationship])).toEqual([['female', 'Mother']]);
  });

  it('tells the page once, with the refreshed profile, when it has loaded (profileRefreshed)', async () => {
    const api = fakeRegistrationApi();
    const told: Profile[] = [];
    const machine = api.machine.provide({ actions: { profileRefreshed: (_, profile) => void told.push(profile) } });
    const run = runRegistration(machine, { ...INPUT, askRelationship: false });
    await run.send(...typed(NIMAL), { type: 'SUBMIT' });
    expect(told).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(told.map((profile) => profile.patients.map((patient) => patient.given.join(' ')))).toEqual([['Nimal']]);
    expect(run.snapshot().output).toBe(told[0]);
  });

  const createdWithoutRelationship = async (
    api: ReturnType<typeof fakeRegistrationApi>,
  ): Promise<ReturnType<typeof runRegistration>> => {
    const run = runRegistration(api.machine, { ...INPUT, askRelationship: false });
    await run.send(...typed(NIMAL), { type: 'SUBMIT' });
    expect(run.take().at(-1)).toBe('registration.created:Nimal');
    return run;
  };

  it('gives up after 5 failed refetches: says why, reports registration.failed and fetches no more', async () => {
    const api = fakeRegistrationApi({ refetchFailures: 10 });
    const run = await createdWithoutRelationship(api);
    await vi.advanceTimersByTimeAsync(4 * 2000);
    expect(api.calls.loads).toBe(4);
    expect(run.snapshot().value).toBe('waitingToRefetch');
    expect(run.take()).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(api.calls.loads).toBe(5);
    expect(run.snapshot().value).toBe('refetchFailed');
    expect(run.snapshot().context.error).toBe('Something went wrong');
    expect(run.take()).toEqual(['registration.failed:Something went wrong']);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(api.calls.loads).toBe(5);
    expect(api.calls.created).toHaveLength(1);
  });

  it.each<[ErrorCode, string]>([
    ['ARO-E1022', 'Authentication failed'],
    ['ARO-E1023', 'Please login.'],
    ['ARO-E1024', 'You have been logged out, please login again.'],
  ])('stops refetching at once when the session has ended (%s)', async (code, message) => {
    const api = fakeRegistrationApi();
    api.failNextRefetch(new Error(`${code}:`));
    const run = await createdWithoutRelationship(api);
    await vi.advanceTimersByTimeAsync(2000);
    expect(run.snapshot().value).toBe('refetchFailed');
    expect(run.snapshot().context.error).toBe(message);
    expect(run.take()).toEqual([`registration.failed:${message}`]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.calls.loads).toBe(1);
  });

  it('measures a date of birth against its clock, not the system calendar: born tomorrow is in the future', async () => {
    // The clock says 13 May 1990, the eve of Nimal's birth (the system calendar says 1 June 2025).
    const clock = fixedClock(new Date(1990, 4, 13, 23, 30).getTime());
    const api = fakeRegistrationApi();
    const run = runRegistration(registrationWithClock(clock).provide({ actors: api.actors }), {
      ...INPUT,
      askRelationship: false,
    });
    await run.send(...typed(NIMAL));
    expect(run.take().at(-1)).toBe('registration.fieldRejected:year:Your date of birth can not be in the future');
    await run.send({ type: 'SUBMIT' });
    expect(run.take()).toEqual(['registration.invalid:year:Your date of birth can not be in the future']);
    expect(run.snapshot().context.error).toBe('Your date of birth can not be in the future');
    expect(api.calls.created).toEqual([]);
    // Midnight: his birthday has come, and the same form is accepted.
    clock.set(new Date(1990, 4, 14, 0, 0).getTime());
    await run.send(...typed({ year: NIMAL.year }), { type: 'SUBMIT' });
    expect(run.take()).toEqual(['registration.fieldAccepted:year', 'registration.created:Nimal']);
    expect(api.calls.created.map((call) => call.input.birthDate)).toEqual(['1990-05-14']);
  });

  it('builds createPatient input from a form (pure)', () => {
    const form = {
      prefix: 'Mr',
      given: ' Kamal ',
      family: ' Silva',
      gender: 'male',
      day: '1',
      month: '2',
      year: '1980',
    } as const;
    expect(toCreatePatientInput(form, 'Father')).toEqual({
      prefix: 'Mr',
      given: ['Kamal'],
      family: 'Silva',
      gender: 'male',
      birthDate: '1980-02-01',
      relationship: 'Father',
    });
  });
});
