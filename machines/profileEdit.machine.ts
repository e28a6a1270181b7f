import { assign, raise, setup } from 'xstate';
import { addressChanged, addressError, addressOf, storedAddress, type Address, type AddressField } from '../domain/address';
import { ERROR_CODES } from '../domain/errors';
import {
  emptyProfileForm,
  firstProfileProblem,
  genderImpliedBy,
  isGender,
  isPrefix,
  isRelationship,
  profileFieldError,
  setProfileField,
  splitRelationship,
  storedRelationship,
  toBirthDate,
  type Gender,
  type ProfileField,
  type ProfileForm,
  type Relationship,
} from '../domain/profileForm';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';
import type { Patient } from './types';

/**
 * Updates one patient of the account (spec 000 §2 profile form with an id, §5 rules): the form starts
 * from the patient, 'This account is for?' sets the relationship (multi-role ones stored with the given
 * name), the address is edited in its own dialog, and UPDATE sends only what changed. A patient with a
 * relationship can be edited only when the tenant's editProfile is on; an unclassified one always can.
 */

export interface ProfileEditInput {
  readonly patient: Patient;
  /** editProfile enabled, or the patient is unclassified (classifying always works). */
  readonly editable: boolean;
}

/** A relationship the form can hold: the list's, or 'Other' kept from what is stored. */
export type RelationshipChoice = Relationship | 'Other';

/** One patchPatient operation (server/schema.graphql `PatientPatchOperation`), one per changed part. */
export type PatientPatchOperation =
  | { readonly op: 'add'; readonly path: '/name'; readonly name: { readonly prefix: string; readonly given: string[]; readonly family: string } }
  | { readonly op: 'add'; readonly path: '/gender'; readonly gender: Gender }
  | { readonly op: 'add'; readonly path: '/birthDate'; readonly birthDate: string }
  | { readonly op: 'add'; readonly path: '/address'; readonly address: { readonly use: 'home'; readonly line: string[]; readonly city: string | null } }
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
  readonly editable: boolean;
  readonly form: ProfileForm;
  readonly relationship: RelationshipChoice | null;
  /** The address UPDATE will send (the dialog's confirmed one). */
  readonly address: Address;
  /** The address being typed in the dialog. */
  readonly addressDraft: Address;
  readonly addressError: string | null;
  readonly fieldErrors: Partial<Record<ProfileField, string>>;
  /** Submit-level message: the form's first failing rule, or the server's. */
  readonly error: string | null;
  readonly updated: Patient | null;
}

/** Why the form is read-only (ARO-E1061, the server's answer to the same attempt). */
export const READ_ONLY_MESSAGE = ERROR_CODES['ARO-E1061'].message;
export const PROFILE_EDIT_MESSAGES = {
  noRelationship: 'Please choose who this profile is for',
  unchanged: 'Nothing has changed yet',
} as const;

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

/** The form with a relationship chosen: Mother or Wife imply female, Father or Husband male. */
function withRelationship(form: ProfileForm, relationship: RelationshipChoice): ProfileForm {
  const implied = genderImpliedBy(relationship);
  return implied === null ? form : { ...form, gender: implied };
}

function withFieldError(errors: Partial<Record<ProfileField, string>>, field: ProfileField, message: string | null): Partial<Record<ProfileField, string>> {
  const rest = Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field));
  return message === null ? rest : { ...rest, [field]: message };
}

/**
 * patchPatient's operations for what differs from the stored patient, in path order; none when nothing
 * did. Call once the form passes its rules.
 */
export function profilePatch(context: Pick<ProfileEditContext, 'patient' | 'form' | 'relationship' | 'address'>): PatientPatchOperation[] {
  const { patient, form, relationship, address } = context;
  const given = form.given.trim();
  const family = form.family.trim();
  const patch: PatientPatchOperation[] = [];
  if (form.prefix !== patient.prefix || given !== patient.given.join(' ').trim() || family !== patient.family.trim()) {
    patch.push({ op: 'add', path: '/name', name: { prefix: form.prefix, given: [given], family } });
  }
  if (form.gender !== '' && form.gender !== patient.gender) patch.push({ op: 'add', path: '/gender', gender: form.gender });
  const birthDate = toBirthDate(form);
  if (birthDate !== patient.birthDate.trim().slice(0, 10)) patch.push({ op: 'add', path: '/birthDate', birthDate });
  if (addressChanged(addressOf(patient.address), address)) {
    patch.push({ op: 'add', path: '/address', address: { use: 'home', ...storedAddress(address) } });
  }
  if (relationship !== null) {
    const stored = storedRelationship(relationship, given);
    if (stored !== (patient.relationship ?? '').trim()) patch.push({ op: 'add', path: '/extension', relationship: stored });
  }
  return patch;
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
    setField: assign(({ context }, params: { field: ProfileField; value: string }) => {
      const form = setProfileField(context.form, params.field, params.value);
      let fieldErrors = withFieldError(context.fieldErrors, params.field, profileFieldError(params.field, form, new Date()));
      // A prefix can imply (and so change) the gender: its message follows.
      if (params.field === 'prefix' && form.gender !== '') fieldErrors = withFieldError(fieldErrors, 'gender', profileFieldError('gender', form, new Date()));
      return { form, fieldErrors };
    }),
    setRelationship: assign(({ context }, params: { relationship: Relationship }) => {
      const form = withRelationship(context.form, params.relationship);
      const fieldErrors = form.gender === '' ? context.fieldErrors : withFieldError(context.fieldErrors, 'gender', profileFieldError('gender', form, new Date()));
      return { relationship: params.relationship, form, fieldErrors };
    }),
    rejectForm: assign(({ context }) => ({ error: firstProfileProblem(context.form, new Date())?.message ?? null })),
    startAddressDraft: assign(({ context }) => ({ addressDraft: context.address, addressError: null })),
    setAddressField: assign(({ context }, params: { field: AddressField; value: string }) => ({
      addressDraft: { ...context.addressDraft, [params.field]: params.value },
      addressError: null,
    })),
    rejectAddress: assign(({ context }) => ({ addressError: addressError(context.addressDraft) })),
    confirmAddress: assign(({ context }) => ({ address: context.addressDraft, addressError: null })),
  },
  guards: {
    editable: ({ context }) => context.editable,
    formInvalid: ({ context }) => firstProfileProblem(context.form, new Date()) !== null,
    noRelationship: ({ context }) => context.relationship === null && (context.patient.relationship ?? '').trim() === '',
    unchanged: ({ context }) => profilePatch(context).length === 0,
    addressDraftInvalid: ({ context }) => addressError(context.addressDraft) !== null,
    /** Update stays disabled until a field differs from what the dialog opened with. */
    addressDraftChanged: ({ context }) => addressChanged(context.address, context.addressDraft),
  },
}).createMachine({
  id: 'profileEdit',
  context: ({ input }) => {
    const address = addressOf(input.patient.address);
    return {
      patient: input.patient,
      editable: input.editable,
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
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'editable', target: 'editing' }, { target: 'readOnly' }],
    },
    /** editProfile is off and the patient has a relationship: shown, with READ_ONLY_MESSAGE, never sent. */
    readOnly: {},
    editing: {
      initial: 'form',
      states: {
        form: {
          on: {
            SET_FIELD: { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
            SET_RELATIONSHIP: { actions: { type: 'setRelationship', params: ({ event }) => ({ relationship: event.relationship }) } },
            OPEN_ADDRESS: { target: 'address', actions: 'startAddressDraft' },
            SUBMIT: [
              { guard: 'formInvalid', actions: 'rejectForm' },
              { guard: 'noRelationship', actions: assign({ error: PROFILE_EDIT_MESSAGES.noRelationship }) },
              { guard: 'unchanged', actions: assign({ error: PROFILE_EDIT_MESSAGES.unchanged }) },
              { target: '#profileEdit.submitting', actions: assign({ error: null }) },
            ],
          },
        },
        /** The address dialog: three lines and a city; confirm needs one field, and a change. */
        address: {
          on: {
            SET_ADDRESS_FIELD: { actions: { type: 'setAddressField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
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
        onDone: { target: 'done', actions: assign(({ event }) => ({ updated: event.output })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: errorMessage(event.error) })) },
      },
    },
    /** The server refused (its ARO message shows); any edit, or UPDATE again, goes back to the form. */
    failed: {
      on: {
        SET_FIELD: { target: 'editing', actions: raise(({ event }) => event) },
        SET_RELATIONSHIP: { target: 'editing', actions: raise(({ event }) => event) },
        OPEN_ADDRESS: { target: 'editing', actions: raise(({ event }) => event) },
        SUBMIT: { target: 'editing', actions: raise(({ event }) => event) },
      },
    },
    done: { type: 'final' },
  },
});

