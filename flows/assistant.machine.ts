import { assign, emit, enqueueActions, sendTo, setup } from 'xstate';
import { REPLY_BUTTONS_DELAY_MS, REPLY_DELAY_LONG_MS, REPLY_DELAY_SHORT_MS } from '../domain/chatTiming';
import { deepLinkDecision, deepLinkEntry, type DeepLink } from '../domain/deepLink';
import { greetingFor } from '../domain/greeting';
import { lastFourDigits, mobileNumberError } from '../domain/mobileNumber';
import { AUTH_TEXT, otpError } from '../domain/otp';
import { DATE_MAX_LENGTH, GENDERS, PREFIXES, RELATIONSHIPS, type ProfileField } from '../domain/profileForm';
import { authMachine, type AuthReport } from '../machines/auth.machine';
import { registrationMachine, type RegistrationEvent, type RegistrationReport } from '../machines/registration.machine';
import type { Session } from '../machines/types';
import type { Tenant } from '../tenants/schema';
import { isNavigationChoice, menuButtons, menuChoiceOf, menuRoute, notAvailableText, type MenuChoice, type UnavailableChoice } from './assistantMenu';
import { ASSISTANT_TEXT, GENDER_LABELS, SUBMIT_LABEL } from './assistantText';
import { RESEND_OTP_BUTTON, type BubbleContent, type ChatEmitted, type ComposerMode, type ReplyButton, type Speaker, type TranscriptInput } from './chatProtocol';

export { menuButtons } from './assistantMenu';

/**
 * The chat assistant (spec 000 §2 chat flow): greets, offers the service-type menu the tenant's
 * switches allow, signs the patient in through the auth machine and registers a first patient
 * through the registration machine, narrating both. It talks to the transcript only by emitting
 * flows/chatProtocol.ts events; the transcript itself is never kept in context (it only grows).
 */

export interface AssistantInput {
  readonly features: Tenant['features'];
  /** Epoch ms, for the greeting (morning, afternoon, evening). */
  readonly now: number;
  readonly session: Session | null;
  readonly deepLink: DeepLink | null;
  /** Where a patient registered in the chat is created. */
  readonly hospitalId: string;
}

export type AssistantEvent = TranscriptInput | AuthReport | RegistrationReport;

export interface AssistantContext {
  readonly features: Tenant['features'];
  readonly now: number;
  readonly hospitalId: string;
  readonly session: Session | null;
  readonly deepLink: DeepLink | null;
  /** Bubble ids: `${counter}`, so a replayed conversation gets the same ids. */
  readonly counter: number;
  /** The menu choice being answered. */
  readonly choice: UnavailableChoice | null;
  /** A deep link's number: its code is sent without asking. */
  readonly signInMobile: string | null;
  /** A deep link's route, opened once signed in. */
  readonly pendingRoute: string | null;
  /** Resend countdown as the auth machine last reported it. */
  readonly secondsLeft: number;
  /** A field is asked again after SUBMIT failed: once answered, go straight back to SUBMIT. */
  readonly reviewing: boolean;
}

const MOBILE_MODE: ComposerMode = { kind: 'mobile', submitLabel: 'Send now' };
const NO_INPUT: ComposerMode = { kind: 'none' };

function otpMode(secondsLeft: number): ComposerMode {
  return { kind: 'otp', submitLabel: 'Verify now', resend: { label: RESEND_OTP_BUTTON.label, secondsLeft } };
}

function textMode(label: string): ComposerMode {
  return { kind: 'text', label, placeholder: label, submitLabel: 'Send' };
}

function digitsMode(label: string, placeholder: string, maxLength: number): ComposerMode {
  return { kind: 'digits', label, placeholder, submitLabel: 'Send', maxLength };
}

const PROFILE_COMMAND = { field: 'profile.field', submit: 'profile.submit', relationship: 'profile.relationship' } as const;

const PREFIX_BUTTONS: readonly ReplyButton[] = PREFIXES.map((prefix) => ({ label: prefix, command: { type: PROFILE_COMMAND.field, field: 'prefix', value: prefix } }));
const GENDER_BUTTONS: readonly ReplyButton[] = GENDERS.map((gender) => ({
  label: GENDER_LABELS[gender],
  command: { type: PROFILE_COMMAND.field, field: 'gender', value: gender },
}));
const SUBMIT_BUTTONS: readonly ReplyButton[] = [{ label: SUBMIT_LABEL, command: { type: PROFILE_COMMAND.submit } }];
const RELATIONSHIP_BUTTONS: readonly ReplyButton[] = RELATIONSHIPS.map((relationship) => ({
  label: relationship,
  command: { type: PROFILE_COMMAND.relationship, relationship },
}));

/** The registration event a tapped profile button stands for, or null. */
function profileCommandEvent(event: AssistantEvent): RegistrationEvent | null {
  if (event.type !== 'chat.tap') return null;
  const { command } = event;
  if (command.type === PROFILE_COMMAND.submit) return { type: 'SUBMIT' };
  if (command.type === PROFILE_COMMAND.field && (command.field === 'prefix' || command.field === 'gender') && typeof command.value === 'string') {
    return { type: 'SET_FIELD', field: command.field, value: command.value };
  }
  if (command.type === PROFILE_COMMAND.relationship) {
    const relationship = RELATIONSHIPS.find((candidate) => candidate === command.relationship);
    if (relationship !== undefined) return { type: 'SET_RELATIONSHIP', relationship };
  }
  return null;
}

function tappedChoice(event: AssistantEvent): MenuChoice | null {
  return event.type === 'chat.tap' ? menuChoiceOf(event.command) : null;
}

function says(text: string): { type: 'say'; params: { from: Speaker; content: BubbleContent } } {
  return { type: 'say', params: { from: 'assistant', content: { kind: 'text', text } } };
}

function eventBox(outcome: 'success' | 'failure', text: string): { type: 'say'; params: { from: Speaker; content: BubbleContent } } {
  return { type: 'say', params: { from: 'assistant', content: { kind: 'event', outcome, text } } };
}

function compose(mode: ComposerMode): { type: 'compose'; params: ComposerMode } {
  return { type: 'compose', params: mode };
}

function offer(buttons: readonly ReplyButton[]): { type: 'offer'; params: { buttons: readonly ReplyButton[] } } {
  return { type: 'offer', params: { buttons } };
}

const assistant = setup({
  types: {
    context: {} as AssistantContext,
    events: {} as AssistantEvent,
    input: {} as AssistantInput,
    emitted: {} as ChatEmitted,
  },
  actors: { auth: authMachine, registration: registrationMachine },
  actions: {
    say: enqueueActions(({ context, enqueue }, params: { from: Speaker; content: BubbleContent }) => {
      const counter = context.counter + 1;
      enqueue.assign({ counter });
      enqueue.emit({ type: 'chat.say', id: String(counter), from: params.from, content: params.content });
    }),
    /** The patient's tap or typed reply, as their own bubble. */
    echo: enqueueActions(({ context, event, enqueue }) => {
      const text = event.type === 'chat.tap' ? event.label : event.type === 'chat.submit' ? event.text.trim() : '';
      // A blank submission has nothing to show; the rule it breaks is said instead.
      if (text === '') return;
      const counter = context.counter + 1;
      enqueue.assign({ counter });
      enqueue.emit({ type: 'chat.say', id: String(counter), from: 'patient', content: { kind: 'text', text } });
    }),
    /** Says the message a child reported: a broken rule, a refused relationship, a server error. */
    sayReported: enqueueActions(({ context, event, enqueue }) => {
      if (!('message' in event) || event.message === '') return;
      const counter = context.counter + 1;
      enqueue.assign({ counter });
      enqueue.emit({ type: 'chat.say', id: String(counter), from: 'assistant', content: { kind: 'text', text: event.message } });
    }),
    offer: emit((_, params: { buttons: readonly ReplyButton[] }) => ({ type: 'chat.ask', buttons: params.buttons })),
    clearButtons: emit({ type: 'chat.ask', buttons: [] }),
    compose: emit((_, mode: ComposerMode) => ({ type: 'chat.input', mode })),
    navigate: emit((_, params: { to: string }) => ({ type: 'chat.navigate', to: params.to })),
    offerMenu: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: 'chat.input', mode: NO_INPUT });
      enqueue.emit({ type: 'chat.ask', buttons: menuButtons(context.features, context.session !== null) });
    }),
    openPendingRoute: enqueueActions(({ context, enqueue }) => {
      if (context.pendingRoute === null) return;
      enqueue.emit({ type: 'chat.navigate', to: context.pendingRoute });
      enqueue.assign({ pendingRoute: null });
    }),
    /** Keeps the countdown; when it ends, the SMS may just be late (spec 000 §8). */
    noteTick: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'auth.tick') return;
      enqueue.assign({ secondsLeft: event.secondsLeft });
      if (event.secondsLeft > 0) return;
      const counter = context.counter + 1;
      enqueue.assign({ counter });
      enqueue.emit({ type: 'chat.say', id: String(counter), from: 'assistant', content: { kind: 'text', text: AUTH_TEXT.smsDelay } });
    }),
    sayCreationFailed: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'registration.failed') return;
      const counter = context.counter + 1;
      enqueue.assign({ counter });
      enqueue.emit({
        type: 'chat.say',
        id: String(counter),
        from: 'assistant',
        content: { kind: 'event', outcome: 'failure', text: ASSISTANT_TEXT.patientCreationFailed, detail: event.message },
      });
    }),
    forwardProfileCommand: enqueueActions(({ event, enqueue }) => {
      const command = profileCommandEvent(event);
      if (command !== null) enqueue.sendTo('registration', command);
    }),
  },
  guards: {
    deepLinkOpens: ({ context }) => deepLinkDecision(context.deepLink, context.session?.profile.mobileNo ?? null) === 'open',
    deepLinkNeedsSignIn: ({ context }) => deepLinkDecision(context.deepLink, context.session?.profile.mobileNo ?? null) === 'sign-in',
    tappedNavigation: ({ event }) => {
      const choice = tappedChoice(event);
      return choice !== null && isNavigationChoice(choice);
    },
    tappedWhileSignedOut: ({ context, event }) => context.session === null && tappedChoice(event) !== null,
    tappedMenu: ({ event }) => tappedChoice(event) !== null,
    tappedResend: ({ context, event }) => event.type === 'chat.tap' && event.command.type === RESEND_OTP_BUTTON.command.type && context.secondsLeft <= 0,
    tappedProfileCommand: ({ event }) => profileCommandEvent(event) !== null,
    submittedValidMobile: ({ event }) => event.type === 'chat.submit' && mobileNumberError(event.text) === null,
    submittedValidCode: ({ event }) => event.type === 'chat.submit' && otpError(event.text) === null,
    hasSignInMobile: ({ context }) => context.signInMobile !== null,
    noPatients: ({ context }) => context.session !== null && context.session.profile.patients.length === 0,
    reviewing: ({ context }) => context.reviewing,
    genderKnown: ({ event }) => event.type === 'registration.fieldAccepted' && event.form.gender !== '',
    invalidField: ({ event }, params: { field: ProfileField }) => event.type === 'registration.invalid' && event.field === params.field,
  },
  delays: {
    buttonsDelay: REPLY_BUTTONS_DELAY_MS,
    replyShort: REPLY_DELAY_SHORT_MS,
    replyLong: REPLY_DELAY_LONG_MS,
  },
});

type Step = ProfileField | 'review' | 'relationship';

/** Where an accepted answer leads: back to SUBMIT when correcting, else the next question. */
interface StepOptions {
  /** Only the date parts can be sent back by SUBMIT (31 February, a date after today); they return to review. */
  readonly reviewable?: boolean;
  /** The family name skips the gender question when the prefix already implies it. */
  readonly skipGenderTo?: Step;
}

function acceptedTo(next: Step, { reviewable = false, skipGenderTo }: StepOptions = {}): { guard?: 'reviewing' | 'genderKnown'; target: string }[] {
  return [
    ...(reviewable ? [{ guard: 'reviewing' as const, target: 'review' }] : []),
    ...(skipGenderTo === undefined ? [] : [{ guard: 'genderKnown' as const, target: skipGenderTo }]),
    { target: next },
  ];
}

/**
 * A question answered with reply buttons. The buttons only offer valid answers, so only the relationship
 * (which the server may refuse, e.g. a second 'Me') can come back rejected.
 */
function buttonStep(question: string, buttons: readonly ReplyButton[], next?: Step, { relationship = false } = {}) {
  return assistant.createStateConfig({
    initial: 'asking',
    states: {
      asking: { after: { replyShort: { target: 'offering', actions: says(question) } } },
      offering: { after: { buttonsDelay: { target: 'answering', actions: offer(buttons) } } },
      answering: { on: { 'chat.tap': { guard: 'tappedProfileCommand', actions: ['echo', 'clearButtons', 'forwardProfileCommand'] } } },
    },
    on: {
      ...(relationship ? { 'registration.relationshipRejected': { target: '.offering', actions: 'sayReported' } } : {}),
      ...(next === undefined ? {} : { 'registration.fieldAccepted': acceptedTo(next) }),
    },
  });
}

/** A question answered in the composer; a rejected answer is said and the composer opened again. */
function inputStep(field: Exclude<ProfileField, 'prefix' | 'gender'>, question: string, mode: ComposerMode, next: Step, options: StepOptions = {}) {
  return assistant.createStateConfig({
    initial: 'asking',
    states: {
      asking: { after: { replyShort: { target: 'answering', actions: [says(question), compose(mode)] } } },
      answering: {
        on: {
          'chat.submit': { actions: ['echo', compose(NO_INPUT), sendTo('registration', ({ event }) => ({ type: 'SET_FIELD', field, value: event.text }))] },
        },
      },
    },
    on: {
      'registration.fieldRejected': { target: '.answering', actions: ['sayReported', compose(mode)] },
      'registration.fieldAccepted': acceptedTo(next, options),
    },
  });
}

export const assistantMachine = assistant.createMachine({
  id: 'assistant',
  context: ({ input }) => ({
    features: input.features,
    now: input.now,
    hospitalId: input.hospitalId,
    session: input.session,
    deepLink: input.deepLink,
    counter: 0,
    choice: null,
    signInMobile: null,
    pendingRoute: null,
    secondsLeft: 0,
    reviewing: false,
  }),
  initial: 'greeting',
  states: {
    greeting: {
      entry: { type: 'say', params: ({ context }) => ({ from: 'assistant', content: { kind: 'text', text: ASSISTANT_TEXT.greeting(greetingFor(new Date(context.now))) } }) },
      after: { buttonsDelay: 'routing' },
    },
    /** Transient: a deep link opens its route or asks for its code; otherwise the menu. */
    routing: {
      always: [
        {
          guard: 'deepLinkOpens',
          target: 'menu',
          actions: [{ type: 'navigate', params: ({ context }) => ({ to: context.deepLink === null ? '/' : deepLinkEntry(context.deepLink) }) }, assign({ deepLink: null })],
        },
        {
          guard: 'deepLinkNeedsSignIn',
          target: 'signingIn',
          actions: assign(({ context }) => ({
            signInMobile: context.deepLink?.mobile ?? null,
            // Signed in, the link goes back to the app's entry, which checks the patient and sets the view.
            pendingRoute: context.deepLink === null ? null : deepLinkEntry(context.deepLink),
            deepLink: null,
          })),
        },
        // A signed-in account without a patient (registration interrupted earlier) registers first.
        { guard: 'noPatients', target: 'registering' },
        { target: 'menu' },
      ],
    },
    menu: {
      entry: 'offerMenu',
      on: {
        'chat.tap': [
          {
            guard: 'tappedNavigation',
            target: 'menu',
            reenter: true,
            actions: [
              'echo',
              {
                type: 'navigate',
                params: ({ event }) => {
                  const choice = menuChoiceOf(event.command);
                  return { to: choice !== null && isNavigationChoice(choice) ? menuRoute(choice) : '/' };
                },
              },
            ],
          },
          // Every service needs an account.
          { guard: 'tappedWhileSignedOut', target: 'signingIn', actions: ['echo', 'clearButtons'] },
          {
            guard: 'tappedMenu',
            target: 'answering',
            actions: [
              'echo',
              'clearButtons',
              assign(({ event }) => {
                const choice = menuChoiceOf(event.command);
                return { choice: choice === null || isNavigationChoice(choice) ? null : choice };
              }),
            ],
          },
        ],
      },
    },
    answering: {
      after: {
        replyLong: {
          target: 'answered',
          actions: { type: 'say', params: ({ context }) => ({ from: 'assistant', content: { kind: 'text', text: notAvailableText(context.choice ?? 'upcoming') } }) },
        },
      },
    },
    answered: { after: { buttonsDelay: { target: 'menu', actions: assign({ choice: null }) } } },
    signingIn: {
      invoke: {
        id: 'auth',
        src: 'auth',
        input: ({ context }) => (context.signInMobile === null ? {} : { mobile: context.signInMobile, autoSend: true }),
        onDone: { target: 'signedIn', actions: assign(({ event }) => ({ session: event.output, signInMobile: null, secondsLeft: 0 })) },
      },
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'hasSignInMobile', target: 'sendingCode' }, { target: 'prompting' }] },
        prompting: { after: { replyShort: { target: 'enteringMobile', actions: [says(ASSISTANT_TEXT.askMobile), compose(MOBILE_MODE)] } } },
        enteringMobile: {
          on: {
            'chat.submit': [
              {
                guard: 'submittedValidMobile',
                target: 'sendingCode',
                actions: ['echo', compose(NO_INPUT), sendTo('auth', ({ event }) => ({ type: 'SUBMIT_MOBILE', mobile: event.text }))],
              },
              { actions: ['echo', { type: 'say', params: ({ event }) => ({ from: 'assistant', content: { kind: 'text', text: mobileNumberError(event.text) ?? '' } }) }] },
            ],
          },
        },
        sendingCode: {
          on: {
            'auth.codeSent': {
              target: 'enteringCode',
              actions: [
                eventBox('success', AUTH_TEXT.codeSentEvent),
                { type: 'say', params: ({ event }) => ({ from: 'assistant', content: { kind: 'text', text: AUTH_TEXT.codeSentTo(lastFourDigits(event.mobile)) } }) },
                assign(({ event }) => ({ secondsLeft: event.secondsLeft })),
                { type: 'compose', params: ({ context }) => otpMode(context.secondsLeft) },
              ],
            },
            'auth.sendFailed': {
              target: 'prompting',
              actions: { type: 'say', params: ({ event }) => ({ from: 'assistant', content: { kind: 'event', outcome: 'failure', text: AUTH_TEXT.sendFailedEvent, detail: event.message } }) },
            },
          },
        },
        enteringCode: {
          on: {
            'chat.submit': [
              {
                guard: 'submittedValidCode',
                target: 'verifying',
                actions: ['echo', compose(NO_INPUT), sendTo('auth', ({ event }) => ({ type: 'SUBMIT_CODE', code: event.text }))],
              },
              { actions: ['echo', { type: 'say', params: ({ event }) => ({ from: 'assistant', content: { kind: 'text', text: otpError(event.text) ?? '' } }) }] },
            ],
            'chat.tap': { guard: 'tappedResend', target: 'resending', actions: [compose(NO_INPUT), sendTo('auth', { type: 'RESEND' })] },
            'auth.tick': { actions: ['noteTick', { type: 'compose', params: ({ context }) => otpMode(context.secondsLeft) }] },
          },
        },
        resending: {
          on: {
            'auth.codeResent': {
              target: 'enteringCode',
              actions: [eventBox('success', AUTH_TEXT.resent), assign(({ event }) => ({ secondsLeft: event.secondsLeft })), { type: 'compose', params: ({ context }) => otpMode(context.secondsLeft) }],
            },
            'auth.sendFailed': {
              // The code sent before still works.
              target: 'enteringCode',
              actions: [
                { type: 'say', params: ({ event }) => ({ from: 'assistant', content: { kind: 'event', outcome: 'failure', text: AUTH_TEXT.sendFailedEvent, detail: event.message } }) },
                { type: 'compose', params: ({ context }) => otpMode(context.secondsLeft) },
              ],
            },
          },
        },
        verifying: {
          on: {
            'auth.verified': { target: 'loadingProfile', actions: eventBox('success', AUTH_TEXT.verifiedEvent) },
            'auth.wrongCode': { target: 'enteringCode', actions: [says(AUTH_TEXT.wrongCode), { type: 'compose', params: ({ context }) => otpMode(context.secondsLeft) }] },
            'auth.codeExpired': { target: 'enteringCode', actions: [says(AUTH_TEXT.expired), { type: 'compose', params: ({ context }) => otpMode(context.secondsLeft) }] },
            'auth.codeLocked': { target: 'enteringCode', actions: [says(AUTH_TEXT.locked), { type: 'compose', params: ({ context }) => otpMode(context.secondsLeft) }] },
            'auth.verifyFailed': {
              target: 'enteringCode',
              actions: [
                { type: 'say', params: ({ event }) => ({ from: 'assistant', content: { kind: 'event', outcome: 'failure', text: AUTH_TEXT.verifyFailedEvent, detail: event.message } }) },
                { type: 'compose', params: ({ context }) => otpMode(context.secondsLeft) },
              ],
            },
          },
        },
        loadingProfile: {
          on: {
            'auth.profileFailed': { target: 'prompting', actions: 'sayReported' },
          },
        },
      },
    },
    /** Transient: a new account registers its first patient; everyone else gets the menu. */
    signedIn: {
      always: [
        { guard: 'noPatients', target: 'registering' },
        { target: 'ready', actions: 'openPendingRoute' },
      ],
    },
    registering: {
      entry: assign({ reviewing: false }),
      invoke: {
        id: 'registration',
        src: 'registration',
        input: ({ context }) => ({ accessToken: context.session?.accessToken ?? '', hospitalId: context.hospitalId, askRelationship: true }),
        onDone: {
          target: 'ready',
          actions: [assign(({ context, event }) => ({ session: context.session === null ? null : { ...context.session, profile: event.output } })), 'openPendingRoute'],
        },
      },
      initial: 'intro',
      states: {
        intro: { after: { replyShort: { target: 'prefix', actions: says(ASSISTANT_TEXT.noPatient) } } },
        prefix: buttonStep(ASSISTANT_TEXT.askPrefix, PREFIX_BUTTONS, 'given'),
        given: inputStep('given', ASSISTANT_TEXT.askGiven, textMode('Given name'), 'family'),
        family: inputStep('family', ASSISTANT_TEXT.askFamily, textMode('Family name'), 'gender', { skipGenderTo: 'day' }),
        gender: buttonStep(ASSISTANT_TEXT.askGender, GENDER_BUTTONS, 'day'),
        day: inputStep('day', ASSISTANT_TEXT.askDay, digitsMode('Day of birth', 'DD', DATE_MAX_LENGTH.day), 'month', { reviewable: true }),
        month: inputStep('month', ASSISTANT_TEXT.askMonth, digitsMode('Month of birth', 'MM', DATE_MAX_LENGTH.month), 'year'),
        year: inputStep('year', ASSISTANT_TEXT.askYear, digitsMode('Year of birth', 'YYYY', DATE_MAX_LENGTH.year), 'review', { reviewable: true }),
        review: buttonStep(ASSISTANT_TEXT.askSubmit, SUBMIT_BUTTONS),
        relationship: buttonStep(ASSISTANT_TEXT.askRelationship, RELATIONSHIP_BUTTONS, undefined, { relationship: true }),
        /** Created; the registration machine refetches the profile, then finishes. */
        saving: {
          on: {
            // The patient exists but the profile could not be reloaded: creating again would duplicate it,
            // so say what went wrong and go on to the menu.
            'registration.failed': { target: '#assistant.ready', actions: 'sayReported' },
          },
        },
      },
      on: {
        // SUBMIT found a broken rule: say it and ask that field again. Only the date can fail as a whole
        // (31 February, a date after today); any other rule says its message and offers SUBMIT again.
        'registration.invalid': [
          { guard: { type: 'invalidField', params: { field: 'day' } }, target: '.day', actions: ['sayReported', assign({ reviewing: true })] },
          { guard: { type: 'invalidField', params: { field: 'year' } }, target: '.year', actions: ['sayReported', assign({ reviewing: true })] },
          { target: '.review', actions: 'sayReported' },
        ],
        'registration.relationshipNeeded': { target: '.relationship' },
        'registration.created': { target: '.saving', actions: eventBox('success', ASSISTANT_TEXT.patientCreated) },
        // Not created (a network failure): the form is kept, so SUBMIT can simply be tried again.
        'registration.failed': { target: '.review', actions: 'sayCreationFailed' },
      },
    },
    /** The menu follows a message after the reply-button delay. */
    ready: { after: { buttonsDelay: 'menu' } },
  },
});
