import { assign, emit, enqueueActions, setup } from 'xstate';
import { REPLY_BUTTONS_DELAY_MS, REPLY_DELAY_LONG_MS, REPLY_DELAY_SHORT_MS } from '../../domain/chatTiming';
import { authMachine } from '../../machines/auth.machine';
import { bookingMachine } from '../../machines/booking.machine';
import { cancelAppointmentMachine } from '../../machines/cancelAppointment.machine';
import { refundRequestMachine } from '../../machines/refundRequest.machine';
import { registrationMachine } from '../../machines/registration.machine';
import type { BubbleContent, ChatEmitted, ComposerMode, ReplyButton, Speaker } from '../chatProtocol';
import { labReportsMachine } from '../reports/labReports.machine';
import { LEAF_PLACEHOLDERS } from '../api';
import { BACK_TO_MENU_BUTTON } from './backToMenu';
import { patientsOf, tappedPatientId } from './patientChoice';
import type { AssistantContext, AssistantEvent, AssistantInput } from './context';
import { nextBubble } from './opening';
import { keepingParts } from './keepingParts';

/**
 * The one setup every conversation of the assistant is built on (docs/decisions/0006-composed-conversations.md): the shared types, every actor the conversations invoke, the bubble actions
 * (each bubble id comes from the one context counter, so a replay gets the same ids), the guards several
 * conversations ask, and the spec's reply delays. Each conversation extends it directly with its own actions,
 * guards and delays (a star: no conversation extends another), and the root machine (flows/assistant.machine.ts)
 * extends it once with the parts of them all.
 */
const baseSetup = setup({
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
    cancelFlow: cancelAppointmentMachine,
    refundFlow: refundRequestMachine,
    labReports: labReportsMachine,
    ...LEAF_PLACEHOLDERS,
  },
  actions: {
    say: enqueueActions(({ context, enqueue }, params: { from: Speaker; content: BubbleContent }) => {
      enqueue.emit(nextBubble(context.counter, params.from, params.content));
      enqueue.assign({ counter: context.counter + 1 });
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
      enqueue.emit({
        type: 'chat.say',
        id: String(counter),
        from: 'assistant',
        content: { kind: 'text', text: event.message },
      });
    }),
    offer: emit((_, params: { buttons: readonly ReplyButton[] }) => ({ type: 'chat.ask', buttons: params.buttons })),
    clearButtons: emit({ type: 'chat.ask', buttons: [] }),
    compose: emit((_, mode: ComposerMode) => ({ type: 'chat.input', mode })),
    navigate: emit((_, params: { to: string }) => ({ type: 'chat.navigate', to: params.to })),
    offerBackToMenu: emit({ type: 'chat.ask', buttons: [BACK_TO_MENU_BUTTON] }),
    /** Back at the menu from an input step: what waited for that step (a deep link, a pick, the hand-over) is given up. */
    giveUpPending: assign({
      pendingRoute: null,
      signInMobile: null,
      pickedSession: null,
      pendingHandover: false,
      pendingOrder: null,
      typed: null,
    }),
    /** A typed request is answered (or given up): nothing waits for it any more. */
    forgetTyped: assign({ typed: null }),
    /** A deep link's route, once signed in (and registered). */
    openPendingRoute: enqueueActions(({ context, enqueue }) => {
      if (context.pendingRoute === null) return;
      enqueue.emit({ type: 'chat.navigate', to: context.pendingRoute });
      enqueue.assign({ pendingRoute: null });
    }),
  },
  guards: {
    signedOut: ({ context }) => context.session === null,
    noPatients: ({ context }) => context.session !== null && context.session.profile.patients.length === 0,
    /** Chat With Hospital waits for the sign-in (and a registration). */
    pendingHandover: ({ context }) => context.pendingHandover,
    /** A booking waits for the sign-in (and a registration). */
    hasPickedSession: ({ context }) => context.pickedSession !== null,
    /** An order's conversation waits for the sign-in (and a registration). */
    pendingOrder: ({ context }) => context.pendingOrder !== null,
    /** A typed request waits for the sign-in (and a registration), or for the booking search to read it. */
    pendingTyped: ({ context }) => context.typed !== null && context.typed !== undefined,
    /** A patient of the account tapped, for a booking or an order (patientChoice.ts). */
    tappedPatient: ({ context, event }) => {
      const patientId = tappedPatientId(event);
      return patientsOf(context).some((patient) => patient.id === patientId);
    },
    tappedBackToMenu: ({ event }) =>
      event.type === 'chat.tap' && event.command.type === BACK_TO_MENU_BUTTON.command.type,
  },
  delays: {
    buttonsDelay: REPLY_BUTTONS_DELAY_MS,
    replyShort: REPLY_DELAY_SHORT_MS,
    replyLong: REPLY_DELAY_LONG_MS,
  },
});

/**
 * The base, whose `extend` also keeps the parts it was given (`.parts`), for the root to merge, and gives a
 * setup that cannot be extended again: a conversation builds on the base, never on another conversation.
 */
export const assistantSetup = { ...baseSetup, extend: keepingParts(baseSetup.extend) };
