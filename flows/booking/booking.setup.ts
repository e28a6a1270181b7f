import { assign, emit, enqueueActions } from 'xstate';
import { RESERVE_DIALOG, SEARCH_RENDER_DELAY_MS, paymentStateOf } from '../../domain/bookingRules';
import { BOOKING_TEXT } from '../../domain/bookingText';
import { t } from '../../i18n/translate';
import { canPay } from '../../domain/money';
import { REQUEST_STATES } from '../../domain/payment';
import type { BookingOutput } from '../../machines/booking.machine';
import { bookingOptionsFrom, type BookingOptions } from '../../machines/bookingOptions';
import type { AppointmentSummary, SessionCardData } from '../../machines/types';
import { assistantSetup } from '../assistant/assistant.setup';
import { BACK_TO_MENU_BUTTON } from '../assistant/backToMenu';
import { patientButtons, patientsOf } from '../assistant/patientChoice';
import type { AssistantContext, AssistantEvent } from '../assistant/context';
import type { ComposerMode, ReplyButton } from '../chatProtocol';
import {
  BOOKING_COMMAND,
  commandText,
  gatewayTypeOf,
  hasMatches,
  matchButtons,
  payButtons,
  resultContextOf,
  searchOf,
  sessionButtons,
  shortcutButtons,
  type SessionResultContext,
} from './bookingButtons';
import { ASSISTANT_BOOKING_TEXT } from './chatBookingText';
import {
  asksABooking,
  asksAnotherRequest,
  offeredMatches,
  sentenceContext,
  sentenceNamesSeveral,
  sentenceSearch,
  typedNothingKnown,
  typedQuery,
  wholeTextMatches,
} from './sentenceMatch';

/** The booking conversation's actions, guards and delays, on the assistant's base. */

export function bookingOptions(context: AssistantContext): BookingOptions {
  return bookingOptionsFrom(context.features, context.gateways, context.video);
}

export function resultContext(context: AssistantContext): SessionResultContext {
  return resultContextOf(context.search);
}

/** The string a tapped booking command carries under `key`, or null for any other event. */
export function tapped(event: AssistantEvent, type: string, key: string): string | null {
  return event.type === 'chat.tap' ? commandText(event.command, type, key) : null;
}

function tappedType(event: AssistantEvent, type: string): boolean {
  return event.type === 'chat.tap' && event.command.type === type;
}

/** The search's composer, worded when it opens. */
export function searchMode(): ComposerMode {
  return {
    kind: 'text',
    label: t('booking.chat.searchLabel'),
    placeholder: ASSISTANT_BOOKING_TEXT.askDoctor,
    submitLabel: t('first.send'),
  };
}

/** The assistant's way back to the menu (flows/assistant/backToMenu.ts), worded in the active language. */
function backToMenuButton(): ReplyButton {
  return { ...BACK_TO_MENU_BUTTON, label: ASSISTANT_BOOKING_TEXT.backToMenu };
}

/** Reserve, with the value pack invoice as a second way when the tenant offers value packs (spec 000 §5), and Cancel. */
export function reserveButtons(valuepackOffered: boolean): readonly ReplyButton[] {
  return [
    { label: RESERVE_DIALOG.confirm, command: { type: BOOKING_COMMAND.reserve } },
    ...(valuepackOffered
      ? [{ label: RESERVE_DIALOG.confirmValuepack, command: { type: BOOKING_COMMAND.reserve, valuepack: 'yes' } }]
      : []),
    { label: RESERVE_DIALOG.cancel, command: { type: BOOKING_COMMAND.cancel } },
  ];
}

/**
 * How long the chat waits in 'leaving' before it checks the payment (see the gatewayReturn delay): longer
 * than the gateway page takes to replace the app, which runs its redirect 1 s after the page is ready.
 */
const GATEWAY_RETURN_MS = 10_000;

export const bookingSetup = assistantSetup.extend({
  actions: {
    // The search's typed step offers Back to menu after its own buttons (issue 14 item 9).
    offerShortcuts: emit(({ context }) => ({
      type: 'chat.ask',
      buttons: [
        ...shortcutButtons(context.catalogue, context.recentDoctors, context.organizationId),
        backToMenuButton(),
      ],
    })),
    offerMatches: emit(({ context }) => ({
      type: 'chat.ask',
      buttons: [...matchButtons(offeredMatches(context)), backToMenuButton()],
    })),
    offerSessions: emit(({ context }) => ({
      type: 'chat.ask',
      buttons: sessionButtons(context.sessions, context.shown, resultContext(context), context.now),
    })),
    offerPatients: emit(({ context }) => ({ type: 'chat.ask', buttons: patientButtons(patientsOf(context)) })),
    offerPayment: emit(({ context }) => ({
      type: 'chat.ask',
      buttons: payButtons(bookingOptions(context), context.savedCards),
    })),
    /** A typed sentence's day, video and hospital, for the search that follows (flows/booking/sentenceMatch.ts). */
    keepSentence: assign(({ context }) => sentenceContext(context)),
    /** The one doctor or speciality the sentence names: its search. */
    searchSentence: assign(({ context }) => ({ search: sentenceSearch(context) })),
    /** Typed into the search, another request: the typed-request conversation answers it (flows/typed/). */
    keepTypedRequest: assign(({ context }) => ({ typed: typedQuery(context) })),
    /** A tapped doctor or specialty: the search it asks for. */
    chooseSearch: assign(({ context, event }) => ({
      search:
        event.type === 'chat.tap' ? searchOf(event.command, context.organizationId, context.video, context.now) : null,
    })),
    redirect: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'booking.redirect') enqueue.emit({ type: 'chat.redirect', redirect: event.redirect });
    }),
    sayBookingFailed: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'booking.failed' && event.type !== 'booking.paymentFailed') return;
      const detail =
        event.type === 'booking.paymentFailed'
          ? event.message
          : event.detail === null || event.message.includes(event.detail)
            ? event.message
            : `${event.message} ${event.detail}`;
      const counter = context.counter + 1;
      enqueue.assign({ counter });
      enqueue.emit({
        type: 'chat.say',
        id: String(counter),
        from: 'assistant',
        content: { kind: 'event', outcome: 'failure', text: BOOKING_TEXT.bookingFailedEvent, detail },
      });
    }),
  },
  guards: {
    offersRecentDoctors: ({ context }) => context.session !== null && context.features.channelling.enabled,
    queryMatches: ({ context }) => hasMatches(wholeTextMatches(context)),
    sentenceNamesOne: ({ context }) => sentenceSearch(context) !== null,
    sentenceNamesSeveral: ({ context }) => sentenceNamesSeveral(context),
    typedAnotherRequest: ({ context }) => asksAnotherRequest(context),
    /** A booking asked for without a name ('I need a doctor tomorrow'): which one is asked. */
    typedABooking: ({ context }) => asksABooking(context),
    /** Typed at the menu, neither a request nor a name: the menu again, with a hint. */
    typedNothingKnown: ({ context }) => typedNothingKnown(context),
    tappedSearchChoice: ({ context, event }) =>
      event.type === 'chat.tap' && searchOf(event.command, context.organizationId, context.video, context.now) !== null,
    tappedHospital: ({ context, event }) => {
      const organizationId = tapped(event, BOOKING_COMMAND.hospital, 'organizationId');
      return context.catalogue?.organizations.some((organization) => organization.id === organizationId) === true;
    },
    foundSome: (_, params: { sessions: readonly SessionCardData[] }) => params.sessions.length > 0,
    tappedSession: ({ context, event }) => {
      const sessionId = tapped(event, BOOKING_COMMAND.session, 'sessionId');
      return context.sessions.some((session) => session.id === sessionId);
    },
    tappedMore: ({ event }) => tappedType(event, BOOKING_COMMAND.more),
    tappedBookingMenu: ({ event }) => tappedType(event, BOOKING_COMMAND.menu),
    onePatient: ({ context }) => patientsOf(context).length === 1,
    tappedReserve: ({ event }) => tappedType(event, BOOKING_COMMAND.reserve),
    tappedCancel: ({ event }) => tappedType(event, BOOKING_COMMAND.cancel),
    tappedPay: ({ event }) => event.type === 'chat.tap' && gatewayTypeOf(event.command) !== null,
    tappedBook: ({ event }) => tappedType(event, BOOKING_COMMAND.book),
    tappedRetry: ({ event }) => tappedType(event, BOOKING_COMMAND.retry),
    tappedView: ({ event }) => tappedType(event, BOOKING_COMMAND.view),
    tappedPayAgain: ({ event }) => tappedType(event, BOOKING_COMMAND.payAgain),
    appointmentIs: (_, params: { appointment: AppointmentSummary; state: ReturnType<typeof paymentStateOf> }) =>
      paymentStateOf(params.appointment) === params.state,
    invoicePayable: ({ event }) =>
      event.type === 'booking.invoiced' && canPay(REQUEST_STATES.done, event.invoice.total),
    failedAt: ({ event }, params: { stage: 'reserve' | 'invoice' | 'book' }) =>
      event.type === 'booking.failed' && event.stage === params.stage,
    bookedOutput: (_, params: { output: BookingOutput }) => params.output !== null,
  },
  delays: {
    searchRender: SEARCH_RENDER_DELAY_MS,
    /**
     * The gateway page replaces the app well before this. The timer is saved with the conversation, so back
     * from the gateway (its return, or the back button) it is overdue and the payment is checked at once.
     */
    gatewayReturn: GATEWAY_RETURN_MS,
  },
});
