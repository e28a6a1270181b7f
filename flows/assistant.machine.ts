import { assign, emit, enqueueActions, sendTo, setup } from 'xstate';
import { appointmentRoute } from '../domain/bookingRoutes';
import { CHAT_SESSIONS_PAGE, RESERVE_DIALOG, SEARCH_RENDER_DELAY_MS } from '../domain/bookingRules';
import { BOOKING_TEXT, SEARCH_TEXT } from '../domain/bookingText';
import { HANDOVER_TEXT } from '../domain/handoverText';
import { REPLY_BUTTONS_DELAY_MS, REPLY_DELAY_LONG_MS, REPLY_DELAY_SHORT_MS } from '../domain/chatTiming';
import { ZERO_TOTAL_TEXT, canPay } from '../domain/money';
import { displayName } from '../domain/patient';
import { DEFAULT_PAYMENT_GATEWAY, PAYMENT_TEXT, REQUEST_STATES, type PaymentGateway } from '../domain/payment';
import { deepLinkDecision, deepLinkEntry, type DeepLink } from '../domain/deepLink';
import { greetingFor } from '../domain/greeting';
import { lastFourDigits, mobileNumberError } from '../domain/mobileNumber';
import { AUTH_TEXT, otpError } from '../domain/otp';
import { DATE_MAX_LENGTH, GENDERS, PREFIXES, RELATIONSHIPS, type ProfileField } from '../domain/profileForm';
import { authMachine, type AuthReport } from '../machines/auth.machine';
import { bookingMachine, type BookingOutput, type BookingReport } from '../machines/booking.machine';
import { bookingOptionsFrom, type BookingOptions } from '../machines/bookingOptions';
import { notProvided } from '../machines/notProvided';
import { registrationMachine, type RegistrationEvent, type RegistrationReport } from '../machines/registration.machine';
import type {
  AppointmentSummary,
  Patient,
  PractitionerSummary,
  Profile,
  SavedCard,
  SearchCatalogue,
  Session,
  SessionCardData,
  SessionSearch,
} from '../machines/types';
import type { Tenant } from '../tenants/schema';
import { isHandoverChoice, isNavigationChoice, menuButtons, menuChoiceOf, menuRoute, notAvailableText, type MenuChoice, type UnavailableChoice } from './assistantMenu';
import {
  BOOKING_COMMAND,
  commandText,
  foundSessions,
  gatewayTypeOf,
  hasMatches,
  matchButtons,
  patientButtons,
  payButtons,
  resultContextOf,
  retryButtons,
  searchOf,
  sessionButtons,
  sessionPage,
  sessionWhen,
  shortcutButtons,
  typedMatches,
  type SessionResultContext,
} from './assistantBooking';
import { ASSISTANT_BOOKING_TEXT, ASSISTANT_TEXT, GENDER_LABELS, SUBMIT_LABEL } from './assistantText';
import { RESEND_OTP_BUTTON, type BubbleContent, type ChatEmitted, type ComposerMode, type ReplyButton, type Speaker, type TranscriptInput } from './chatProtocol';

export { menuButtons } from './assistantMenu';

/**
 * The chat assistant (spec 000 §2 chat flow): greets, offers the service-type menu the tenant's
 * switches allow, signs the patient in through the auth machine and registers a first patient
 * through the registration machine, narrating both. Chat With Hospital hands the conversation over
 * to the hospital's staff (chat.handover) and waits until the patient comes back (chat.handback).
 * It talks to the transcript only by emitting flows/chatProtocol.ts events; the transcript itself is
 * never kept in context (it only grows).
 */

export interface AssistantInput {
  readonly features: Tenant['features'];
  /** Epoch ms, for the greeting (morning, afternoon, evening). */
  readonly now: number;
  readonly session: Session | null;
  readonly deepLink: DeepLink | null;
  /** Where a patient registered in the chat is created. */
  readonly hospitalId: string;
  /** The hospital Chat With Hospital hands over to (the tenant's defaultOrganizations.agentChat); hospitalId when not given. */
  readonly chatHospitalId?: string;
  /** The tenant's enabled payment gateways (bookingOptions enabledGateways); the card provider alone when not given. */
  readonly gateways?: readonly PaymentGateway[];
}

export type AssistantEvent = TranscriptInput | AuthReport | RegistrationReport | BookingReport;

export interface AssistantContext {
  readonly features: Tenant['features'];
  readonly now: number;
  readonly hospitalId: string;
  readonly chatHospitalId: string;
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
  /** Chat With Hospital was tapped signed out: the hand-over follows the sign-in (and a registration). */
  readonly pendingHandover: boolean;
  /** Resend countdown as the auth machine last reported it. */
  readonly secondsLeft: number;
  /** A field is asked again after SUBMIT failed: once answered, go straight back to SUBMIT. */
  readonly reviewing: boolean;
  readonly gateways: readonly PaymentGateway[];
  /** The booking in the chat: a video consultation (Video Channel) or in person (Book a Doctor). */
  readonly video: boolean;
  readonly catalogue: SearchCatalogue | null;
  readonly recentDoctors: readonly PractitionerSummary[];
  /** The hospital filter; null searches every hospital. */
  readonly organizationId: string | null;
  /** What the patient typed last into the doctor or speciality search. */
  readonly query: string;
  readonly search: SessionSearch | null;
  readonly sessions: readonly SessionCardData[];
  /** Sessions already shown (See more shows the next CHAT_SESSIONS_PAGE). */
  readonly shown: number;
  /** Kept through a sign-in (and a registration): the booking resumes with it. */
  readonly pickedSession: SessionCardData | null;
  readonly patientId: string | null;
  readonly savedCards: readonly SavedCard[];
  /** Reserve with a value pack was tapped (only offered when the tenant offers value packs). */
  readonly valuepack?: boolean;
  readonly appointment: AppointmentSummary | null;
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

/** The string a tapped booking command carries under `key`, or null for any other event. */
function tapped(event: AssistantEvent, type: string, key: string): string | null {
  return event.type === 'chat.tap' ? commandText(event.command, type, key) : null;
}

function tappedType(event: AssistantEvent, type: string): boolean {
  return event.type === 'chat.tap' && event.command.type === type;
}

/** What a booking starts from: a new Book a Doctor forgets the last search and pick. */
const NEW_BOOKING = {
  organizationId: null,
  query: '',
  search: null,
  sessions: [],
  shown: 0,
  pickedSession: null,
  patientId: null,
  appointment: null,
} as const satisfies Partial<AssistantContext>;

/** How long the chat waits in 'leaving' before offering the menu again (see the gatewayReturn delay). */
const GATEWAY_RETURN_MS = 3000;
const SEARCH_MODE: ComposerMode = { kind: 'text', label: 'Doctor or speciality', placeholder: ASSISTANT_BOOKING_TEXT.askDoctor, submitLabel: 'Send' };
/** Reserve, with the value pack invoice as a second way when the tenant offers value packs (spec 000 §5), and Cancel. */
function reserveButtons(valuepackOffered: boolean): readonly ReplyButton[] {
  return [
    { label: RESERVE_DIALOG.confirm, command: { type: BOOKING_COMMAND.reserve } },
    ...(valuepackOffered ? [{ label: RESERVE_DIALOG.confirmValuepack, command: { type: BOOKING_COMMAND.reserve, valuepack: 'yes' } }] : []),
    { label: RESERVE_DIALOG.cancel, command: { type: BOOKING_COMMAND.cancel } },
  ];
}

function bookingOptions(context: AssistantContext): BookingOptions {
  return bookingOptionsFrom(context.features, context.gateways, context.video);
}

function patientsOf(context: AssistantContext): readonly Patient[] {
  return context.session?.profile.patients ?? [];
}

function resultContext(context: AssistantContext): SessionResultContext {
  return resultContextOf(context.search);
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
  actors: {
    auth: authMachine,
    registration: registrationMachine,
    booking: bookingMachine,
    loadSearchCatalogue: notProvided<SearchCatalogue, Record<string, never>>('loadSearchCatalogue'),
    loadRecentDoctors: notProvided<PractitionerSummary[], Record<string, never>>('loadRecentDoctors'),
    loadSavedCards: notProvided<SavedCard[], Record<string, never>>('loadSavedCards'),
    searchSessions: notProvided<SessionCardData[], SessionSearch>('searchSessions'),
  },
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
    /** The transcript shows the agent chat with the hospital from now on. */
    handOver: emit(({ context }) => ({ type: 'chat.handover', hospitalId: context.chatHospitalId })),
    handBack: emit({ type: 'chat.handover', hospitalId: null }),
    offerMenu: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: 'chat.input', mode: NO_INPUT });
      enqueue.emit({ type: 'chat.ask', buttons: menuButtons(context.features, context.session !== null) });
    }),
    /** The profile with the patient just registered, in the conversation's session (the app keeps it through the registration's profileRefreshed). */
    keepRegisteredProfile: assign(({ context }, profile: Profile) => ({ session: context.session === null ? null : { ...context.session, profile } })),
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
    /** Several bubbles in one step (a page of sessions), each with its own id. */
    sayAll: enqueueActions(({ context, enqueue }, params: { contents: readonly BubbleContent[] }) => {
      let counter = context.counter;
      for (const content of params.contents) {
        counter += 1;
        enqueue.emit({ type: 'chat.say', id: String(counter), from: 'assistant', content });
      }
      enqueue.assign({ counter });
    }),
    offerShortcuts: emit(({ context }) => ({ type: 'chat.ask', buttons: shortcutButtons(context.catalogue, context.recentDoctors, context.organizationId) })),
    offerMatches: emit(({ context }) => ({ type: 'chat.ask', buttons: matchButtons(typedMatches(context.catalogue, context.query)) })),
    offerSessions: emit(({ context }) => ({ type: 'chat.ask', buttons: sessionButtons(context.sessions, context.shown, resultContext(context), context.now) })),
    offerPatients: emit(({ context }) => ({ type: 'chat.ask', buttons: patientButtons(patientsOf(context)) })),
    offerPayment: emit(({ context }) => ({ type: 'chat.ask', buttons: payButtons(bookingOptions(context), context.savedCards) })),
    /** A tapped doctor or specialty: the search it asks for. */
    chooseSearch: assign(({ context, event }) => ({
      search: event.type === 'chat.tap' ? searchOf(event.command, context.organizationId, context.video, context.now) : null,
    })),
    redirect: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'booking.redirect') enqueue.emit({ type: 'chat.redirect', redirect: event.redirect });
    }),
    sayBookingFailed: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'booking.failed' && event.type !== 'booking.paymentFailed') return;
      const detail = event.type === 'booking.paymentFailed' ? event.message : event.detail === null || event.message.includes(event.detail) ? event.message : `${event.message} ${event.detail}`;
      const counter = context.counter + 1;
      enqueue.assign({ counter });
      enqueue.emit({ type: 'chat.say', id: String(counter), from: 'assistant', content: { kind: 'event', outcome: 'failure', text: BOOKING_TEXT.bookingFailedEvent, detail } });
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
    tappedHandover: ({ event }) => {
      const choice = tappedChoice(event);
      return choice !== null && isHandoverChoice(choice);
    },
    pendingHandover: ({ context }) => context.pendingHandover,
    tappedResend: ({ context, event }) => event.type === 'chat.tap' && event.command.type === RESEND_OTP_BUTTON.command.type && context.secondsLeft <= 0,
    tappedProfileCommand: ({ event }) => profileCommandEvent(event) !== null,
    submittedValidMobile: ({ event }) => event.type === 'chat.submit' && mobileNumberError(event.text) === null,
    submittedValidCode: ({ event }) => event.type === 'chat.submit' && otpError(event.text) === null,
    hasSignInMobile: ({ context }) => context.signInMobile !== null,
    noPatients: ({ context }) => context.session !== null && context.session.profile.patients.length === 0,
    reviewing: ({ context }) => context.reviewing,
    genderKnown: ({ event }) => event.type === 'registration.fieldAccepted' && event.form.gender !== '',
    invalidField: ({ event }, params: { field: ProfileField }) => event.type === 'registration.invalid' && event.field === params.field,
    tappedBooking: ({ event }) => {
      const choice = tappedChoice(event);
      return choice === 'channelling' || choice === 'videoChannelling';
    },
    offersRecentDoctors: ({ context }) => context.session !== null && context.features.channelling.enabled,
    queryMatches: ({ context }) => hasMatches(typedMatches(context.catalogue, context.query)),
    tappedSearchChoice: ({ context, event }) => event.type === 'chat.tap' && searchOf(event.command, context.organizationId, context.video, context.now) !== null,
    tappedHospital: ({ context, event }) => {
      const organizationId = tapped(event, BOOKING_COMMAND.hospital, 'organizationId');
      return context.catalogue?.organizations.some((organization) => organization.id === organizationId) === true;
    },
    foundSome: (_, params: { sessions: readonly SessionCardData[] }) => params.sessions.length > 0,
    tappedSession: ({ context, event }) => {
      const sessionId = tapped(event, BOOKING_COMMAND.session, 'sessionId');
      return context.sessions.some((session) => session.id === sessionId);
    },
    signedOut: ({ context }) => context.session === null,
    tappedMore: ({ event }) => tappedType(event, BOOKING_COMMAND.more),
    tappedBookingMenu: ({ event }) => tappedType(event, BOOKING_COMMAND.menu),
    hasPickedSession: ({ context }) => context.pickedSession !== null,
    onePatient: ({ context }) => patientsOf(context).length === 1,
    tappedPatient: ({ context, event }) => {
      const patientId = tapped(event, BOOKING_COMMAND.patient, 'patientId');
      return patientsOf(context).some((patient) => patient.id === patientId);
    },
    tappedReserve: ({ event }) => tappedType(event, BOOKING_COMMAND.reserve),
    tappedCancel: ({ event }) => tappedType(event, BOOKING_COMMAND.cancel),
    tappedPay: ({ event }) => event.type === 'chat.tap' && gatewayTypeOf(event.command) !== null,
    tappedBook: ({ event }) => tappedType(event, BOOKING_COMMAND.book),
    tappedRetry: ({ event }) => tappedType(event, BOOKING_COMMAND.retry),
    tappedView: ({ event }) => tappedType(event, BOOKING_COMMAND.view),
    invoicePayable: ({ event }) => event.type === 'booking.invoiced' && canPay(REQUEST_STATES.done, event.invoice.total),
    failedAt: ({ event }, params: { stage: 'reserve' | 'invoice' | 'book' }) => event.type === 'booking.failed' && event.stage === params.stage,
    bookedOutput: (_, params: { output: BookingOutput }) => params.output !== null,
  },
  delays: {
    searchRender: SEARCH_RENDER_DELAY_MS,
    buttonsDelay: REPLY_BUTTONS_DELAY_MS,
    replyShort: REPLY_DELAY_SHORT_MS,
    replyLong: REPLY_DELAY_LONG_MS,
    /** The gateway page normally replaces the app well before this; the menu is back when the patient returns. */
    gatewayReturn: GATEWAY_RETURN_MS,
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
    chatHospitalId: input.chatHospitalId ?? input.hospitalId,
    session: input.session,
    deepLink: input.deepLink,
    counter: 0,
    choice: null,
    signInMobile: null,
    pendingRoute: null,
    pendingHandover: false,
    secondsLeft: 0,
    reviewing: false,
    gateways: input.gateways ?? [DEFAULT_PAYMENT_GATEWAY],
    video: false,
    catalogue: null,
    recentDoctors: [],
    savedCards: [],
    ...NEW_BOOKING,
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
      // Back at the menu, nothing chosen before a sign-in is pending any more (a registration that failed to reload).
      entry: ['offerMenu', assign({ pendingHandover: false })],
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
          // Searching needs no account: the sign-in comes once a session is picked.
          {
            guard: 'tappedBooking',
            target: 'booking',
            actions: [
              'echo',
              'clearButtons',
              assign(({ event }) => ({
                video: tappedChoice(event) === 'videoChannelling',
                ...NEW_BOOKING,
              })),
            ],
          },
          // The hand-over signs the patient in first if need be (see handover.checking).
          { guard: 'tappedHandover', target: 'handover', actions: ['echo', 'clearButtons'] },
          // Every other service needs an account.
          { guard: 'tappedWhileSignedOut', target: 'signingIn', actions: ['echo', 'clearButtons'] },
          {
            guard: 'tappedMenu',
            target: 'answering',
            actions: [
              'echo',
              'clearButtons',
              assign(({ event }) => {
                const choice = menuChoiceOf(event.command);
                return { choice: choice === null || isNavigationChoice(choice) || isHandoverChoice(choice) ? null : choice };
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
        // Signed in to chat with the hospital: the hand-over goes on.
        { guard: 'pendingHandover', target: 'handover' },
        // Signed in to book the session picked before: the booking goes on.
        { guard: 'hasPickedSession', target: 'booking.choosingPatient' },
        { target: 'ready', actions: 'openPendingRoute' },
      ],
    },
    registering: {
      entry: assign({ reviewing: false }),
      invoke: {
        id: 'registration',
        src: 'registration',
        input: ({ context }) => ({ accessToken: context.session?.accessToken ?? '', hospitalId: context.hospitalId, askRelationship: true }),
        onDone: [
          {
            guard: 'pendingHandover',
            target: 'handover',
            actions: { type: 'keepRegisteredProfile', params: ({ event }) => event.output },
          },
          {
            guard: 'hasPickedSession',
            target: 'booking.choosingPatient',
            actions: { type: 'keepRegisteredProfile', params: ({ event }) => event.output },
          },
          {
            target: 'ready',
            actions: [
              { type: 'keepRegisteredProfile', params: ({ event }) => event.output },
              'openPendingRoute',
            ],
          },
        ],
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
    /**
     * Book a Doctor / Video Channel (spec 000 §2 chat flow): the search catalogue (and recent doctors
     * when signed in), a doctor or speciality typed or tapped, its sessions 3 at a time, then — signed
     * in, after a sign-in if need be — who it is for, the reserve dialog and the booking machine,
     * whose reports are narrated: the invoice, the pay buttons, a redirect to the gateway, the outcome.
     */
    booking: {
      initial: 'loadingCatalogue',
      states: {
        loadingCatalogue: {
          invoke: {
            src: 'loadSearchCatalogue',
            input: {},
            onDone: [
              { guard: 'offersRecentDoctors', target: 'loadingRecent', actions: assign(({ event }) => ({ catalogue: event.output })) },
              { target: 'prompting', actions: assign(({ event }) => ({ catalogue: event.output, recentDoctors: [] })) },
            ],
            onError: { target: '#assistant.ready', actions: says(SEARCH_TEXT.failedSorry) },
          },
        },
        loadingRecent: {
          invoke: {
            src: 'loadRecentDoctors',
            input: {},
            onDone: { target: 'prompting', actions: assign(({ event }) => ({ recentDoctors: event.output })) },
            // Recent doctors are a shortcut only: the search works without them.
            onError: { target: 'prompting', actions: assign({ recentDoctors: [] }) },
          },
        },
        prompting: { after: { replyShort: { target: 'askingDoctor', actions: [says(ASSISTANT_BOOKING_TEXT.askDoctor), compose(SEARCH_MODE)] } } },
        askingDoctor: {
          after: { buttonsDelay: { actions: 'offerShortcuts' } },
          on: {
            'chat.submit': { target: 'matching', actions: ['echo', 'clearButtons', assign(({ event }) => ({ query: event.text }))] },
            'chat.tap': [
              { guard: 'tappedSearchChoice', target: 'searching', actions: ['echo', 'clearButtons', compose(NO_INPUT), 'chooseSearch'] },
              {
                guard: 'tappedHospital',
                target: 'prompting',
                actions: [
                  'echo',
                  'clearButtons',
                  compose(NO_INPUT),
                  assign(({ event }) => ({ organizationId: tapped(event, BOOKING_COMMAND.hospital, 'organizationId') })),
                  {
                    type: 'say',
                    params: ({ context }) => {
                      const name = context.catalogue?.organizations.find((organization) => organization.id === context.organizationId)?.orgName ?? '';
                      return { from: 'assistant', content: { kind: 'text', text: ASSISTANT_BOOKING_TEXT.hospitalChosen(name) } };
                    },
                  },
                ],
              },
            ],
          },
        },
        /** Transient: the typed key's doctors and specialties, or ask again. */
        matching: {
          always: [
            { guard: 'queryMatches', target: 'choosingMatch', actions: says(ASSISTANT_BOOKING_TEXT.chooseMatch) },
            { target: 'askingDoctor', actions: says(ASSISTANT_BOOKING_TEXT.noMatch) },
          ],
        },
        choosingMatch: {
          after: { buttonsDelay: { actions: 'offerMatches' } },
          on: {
            'chat.submit': { target: 'matching', actions: ['echo', 'clearButtons', assign(({ event }) => ({ query: event.text }))] },
            'chat.tap': { guard: 'tappedSearchChoice', target: 'searching', actions: ['echo', 'clearButtons', compose(NO_INPUT), 'chooseSearch'] },
          },
        },
        searching: {
          entry: says(SEARCH_TEXT.searching),
          invoke: {
            src: 'searchSessions',
            input: ({ context }) => context.search ?? { startTimeFrom: context.now },
            onDone: [
              {
                guard: { type: 'foundSome', params: ({ context, event }) => ({ sessions: foundSessions(event.output, context.now) }) },
                target: 'found',
                actions: assign(({ context, event }) => ({ sessions: foundSessions(event.output, context.now), shown: 0 })),
              },
              { target: '#assistant.ready', actions: [says(SEARCH_TEXT.noSessions), says(ASSISTANT_BOOKING_TEXT.callHospital)] },
            ],
            onError: { target: '#assistant.ready', actions: says(SEARCH_TEXT.failedSorry) },
          },
        },
        /** Search lists wait 1 second before rendering (spec 000 §2). */
        found: { entry: says(SEARCH_TEXT.found), after: { searchRender: 'listing' } },
        listing: {
          entry: {
            type: 'sayAll',
            params: ({ context }) => ({ contents: sessionPage(context.sessions, context.shown).map((session): BubbleContent => ({ kind: 'session', context: resultContext(context), session })) }),
          },
          after: { buttonsDelay: { target: 'pickingSession', actions: 'offerSessions' } },
        },
        pickingSession: {
          on: {
            'chat.tap': [
              {
                guard: 'tappedSession',
                target: 'pickedSession',
                actions: [
                  'echo',
                  'clearButtons',
                  assign(({ context, event }) => ({ pickedSession: context.sessions.find((session) => session.id === tapped(event, BOOKING_COMMAND.session, 'sessionId')) ?? null })),
                ],
              },
              { guard: 'tappedMore', target: 'listing', actions: ['echo', 'clearButtons', assign(({ context }) => ({ shown: context.shown + CHAT_SESSIONS_PAGE }))] },
              { guard: 'tappedBookingMenu', target: '#assistant.menu', actions: ['echo', 'clearButtons'] },
            ],
          },
        },
        /** Transient: a booking needs the account; the picked session is kept through the sign-in. */
        pickedSession: {
          always: [{ guard: 'signedOut', target: '#assistant.signingIn' }, { target: 'choosingPatient' }],
        },
        choosingPatient: {
          always: { guard: 'onePatient', target: 'confirmingReserve', actions: assign(({ context }) => ({ patientId: patientsOf(context)[0]?.id ?? null })) },
          initial: 'asking',
          states: {
            asking: { after: { replyShort: { target: 'offering', actions: says(ASSISTANT_BOOKING_TEXT.askPatient) } } },
            offering: { after: { buttonsDelay: { target: 'answering', actions: 'offerPatients' } } },
            answering: {},
          },
          on: {
            'chat.tap': {
              guard: 'tappedPatient',
              target: 'confirmingReserve',
              actions: ['echo', 'clearButtons', assign(({ event }) => ({ patientId: tapped(event, BOOKING_COMMAND.patient, 'patientId') }))],
            },
          },
        },
        /** The reserve-number confirmation: nothing is held until Reserve. */
        confirmingReserve: {
          initial: 'asking',
          states: {
            asking: {
              after: {
                replyShort: {
                  target: 'offering',
                  actions: {
                    type: 'say',
                    params: ({ context }) => {
                      const patient = patientsOf(context).find((candidate) => candidate.id === context.patientId);
                      const session = context.pickedSession;
                      const text = session === null ? RESERVE_DIALOG.title : RESERVE_DIALOG.question(patient === undefined ? '' : displayName(patient), session.doctorName, sessionWhen(session));
                      return { from: 'assistant', content: { kind: 'text', text } };
                    },
                  },
                },
              },
            },
            offering: {
              after: { buttonsDelay: { target: 'answering', actions: { type: 'offer', params: ({ context }) => ({ buttons: reserveButtons(bookingOptions(context).valuepack) }) } } },
            },
            answering: {},
          },
          on: {
            'chat.tap': [
              {
                guard: 'tappedReserve',
                target: 'loadingCards',
                actions: ['echo', 'clearButtons', assign({ valuepack: ({ event }) => tapped(event, BOOKING_COMMAND.reserve, 'valuepack') === 'yes' })],
              },
              { guard: 'tappedCancel', target: '#assistant.ready', actions: ['echo', 'clearButtons', says(ASSISTANT_BOOKING_TEXT.cancelled), assign({ pickedSession: null })] },
            ],
          },
        },
        loadingCards: {
          invoke: {
            src: 'loadSavedCards',
            input: {},
            onDone: { target: 'running', actions: assign(({ event }) => ({ savedCards: event.output })) },
            // Without the saved cards there is no quick pay; the gateways still work.
            onError: { target: 'running', actions: assign({ savedCards: [] }) },
          },
        },
        running: {
          invoke: {
            id: 'booking',
            src: 'booking',
            input: ({ context }) => {
              // Entered only with a picked session (pickedSession → choosingPatient → confirmingReserve).
              if (context.pickedSession === null) throw new Error('booking without a picked session');
              return {
                session: context.pickedSession,
                patients: patientsOf(context),
                patientId: context.patientId,
                savedCards: context.savedCards,
                options: bookingOptions(context),
                originChannel: 'chat' as const,
              };
            },
            onDone: [
              {
                guard: { type: 'bookedOutput', params: ({ event }) => ({ output: event.output }) },
                target: 'booked',
                actions: assign(({ event }) => ({ appointment: event.output?.appointment ?? null, pickedSession: null })),
              },
              { target: '#assistant.ready', actions: assign({ pickedSession: null }) },
            ],
          },
          initial: 'reserving',
          states: {
            // The reserve dialog was answered in the chat already.
            reserving: { entry: sendTo('booking', ({ context }) => ({ type: 'CONFIRM' as const, valuepack: context.valuepack === true })) },
            invoiced: { after: { buttonsDelay: { target: 'choosingPayment', actions: 'offerPayment' } } },
            choosingPayment: {},
            working: {},
            failed: { after: { buttonsDelay: { target: 'choosingRetry', actions: offer(retryButtons()) } } },
            choosingRetry: {},
            /** The app leaves for the gateway, which sends the patient back to the appointment. */
            // The timer is persisted with the conversation: back from the gateway it is overdue, so the menu follows.
            leaving: {
              after: { gatewayReturn: '#assistant.ready' },
              on: {
                // The app could not leave (a refused target, a chunk that did not load): the hold stands,
                // so say so and offer the pay buttons again; the booking goes back to its invoice.
                'chat.redirectFailed': { target: 'invoiced', actions: [says(PAYMENT_TEXT.initiationFailed), sendTo('booking', { type: 'REDIRECT_FAILED' })] },
              },
            },
          },
          on: {
            'booking.reserved': { actions: says(BOOKING_TEXT.calculatingInvoice) },
            'booking.invoiced': [
              { guard: 'invoicePayable', target: '.invoiced', actions: { type: 'say', params: ({ event }) => ({ from: 'assistant', content: { kind: 'invoice', invoice: event.invoice } }) } },
              {
                // Spec 000 §5: nothing to pay, so no pay or book buttons; the hold is left to expire.
                actions: [
                  { type: 'say', params: ({ event }) => ({ from: 'assistant', content: { kind: 'invoice', invoice: event.invoice } }) },
                  says(ZERO_TOTAL_TEXT),
                  sendTo('booking', { type: 'CANCEL' }),
                ],
              },
            ],
            'booking.failed': [
              // Booking without paying failed: the invoice stands, so every button is offered again.
              { guard: { type: 'failedAt', params: { stage: 'book' } }, target: '.invoiced', actions: 'sayBookingFailed' },
              { target: '.failed', actions: 'sayBookingFailed' },
            ],
            'booking.paymentFailed': { target: '.invoiced', actions: 'sayBookingFailed' },
            'booking.redirect': { target: '.leaving', actions: [says(ASSISTANT_BOOKING_TEXT.leaving), 'redirect'] },
            'chat.tap': [
              {
                guard: 'tappedPay',
                target: '.working',
                actions: [
                  'echo',
                  'clearButtons',
                  says(PAYMENT_TEXT.processing),
                  // tappedPay checked the command carries a gateway type.
                  sendTo('booking', ({ event }) => ({ type: 'PAY', gatewayType: gatewayTypeOf(event.command) ?? DEFAULT_PAYMENT_GATEWAY })),
                ],
              },
              { guard: 'tappedBook', target: '.working', actions: ['echo', 'clearButtons', sendTo('booking', { type: 'BOOK' })] },
              { guard: 'tappedRetry', target: '.working', actions: ['echo', 'clearButtons', sendTo('booking', { type: 'RETRY' })] },
              { guard: 'tappedCancel', target: '.working', actions: ['echo', 'clearButtons', says(ASSISTANT_BOOKING_TEXT.cancelled), sendTo('booking', { type: 'CANCEL' })] },
            ],
          },
        },
        booked: {
          entry: [
            eventBox('success', BOOKING_TEXT.bookedEvent),
            { type: 'say', params: ({ context }) => ({ from: 'assistant', content: { kind: 'text', text: ASSISTANT_BOOKING_TEXT.tokenNumber(context.appointment?.tokenNo ?? 0) } }) },
            enqueueActions(({ context, enqueue }) => {
              if (context.appointment?.paymentStatus === 'paid') return;
              enqueue({ type: 'say', params: { from: 'assistant', content: { kind: 'text', text: ASSISTANT_BOOKING_TEXT.reservedPayLater } } });
            }),
          ],
          after: {
            buttonsDelay: {
              target: 'viewing',
              actions: offer([
                { label: ASSISTANT_BOOKING_TEXT.viewAppointment, command: { type: BOOKING_COMMAND.view } },
                { label: ASSISTANT_BOOKING_TEXT.backToMenu, command: { type: BOOKING_COMMAND.menu } },
              ]),
            },
          },
        },
        viewing: {
          on: {
            'chat.tap': [
              {
                guard: 'tappedView',
                target: '#assistant.menu',
                actions: [
                  'echo',
                  {
                    type: 'navigate',
                    params: ({ context }) => ({ to: context.appointment === null ? '/' : appointmentRoute({ sessionId: context.appointment.sessionId, appointmentId: context.appointment.id }) }),
                  },
                ],
              },
              { guard: 'tappedBookingMenu', target: '#assistant.menu', actions: ['echo', 'clearButtons'] },
            ],
          },
        },
      },
    },
    /**
     * Chat With Hospital: the agent chat needs the account (its mobile number and patient), so a signed-out
     * patient signs in first and comes back here. Then the transcript is handed over to the hospital's
     * staff (chat.handover) and the assistant waits until the patient comes back to it.
     */
    handover: {
      initial: 'checking',
      states: {
        checking: {
          always: [
            { guard: 'signedOut', target: '#assistant.signingIn', actions: assign({ pendingHandover: true }) },
            { target: 'announcing', actions: assign({ pendingHandover: false }) },
          ],
        },
        announcing: { after: { replyShort: { target: 'handedOver', actions: [says(HANDOVER_TEXT.handover), compose(NO_INPUT), 'handOver'] } } },
        /** The agent chat owns the dock; nothing the assistant offers is on screen. */
        handedOver: { on: { 'chat.handback': { target: '#assistant.menu', actions: 'handBack' } } },
      },
    },
    /** The menu follows a message after the reply-button delay. */
    ready: { after: { buttonsDelay: 'menu' } },
  },
});
