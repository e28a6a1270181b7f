import { assign, enqueueActions, raise, setup } from 'xstate';
import {
  emptyProfileForm,
  firstProfileProblem,
  profileFieldError,
  profileFormError,
  setFormField,
  setFormRelationship,
  setProfileField,
  storedRelationship,
  toBirthDate,
  withImpliedGender,
  type ProfileField,
  type ProfileFieldErrors,
  type ProfileForm,
  type Relationship,
} from '../domain/profileForm';
import { errorAction, parseError } from '../domain/errors';
import { systemClock, type Clock } from './clock';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';
import type { CreatePatientInput, Patient, Profile } from './types';
import { hasParent } from './xstateInternals';

/**
 * Adds a patient to the signed-in account (spec 000 §2 profile form, §5 rules): edit the form field
 * by field, submit, choose the relationship when asked, create, then refetch the profile 2 s later
 * (every 2 s until it loads, at most 5 tries, and never again once the session has ended).
 * The flat form and the chat assistant both drive it.
 */

export interface RegistrationInput {
  readonly accessToken: string;
  readonly hospitalId: string;
  /** The relationship ('This account is for?') is required before the patient is created. */
  readonly askRelationship: boolean;
  /** Chosen already (the relationship modal's 'Add new profile'): the form starts as if it was set. */
  readonly relationship?: Relationship;
}

export type RegistrationEvent =
  | { readonly type: 'SET_FIELD'; readonly field: ProfileField; readonly value: string }
  | { readonly type: 'SET_RELATIONSHIP'; readonly relationship: Relationship }
  | { readonly type: 'SUBMIT' };

/** What the machine tells its parent (only when it has one). */
export type RegistrationReport =
  | { readonly type: 'registration.fieldAccepted'; readonly field: ProfileField; readonly form: ProfileForm }
  | { readonly type: 'registration.fieldRejected'; readonly field: ProfileField; readonly message: string }
  /** SUBMIT with a form that breaks a rule: the first failing field and its message. */
  | { readonly type: 'registration.invalid'; readonly field: ProfileField; readonly message: string }
  | { readonly type: 'registration.relationshipNeeded' }
  | { readonly type: 'registration.relationshipRejected'; readonly message: string }
  | { readonly type: 'registration.created'; readonly patient: Patient }
  | { readonly type: 'registration.failed'; readonly message: string };

export interface RegistrationContext {
  readonly accessToken: string;
  readonly hospitalId: string;
  readonly askRelationship: boolean;
  readonly form: ProfileForm;
  readonly relationship: Relationship | null;
  /** The message of each field as last set (for the flat form to show beside it). */
  readonly fieldErrors: ProfileFieldErrors;
  /** Submit-level message: the form's first failing rule or the server's error. */
  readonly error: string | null;
  readonly patient: Patient | null;
  readonly profile: Profile | null;
  /** Profile refetches that failed so far, and the error text ('CODE:message') of the last one. */
  readonly refetchFailures: number;
  readonly refetchError: string | null;
}

const REFETCH_DELAY_MS = 2000;

/** SET_FIELD's value passes its field's rule. */
function fieldValid(
  context: RegistrationContext,
  params: { field: ProfileField; value: string },
  today: Date,
): boolean {
  return profileFieldError(params.field, setProfileField(context.form, params.field, params.value), today) === null;
}

/** The relationship's implied gender does not contradict the form (a Mother for a 'Mr' does). */
function relationshipFits(context: RegistrationContext, relationship: Relationship, today: Date): boolean {
  return profileFormError(withImpliedGender(context.form, relationship), today) === null;
}
/** Refetches tried before giving up (the patient exists; only the refreshed profile is missing). */
const MAX_REFETCH_TRIES = 5;

/** The report of a SUBMIT with a form that breaks a rule, measured against `today` (a date of birth may not be after it). */
function invalidReport(context: RegistrationContext, today: Date): RegistrationReport {
  const invalid = firstProfileProblem(context.form, today);
  return {
    type: 'registration.invalid',
    field: invalid?.field ?? 'prefix',
    message: invalid?.message ?? context.error ?? '',
  };
}

/** The raw text of a failed actor, so its code can still be read ('ARO-E1023:Please login.'). */
function errorText(error: unknown): string | null {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : null;
}

/** createPatient's input; call once profileFormError passes (gender is then set). */
export function toCreatePatientInput(form: ProfileForm, relationship: Relationship | null): CreatePatientInput {
  const given = form.given.trim();
  return {
    prefix: form.prefix,
    given: [given],
    family: form.family.trim(),
    gender: form.gender === '' ? 'other' : form.gender,
    birthDate: toBirthDate(form),
    relationship: relationship === null ? null : storedRelationship(relationship, given),
  };
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as Profile,
  },
  actors: {
    createPatient: notProvided<Patient, { accessToken: string; hospitalId: string; input: CreatePatientInput }>(
      'createPatient',
    ),
    loadProfile: notProvided<Profile, { accessToken: string }>('loadProfile'),
  },
  actions: {
    report: enqueueActions(({ self, enqueue }, report: RegistrationReport) => {
      if (hasParent(self)) enqueue.sendParent(report);
    }),
    // The actions and guards that check the form read today's date from the system clock until
    // registrationWithClock gives another.
    reportInvalid: enqueueActions(({ context, self, enqueue }) => {
      if (hasParent(self)) enqueue.sendParent(invalidReport(context, new Date(systemClock.now())));
    }),
    setField: assign(({ context }, params: { field: ProfileField; value: string }) =>
      setFormField(context, params.field, params.value, new Date(systemClock.now())),
    ),
    setRelationship: assign(({ context }, params: { relationship: Relationship }) => ({
      relationship: params.relationship,
      ...setFormRelationship(context, params.relationship, new Date(systemClock.now())),
    })),
    rejectForm: assign(({ context }) => ({ error: profileFormError(context.form, new Date(systemClock.now())) })),
    /** e.g. Mother for a 'Mr': the implied gender contradicts the prefix. */
    rejectRelationship: assign(({ context }, params: { relationship: Relationship }) => ({
      error: profileFormError(withImpliedGender(context.form, params.relationship), new Date(systemClock.now())),
    })),
    clearError: assign({ error: null }),
    storeServerError: assign((_, error: unknown) => ({ error: errorMessage(error) })),
    storeCreated: assign((_, patient: Patient) => ({ patient })),
    storeProfile: assign((_, profile: Profile) => ({ profile })),
    countRefetchFailure: assign(({ context }, error: unknown) => ({
      refetchFailures: context.refetchFailures + 1,
      refetchError: errorText(error),
    })),
    showRefetchError: assign(({ context }) => ({ error: parseError(context.refetchError).message })),
    /** An edit while the relationship is asked: handled, and reported, as in editing. */
    resendToEditing: raise(({ event }) => event),
    /** The refreshed profile is here: the flat form stores it and leaves (provided by it; nothing by default). */
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameter types the action's params
    profileRefreshed: (_args, _profile: Profile) => undefined,
  },
  guards: {
    fieldValid: ({ context }, params: { field: ProfileField; value: string }) =>
      fieldValid(context, params, new Date(systemClock.now())),
    formInvalid: ({ context }) => profileFormError(context.form, new Date(systemClock.now())) !== null,
    needsRelationship: ({ context }) => context.askRelationship && context.relationship === null,
    relationshipFits: ({ context }, params: { relationship: Relationship }) =>
      relationshipFits(context, params.relationship, new Date(systemClock.now())),
    /** ARO-E1022/E1023/E1024: the login is gone, so no refetch can succeed; or every try failed. */
    refetchGivenUp: ({ context }) =>
      context.refetchFailures >= MAX_REFETCH_TRIES ||
      (context.refetchError !== null && errorAction(parseError(context.refetchError).code) !== 'show'),
  },
  delays: { refetchDelay: REFETCH_DELAY_MS },
}).createMachine({
  id: 'registration',
  context: ({ input }) => {
    const relationship = input.relationship ?? null;
    return {
      accessToken: input.accessToken,
      hospitalId: input.hospitalId,
      askRelationship: input.askRelationship,
      // A relationship given as input sets the gender it implies; an empty form has no prefix to contradict that
      // gender, so no field has a message yet (and no date is read).
      form: relationship === null ? emptyProfileForm : withImpliedGender(emptyProfileForm, relationship),
      fieldErrors: {},
      relationship,
      error: null,
      patient: null,
      profile: null,
      refetchFailures: 0,
      refetchError: null,
    };
  },
  output: ({ context }) => {
    // Only 'done' produces output, and it is entered with the refetched profile.
    if (context.profile === null) throw new Error('registration finished without a profile');
    return context.profile;
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SET_FIELD: [
          {
            guard: { type: 'fieldValid', params: ({ event }) => ({ field: event.field, value: event.value }) },
            actions: [
              { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
              {
                type: 'report',
                params: ({ context, event }) => ({
                  type: 'registration.fieldAccepted',
                  field: event.field,
                  form: context.form,
                }),
              },
            ],
          },
          {
            actions: [
              { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
              {
                type: 'report',
                params: ({ context, event }) => ({
                  type: 'registration.fieldRejected',
                  field: event.field,
                  message: context.fieldErrors[event.field] ?? '',
                }),
              },
            ],
          },
        ],
        SET_RELATIONSHIP: {
          actions: { type: 'setRelationship', params: ({ event }) => ({ relationship: event.relationship }) },
        },
        SUBMIT: [
          {
            guard: 'formInvalid',
            actions: ['rejectForm', 'reportInvalid'],
          },
          {
            guard: 'needsRelationship',
            target: 'choosingRelationship',
            actions: ['clearError', { type: 'report', params: { type: 'registration.relationshipNeeded' } }],
          },
          { target: 'creating', actions: 'clearError' },
        ],
      },
    },
    /** 'This account is for?': the form is valid, only the relationship is missing. */
    choosingRelationship: {
      on: {
        SET_RELATIONSHIP: [
          {
            guard: { type: 'relationshipFits', params: ({ event }) => ({ relationship: event.relationship }) },
            target: 'creating',
            actions: [
              { type: 'setRelationship', params: ({ event }) => ({ relationship: event.relationship }) },
              'clearError',
            ],
          },
          {
            actions: [
              { type: 'rejectRelationship', params: ({ event }) => ({ relationship: event.relationship }) },
              {
                type: 'report',
                params: ({ context }) => ({ type: 'registration.relationshipRejected', message: context.error ?? '' }),
              },
            ],
          },
        ],
        // Editing the form again (the flat form's modal dismissed): handled, and reported, as in editing.
        SET_FIELD: { target: 'editing', actions: 'resendToEditing' },
      },
    },
    creating: {
      invoke: {
        src: 'createPatient',
        input: ({ context }) => ({
          accessToken: context.accessToken,
          hospitalId: context.hospitalId,
          input: toCreatePatientInput(context.form, context.relationship),
        }),
        onDone: {
          target: 'waitingToRefetch',
          actions: [
            { type: 'storeCreated', params: ({ event }) => event.output },
            { type: 'report', params: ({ event }) => ({ type: 'registration.created', patient: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'storeServerError', params: ({ event }: { event: { error: unknown } }) => event.error },
            {
              type: 'report',
              params: ({ context }) => ({ type: 'registration.failed', message: context.error ?? '' }),
            },
          ],
        },
      },
    },
    /** The profile is refetched 2 s after creation, and again 2 s after a failed refetch, unless given up. */
    waitingToRefetch: {
      always: { guard: 'refetchGivenUp', target: 'refetchFailed' },
      after: { refetchDelay: 'refetching' },
    },
    refetching: {
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'storeProfile', params: ({ event }) => event.output },
            { type: 'profileRefreshed', params: ({ event }) => event.output },
          ],
        },
        // The patient exists already: creating it again would duplicate it, so the refetch is retried.
        onError: {
          target: 'waitingToRefetch',
          actions: { type: 'countRefetchFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    /** The patient was created but the profile could not be refreshed: the last error is shown and reported. */
    refetchFailed: {
      entry: [
        'showRefetchError',
        { type: 'report', params: ({ context }) => ({ type: 'registration.failed', message: context.error ?? '' }) },
      ],
    },
    done: { type: 'final' },
  },
});

/** The machine checking the form against the given clock's date (src/composition/registration.ts). */
export function registrationWithClock(clock: Clock): typeof registrationMachine {
  const today = (): Date => new Date(clock.now());
  return registrationMachine.provide({
    actions: {
      reportInvalid: enqueueActions(({ context, self, enqueue }) => {
        if (hasParent(self)) enqueue.sendParent(invalidReport(context, today()));
      }),
      setField: assign(({ context }, params: { field: ProfileField; value: string }) =>
        setFormField(context, params.field, params.value, today()),
      ),
      setRelationship: assign(({ context }, params: { relationship: Relationship }) => ({
        relationship: params.relationship,
        ...setFormRelationship(context, params.relationship, today()),
      })),
      rejectForm: assign(({ context }) => ({ error: profileFormError(context.form, today()) })),
      rejectRelationship: assign(({ context }, params: { relationship: Relationship }) => ({
        error: profileFormError(withImpliedGender(context.form, params.relationship), today()),
      })),
    },
    guards: {
      fieldValid: ({ context }, params: { field: ProfileField; value: string }) => fieldValid(context, params, today()),
      formInvalid: ({ context }) => profileFormError(context.form, today()) !== null,
      relationshipFits: ({ context }, params: { relationship: Relationship }) =>
        relationshipFits(context, params.relationship, today()),
    },
  });
}
