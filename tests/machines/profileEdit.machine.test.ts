import { describe, expect, it } from 'vitest';
import {
  assign,
  createActor,
  fromPromise,
  setup,
  type AnyStateNode,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { formatError } from '../../domain/errors';
import type { Clock } from '../../machines/clock';
import {
  identityLockedMessage,
  profileEditMessages,
  formOf,
  profileEditMachine,
  profileEditWithClock,
  profilePatch,
  relationshipOf,
  type PatientPatchOperation,
  type ProfileEditEvent,
  type ProfileEditInput,
} from '../../machines/profileEdit.machine';
import type { Patient } from '../../machines/types';
import { coverable, transitionKey } from '../coverage/machineCoverage';
import { fixedClock } from './fixedClock';
import { applied, ME, UNCLASSIFIED } from './profileEditFixtures';

/**
 * Model-based test of machines/profileEdit.machine.ts: what the patient does on the update form and what
 * they should see (state, messages) and what reaches the server (only the changed paths). Paths come from
 * xstate/graph; each is replayed against the real machine with a fake patchPatient the test answers.
 */

const ACCOUNT: readonly Patient[] = [ME, UNCLASSIFIED];
const NEW_ADDRESS = { line1: '12 Galle Road', line2: '', line3: '', city: 'Colombo' };

const MESSAGES = {
  day: 'Your date of birth, date should be valid',
  address: 'Please enter at least one address field',
  refused: 'We need a valid patient profile.',
} as const;

type StartEvent =
  /** The holder (Me), editProfile on: everything can change. */
  | { type: 'START_EDITABLE' }
  /** The holder, editProfile off: only the address can change. */
  | { type: 'START_LOCKED' }
  /** An unclassified patient, editProfile on. */
  | { type: 'START_UNCLASSIFIED' }
  /** An unclassified patient, editProfile off: the relationship and the address can change. */
  | { type: 'START_UNCLASSIFIED_LOCKED' };

type ModelEvent =
  | StartEvent
  | { type: 'TYPE_BAD_DAY' }
  | { type: 'FIX_DAY' }
  | { type: 'RENAME' }
  /** A given name the fake server refuses (ARO-E1040). */
  | { type: 'RENAME_REFUSED' }
  | { type: 'CHOOSE_FATHER' }
  | { type: 'OPEN_ADDRESS' }
  | { type: 'TYPE_ADDRESS' }
  | { type: 'CLEAR_ADDRESS' }
  | { type: 'CONFIRM_ADDRESS' }
  | { type: 'CANCEL_ADDRESS' }
  | { type: 'SUBMIT' }
  | { type: 'SERVER_ANSWERS' };

interface ModelContext {
  kind: 'none' | 'classified' | 'locked' | 'unclassified' | 'unclassifiedLocked';
  badDay: boolean;
  name: 'stored' | 'renamed' | 'refused';
  father: boolean;
  /** The address UPDATE would send: the stored one, or the new one confirmed in the dialog. */
  address: 'stored' | 'new';
  /** What the dialog's fields hold. */
  draft: 'stored' | 'new' | 'empty';
  error: string | null;
  addressError: string | null;
  /** The server refused once already (so UPDATE from the failure is its own transition). */
  failedBefore: boolean;
}

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    identityEditable: ({ context }) => context.kind === 'classified' || context.kind === 'unclassified',
    relationshipEditable: ({ context }) => context.kind !== 'locked',
    badDay: ({ context }) => context.badDay,
    needsRelationship: ({ context }) =>
      (context.kind === 'unclassified' || context.kind === 'unclassifiedLocked') && !context.father,
    unchanged: ({ context }) => context.name === 'stored' && !context.father && context.address === 'stored',
    refused: ({ context }) => context.name === 'refused',
    draftEmpty: ({ context }) => context.draft === 'empty',
    draftChanged: ({ context }) => context.draft !== context.address,
  },
}).createMachine({
  id: 'model',
  context: {
    kind: 'none',
    badDay: false,
    name: 'stored',
    father: false,
    address: 'stored',
    draft: 'stored',
    error: null,
    addressError: null,
    failedBefore: false,
  },
  initial: 'start',
  states: {
    start: {
      on: {
        START_EDITABLE: { target: 'editing', actions: assign({ kind: 'classified' }) },
        START_LOCKED: { target: 'editing', actions: assign({ kind: 'locked' }) },
        START_UNCLASSIFIED: { target: 'editing', actions: assign({ kind: 'unclassified' }) },
        START_UNCLASSIFIED_LOCKED: { target: 'editing', actions: assign({ kind: 'unclassifiedLocked' }) },
      },
    },
    editing: {
      initial: 'form',
      states: {
        form: {
          on: {
            // What may not change (domain/profileEditing.ts) is no step: the machine ignores it (checked in the details below).
            TYPE_BAD_DAY: { guard: 'identityEditable', actions: assign({ badDay: true }) },
            FIX_DAY: { guard: 'identityEditable', actions: assign({ badDay: false }) },
            RENAME: { guard: 'identityEditable', actions: assign({ name: 'renamed' }) },
            RENAME_REFUSED: { guard: 'identityEditable', actions: assign({ name: 'refused' }) },
            CHOOSE_FATHER: { guard: 'relationshipEditable', actions: assign({ father: true }) },
            OPEN_ADDRESS: {
              target: 'address',
              actions: assign(({ context }) => ({ draft: context.address, addressError: null })),
            },
            SUBMIT: [
              { guard: 'badDay', actions: assign({ error: MESSAGES.day }) },
              { guard: 'needsRelationship', actions: assign(() => ({ error: profileEditMessages().noRelationship })) },
              { guard: 'unchanged', actions: assign(() => ({ error: profileEditMessages().unchanged })) },
              { target: '#model.submitting', actions: assign({ error: null }) },
            ],
          },
        },
        address: {
          on: {
            TYPE_ADDRESS: { actions: assign({ draft: 'new', addressError: null }) },
            CLEAR_ADDRESS: { actions: assign({ draft: 'empty', addressError: null }) },
            CONFIRM_ADDRESS: [
              { guard: 'draftEmpty', actions: assign({ addressError: MESSAGES.address }) },
              // Update is disabled (the event does nothing) until the fields differ from what the dialog opened with.
              {
                guard: 'draftChanged',
                target: 'form',
                actions: assign(
                  ({ context }) =>
                    ({ address: context.draft === 'new' ? 'new' : 'stored', addressError: null }) as const,
                ),
              },
            ],
            CANCEL_ADDRESS: { target: 'form' },
          },
        },
      },
    },
    submitting: {
      on: {
        SERVER_ANSWERS: [
          { guard: 'refused', target: 'failed', actions: assign({ error: MESSAGES.refused, failedBefore: true }) },
          { target: 'done' },
        ],
      },
    },
    /** Any edit, or UPDATE again, goes back to the form and is applied there. */
    failed: {
      on: {
        TYPE_BAD_DAY: { target: 'editing.form', actions: assign({ badDay: true }) },
        RENAME: { target: 'editing.form', actions: assign({ name: 'renamed' }) },
        CHOOSE_FATHER: { target: 'editing.form', actions: assign({ father: true }) },
        OPEN_ADDRESS: {
          target: 'editing.address',
          actions: assign(({ context }) => ({ draft: context.address, addressError: null })),
        },
        SUBMIT: { target: 'submitting', actions: assign({ error: null }) },
      },
    },
    done: { type: 'final' },
  },
});

type ModelSnapshot = SnapshotFrom<typeof model>;
type ModelPath = StatePath<ModelSnapshot, ModelEvent>;

const ALL_EVENTS: ModelEvent[] = (
  [
    'START_EDITABLE',
    'START_LOCKED',
    'START_UNCLASSIFIED',
    'START_UNCLASSIFIED_LOCKED',
    'TYPE_BAD_DAY',
    'FIX_DAY',
    'RENAME',
    'RENAME_REFUSED',
    'CHOOSE_FATHER',
    'OPEN_ADDRESS',
    'TYPE_ADDRESS',
    'CLEAR_ADDRESS',
    'CONFIRM_ADDRESS',
    'CANCEL_ADDRESS',
    'SUBMIT',
    'SERVER_ANSWERS',
  ] as const
).map((type) => ({ type }));

// A CONFIRM_ADDRESS that matches no guard (a disabled Update) is no transition, so not a step.
const possibleEvents = (snapshot: ModelSnapshot): ModelEvent[] => ALL_EVENTS.filter((event) => snapshot.can(event));
/** A vertex per (state, kind of patient, its name, what is shown, the event that led there): every transition of the model. */
const byTransition = ({ value, context }: ModelSnapshot, event: ModelEvent | undefined): string =>
  JSON.stringify([
    value,
    context.kind,
    context.name,
    context.error,
    context.addressError,
    context.failedBefore,
    event?.type ?? null,
  ]);
const byState = (snapshot: ModelSnapshot): string => JSON.stringify(snapshot.value);
const shortestPaths = getShortestPaths(model, { events: possibleEvents, serializeState: byTransition });
const stepsOf = (path: ModelPath): ModelEvent[] =>
  path.steps.map((step) => step.event).filter((event) => ALL_EVENTS.some((known) => known.type === event.type));
const describePath = (path: ModelPath): string =>
  stepsOf(path)
    .map((event) => event.type)
    .join(' → ') || '(start)';

/** What the server should have been sent for the model's form. */
function expectedPaths(context: ModelContext): string[] {
  return [
    context.name === 'stored' ? null : '/name',
    context.address === 'new' ? '/address' : null,
    context.father ? '/extension' : null,
  ].filter((path): path is string => path !== null);
}

/** A fake patchPatient that answers when the test says so; a given name 'Reject' is refused with ARO-E1040. */
function fakeApi(patient: Patient, clock?: Clock) {
  const calls: { id: string; patch: PatientPatchOperation[] }[] = [];
  const waiting: (() => void)[] = [];
  const patchPatient = fromPromise<Patient, { id: string; patch: PatientPatchOperation[] }>(
    ({ input }) =>
      new Promise<Patient>((resolve, reject) => {
        calls.push(input);
        waiting.push(() => {
          const name = input.patch.find((operation) => operation.path === '/name');
          if (name?.path === '/name' && name.name.given[0] === 'Reject') reject(new Error(formatError('ARO-E1040')));
          else resolve(applied(patient, input.patch));
        });
      }),
  );
  return {
    machine: (clock === undefined ? profileEditMachine : profileEditWithClock(clock)).provide({
      actors: { patchPatient },
    }),
    calls,
    answer: async (): Promise<void> => {
      waiting.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

const startInput = (type: StartEvent['type']): ProfileEditInput => {
  switch (type) {
    case 'START_EDITABLE':
      return { patient: ME, patients: ACCOUNT, editProfileEnabled: true };
    case 'START_LOCKED':
      return { patient: ME, patients: ACCOUNT, editProfileEnabled: false };
    case 'START_UNCLASSIFIED':
      return { patient: UNCLASSIFIED, patients: ACCOUNT, editProfileEnabled: true };
    case 'START_UNCLASSIFIED_LOCKED':
      return { patient: UNCLASSIFIED, patients: ACCOUNT, editProfileEnabled: false };
  }
};
const isStart = (event: ModelEvent): event is StartEvent => event.type.startsWith('START_');

/** Transition keys (as the coverage run records them) every replay took. */
const taken = new Set<string>();
const visited = new Set<string>();

function record(event: InspectionEvent): void {
  if (event.type !== '@xstate.microstep') return;
  for (const transition of event._transitions) {
    taken.add(transitionKey(transition));
    for (let node: AnyStateNode | undefined = transition.source; node !== undefined; node = node.parent)
      visited.add(node.id);
  }
  const snapshot = event.snapshot as { _nodes?: { id: string }[] };
  for (const node of snapshot._nodes ?? []) visited.add(node.id);
}

const DOMAIN_EVENTS: Partial<Record<ModelEvent['type'], ProfileEditEvent[]>> = {
  TYPE_BAD_DAY: [{ type: 'SET_FIELD', field: 'day', value: '45' }],
  FIX_DAY: [{ type: 'SET_FIELD', field: 'day', value: '14' }],
  RENAME: [{ type: 'SET_FIELD', field: 'given', value: 'Nimalka' }],
  RENAME_REFUSED: [{ type: 'SET_FIELD', field: 'given', value: 'Reject' }],
  CHOOSE_FATHER: [{ type: 'SET_RELATIONSHIP', relationship: 'Father' }],
  OPEN_ADDRESS: [{ type: 'OPEN_ADDRESS' }],
  TYPE_ADDRESS: Object.entries(NEW_ADDRESS).map(([field, value]) => ({
    type: 'SET_ADDRESS_FIELD',
    field: field as keyof typeof NEW_ADDRESS,
    value,
  })),
  CLEAR_ADDRESS: (['line1', 'line2', 'line3', 'city'] as const).map((field) => ({
    type: 'SET_ADDRESS_FIELD',
    field,
    value: '',
  })),
  CONFIRM_ADDRESS: [{ type: 'CONFIRM_ADDRESS' }],
  CANCEL_ADDRESS: [{ type: 'CANCEL_ADDRESS' }],
  SUBMIT: [{ type: 'SUBMIT' }],
};

async function replay(path: ModelPath): Promise<void> {
  const modelActor = createActor(model).start();
  let run: {
    actor: ReturnType<typeof createActor<typeof profileEditMachine>>;
    api: ReturnType<typeof fakeApi>;
  } | null = null;

  const assertSame = (): void => {
    const expected = modelActor.getSnapshot();
    if (run === null) return;
    const actual = run.actor.getSnapshot();
    if (expected.status === 'done') {
      expect(actual.status).toBe('done');
      const patient =
        expected.context.kind === 'unclassified' || expected.context.kind === 'unclassifiedLocked' ? UNCLASSIFIED : ME;
      expect(actual.output).toMatchObject({
        id: patient.id,
        given: [expected.context.name === 'renamed' ? 'Nimalka' : (patient.given[0] ?? '')],
        relationship: expected.context.father ? 'Father' : patient.relationship,
        address:
          expected.context.address === 'new'
            ? { use: 'home', line: ['12 Galle Road'], city: 'Colombo' }
            : patient.address,
      });
      return;
    }
    expect(actual.value).toEqual(expected.value);
    expect(actual.context.error).toBe(expected.context.error);
    expect(actual.context.addressError).toBe(expected.context.addressError);
    expect(actual.context.fieldErrors.day).toBe(expected.context.badDay ? MESSAGES.day : undefined);
    if (expected.matches('submitting'))
      expect(run.api.calls.at(-1)?.patch.map((operation) => operation.path)).toEqual(expectedPaths(expected.context));
  };

  let submits = 0;
  for (const event of stepsOf(path)) {
    modelActor.send(event);
    if (modelActor.getSnapshot().matches('submitting')) submits += 1;
    if (isStart(event)) {
      const input = startInput(event.type);
      const api = fakeApi(input.patient);
      run = { actor: createActor(api.machine, { input, inspect: record }).start(), api };
    } else if (run !== null) {
      if (event.type === 'SERVER_ANSWERS') await run.api.answer();
      else for (const domainEvent of DOMAIN_EVENTS[event.type] ?? []) run.actor.send(domainEvent);
    }
    assertSame();
  }
  // Nothing is sent but from UPDATE, once per time it is accepted.
  expect(run?.api.calls.length ?? 0).toBe(submits);
}

describe('profileEdit machine, model-based', () => {
  it('the generated paths reach every state of the model', () => {
    const states = new Set(shortestPaths.map((path) => byState(path.state)));
    for (const state of ['start', { editing: 'form' }, { editing: 'address' }, 'submitting', 'failed', 'done'])
      expect(states).toContain(JSON.stringify(state));
  });

  describe.each(shortestPaths.map((path) => [describePath(path), path] as const))('shortest path %s', (_, path) => {
    it('shows what the model says at every step', async () => {
      await replay(path);
    });
  });

  // After every path: the replays went through every state and every transition the machine has.
  it('covered every state and transition of the real machine', () => {
    const { states, transitions } = coverable(profileEditMachine);
    expect([...states.keys()].filter((id) => !visited.has(id))).toEqual([]);
    expect([...transitions.entries()].filter(([key]) => !taken.has(key)).map(([, label]) => label)).toEqual([]);
  });
});

describe('profileEdit machine, details', () => {
  it('starts from the stored patient: prefix, names, gender and the date without leading zeros', () => {
    expect(formOf({ ...ME, given: ['Nimal', 'Kumara'], birthDate: '1990-05-04' })).toEqual({
      prefix: 'Mr',
      given: 'Nimal Kumara',
      family: 'Perera',
      gender: 'male',
      day: '4',
      month: '5',
      year: '1990',
    });
    expect(formOf({ ...ME, prefix: 'Dr', birthDate: '' })).toMatchObject({ prefix: '', day: '', month: '', year: '' });
  });

  it('reads the relationship choice from what is stored', () => {
    expect(relationshipOf('Sister Nimali')).toBe('Sister');
    expect(relationshipOf('Me')).toBe('Me');
    expect(relationshipOf('Other Kamal')).toBe('Other');
    expect(relationshipOf('Cousin')).toBeNull();
    expect(relationshipOf(null)).toBeNull();
  });

  it('stores a multi-role relationship with the new given name when the name changes', () => {
    const sister: Patient = {
      ...ME,
      id: 'p2',
      prefix: 'Ms',
      given: ['Nimali'],
      gender: 'female',
      relationship: 'Sister Nimali',
    };
    const api = fakeApi(sister);
    const actor = createActor(api.machine, {
      input: { patient: sister, patients: [ME, sister], editProfileEnabled: true },
    }).start();
    actor.send({ type: 'SET_FIELD', field: 'given', value: ' Nimalka ' });
    actor.send({ type: 'SUBMIT' });
    expect(api.calls).toEqual([
      {
        id: 'p2',
        patch: [
          { op: 'add', path: '/name', name: { prefix: 'Ms', given: ['Nimalka'], family: 'Perera' } },
          { op: 'add', path: '/extension', relationship: 'Sister Nimalka' },
        ],
      },
    ]);
  });

  it('sends a changed gender and birth date, and nothing for fields set back to what is stored', async () => {
    const api = fakeApi(ME);
    const actor = createActor(api.machine, {
      input: { patient: ME, patients: ACCOUNT, editProfileEnabled: true },
    }).start();
    actor.send({ type: 'SET_FIELD', field: 'gender', value: 'other' });
    actor.send({ type: 'SET_FIELD', field: 'year', value: '1991' });
    actor.send({ type: 'SET_FIELD', field: 'family', value: 'Silva' });
    actor.send({ type: 'SET_FIELD', field: 'family', value: 'Perera ' });
    actor.send({ type: 'SUBMIT' });
    expect(api.calls.at(-1)?.patch).toEqual([
      { op: 'add', path: '/gender', gender: 'other' },
      { op: 'add', path: '/birthDate', birthDate: '1991-05-14' },
    ]);
    await api.answer();
    expect(actor.getSnapshot().output).toMatchObject({ gender: 'other', birthDate: '1991-05-14' });
  });

  it('checks the birth date against the clock it is given, not the system\u2019s', () => {
    // On 1 January 1980 by the given clock, a birth in 1991 is not yet possible; by the system's date it is.
    const api = fakeApi(ME, fixedClock(new Date(1980, 0, 1).getTime()));
    const actor = createActor(api.machine, {
      input: { patient: ME, patients: ACCOUNT, editProfileEnabled: true },
    }).start();
    actor.send({ type: 'SET_FIELD', field: 'year', value: '1991' });
    actor.send({ type: 'SUBMIT' });
    expect(api.calls).toEqual([]);
    expect(actor.getSnapshot().context.error).not.toBeNull();
  });

  it("refuses Mother for a 'Mr' at UPDATE with the spec's message, and sends nothing", () => {
    const api = fakeApi(ME);
    const actor = createActor(api.machine, {
      input: { patient: ME, patients: ACCOUNT, editProfileEnabled: true },
    }).start();
    actor.send({ type: 'SET_RELATIONSHIP', relationship: 'Mother' });
    expect(actor.getSnapshot().context.form.gender).toBe('female');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe('invalid prefix match gender');
    expect(api.calls).toEqual([]);
  });

  it('counts an address differing only in spaces as unchanged: Update does nothing', () => {
    const api = fakeApi(ME);
    const actor = createActor(api.machine, {
      input: { patient: ME, patients: ACCOUNT, editProfileEnabled: true },
    }).start();
    actor.send({ type: 'OPEN_ADDRESS' });
    actor.send({ type: 'SET_ADDRESS_FIELD', field: 'line1', value: ' 1 Temple Road ' });
    actor.send({ type: 'CONFIRM_ADDRESS' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'address' });
    expect(profilePatch(actor.getSnapshot().context)).toEqual([]);
  });

  it("with editing off, keeps a classified patient's identity and relationship as they are, and still sends a new address", async () => {
    const api = fakeApi(ME);
    const actor = createActor(api.machine, {
      input: { patient: ME, patients: ACCOUNT, editProfileEnabled: false },
    }).start();
    expect(actor.getSnapshot().context.parts).toEqual({ identity: false, relationship: false, address: true });
    const before = actor.getSnapshot().context;
    actor.send({ type: 'SET_FIELD', field: 'given', value: 'Nimalka' });
    actor.send({ type: 'SET_RELATIONSHIP', relationship: 'Father' });
    expect(actor.getSnapshot().context).toBe(before);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe(profileEditMessages().unchanged);

    actor.send({ type: 'OPEN_ADDRESS' });
    actor.send({ type: 'SET_ADDRESS_FIELD', field: 'city', value: 'Colombo' });
    actor.send({ type: 'CONFIRM_ADDRESS' });
    actor.send({ type: 'SUBMIT' });
    expect(api.calls).toEqual([
      {
        id: 'p1',
        patch: [{ op: 'add', path: '/address', address: { use: 'home', line: ['1 Temple Road'], city: 'Colombo' } }],
      },
    ]);
    await api.answer();
    expect(actor.getSnapshot().output).toMatchObject({
      given: ['Nimal'],
      relationship: 'Me',
      address: { city: 'Colombo' },
    });
    expect(identityLockedMessage()).toBe('Editing profiles is not available. Please contact the hospital.');
  });

  it('with editing off, lets a stored identity that breaks a rule (an unknown prefix) stay, so the address can still change', () => {
    const doctor: Patient = { ...ME, prefix: 'Dr' };
    const api = fakeApi(doctor);
    const actor = createActor(api.machine, {
      input: { patient: doctor, patients: [doctor], editProfileEnabled: false },
    }).start();
    actor.send({ type: 'OPEN_ADDRESS' });
    actor.send({ type: 'SET_ADDRESS_FIELD', field: 'line2', value: 'Fort' });
    actor.send({ type: 'CONFIRM_ADDRESS' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(api.calls.map((call) => call.patch.map((operation) => operation.path))).toEqual([['/address']]);
  });

  it('with editing off, classifies an unclassified patient: only relationships its gender allows, the form untouched, only /extension sent', () => {
    const api = fakeApi(UNCLASSIFIED);
    const actor = createActor(api.machine, {
      input: { patient: UNCLASSIFIED, patients: ACCOUNT, editProfileEnabled: false },
    }).start();
    const { context } = actor.getSnapshot();
    expect(context.parts).toEqual({ identity: false, relationship: true, address: true });
    // ME is the account's Me; Kamal is a man, so never a Mother or a Wife (the others imply no gender).
    expect(context.choices).toEqual(['Father', 'Husband', 'Brother', 'Sister', 'Daughter', 'Son', 'Friend']);
    actor.send({ type: 'SET_RELATIONSHIP', relationship: 'Mother' });
    expect(actor.getSnapshot().context.relationship).toBeNull();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe(profileEditMessages().noRelationship);
    actor.send({ type: 'SET_RELATIONSHIP', relationship: 'Brother' });
    expect(actor.getSnapshot().context.form).toBe(context.form);
    actor.send({ type: 'SUBMIT' });
    expect(api.calls).toEqual([
      { id: 'p3', patch: [{ op: 'add', path: '/extension', relationship: 'Brother Kamal' }] },
    ]);
  });

  it("offers Me only to the account's Me or while the account has none; a relationship not offered is ignored", () => {
    const choicesOf = (patient: Patient, patients: readonly Patient[]) =>
      createActor(profileEditMachine, { input: { patient, patients, editProfileEnabled: true } })
        .start()
        .getSnapshot().context.choices;
    expect(choicesOf(ME, ACCOUNT)).toContain('Me');
    expect(choicesOf(UNCLASSIFIED, ACCOUNT)).not.toContain('Me');
    expect(choicesOf(UNCLASSIFIED, [UNCLASSIFIED])).toContain('Me');
    // Editing on: the gender can still change, so every other relationship is offered.
    expect(choicesOf(UNCLASSIFIED, ACCOUNT)).toEqual([
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

    const actor = createActor(fakeApi(UNCLASSIFIED).machine, {
      input: { patient: UNCLASSIFIED, patients: ACCOUNT, editProfileEnabled: true },
    }).start();
    actor.send({ type: 'SET_RELATIONSHIP', relationship: 'Me' });
    expect(actor.getSnapshot().context.relationship).toBeNull();
  });

  it('tells the page once, with the updated patient, when the server has the update (profileUpdated)', async () => {
    const told: Patient[] = [];
    const api = fakeApi(ME);
    const machine = api.machine.provide({ actions: { profileUpdated: (_, patient) => void told.push(patient) } });
    const actor = createActor(machine, { input: { patient: ME, patients: ACCOUNT, editProfileEnabled: true } }).start();
    actor.send({ type: 'SET_FIELD', field: 'family', value: 'Silva' });
    actor.send({ type: 'SUBMIT' });
    expect(told).toEqual([]);
    await api.answer();
    expect(told).toEqual([{ ...ME, family: 'Silva' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("shows the server's message for its ARO code", async () => {
    const patchPatient = fromPromise<Patient, { id: string; patch: PatientPatchOperation[] }>(() =>
      Promise.reject(new Error('[GraphQL] ARO-E1061:')),
    );
    const actor = createActor(profileEditMachine.provide({ actors: { patchPatient } }), {
      input: { patient: UNCLASSIFIED, patients: ACCOUNT, editProfileEnabled: true },
    }).start();
    actor.send({ type: 'SET_RELATIONSHIP', relationship: 'Son' });
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(identityLockedMessage());
  });
});
