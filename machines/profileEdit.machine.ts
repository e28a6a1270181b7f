import { t } from '../i18n/translate';
import { assign, raise, setup } from 'xstate';
import {
  addressChanged,
  addressError,
  addressOf,
  storedAddress,
  type Address,
  type AddressField,
} from '../domain/address';
import { editableParts, hasRelationship, type EditableParts } from '../domain/profileEditing';
import {
  emptyProfileForm,
  firstProfileProblem,
  isGender,
  isPrefix,
  isRelationship,
  relationshipNeeded,
  relationshipChoices,
  setFormField,
  setFormRelationship,
  splitRelationship,
  storedRelationship,
  toBirthDate,
  type Gender,
  type ProfileField,
  type ProfileFieldErrors,
  type ProfileForm,
  type Relationship,
} from '../domain/profileForm';
import { systemClock, type Clock } from './clock';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';
import type { Patient } from './types';

/**
 * Updates one patient of the account (spec 000 §2 profile form with an id, §5 rules): the form starts
 * from the patient, 'This account is for?' sets the relationship (multi-role ones stored with the given
 * name), the address is edited in its own dialog, and UPDATE sends only what changed. What may change
 * follows domain/profileEditing.ts, as the server does: with editProfile off, the identity (name, gender,
 * date of birth) stays as it is, the relationship can only be given to an unclassified patient, and the
 * address can always be changed.
 */

export interface ProfileEditInput {
  readonly patient: Patient;
  /** Every patient of the account (one Me per account: Me is offered only while no other patient is Me). */
  readonly patients: readonly Patient[];
  /** The tenant's editProfile switch. */
  readonly editProfileEnabled: boolean;
}

/** A relationship the form can hold: the list's, or 'Other' kept from what is stored. */
export type RelationshipChoice = Relationship | 'Other';

/** One patchPatient operation (server/schema.graphql `PatientPatchOperation`), one per changed part. */
export type PatientPatchOperation =
  | {
      readonly op: 'add';
      readonly path: '/name';
      readonly name: { readonly prefix: string; readonly given: string[]; readonly family: string };
    }
  | { readonly op: 'add'; readonly path: '/gender'; readonly gender: Gender }
  | { readonly op: 'add'; readonly path: '/birthDate'; readonly birthDate: string }
  | {
      readonly op: 'add';
      readonly path: '/address';
      readonly address: { readonly use: 'home'; readonly line: string[]; readonly city: string | null };
    }
  | { readonly op: 'add'; readonly path: '/extension'; readonly relationship: string };

export type ProfileEditEvent =
  | { readonly type: 'SET_FIELD'; readonly field: ProfileField; readonly value: string }
  | { readonly type: 'SET_RELATIONSHIP'; readonly relationship: Relationship }
  | { readonly type: 'OPEN_ADDRESS' }
  | { readonly type: 'SET_ADDRESS_FIELD'; readonly field: AddressField; readonly value: string }
  | { readonly type: 'CONFIRM_ADDRESS' }
  | { readonly type: 'CANCEL_ADDRESS' }
  | { readonly type: 'SUBMIT' };

export interface ProfileEditContext {
  /** The patient as stored: what "changed" is measured against. */
  readonly patient: Patient;
  /** What may change (domain/profileEditing.ts): SET_FIELD and SET_RELATIONSHIP do nothing for a part that may not. */
  readonly parts: EditableParts;
  /** The relationships 'This account is for?' offers. */
  readonly choices: readonly Relationship[];
  readonly form: ProfileForm;
  readonly relationship: RelationshipChoice | null;
  /** The address UPDATE will send (the dialog's confirmed one). */
  readonly address: Address;
  /** The address being typed in the dialog. */
  readonly addressDraft: Address;
  readonly addressError: string | null;
  readonly fieldErrors: ProfileFieldErrors;
  /** Submit-level message: the form's first failing rule, or the server's. */
  readonly error: string | null;
  readonly updated: Patient | null;
}

/**
 * Why the name, gender and date of birth cannot be changed, in the active language: ARO-E1061's words, the
 * server's answer to the same attempt.
 */
export function identityLockedMessage(): string {
  return t('profiles.identityLocked');
}

/** Why UPDATE does nothing yet, in the active language. */
export function profileEditMessages(): { readonly noRelationship: string; readonly unchanged: string } {
  return { noRelationship: relationshipNeeded(), unchanged: t('profiles.unchanged') };
}

/** The form's fields from a stored patient; anything the form cannot hold (an unknown prefix, a bad date) starts empty. */
export function formOf(patient: Patient): ProfileForm {
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(patient.birthDate.trim());
  return {
    ...emptyProfileForm,
    prefix: isPrefix(patient.prefix) ? patient.prefix : '',
    given: patient.given.join(' ').trim(),
    family: patient.family.trim(),
    gender: isGender(patient.gender) ? patient.gender : '',
    day: date ? String(Number(date[3])) : '',
    month: date ? String(Number(date[2])) : '',
    year: date?.[1] ?? '',
  };
}

/** 'Sister Nimali' → Sister; a stored relationship outside the list (and not Other) leaves the choice open. */
export function relationshipOf(relationship: string | null): RelationshipChoice | null {
  const { role } = splitRelationship(relationship ?? '');
  return isRelationship(role) || role === 'Other' ? role : null;
}

/**
 * The relationships offered for the patient (spec 000 §6): Me only while no other patient of the account is
 * Me; and while its gender cannot change (editProfile off), none that gender contradicts.
 */
function offeredRelationships(patient: Patient, patients: readonly Patient[], parts: EditableParts): Relationship[] {
  const others = patients.filter((other) => other.id !== patient.id);
  return relationshipChoices(others, parts.identity ? null : patient.gender);
}

/** UPDATE waits for a relationship: the patient has none stored and none is chosen yet. */
export function relationshipMissing(context: Pick<ProfileEditContext, 'patient' | 'relationship'>): boolean {
  return context.relationship === null && !hasRelationship(context.patient);
}

/** The identity operations (name, gender, birth date) for what differs from the stored patient. */
function identityPatch(patient: Patient, form: ProfileForm): PatientPatchOperation[] {
  const given = form.given.trim();
  const family = form.family.trim();
  const patch: PatientPatchOperation[] = [];
  if (form.prefix !== patient.prefix || given !== patient.given.join(' ').trim() || family !== patient.family.trim()) {
    patch.push({ op: 'add', path: '/name', name: { prefix: form.prefix, given: [given], family } });
  }
  if (form.gender !== '' && form.gender !== patient.gender)
    patch.push({ op: 'add', path: '/gender', gender: form.gender });
  const birthDate = toBirthDate(form);
  if (birthDate !== patient.birthDate.trim().slice(0, 10)) patch.push({ op: 'add', path: '/birthDate', birthDate });
  return patch;
}

/**
 * patchPatient's operations for what differs from the stored patient, in path order, and only for the
 * parts that may change; none when nothing did. Call once the form passes its rules.
 */
export function profilePatch(
  context: Pick<ProfileEditContext, 'patient' | 'parts' | 'form' | 'relationship' | 'address'>,
): PatientPatchOperation[] {
  const { patient, parts, form, relationship, address } = context;
  const patch: PatientPatchOperation[] = parts.identity ? identityPatch(patient, form) : [];
  if (addressChanged(addressOf(patient.address), address)) {
    patch.push({ op: 'add', path: '/address', address: { use: 'home', ...storedAddress(address) } });
  }
  if (parts.relationship && relationship !== null) {
    const given = form.given.trim();
    const stored = storedRelationship(relationship, given);
    if (stored !== (patient.relationship ?? '').trim())
      patch.push({ op: 'add', path: '/extension', relationship: stored });
  }
  return patch;
}

/** While the identity may change, the relationship also sets the gender it implies; else only the relationship. */
function relationshipSet(
  context: ProfileEditContext,
  relationship: Relationship,
  today: Date,
): Partial<ProfileEditContext> {
  return context.parts.identity
    ? { relationship, ...setFormRelationship(context, relationship, today) }
    : { relationship };
}

function formRejected(context: ProfileEditContext, today: Date): Pick<ProfileEditContext, 'error'> {
  return { error: firstProfileProblem(context.form, today)?.message ?? null };
}

/** The form's rules bind only what may change: a stored identity that breaks one cannot block an address change. */
function formInvalid(context: ProfileEditContext, today: Date): boolean {
  return context.parts.identity && firstProfileProblem(context.form, today) !== null;
}

export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
    input: {} as ProfileEditInput,
    output: {} as Patient,
  },
  actors: {
    patchPatient: notProvided<Patient, { id: string; patch: PatientPatchOperation[] }>('patchPatient'),
  },
  actions: {
    // setField, setRelationship, rejectForm and formInvalid read today's date from the system clock until
    // profileEditWithClock gives another.
    setField: assign(({ context }, params: { field: ProfileField; value: string }) =>
      setFormField(context, params.field, params.value, new Date(systemClock.now())),
    ),
    setRelationship: assign(({ context }, params: { relationship: Relationship }) =>
      relationshipSet(context, params.relationship, new Date(systemClock.now())),
    ),
    rejectForm: assign(({ context }) => formRejected(context, new Date(systemClock.now()))),
    askForRelationship: assign(() => ({ error: profileEditMessages().noRelationship })),
    sayUnchanged: assign(() => ({ error: profileEditMessages().unchanged })),
    clearError: assign({ error: null }),
    storeServerError: assign((_, error: unknown) => ({ error: errorMessage(error) })),
    storeUpdated: assign((_, patient: Patient) => ({ updated: patient })),
    /** An edit (or UPDATE) after the server refused: handled again by the form. */
    resendToForm: raise(({ event }) => event),
    startAddressDraft: assign(({ context }) => ({ addressDraft: context.address, addressError: null })),
    setAddressField: assign(({ context }, params: { field: AddressField; value: string }) => ({
      addressDraft: { ...context.addressDraft, [params.field]: params.value },
      addressError: null,
    })),
    rejectAddress: assign(({ context }) => ({ addressError: addressError(context.addressDraft) })),
    confirmAddress: assign(({ context }) => ({ address: context.addressDraft, addressError: null })),
    /** The server has the update: the page stores the patient and goes back (provided by it; nothing by default). */
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameter types the action's params
    profileUpdated: (_args, _patient: Patient) => undefined,
  },
  guards: {
    identityEditable: ({ context }) => context.parts.identity,
    relationshipOffered: ({ context }, params: { relationship: Relationship }) =>
      context.parts.relationship && context.choices.includes(params.relationship),
    formInvalid: ({ context }) => formInvalid(context, new Date(systemClock.now())),
    noRelationship: ({ context }) => relationshipMissing(context),
    unchanged: ({ context }) => profilePatch(context).length === 0,
    addressDraftInvalid: ({ context }) => addressError(context.addressDraft) !== null,
    /** Update stays disabled until a field differs from what the dialog opened with. */
    addressDraftChanged: ({ context }) => addressChanged(context.address, context.addressDraft),
  },
}).createMachine({
  id: 'profileEdit',
  context: ({ input }) => {
    const address = addressOf(input.patient.address);
    const parts = editableParts(input.patient, input.editProfileEnabled);
    return {
      patient: input.patient,
      parts,
      choices: offeredRelationships(input.patient, input.patients, parts),
      form: formOf(input.patient),
      relationship: relationshipOf(input.patient.relationship),
      address,
      addressDraft: address,
      addressError: null,
      fieldErrors: {},
      error: null,
      updated: null,
    };
  },
  output: ({ context }) => {
    // Only 'done' produces output, and it is entered with the updated patient.
    if (context.updated === null) throw new Error('profileEdit finished without a patient');
    return context.updated;
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'form',
      states: {
        form: {
          on: {
            SET_FIELD: {
              guard: 'identityEditable',
              actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
            },
            SET_RELATIONSHIP: {
              guard: { type: 'relationshipOffered', params: ({ event }) => ({ relationship: event.relationship }) },
              actions: { type: 'setRelationship', params: ({ event }) => ({ relationship: event.relationship }) },
            },
            OPEN_ADDRESS: { target: 'address', actions: 'startAddressDraft' },
            SUBMIT: [
              { guard: 'formInvalid', actions: 'rejectForm' },
              { guard: 'noRelationship', actions: 'askForRelationship' },
              { guard: 'unchanged', actions: 'sayUnchanged' },
              { target: '#profileEdit.submitting', actions: 'clearError' },
            ],
          },
        },
        /** The address dialog: three lines and a city; confirm needs one field, and a change. */
        address: {
          on: {
            SET_ADDRESS_FIELD: {
              actions: { type: 'setAddressField', params: ({ event }) => ({ field: event.field, value: event.value }) },
            },
            CONFIRM_ADDRESS: [
              { guard: 'addressDraftInvalid', actions: 'rejectAddress' },
              { guard: 'addressDraftChanged', target: 'form', actions: 'confirmAddress' },
            ],
            CANCEL_ADDRESS: { target: 'form' },
          },
        },
      },
    },
    submitting: {
      invoke: {
        src: 'patchPatient',
        input: ({ context }) => ({ id: context.patient.id, patch: profilePatch(context) }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'storeUpdated', params: ({ event }) => event.output },
            { type: 'profileUpdated', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeServerError', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    /** The server refused (its ARO message shows); any edit, or UPDATE again, goes back to the form. */
    failed: {
      on: {
        SET_FIELD: { target: 'editing', actions: 'resendToForm' },
        SET_RELATIONSHIP: { target: 'editing', actions: 'resendToForm' },
        OPEN_ADDRESS: { target: 'editing', actions: 'resendToForm' },
        SUBMIT: { target: 'editing', actions: 'resendToForm' },
      },
    },
    done: { type: 'final' },
  },
});

/** The machine checking the form against the given clock's date (src/composition/profileEdit.ts). */
export function profileEditWithClock(clock: Clock): typeof profileEditMachine {
  return profileEditMachine.provide({
    actions: {
      setField: assign(({ context }, params: { field: ProfileField; value: string }) =>
        setFormField(context, params.field, params.value, new Date(clock.now())),
      ),
      setRelationship: assign(({ context }, params: { relationship: Relationship }) =>
        relationshipSet(context, params.relationship, new Date(clock.now())),
      ),
      rejectForm: assign(({ context }) => formRejected(context, new Date(clock.now()))),
    },
    guards: { formInvalid: ({ context }) => formInvalid(context, new Date(clock.now())) },
  });
}
