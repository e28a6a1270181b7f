import { assign, emit } from 'xstate';
import { APPOINTMENT_ACTIONS, type AppointmentAction } from '../../domain/appointmentActions';
import type { Intent } from '../../domain/intent';
import type { AppointmentCardData } from '../../machines/types';
import type { FeatureName } from '../../tenants/schema';
import { NO_INPUT, compose } from '../assistant/actionsOf';
import { BACK_TO_MENU_BUTTON } from '../assistant/backToMenu';
import type { AssistantContext } from '../assistant/context';
import { NEW_BOOKING } from '../booking/booking.context';
import { menuRoute } from '../assistantMenu';
import { assistantSetup } from '../assistant/assistant.setup';
import type { ChatOrderCategory } from '../orders/orderDraft';
import { appointmentButtons, appointmentsFor, chosenAppointment, typedAction } from './typedAppointments';
import { TYPED_TEXT, type OfferedService } from './typedText';

/**
 * Typed requests (docs/decisions/0013-typed-text.md): a sentence typed at the menu,
 * or into the booking search when it asks for something else, understood by domain/intent.ts and answered
 * here: a greeting, help or thanks with a short answer and the menu; a booking by the booking search, which
 * reads the doctor, speciality and day in it; every other service by its own conversation, after a sign-in
 * when it needs the account; 'cancel my appointment' (reschedule, refund, feedback, upload) by the action's
 * conversation on the appointment it is about, asking which when several could be. Anything not understood
 * gets the menu back with a hint.
 */

/** The tenant's switch of each service a sentence can ask for (the answer names it when it is off: TYPED_TEXT). */
const SWITCHES: Readonly<Record<OfferedService, FeatureName>> = {
  book: 'channelling',
  video: 'videoChannelling',
  medicationOrder: 'medicationOrder',
  examinationOrder: 'examinationOrder',
  procedureOrder: 'procedureOrder',
  agentChat: 'agentChat',
  cancel: 'appointmentCancel',
  refund: 'appointmentRefund',
};

function offeredService(intent: Intent): OfferedService | null {
  return intent in SWITCHES ? (intent as OfferedService) : null;
}

/** What needs the account (a patient of it): the signed-in menu's answers, orders and the after-booking actions. */
const ACCOUNT_INTENTS: readonly Intent[] = [
  'upcoming',
  'labReports',
  'medicationOrder',
  'examinationOrder',
  'procedureOrder',
  'profile',
  'paymentHistory',
  ...APPOINTMENT_ACTIONS,
];

const ORDER_CATEGORIES: Partial<Readonly<Record<Intent, ChatOrderCategory>>> = {
  medicationOrder: 'Medication',
  examinationOrder: 'Examination',
  procedureOrder: 'Procedure',
};

function intentOf(context: AssistantContext): Intent {
  return context.typed?.intent ?? 'none';
}

function switchedOff(context: AssistantContext): boolean {
  const service = offeredService(intentOf(context));
  return service !== null && !context.features[SWITCHES[service]].enabled;
}

export const typedSetup = assistantSetup.extend({
  actions: {
    /** A sentence typed at the menu, to be understood. */
    keepTypedText: assign(({ context, event }) => ({
      query: event.type === 'chat.submit' ? event.text.trim() : context.query,
    })),
    /** A booking asked for in a sentence: a new search, which reads the sentence (flows/booking/sentenceMatch.ts). */
    startTypedBooking: assign(({ context }) => ({
      ...NEW_BOOKING,
      video: intentOf(context) === 'video',
      query: context.typed?.text ?? '',
      when: context.typed?.when ?? null,
    })),
    keepTypedOrder: assign(({ context }) => ({ pendingOrder: ORDER_CATEGORIES[intentOf(context)] ?? null })),
    keepTypedAppointments: assign({
      manageable: ({ context }, params: { appointments: readonly AppointmentCardData[] }) =>
        context.typed ? appointmentsFor(context.typed, params.appointments, context) : [],
      actionAppointment: null,
      actionStep: null,
    }),
    keepOnlyAppointment: assign({
      actionAppointment: ({ context }) => context.manageable[0] ?? null,
      actionStep: null,
    }),
    keepChosenAppointment: assign({
      actionAppointment: ({ context, event }) => chosenAppointment(context, event),
      actionStep: null,
    }),
    offerTypedAppointments: emit(({ context }) => ({
      type: 'chat.ask' as const,
      buttons: [...appointmentButtons(context.manageable, context.now), BACK_TO_MENU_BUTTON],
    })),
  },
  guards: {
    typedIs: ({ context }, params: { intents: readonly Intent[] }) => params.intents.includes(intentOf(context)),
    typedServiceOff: ({ context }) => switchedOff(context),
    typedNeedsSignIn: ({ context }) => context.session === null && ACCOUNT_INTENTS.includes(intentOf(context)),
    typedNeedsPatient: ({ context }) =>
      context.session !== null &&
      context.session.profile.patients.length === 0 &&
      ACCOUNT_INTENTS.includes(intentOf(context)),
    /** A sentence asking for no service may name a doctor, when the tenant books doctors (Book a Doctor). */
    typedMayNameDoctor: ({ context }) => intentOf(context) === 'none' && context.features.channelling.enabled,
    noTypedAppointment: ({ context }) => context.manageable.length === 0,
    /** Exactly one appointment the action can be done on, and this is the action. */
    onlyAppointmentFor: ({ context }, params: { action: AppointmentAction }) =>
      context.manageable.length === 1 && typedAction(context.typed) === params.action,
    /** One of the appointments offered was tapped, for this action. */
    choseAppointmentFor: ({ context, event }, params: { action: AppointmentAction }) =>
      chosenAppointment(context, event) !== null && typedAction(context.typed) === params.action,
  },
});

/** Says a text of the context, as the assistant, worded when it is said. */
function saysOf(text: (context: AssistantContext) => string) {
  return {
    type: 'say',
    params: ({ context }: { context: AssistantContext }) => ({
      from: 'assistant' as const,
      content: { kind: 'text' as const, text: text(context) },
    }),
  } as const;
}

/** Each after-booking action runs its conversation (flows/appointmentActions/) on the appointment kept. */
const ONLY_APPOINTMENT = APPOINTMENT_ACTIONS.map((action) => ({
  guard: { type: 'onlyAppointmentFor', params: { action } } as const,
  target: `#assistant.appointmentAction.${action}`,
  actions: ['keepOnlyAppointment', 'forgetTyped'] as const,
}));

const CHOSEN_APPOINTMENT = APPOINTMENT_ACTIONS.map((action) => ({
  guard: { type: 'choseAppointmentFor', params: { action } } as const,
  target: `#assistant.appointmentAction.${action}`,
  actions: ['echo', 'clearButtons', 'keepChosenAppointment', 'forgetTyped'] as const,
}));

function typedIs(...intents: Intent[]) {
  return { type: 'typedIs', params: { intents } } as const;
}

/** Answered at once; each text read when it is said (in the language active then). */
const SOCIAL: readonly { readonly intents: readonly Intent[]; readonly text: () => string }[] = [
  { intents: ['greeting'], text: () => TYPED_TEXT.greeting },
  { intents: ['thanks'], text: () => TYPED_TEXT.thanks },
  { intents: ['help'], text: () => TYPED_TEXT.help },
  { intents: ['orderCancel'], text: () => TYPED_TEXT.orderCancel },
];

export const typedConversation = typedSetup.createStateConfig({
  meta: { conversation: 'Typed requests' },
  entry: compose(NO_INPUT),
  initial: 'reading',
  states: {
    /** The sentence understood, at the conversation's clock (as the booking search reads days); the rules load with the first one. */
    reading: {
      invoke: {
        src: 'understandText',
        input: ({ context }) => ({ text: context.query, now: context.now }),
        onDone: { target: 'routing', actions: assign({ typed: ({ event }) => event.output }) },
        // Their chunk did not load (offline): the menu again; the next sentence asks for it again.
        onError: { target: '#assistant.ready', actions: saysOf(() => TYPED_TEXT.unread) },
      },
    },
    /** Transient: where the request goes. */
    routing: {
      always: [
        ...SOCIAL.map(({ intents, text }) => ({
          guard: typedIs(...intents),
          target: '#assistant.ready',
          actions: [saysOf(text), 'forgetTyped'] as const,
        })),
        {
          guard: 'typedServiceOff',
          target: '#assistant.ready',
          actions: [
            saysOf((context) => TYPED_TEXT.notOffered(offeredService(intentOf(context)) ?? 'book')),
            'forgetTyped',
          ],
        },
        // The booking search reads the sentence itself (its doctor, speciality, hospital and day); a sentence that
        // asks for nothing may still name a doctor, so it goes there too when the tenant books doctors.
        { guard: typedIs('book', 'video'), target: '#assistant.booking', actions: 'startTypedBooking' },
        { guard: 'typedMayNameDoctor', target: '#assistant.booking', actions: 'startTypedBooking' },
        // The hand-over signs in itself when need be.
        { guard: typedIs('agentChat'), target: '#assistant.handover', actions: 'forgetTyped' },
        // The rest is the account's: signed in (and registered) first, then asked again (the root's signedIn).
        { guard: 'typedNeedsSignIn', target: '#assistant.signingIn' },
        { guard: 'typedNeedsPatient', target: '#assistant.registering' },
        { guard: typedIs('upcoming'), target: '#assistant.upcoming', actions: 'forgetTyped' },
        { guard: typedIs('labReports'), target: '#assistant.labReports', actions: 'forgetTyped' },
        {
          guard: typedIs('medicationOrder', 'examinationOrder', 'procedureOrder'),
          target: '#assistant.order',
          actions: ['keepTypedOrder', 'forgetTyped'],
        },
        {
          guard: typedIs('profile', 'paymentHistory'),
          target: '#assistant.menu',
          actions: [
            {
              type: 'navigate',
              params: ({ context }) => ({
                to: menuRoute(intentOf(context) === 'profile' ? 'profile' : 'paymentHistory'),
              }),
            },
            'forgetTyped',
          ],
        },
        { guard: typedIs(...APPOINTMENT_ACTIONS), target: 'finding' },
        // Nothing asked for, and no doctors to book at this tenant.
        { target: '#assistant.ready', actions: [saysOf(() => TYPED_TEXT.notUnderstood), 'forgetTyped'] },
      ],
    },
    /** The account's appointments, to find the one the action is about. */
    finding: {
      invoke: {
        src: 'loadUpcomingAppointments',
        input: {},
        onDone: {
          target: 'deciding',
          actions: { type: 'keepTypedAppointments', params: ({ event }) => ({ appointments: event.output }) },
        },
        onError: { target: '#assistant.ready', actions: [saysOf(() => TYPED_TEXT.appointmentsFailed), 'forgetTyped'] },
      },
    },
    /** Transient: none to act on, exactly one (its action at once), or several (which one). */
    deciding: {
      always: [
        {
          guard: 'noTypedAppointment',
          target: '#assistant.ready',
          actions: [
            saysOf((context) => TYPED_TEXT.noAppointmentFor(typedAction(context.typed) ?? 'cancel')),
            'forgetTyped',
          ],
        },
        ...ONLY_APPOINTMENT,
        {
          target: 'choosing',
          actions: saysOf((context) => TYPED_TEXT.whichFor(typedAction(context.typed) ?? 'cancel')),
        },
      ],
    },
    choosing: {
      after: { buttonsDelay: { actions: 'offerTypedAppointments' } },
      on: {
        'chat.tap': [
          ...CHOSEN_APPOINTMENT,
          { guard: 'tappedBackToMenu', target: '#assistant.menu', actions: ['echo', 'clearButtons', 'forgetTyped'] },
        ],
      },
    },
  },
});
