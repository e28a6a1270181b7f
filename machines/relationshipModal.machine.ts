import { assign, setup } from 'xstate';
import { genderImpliedBy, RELATIONSHIPS, storedRelationship, type Relationship } from '../domain/profileForm';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';
import type {
  PatchRelationshipInput,
  RelationshipModalContext,
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

/** No relationship yet (the server stores an empty one as none). */
export function isUnclassified(patient: Pick<Patient, 'relationship'>): boolean {
  return (patient.relationship?.trim() ?? '') === '';
}

/** A relationship that implies a gender (Mother: female) fits a patient of that gender or of gender other. */
function genderFits(relationship: Relationship, patient: Pick<Patient, 'gender'>): boolean {
  const implied = genderImpliedBy(relationship);
  return implied === null || patient.gender === 'other' || patient.gender === implied;
}

/**
 * The relationships offered, in the spec's order (spec 000 §6): Me only while the account has no Me (one
 * per account), and, about a known patient, none its gender contradicts.
 */
export function relationshipChoices(patients: readonly Pick<Patient, 'relationship'>[], target: Pick<Patient, 'gender'> | null): Relationship[] {
  const hasMe = patients.some((patient) => patient.relationship === 'Me');
  return RELATIONSHIPS.filter((relationship) => !(relationship === 'Me' && hasMe) && (target === null || genderFits(relationship, target)));
}

/** The account's unclassified patients that can have this relationship. */
export function unclassifiedPatients(patients: readonly Patient[], relationship: Relationship): Patient[] {
  return patients.filter((patient) => isUnclassified(patient) && genderFits(relationship, patient));
}

/** patchPatient's operation: multi-role relationships carry the given name ('Sister Nimali', spec 000 §5). */
export function relationshipPatch(relationship: Relationship, patient: Pick<Patient, 'given'>): RelationshipPatchOperation[] {
  return [{ op: 'add', path: '/extension', relationship: storedRelationship(relationship, patient.given.join(' ')) }];
}

/** Dismissing: every state where the modal is shown and nothing is on its way. */
const CLOSE = { CLOSE: { target: '#relationshipModal.closed' } } as const;

export const relationshipModalMachine = setup({
  types: {
    context: {} as RelationshipModalContext,
    events: {} as RelationshipModalEvent,
    input: {} as RelationshipModalInput,
    output: {} as RelationshipModalOutput,
  },
  actors: {
    patchPatient: notProvided<Patient, PatchRelationshipInput>('patchPatient'),
  },
  actions: {
    chooseRelationship: assign((_, params: { relationship: Relationship }) => ({ relationship: params.relationship, error: null })),
    forgetRelationship: assign({ relationship: null, candidate: null, error: null }),
  },
  guards: {
    opensAtOnce: ({ context }) => !context.delayed,
    hasTarget: ({ context }) => context.target !== null,
    relationshipHidden: ({ context }, params: { relationship: Relationship }) => !relationshipChoices(context.patients, context.target).includes(params.relationship),
    unclassifiedFound: ({ context }, params: { relationship: Relationship }) => unclassifiedPatients(context.patients, params.relationship).length > 0,
    isOffered: ({ context }, params: { patientId: string }) =>
      context.relationship !== null && unclassifiedPatients(context.patients, context.relationship).some((patient) => patient.id === params.patientId),
  },
  delays: { RELATIONSHIP_MODAL_DELAY: RELATIONSHIP_MODAL_DELAY_MS },
}).createMachine({
  id: 'relationshipModal',
  context: ({ input }) => ({
    target: input.patient,
    patients: input.patients,
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
            actions: [{ type: 'chooseRelationship', params: ({ event }) => ({ relationship: event.relationship }) }, assign({ candidate: ({ context }) => context.target })],
          },
          {
            guard: { type: 'unclassifiedFound', params: ({ event }) => ({ relationship: event.relationship }) },
            target: 'FOUND-UNCLASSIFIED-PATIENTS',
            actions: { type: 'chooseRelationship', params: ({ event }) => ({ relationship: event.relationship }) },
          },
          { target: 'PATIENT-NOT-FOUND', actions: { type: 'chooseRelationship', params: ({ event }) => ({ relationship: event.relationship }) } },
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
          actions: assign({ candidate: ({ context, event }) => context.patients.find((patient) => patient.id === event.patientId) ?? null }),
        },
        NONE_OF_THESE: 'PATIENT-NOT-FOUND',
        BACK: { target: 'SHOW-RELATIONSHIP', actions: 'forgetRelationship' },
      },
    },
    /** '{name} is your {relationship}?', with the last update's error when it failed. */
    'PATIENT-FOUND': {
      on: {
        ...CLOSE,
        CONFIRM: { target: 'PATIENT-UPDATE', actions: assign({ error: null }) },
        BACK: [
          { guard: 'hasTarget', target: 'SHOW-RELATIONSHIP', actions: 'forgetRelationship' },
          { target: 'FOUND-UNCLASSIFIED-PATIENTS', actions: assign({ candidate: null, error: null }) },
        ],
      },
    },
    /** The relationship on its way; not dismissable, so its result always reaches the page. */
    'PATIENT-UPDATE': {
      invoke: {
        src: 'patchPatient',
        input: ({ context }) => {
          if (context.candidate === null || context.relationship === null) throw new Error('PATIENT-UPDATE without a patient and a relationship');
          return { id: context.candidate.id, patch: relationshipPatch(context.relationship, context.candidate) };
        },
        onDone: { target: 'closed', actions: assign({ outcome: ({ event }) => ({ kind: 'updated', patient: event.output }) }) },
        onError: { target: 'PATIENT-FOUND', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    /** "We couldn't find a profile for your {relationship}": add one. */
    'PATIENT-NOT-FOUND': {
      on: {
        ...CLOSE,
        ADD_PROFILE: {
          target: 'PATIENT-REGISTRATION',
          actions: assign({ outcome: ({ context }) => (context.relationship === null ? { kind: 'dismissed' } : { kind: 'register', relationship: context.relationship }) }),
        },
        BACK: { target: 'SHOW-RELATIONSHIP', actions: 'forgetRelationship' },
      },
    },
    /** The page opens the profile form with the relationship chosen. */
    'PATIENT-REGISTRATION': { type: 'final' },
    closed: { type: 'final' },
  },
});
