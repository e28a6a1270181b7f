import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { formatError } from '../../domain/errors';
import type { Relationship } from '../../domain/profileForm';
import {
  relationshipPatch,
  RELATIONSHIP_MODAL_DELAY_MS,
  unclassifiedPatients,
} from '../../machines/relationshipModal.machine';
import type {
  PatchRelationshipInput,
  RelationshipModalInput,
  RelationshipModalOutput,
} from '../../machines/relationshipModal.types';
import type { Patient } from '../../machines/types';
import { ACCOUNT_PATIENTS, HOLDER, KAMAL, NIMALI, fakeRelationshipModal, patient } from './relationshipModalHarness';

/**
 * Model-based test of machines/relationshipModal.machine.ts: what the patient does in the modal, what the
 * server answers and how time passes, and what must follow (the state, the relationship and patient asked
 * about, the message, every patchPatient sent, how the modal ends). Paths come from xstate/graph and are
 * replayed against the real machine with a deferred patchPatient on fake timers.
 */

const EVENT_TYPES = [
  /** The appointment page: Nimali's paid appointment, opening after 5 s. */
  'START_DELAYED_FOR_NIMALI',
  /** The account page: no patient in mind; Nimali and Kamal are unclassified. */
  'START_WITHOUT_PATIENT',
  /** No patient in mind and no unclassified woman on the account (only Kamal). */
  'START_WITHOUT_PATIENT_NO_WOMAN',
  'WAIT_4999_MS',
  'WAIT_1_MS',
  /** Hidden: the account already has a Me. */
  'CHOOSE_ME',
  /** Hidden for Nimali: Father is a man. */
  'CHOOSE_FATHER',
  'CHOOSE_SISTER',
  /** Mother is a woman: Kamal cannot be one. */
  'CHOOSE_MOTHER',
  'PICK_NIMALI',
  'PICK_KAMAL',
  /** Not offered: the holder has a relationship already. */
  'PICK_HOLDER',
  'NONE_OF_THESE',
  'CONFIRM',
  'PATCH_SUCCEEDS',
  'PATCH_FAILS',
  'BACK',
  'ADD_PROFILE',
  'CLOSE',
] as const;
type ModelEvent = { type: (typeof EVENT_TYPES)[number] };
type Scenario = 'none' | 'forNimali' | 'withoutPatient' | 'noWoman';

interface Expected {
  scenario: Scenario;
  elapsed: number;
  relationship: Relationship | null;
  /** Id of the patient asked about. */
  candidate: string | null;
  error: string | null;
  outcome: RelationshipModalOutput | null;
  /** Every patchPatient input so far (grows: kept out of the serialized state). */
  patches: PatchRelationshipInput[];
}

const REFUSED = 'Editing profiles is not available. Please contact the hospital.';
const SISTER_NIMALI: PatchRelationshipInput = {
  id: NIMALI.id,
  patch: [{ op: 'add', path: '/extension', relationship: 'Sister Nimali' }],
};
const CLASSIFIED_NIMALI = { ...NIMALI, relationship: 'Sister Nimali' };
/** What Confirm must send about the candidate (only Sister is ever confirmed in the model). */
const SISTER_OF: Record<string, { readonly patch: PatchRelationshipInput; readonly patient: Patient }> = {
  [NIMALI.id]: { patch: SISTER_NIMALI, patient: CLASSIFIED_NIMALI },
  [KAMAL.id]: {
    patch: { id: KAMAL.id, patch: [{ op: 'add', path: '/extension', relationship: 'Sister Kamal' }] },
    patient: { ...KAMAL, relationship: 'Sister Kamal' },
  },
};
const sisterOf = (candidate: string | null): { readonly patch: PatchRelationshipInput; readonly patient: Patient } => {
  const expected = SISTER_OF[candidate ?? ''];
  if (expected === undefined) throw new Error(`no candidate to confirm: ${String(candidate)}`);
  return expected;
};
const INPUTS: Record<Exclude<Scenario, 'none'>, RelationshipModalInput> = {
  forNimali: { patient: NIMALI, patients: ACCOUNT_PATIENTS, delayed: true },
  withoutPatient: { patient: null, patients: ACCOUNT_PATIENTS, delayed: false },
  noWoman: { patient: null, patients: [HOLDER, KAMAL], delayed: false },
};

const close = { target: 'closed', actions: 'dismiss' } as const;

const model = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  // An event the modal ignores (a transition without an action would not count as possible).
  actions: {
    nothingHappens: () => undefined,
    dismiss: assign({ outcome: { kind: 'dismissed' } }),
    forget: assign({ relationship: null, candidate: null, error: null }),
  },
  guards: {
    justStarted: ({ context }) => context.elapsed === 0,
    almostThere: ({ context }) => context.elapsed === RELATIONSHIP_MODAL_DELAY_MS - 1,
    forNimali: ({ context }) => context.scenario === 'forNimali',
    withoutPatient: ({ context }) => context.scenario === 'withoutPatient',
    noWoman: ({ context }) => context.scenario === 'noWoman',
  },
}).createMachine({
  id: 'relationshipModalModel',
  context: {
    scenario: 'none',
    elapsed: 0,
    relationship: null,
    candidate: null,
    error: null,
    outcome: null,
    patches: [],
  },
  initial: 'unstarted',
  states: {
    unstarted: {
      on: {
        START_DELAYED_FOR_NIMALI: { target: 'waiting', actions: assign({ scenario: 'forNimali' }) },
        START_WITHOUT_PATIENT: { target: 'SHOW-RELATIONSHIP', actions: assign({ scenario: 'withoutPatient' }) },
        START_WITHOUT_PATIENT_NO_WOMAN: { target: 'SHOW-RELATIONSHIP', actions: assign({ scenario: 'noWoman' }) },
      },
    },
    /** Nothing shown until exactly 5 s have passed. */
    waiting: {
      on: {
        WAIT_4999_MS: { guard: 'justStarted', actions: assign({ elapsed: RELATIONSHIP_MODAL_DELAY_MS - 1 }) },
        WAIT_1_MS: {
          guard: 'almostThere',
          target: 'SHOW-RELATIONSHIP',
          actions: assign({ elapsed: RELATIONSHIP_MODAL_DELAY_MS }),
        },
      },
    },
    'SHOW-RELATIONSHIP': {
      on: {
        CHOOSE_ME: { actions: 'nothingHappens' },
        CHOOSE_FATHER: { guard: 'forNimali', actions: 'nothingHappens' },
        CHOOSE_SISTER: [
          {
            guard: 'forNimali',
            target: 'PATIENT-FOUND',
            actions: assign({ relationship: 'Sister', candidate: NIMALI.id }),
          },
          // Nimali and Kamal, or Kamal alone (Sister implies no gender).
          { target: 'FOUND-UNCLASSIFIED-PATIENTS', actions: assign({ relationship: 'Sister' }) },
        ],
        CHOOSE_MOTHER: { guard: 'noWoman', target: 'PATIENT-NOT-FOUND', actions: assign({ relationship: 'Mother' }) },
        CLOSE: close,
      },
    },
    'FOUND-UNCLASSIFIED-PATIENTS': {
      on: {
        PICK_NIMALI: [
          { guard: 'withoutPatient', target: 'PATIENT-FOUND', actions: assign({ candidate: NIMALI.id }) },
          { actions: 'nothingHappens' },
        ],
        PICK_KAMAL: { target: 'PATIENT-FOUND', actions: assign({ candidate: KAMAL.id }) },
        PICK_HOLDER: { actions: 'nothingHappens' },
        NONE_OF_THESE: 'PATIENT-NOT-FOUND',
        BACK: { target: 'SHOW-RELATIONSHIP', actions: 'forget' },
        CLOSE: close,
      },
    },
    'PATIENT-FOUND': {
      on: {
        CONFIRM: {
          target: 'PATIENT-UPDATE',
          actions: assign({
            error: null,
            patches: ({ context }) => [...context.patches, sisterOf(context.candidate).patch],
          }),
        },
        BACK: [
          { guard: 'forNimali', target: 'SHOW-RELATIONSHIP', actions: 'forget' },
          { target: 'FOUND-UNCLASSIFIED-PATIENTS', actions: assign({ candidate: null, error: null }) },
        ],
        CLOSE: close,
      },
    },
    'PATIENT-UPDATE': {
      on: {
        PATCH_SUCCEEDS: {
          target: 'closed',
          actions: assign({
            outcome: ({ context }): RelationshipModalOutput => ({
              kind: 'updated',
              patient: sisterOf(context.candidate).patient,
            }),
          }),
        },
        PATCH_FAILS: { target: 'PATIENT-FOUND', actions: assign({ error: REFUSED }) },
        // The relationship is on its way: dismissing waits for it.
        CLOSE: { actions: 'nothingHappens' },
      },
    },
    'PATIENT-NOT-FOUND': {
      on: {
        ADD_PROFILE: {
          target: 'PATIENT-REGISTRATION',
          actions: assign({
            outcome: ({ context }): RelationshipModalOutput => ({
              kind: 'register',
              relationship: context.relationship ?? 'Me',
            }),
          }),
        },
        BACK: { target: 'SHOW-RELATIONSHIP', actions: 'forget' },
        CLOSE: close,
      },
    },
    'PATIENT-REGISTRATION': { type: 'final' },
    closed: { type: 'final' },
  },
});

type ModelSnapshot = SnapshotFrom<typeof model>;
type ModelPath = StatePath<ModelSnapshot, ModelEvent>;

const ALL_EVENTS: ModelEvent[] = EVENT_TYPES.map((type) => ({ type }));
const possibleEvents = (snapshot: ModelSnapshot): ModelEvent[] => ALL_EVENTS.filter((event) => snapshot.can(event));
const seen = ({ value, context }: ModelSnapshot): unknown[] => {
  const { patches, ...rest } = context;
  return [value, rest, patches.length > 0];
};
/** A vertex per (state, what is shown, the event that led there): a path to every transition of the model. */
const byTransition = (snapshot: ModelSnapshot, event: ModelEvent | undefined): string =>
  JSON.stringify([...seen(snapshot), event?.type ?? null]);
const byState = (snapshot: ModelSnapshot): string => JSON.stringify(seen(snapshot));

const shortestPaths = getShortestPaths(model, { events: possibleEvents, serializeState: byTransition });
/** Every loop-free way to an end of the modal. */
const simplePaths = getSimplePaths(model, {
  events: possibleEvents,
  serializeState: byState,
  toState: (snapshot) => snapshot.status === 'done',
});

const stepsOf = (path: ModelPath): ModelEvent[] =>
  path.steps.map((step) => step.event).filter((event) => EVENT_TYPES.some((type) => type === event.type));
const describePath = (path: ModelPath): string =>
  stepsOf(path)
    .map((event) => event.type)
    .join(' → ') || '(start)';

type Rig = ReturnType<typeof fakeRelationshipModal>;

async function perform(rig: Rig | null, event: ModelEvent): Promise<Rig | null> {
  const send = async (sent: Parameters<Rig['actor']['send']>[0]): Promise<Rig | null> => {
    rig?.actor.send(sent);
    await vi.advanceTimersByTimeAsync(0);
    return rig;
  };
  switch (event.type) {
    case 'START_DELAYED_FOR_NIMALI':
      return fakeRelationshipModal(INPUTS.forNimali);
    case 'START_WITHOUT_PATIENT':
      return fakeRelationshipModal(INPUTS.withoutPatient);
    case 'START_WITHOUT_PATIENT_NO_WOMAN':
      return fakeRelationshipModal(INPUTS.noWoman);
    case 'WAIT_4999_MS':
      await vi.advanceTimersByTimeAsync(RELATIONSHIP_MODAL_DELAY_MS - 1);
      return rig;
    case 'WAIT_1_MS':
      await vi.advanceTimersByTimeAsync(1);
      return rig;
    case 'CHOOSE_ME':
      return send({ type: 'CHOOSE_RELATIONSHIP', relationship: 'Me' });
    case 'CHOOSE_FATHER':
      return send({ type: 'CHOOSE_RELATIONSHIP', relationship: 'Father' });
    case 'CHOOSE_SISTER':
      return send({ type: 'CHOOSE_RELATIONSHIP', relationship: 'Sister' });
    case 'CHOOSE_MOTHER':
      return send({ type: 'CHOOSE_RELATIONSHIP', relationship: 'Mother' });
    case 'PICK_NIMALI':
      return send({ type: 'CHOOSE_PATIENT', patientId: NIMALI.id });
    case 'PICK_KAMAL':
      return send({ type: 'CHOOSE_PATIENT', patientId: KAMAL.id });
    case 'PICK_HOLDER':
      return send({ type: 'CHOOSE_PATIENT', patientId: HOLDER.id });
    case 'NONE_OF_THESE':
    case 'CONFIRM':
    case 'BACK':
    case 'ADD_PROFILE':
    case 'CLOSE':
      return send({ type: event.type });
    case 'PATCH_SUCCEEDS': {
      // The server answers with the patient as patched.
      const last = rig?.patches().at(-1);
      const patched = [NIMALI, KAMAL].find((each) => each.id === last?.id);
      await rig?.api.answer('patchPatient', { ...patched, relationship: last?.patch[0]?.relationship });
      return rig;
    }
    case 'PATCH_FAILS':
      await rig?.api.fail('patchPatient', formatError('ARO-E1061'));
      return rig;
  }
}

function assertSame(rig: Rig | null, expected: ModelSnapshot): void {
  if (expected.value === 'unstarted') {
    expect(rig).toBeNull();
    return;
  }
  if (rig === null) throw new Error('the modal did not start');
  const actual = rig.actor.getSnapshot();
  const { context } = expected;
  expect(actual.value).toBe(expected.value);
  if (expected.status === 'done') {
    expect(actual.status).toBe('done');
    expect(actual.output).toEqual(context.outcome);
  } else {
    expect(actual.status).toBe('active');
    expect(actual.context.relationship).toBe(context.relationship);
    expect(actual.context.candidate?.id ?? null).toBe(context.candidate);
    expect(actual.context.error).toBe(context.error);
  }
  expect(rig.patches()).toEqual(context.patches);
}

async function replay(path: ModelPath): Promise<void> {
  const modelActor = createActor(model).start();
  let rig: Rig | null = null;
  assertSame(rig, modelActor.getSnapshot());
  for (const event of stepsOf(path)) {
    modelActor.send(event);
    rig = await perform(rig, event);
    assertSame(rig, modelActor.getSnapshot());
  }
  // An ended modal stays ended, and sends nothing more.
  if (rig !== null && rig.actor.getSnapshot().status === 'done') {
    await vi.advanceTimersByTimeAsync(60_000);
    expect(rig.api.waiting('patchPatient')).toBe(0);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 1, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('relationship modal machine, model-based', () => {
  it('the generated paths reach every state of the spec and every way out of it', () => {
    const endings = shortestPaths.map((path) => [path.state.value, stepsOf(path).at(-1)?.type]);
    for (const ending of [
      ['waiting', 'WAIT_4999_MS'],
      ['SHOW-RELATIONSHIP', 'WAIT_1_MS'],
      ['SHOW-RELATIONSHIP', 'CHOOSE_ME'],
      ['FOUND-UNCLASSIFIED-PATIENTS', 'CHOOSE_SISTER'],
      ['FOUND-UNCLASSIFIED-PATIENTS', 'PICK_HOLDER'],
      ['FOUND-UNCLASSIFIED-PATIENTS', 'PICK_NIMALI'],
      ['SHOW-RELATIONSHIP', 'CHOOSE_FATHER'],
      ['PATIENT-FOUND', 'PICK_NIMALI'],
      ['PATIENT-FOUND', 'PICK_KAMAL'],
      ['PATIENT-FOUND', 'PATCH_FAILS'],
      ['PATIENT-UPDATE', 'CLOSE'],
      ['PATIENT-NOT-FOUND', 'NONE_OF_THESE'],
      ['PATIENT-NOT-FOUND', 'CHOOSE_MOTHER'],
      ['PATIENT-REGISTRATION', 'ADD_PROFILE'],
      ['closed', 'PATCH_SUCCEEDS'],
      ['closed', 'CLOSE'],
    ]) {
      expect(endings).toContainEqual(ending);
    }
    expect(simplePaths.length).toBeGreaterThan(0);
  });

  describe.each(shortestPaths.map((path) => [describePath(path), path] as const))('shortest path %s', (_, path) => {
    it('does what the model says at every step', async () => {
      await replay(path);
    });
  });

  describe.each(simplePaths.map((path) => [describePath(path), path] as const))('simple path %s', (_, path) => {
    it('does what the model says at every step', async () => {
      await replay(path);
    });
  });
});

describe('relationship modal machine, details', () => {
  it('opens at exactly 5 seconds when delayed, and at once otherwise', async () => {
    const delayed = fakeRelationshipModal({ patient: NIMALI, patients: ACCOUNT_PATIENTS, delayed: true });
    await vi.advanceTimersByTimeAsync(4999);
    expect(delayed.actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(delayed.actor.getSnapshot().value).toBe('SHOW-RELATIONSHIP');
    const atOnce = fakeRelationshipModal({ patient: NIMALI, patients: ACCOUNT_PATIENTS, delayed: false });
    expect(atOnce.actor.getSnapshot().value).toBe('SHOW-RELATIONSHIP');
  });

  it("offers Me only while the account has none, and no relationship the patient's gender contradicts", () => {
    const relationshipChoices = (patients: readonly Patient[], target: Patient | null) =>
      fakeRelationshipModal({ patient: target, patients, delayed: false }).actor.getSnapshot().context.choices;
    expect(relationshipChoices(ACCOUNT_PATIENTS, null)).toEqual([
      'Father',
      'Mother',
      'Husband',
      'Wife',
      'Brother',
      'Sister',
      'Daughter',
      'Son',
      'Friend',
    ]);
    expect(relationshipChoices([NIMALI, KAMAL], null)).toEqual([
      'Me',
      'Father',
      'Mother',
      'Husband',
      'Wife',
      'Brother',
      'Sister',
      'Daughter',
      'Son',
      'Friend',
    ]);
    // Spec 000 §5: Mother and Wife mean female, Father and Husband male; the others say nothing of gender.
    expect(relationshipChoices([NIMALI], NIMALI)).toEqual([
      'Me',
      'Mother',
      'Wife',
      'Brother',
      'Sister',
      'Daughter',
      'Son',
      'Friend',
    ]);
    expect(relationshipChoices(ACCOUNT_PATIENTS, KAMAL)).toEqual([
      'Father',
      'Husband',
      'Brother',
      'Sister',
      'Daughter',
      'Son',
      'Friend',
    ]);
    const other = patient('patient-other', 'Baby', 'Sam', 'other', null);
    expect(relationshipChoices([other], other)).toHaveLength(10);
  });

  it('tells whoever shows it how it ended, the closing last: classified, a profile to add, or just closed', async () => {
    const heard = (rig: ReturnType<typeof fakeRelationshipModal>): string[] => {
      const events: string[] = [];
      rig.actor.on('*', (event) => {
        events.push(
          event.type === 'relationshipModal.classified'
            ? `${event.type}:${event.patient.relationship ?? ''}`
            : event.type === 'relationshipModal.register'
              ? `${event.type}:${event.relationship}`
              : event.type,
        );
      });
      return events;
    };
    const classify = fakeRelationshipModal({ patient: NIMALI, patients: ACCOUNT_PATIENTS, delayed: false });
    const classified = heard(classify);
    classify.actor.send({ type: 'CHOOSE_RELATIONSHIP', relationship: 'Sister' });
    classify.actor.send({ type: 'CONFIRM' });
    await vi.advanceTimersByTimeAsync(0);
    expect(classified).toEqual([]);
    await classify.api.answer('patchPatient', CLASSIFIED_NIMALI);
    expect(classified).toEqual(['relationshipModal.classified:Sister Nimali', 'relationshipModal.closed']);

    const register = fakeRelationshipModal({ patient: null, patients: [HOLDER, KAMAL], delayed: false });
    const registered = heard(register);
    register.actor.send({ type: 'CHOOSE_RELATIONSHIP', relationship: 'Mother' });
    register.actor.send({ type: 'ADD_PROFILE' });
    expect(registered).toEqual(['relationshipModal.register:Mother', 'relationshipModal.closed']);

    const dismiss = fakeRelationshipModal({ patient: NIMALI, patients: ACCOUNT_PATIENTS, delayed: false });
    const dismissed = heard(dismiss);
    dismiss.actor.send({ type: 'CLOSE' });
    expect(dismissed).toEqual(['relationshipModal.closed']);
  });

  it('classifies as Me when the account has no Me: the patch carries the plain relationship', async () => {
    const rig = fakeRelationshipModal({ patient: NIMALI, patients: [NIMALI], delayed: false });
    rig.actor.send({ type: 'CHOOSE_RELATIONSHIP', relationship: 'Me' });
    rig.actor.send({ type: 'CONFIRM' });
    await vi.advanceTimersByTimeAsync(0);
    expect(rig.patches()).toEqual([{ id: NIMALI.id, patch: [{ op: 'add', path: '/extension', relationship: 'Me' }] }]);
  });

  it('stores multi-role relationships with every given name, the others as they are', () => {
    const twoNames = { given: ['Nimali', 'Anne'] };
    expect(relationshipPatch('Daughter', twoNames)).toEqual([
      { op: 'add', path: '/extension', relationship: 'Daughter Nimali Anne' },
    ]);
    expect(relationshipPatch('Mother', twoNames)).toEqual([{ op: 'add', path: '/extension', relationship: 'Mother' }]);
  });

  it('lists as unclassified a blank relationship too, never a classified patient, and only those the relationship fits', () => {
    const blank = { ...NIMALI, id: 'patient-blank', relationship: '  ' };
    expect(unclassifiedPatients([HOLDER, NIMALI, blank, KAMAL], 'Friend').map((each) => each.id)).toEqual([
      NIMALI.id,
      blank.id,
      KAMAL.id,
    ]);
    expect(unclassifiedPatients([HOLDER, NIMALI, blank, KAMAL], 'Husband').map((each) => each.id)).toEqual([KAMAL.id]);
    expect(unclassifiedPatients([HOLDER, NIMALI, blank, KAMAL], 'Wife').map((each) => each.id)).toEqual([
      NIMALI.id,
      blank.id,
    ]);
  });

  it('shows the default message when the update fails without reaching the server, and tries again on Confirm', async () => {
    const rig = fakeRelationshipModal({ patient: NIMALI, patients: ACCOUNT_PATIENTS, delayed: false });
    rig.actor.send({ type: 'CHOOSE_RELATIONSHIP', relationship: 'Sister' });
    rig.actor.send({ type: 'CONFIRM' });
    await vi.advanceTimersByTimeAsync(0);
    await rig.api.fail('patchPatient', 'Failed to fetch');
    expect(rig.actor.getSnapshot().value).toBe('PATIENT-FOUND');
    expect(rig.actor.getSnapshot().context.error).toBe('Something went wrong');
    rig.actor.send({ type: 'CONFIRM' });
    await vi.advanceTimersByTimeAsync(0);
    expect(rig.actor.getSnapshot().context.error).toBeNull();
    await rig.api.answer('patchPatient', CLASSIFIED_NIMALI);
    expect(rig.actor.getSnapshot().output).toEqual({ kind: 'updated', patient: CLASSIFIED_NIMALI });
    expect(rig.patches()).toEqual([SISTER_NIMALI, SISTER_NIMALI]);
  });
});
