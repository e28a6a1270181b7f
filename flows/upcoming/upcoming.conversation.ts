import { assign, emit } from 'xstate';
import { says } from '../assistant/actionsOf';
import { APPOINTMENT_ACTIONS, type AppointmentAction } from '../../domain/appointmentActions';
import { visitsSoon } from '../../domain/visits';
import type { AppointmentCardData } from '../../machines/types';
import { assistantSetup } from '../assistant/assistant.setup';
import { BACK_TO_MENU_BUTTON } from '../assistant/backToMenu';
import type { BubbleContent, ReplyButton } from '../chatProtocol';
import {
  actionButtons,
  answerCards,
  managedAppointment,
  manageButtons,
  manageableOf,
  tappedAction,
  type AnswerCards,
} from './appointmentChoice';
import { UPCOMING_TEXT, soonText } from './upcomingText';

/**
 * 'What is my upcoming' (spec 000 §2): the account's upcoming appointments as cards, soonest first, each
 * opening its appointment; and the greeting's 'check upcoming events' step, which tells a signed-in
 * patient of an appointment today or tomorrow before the menu.
 */

const MY_APPOINTMENTS_COMMAND = 'upcoming.appointments';

/** The answer's bubbles: the upcoming cards, how many more My Appointments holds, cancelled ones still ahead, and recent visits left to act on. */
function upcomingContents(cards: AnswerCards): BubbleContent[] {
  const card = (appointment: AppointmentCardData): BubbleContent => ({ kind: 'appointment', appointment });
  const upcoming: BubbleContent[] =
    cards.upcoming.length === 0
      ? [{ kind: 'text', text: UPCOMING_TEXT.none }]
      : [
          { kind: 'text', text: UPCOMING_TEXT.intro },
          ...cards.upcoming.map(card),
          ...(cards.moreUpcoming > 0 ? [{ kind: 'text', text: UPCOMING_TEXT.more(cards.moreUpcoming) } as const] : []),
        ];
  const section = (heading: string, appointments: readonly AppointmentCardData[]): BubbleContent[] =>
    appointments.length === 0 ? [] : [{ kind: 'text', text: heading }, ...appointments.map(card)];
  return [
    ...upcoming,
    ...section(UPCOMING_TEXT.cancelled, cards.cancelled),
    ...section(UPCOMING_TEXT.recent, cards.recent),
  ];
}

/** The greeting's reminders: one bubble per appointment today or tomorrow. */
function soonContents(appointments: readonly AppointmentCardData[], now: number): BubbleContent[] {
  return visitsSoon(appointments, now).map((appointment) => ({ kind: 'text', text: soonText(appointment, now) }));
}

const myAppointmentsButton = (): ReplyButton => ({
  label: UPCOMING_TEXT.myAppointments,
  command: { type: MY_APPOINTMENTS_COMMAND },
});

export const upcomingSetup = assistantSetup.extend({
  actions: {
    /** The answer's cards the patient can act on, kept so a later tap names one of them. */
    keepManageable: assign({
      manageable: (_, params: { appointments: readonly AppointmentCardData[] }) => params.appointments,
    }),
    keepManaged: assign({ actionAppointment: ({ context, event }) => managedAppointment(context, event) }),
    keepActionAppointment: assign({
      actionAppointment: ({ context, event }) => tappedAction(context, event)?.appointment ?? context.actionAppointment,
      actionStep: null,
    }),
    /**
     * One card to act on: its actions at once. Several: which one first. Then My Appointments and the menu.
     * Sent as chat.ask directly: the buttons depend on the answer.
     */
    offerAppointmentChoices: emit(({ context }) => {
      const [only] = context.manageable;
      const choices =
        context.manageable.length === 1 && only !== undefined
          ? actionButtons(only, context.now, context.features)
          : manageButtons(context.manageable, context.now);
      return { type: 'chat.ask' as const, buttons: [...choices, myAppointmentsButton(), BACK_TO_MENU_BUTTON] };
    }),
    offerActions: emit(({ context }) => ({
      type: 'chat.ask' as const,
      buttons: [
        ...(context.actionAppointment === null
          ? []
          : actionButtons(context.actionAppointment, context.now, context.features)),
        BACK_TO_MENU_BUTTON,
      ],
    })),
  },
  guards: {
    tappedManage: ({ context, event }) => managedAppointment(context, event) !== null,
    tappedAction: ({ context, event }, params: { action: AppointmentAction }) =>
      tappedAction(context, event)?.action === params.action,
    hasSoon: ({ context }, params: { appointments: readonly AppointmentCardData[] }) =>
      visitsSoon(params.appointments, context.now).length > 0,
    tappedMyAppointments: ({ event }) => event.type === 'chat.tap' && event.command.type === MY_APPOINTMENTS_COMMAND,
  },
});

/** An action button runs that action's conversation (flows/appointmentActions/) on its appointment. */
const ACTION_TAPS = APPOINTMENT_ACTIONS.map((action) => ({
  guard: { type: 'tappedAction', params: { action } } as const,
  target: `#assistant.appointmentAction.${action}`,
  actions: ['echo', 'clearButtons', 'keepActionAppointment'] as const,
}));

export const upcomingConversation = upcomingSetup.createStateConfig({
  meta: { conversation: 'Upcoming appointments' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadUpcomingAppointments',
        input: {},
        // The conversation's clock (context.now), as the booking search's: a replay answers the same.
        onDone: {
          target: 'answered',
          actions: [
            {
              type: 'keepManageable',
              params: ({ context, event }) => ({
                appointments: manageableOf(
                  answerCards(event.output, context.now, context.features),
                  context.now,
                  context.features,
                ),
              }),
            },
            {
              type: 'sayAll',
              params: ({ context, event }) => ({
                contents: upcomingContents(answerCards(event.output, context.now, context.features)),
              }),
            },
            // A single card to act on is the one the action buttons are for.
            assign({
              actionAppointment: ({ context }) =>
                context.manageable.length === 1 ? (context.manageable[0] ?? null) : null,
            }),
          ],
        },
        onError: { target: '#assistant.ready', actions: says(() => UPCOMING_TEXT.failed) },
      },
    },
    answered: {
      after: { buttonsDelay: { target: 'choosing', actions: 'offerAppointmentChoices' } },
    },
    choosing: {
      on: {
        'chat.tap': [
          {
            guard: 'tappedMyAppointments',
            target: '#assistant.menu',
            actions: ['echo', { type: 'navigate', params: { to: '/history/appointments' } }],
          },
          { guard: 'tappedManage', target: 'managing', actions: ['echo', 'clearButtons', 'keepManaged'] },
          ...ACTION_TAPS,
          { guard: 'tappedBackToMenu', target: '#assistant.menu', actions: ['echo', 'clearButtons'] },
        ],
      },
    },
    /** One card picked among several: what can be done with it. */
    managing: {
      entry: {
        type: 'say',
        params: ({ context }) => ({
          from: 'assistant',
          content: {
            kind: 'text',
            text:
              context.actionAppointment === null ? '' : UPCOMING_TEXT.whatToDo(context.actionAppointment, context.now),
          },
        }),
      },
      after: { buttonsDelay: { target: 'acting', actions: 'offerActions' } },
    },
    acting: {
      on: {
        'chat.tap': [
          ...ACTION_TAPS,
          { guard: 'tappedBackToMenu', target: '#assistant.menu', actions: ['echo', 'clearButtons'] },
        ],
      },
    },
  },
});

/** The greeting's check (signed in): an appointment today or tomorrow is told before the menu; nothing else delays it. */
export const upcomingCheck = upcomingSetup.createStateConfig({
  invoke: {
    src: 'loadUpcomingAppointments',
    input: {},
    onDone: [
      {
        guard: { type: 'hasSoon', params: ({ event }) => ({ appointments: event.output }) },
        target: '#assistant.ready',
        actions: {
          type: 'sayAll',
          params: ({ context, event }) => ({ contents: soonContents(event.output, context.now) }),
        },
      },
      { target: '#assistant.menu' },
    ],
    // The menu is what the patient came for; the check is a courtesy.
    onError: '#assistant.menu',
  },
});
