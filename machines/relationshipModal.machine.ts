import { assign, emit, setup } from 'xstate';
import { hasRelationship } from '../domain/profileEditing';
import {
  relationshipChoices,
  relationshipFitsGender,
  storedRelationship,
  type Relationship,
} from '../domain/profileForm';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';
import type {
  PatchRelationshipInput,
  RelationshipModalContext,
  RelationshipModalEmitted,
  RelationshipModalEvent,
  RelationshipModalInput,
  RelationshipModalOutput,
  RelationshipPatchOperation,
} from './relationshipModal.types';
import type { Patient } from './types';

/**
 * The relationship modal (spec 000 §4): 'This account is for?' about one patient of the account, or about
 * whichever unclassified patient turns out to be the one. SHOW-RELATIONSHIP → PATIENT-FOUND (confirm) →
 * PATIENT-UPDATE (patchPatient /extension) → closed; without a patient to ask about, the account's
 * unclassified patients are offered (FOUND-UNCLASSIFIED-PATIENTS) and, when none is the one,
 * PATIENT-NOT-FOUND leads to adding a new profile (PATIENT-REGISTRATION). On the appointment page it
 * opens 5 s after the page (spec 000 §9).
 */

/** Spec 000 §9: the relationship modal opens 5 seconds after a paid appointment without a relationship is shown. */
export const RELATIONSHIP_MODAL_DELAY_MS = 5000;

/** The account's unclassified patients that can have this relationship. */
export function unclassifiedPatients(patients: readonly Patient[], relationship: Relationship): Patient[] {
  return patients.filter(
    (patient) => !hasRelationship(patient) && relationshipFitsGender(relationship, patient.gender),
  );
}

/** patchPatient's operation: multi-role relationships carry the given name ('Sister Nimali', spec 000 §5). */
export function relationshipPatch(
  relationship: Relationship,
  patient: Pick<Patient, 'given'>,
): RelationshipPatchOperation[] {
  return [{ op: 'add', path: '/extension', relationship: storedRelationship(relationship, patient.given.join(' ')) }];
}

/** The relationship chosen in SHOW-RELATIONSHIP; PATIENT-NOT-FOUND is only ever entered with one. */
function chosenRelationship(context: RelationshipModalContext): Relationship {
  if (context.relationship === null) throw new Error('PATIENT-NOT-FOUND without a relationship');
  return context.relationship;
}

/** Dismissing: every state where the modal is shown and nothing is on its way. */
const CLOSE = { CLOSE: { target: '#relationshipModal.closed' } } as const;

export const relationshipModalMachine = setup({
  types: {
    context: {} as RelationshipModalContext,
    events: {} as RelationshipModalEvent,
    input: {} as RelationshipModalInput,
    output: {} as RelationshipModalOutput,
    emitted: {} as RelationshipModalEmitted,
  },
  actors: {
    patchPatient: notProvided<Patient, PatchRelationshipInput>('patchPatient'),
  },
  actions: {
    chooseRelationship: assign((_, params: { relationship: Relationship }) => ({
      relationship: params.relationship,
      error: null,
    })),
    forgetRelationship: assign({ relationship: null, candidate: null, error: null }),
    askAboutTarget: assign(({ context }) => ({ candidate: context.target })),
    pickCandidate: assign(({ context }, params: { patientId: string }) => ({
      candidate: context.patients.find((patient) => patient.id === params.patientId) ?? null,
    })),
    forgetCandidate: assign({ candidate: null, error: null }),
    clearError: assign({ error: null }),
    storeError: assign((_, error: unknown) => ({ error: errorMessage(error) })),
    storeUpdated: assign((_, patient: Patient) => ({ outcome: { kind: 'updated', patient } as const })),
    storeRegistration: assign((_, params: { relationship: Relationship }) => ({
      outcome: { kind: 'register', relationship: params.relationship } as const,
    })),
    // What the page hears as the modal ends (it listens with actor.on, so its current callbacks answer).
    /** A patient now has the relationship: the page refreshes its stored profile. */
    tellClassified: emit((_, patient: Patient) => ({ type: 'relationshipModal.classified', patient }) as const),
    /** 'Add new profile': the page opens the profile form with the relationship chosen. */
    tellRegister: emit(
      (_, params: { relationship: Relationship }) =>
        ({ type: 'relationshipModal.register', relationship: params.relationship }) as const,
    ),
    /** The modal has ended, whichever way (after the two above when they apply). */
    tellClosed: emit({ type: 'relationshipModal.closed' } as const),
  },
  guards: {
    opensAtOnce: ({ context }) => !context.delayed,
    hasTarget: ({ context }) => context.target !== null,
    relationshipHidden: ({ context }, params: { relationship: Relationship }) =>
      !context.choices.includes(params.relationship),
    unclassifiedFound: ({ context }, params: { relationship: Relationship }) =>
      unclassifiedPatients(context.patients, params.relationship).length > 0,
    isOffered: ({ context }, params: { patientId: string }) =>
      context.relationship !== null &&
      unclassifiedPatients(context.patients, context.relationship).some((patient) => patient.id === params.patientId),
  },
  delays: { RELATIONSHIP_MODAL_DELAY: RELATIONSHIP_MODAL_DELAY_MS },
}).createMachine({
  id: 'relationshipModal',
  context: ({ input }) => ({
    target: input.patient,
    patients: input.patients,
    // Me only while the account has no Me; about a known patient, none its gender contradicts.
    choices: relationshipChoices(input.patients, input.patient?.gender ?? null),
    delayed: input.delayed,
    relationship: null,
    candidate: null,
    error: null,
    outcome: { kind: 'dismissed' },
  }),
  output: ({ context }) => context.outcome,
  initial: 'waiting',
  states: {
    /** Nothing is shown yet. */
    waiting: {
      always: { guard: 'opensAtOnce', target: 'SHOW-RELATIONSHIP' },
      after: { RELATIONSHIP_MODAL_DELAY: 'SHOW-RELATIONSHIP' },
    },
    /** 'This account is for?' */
    'SHOW-RELATIONSHIP': {
      on: {
        ...CLOSE,
        CHOOSE_RELATIONSHIP: [
          // Not offered (a second Me, or Mother for a male patient): nothing happens.
          { guard: { type: 'relationshipHidden', params: ({ event }) => ({ relationship: event.relationship }) } },
          {
            guard: 'hasTarget',
            target: 'PATIENT-FOUND',
            actions: [
              { type: 'chooseRelationship', params: ({ event }) => ({ relationship: event.relationship }) },
              'askAboutTarget',
            ],
          },
          {
            guard: { type: 'unclassifiedFound', params: ({ event }) => ({ relationship: event.relationship }) },
            target: 'FOUND-UNCLASSIFIED-PATIENTS',
            actions: { type: 'chooseRelationship', params: ({ event }) => ({ relationship: event.relationship }) },
          },
          {
            target: 'PATIENT-NOT-FOUND',
            actions: { type: 'chooseRelationship', params: ({ event }) => ({ relationship: event.relationship }) },
          },
        ],
      },
    },
    /** The account's unclassified patients that could be the one. */
    'FOUND-UNCLASSIFIED-PATIENTS': {
      on: {
        ...CLOSE,
        CHOOSE_PATIENT: {
          guard: { type: 'isOffered', params: ({ event }) => ({ patientId: event.patientId }) },
          target: 'PATIENT-FOUND',
          actions: { type: 'pickCandidate', params: ({ event }) => ({ patientId: event.patientId }) },
        },
        NONE_OF_THESE: 'PATIENT-NOT-FOUND',
        BACK: { target: 'SHOW-RELATIONSHIP', actions: 'forgetRelationship' },
      },
    },
    /** '{name} is your {relationship}?', with the last update's error when it failed. */
    'PATIENT-FOUND': {
      on: {
        ...CLOSE,
        CONFIRM: { target: 'PATIENT-UPDATE', actions: 'clearError' },
        BACK: [
          { guard: 'hasTarget', target: 'SHOW-RELATIONSHIP', actions: 'forgetRelationship' },
          { target: 'FOUND-UNCLASSIFIED-PATIENTS', actions: 'forgetCandidate' },
        ],
      },
    },
    /** The relationship on its way; not dismissable, so its result always reaches the page. */
    'PATIENT-UPDATE': {
      invoke: {
        src: 'patchPatient',
        input: ({ context }) => {
          if (context.candidate === null || context.relationship === null)
            throw new Error('PATIENT-UPDATE without a patient and a relationship');
          return { id: context.candidate.id, patch: relationshipPatch(context.relationship, context.candidate) };
        },
        onDone: {
          target: 'closed',
          actions: [
            { type: 'storeUpdated', params: ({ event }) => event.output },
            { type: 'tellClassified', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'PATIENT-FOUND',
          actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    /** "We couldn't find a profile for your {relationship}": add one. */
    'PATIENT-NOT-FOUND': {
      on: {
        ...CLOSE,
        ADD_PROFILE: {
          target: 'PATIENT-REGISTRATION',
          actions: [
            { type: 'storeRegistration', params: ({ context }) => ({ relationship: chosenRelationship(context) }) },
            { type: 'tellRegister', params: ({ context }) => ({ relationship: chosenRelationship(context) }) },
          ],
        },
        BACK: { target: 'SHOW-RELATIONSHIP', actions: 'forgetRelationship' },
      },
    },
    /** The page opens the profile form with the relationship chosen. */
    'PATIENT-REGISTRATION': { type: 'final', entry: 'tellClosed' },
    closed: { type: 'final', entry: 'tellClosed' },
  },
});
