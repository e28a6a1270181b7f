import { CHAT_UPCOMING_LIMIT, upcomingVisits, visitsSoon } from '../../domain/visits';
import type { AppointmentCardData } from '../../machines/types';
import { offer, says } from '../assistant/actionsOf';
import { bookingSetup } from '../booking/booking.setup';
import { BACK_TO_MENU_BUTTON } from '../assistant/backToMenu';
import type { BubbleContent } from '../chatProtocol';
import { UPCOMING_TEXT, soonText } from './upcomingText';

/**
 * 'What is my upcoming' (spec 000 §2): the account's upcoming appointments as cards, soonest first, each
 * opening its appointment; and the greeting's 'check upcoming events' step, which tells a signed-in
 * patient of an appointment today or tomorrow before the menu.
 */

const MY_APPOINTMENTS_COMMAND = 'upcoming.appointments';

/** The answer's bubbles: the first cards, and how many more My Appointments holds. */
export function upcomingContents(appointments: readonly AppointmentCardData[], now: number): BubbleContent[] {
  const upcoming = upcomingVisits(appointments, now);
  if (upcoming.length === 0) return [{ kind: 'text', text: UPCOMING_TEXT.none }];
  const shown = upcoming.slice(0, CHAT_UPCOMING_LIMIT);
  const rest = upcoming.length - shown.length;
  return [
    { kind: 'text', text: UPCOMING_TEXT.intro },
    ...shown.map((appointment): BubbleContent => ({ kind: 'appointment', appointment })),
    ...(rest > 0 ? [{ kind: 'text', text: UPCOMING_TEXT.more(rest) } as const] : []),
  ];
}

/** The greeting's reminders: one bubble per appointment today or tomorrow. */
export function soonContents(appointments: readonly AppointmentCardData[], now: number): BubbleContent[] {
  return visitsSoon(appointments, now).map((appointment) => ({ kind: 'text', text: soonText(appointment, now) }));
}

export const upcomingSetup = bookingSetup.extend({
  guards: {
    hasSoon: ({ context }, params: { appointments: readonly AppointmentCardData[] }) => visitsSoon(params.appointments, context.now).length > 0,
    tappedMyAppointments: ({ event }) => event.type === 'chat.tap' && event.command.type === MY_APPOINTMENTS_COMMAND,
  },
});

export const upcomingConversation = upcomingSetup.createStateConfig({
  meta: { conversation: 'Upcoming appointments' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadUpcomingAppointments',
        input: {},
        // The conversation's clock (context.now), as the booking search's: a replay answers the same.
        onDone: { target: 'answered', actions: { type: 'sayAll', params: ({ context, event }) => ({ contents: upcomingContents(event.output, context.now) }) } },
        onError: { target: '#assistant.ready', actions: says(UPCOMING_TEXT.failed) },
      },
    },
    answered: {
      after: {
        buttonsDelay: {
          target: 'choosing',
          actions: offer([
            { label: UPCOMING_TEXT.myAppointments, command: { type: MY_APPOINTMENTS_COMMAND } },
            BACK_TO_MENU_BUTTON,
          ]),
        },
      },
    },
    choosing: {
      on: {
        'chat.tap': [
          { guard: 'tappedMyAppointments', target: '#assistant.menu', actions: ['echo', { type: 'navigate', params: { to: '/history/appointments' } }] },
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
        actions: { type: 'sayAll', params: ({ context, event }) => ({ contents: soonContents(event.output, context.now) }) },
      },
      { target: '#assistant.menu' },
    ],
    // The menu is what the patient came for; the check is a courtesy.
    onError: '#assistant.menu',
  },
});
