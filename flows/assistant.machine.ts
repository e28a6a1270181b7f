import { and, assign, enqueueActions, not, stateIn } from 'xstate';
import { deepLinkDecision, deepLinkEntry } from '../domain/deepLink';
import { lastFourDigits } from '../domain/mobileNumber';
import { sessionText } from '../domain/sessionText';
import { NO_INPUT, compose, says } from './assistant/actionsOf';
import type { AssistantEvent } from './assistant/context';
import { NEW_BOOKING } from './booking/booking.context';
import { initialContext } from './assistant/context';
import { greetingBubble, menuEvents } from './assistant/opening';
import {
  isHandoverChoice,
  isNavigationChoice,
  isOrderChoice,
  menuChoiceOf,
  menuRoute,
  notAvailableText,
  orderCategoryOf,
  orderChoiceOf,
  type MenuChoice,
} from './assistantMenu';
import { assistantSetup } from './assistant/assistant.setup';
import { bookingConversation } from './booking/booking.conversation';
import { bookingSetup } from './booking/booking.setup';
import { handoverConversation, handoverSetup } from './handover/handover.conversation';
import { registrationConversation } from './registration/registration.conversation';
import { registrationSetup } from './registration/registration.setup';
import { signInConversation, signInSetup } from './signIn/signIn.conversation';
import { appointmentActionConversation } from './appointmentActions/appointmentAction.conversation';
import { cancelSetup } from './appointmentActions/cancel.conversation';
import { refundSetup } from './appointmentActions/refund.conversation';
import { orderConversation } from './orders/order.conversation';
import { orderSetup } from './orders/order.setup';
import { ORDER_INTRO } from './orders/orderText';
import type { BubbleContent, Speaker } from './chatProtocol';
import { typedConversation, typedSetup } from './typed/typed.conversation';
import { upcomingCheck, upcomingConversation, upcomingSetup } from './upcoming/upcoming.conversation';
import { labReportsConversation } from './reports/labReports.conversation';

export type { AssistantInput } from './assistant/context';
export { menuButtons } from './assistantMenu';

/**
 * The chat assistant (spec 000 §2 chat flow): greets, offers the service-type menu the tenant's
 * switches allow, and routes to its conversations, each a file of its own composed here as a state:
 * sign-in (signIn/), registration (registration/), booking (booking/), the hand-over to hospital
 * staff (handover/), the upcoming appointments (upcoming/), ordering (orders/), the lab reports (reports/) and
 * what is typed at the menu (typed/). It talks to the transcript only by emitting flows/chatProtocol.ts events; the
 * transcript itself is never kept in context (it only grows).
 */

function tappedChoice(event: AssistantEvent): MenuChoice | null {
  return event.type === 'chat.tap' ? menuChoiceOf(event.command) : null;
}

/** Which number is signed in now, told when the sign-in was made elsewhere (the guards ensure a session). */
const SAY_SIGNED_IN_ELSEWHERE = {
  type: 'say',
  params: ({ event }: { event: AssistantEvent }) => ({
    from: 'assistant' as const,
    content: {
      kind: 'text' as const,
      text: sessionText().signedInElsewhere(
        event.type === 'session.changed' ? lastFourDigits(event.session?.profile.mobileNo ?? '') : '',
      ),
    },
  }),
} as const;

/** /chat-home/{category}: the order's name and what it is, before anything else of it (flows/orders/orderText.ts). */
const SAY_ORDER_INTRO = {
  type: 'say',
  params: ({
    event,
  }: {
    event: Extract<AssistantEvent, { type: 'session.orderFor' }>;
  }): { from: Speaker; content: BubbleContent } => ({
    from: 'assistant',
    content: { kind: 'text', text: ORDER_INTRO[event.category] },
  }),
} as const;

/**
 * The root's setup: the base extended once with the parts of every conversation (each built on the base alone,
 * assistant/keepingParts.ts) and the root's own menu and session handling. A name two conversations both
 * define would hide one of them: tests/flows/assistant.star.test.ts keeps every name to one conversation.
 */
const assistant = assistantSetup.extend({
  actions: {
    ...signInSetup.parts.actions,
    ...registrationSetup.parts.actions,
    ...handoverSetup.parts.actions,
    ...bookingSetup.parts.actions,
    ...upcomingSetup.parts.actions,
    ...cancelSetup.parts.actions,
    ...refundSetup.parts.actions,
    ...orderSetup.parts.actions,
    ...typedSetup.parts.actions,
    /** An order service tapped: its conversation starts now or after the sign-in (signedIn). */
    keepOrderChoice: assign({
      pendingOrder: ({ context, event }) => {
        const choice = tappedChoice(event);
        return choice !== null && isOrderChoice(choice) ? orderCategoryOf(choice) : context.pendingOrder;
      },
    }),
    keepOrderFor: assign({
      pendingOrder: ({ context, event }) => (event.type === 'session.orderFor' ? event.category : context.pendingOrder),
    }),
    offerMenu: enqueueActions(({ context, enqueue }) => {
      for (const event of menuEvents(context)) enqueue.emit(event);
    }),
    /** The login as the app has it now (session.changed): the chat never acts on a login it was not told of. */
    keepSession: assign({
      session: ({ context, event }) => (event.type === 'session.changed' ? event.session : context.session),
    }),
    keepRouteForSignIn: assign({
      pendingRoute: ({ context, event }) => (event.type === 'session.signInFor' ? event.route : context.pendingRoute),
    }),
  },
  guards: {
    ...signInSetup.parts.guards,
    ...registrationSetup.parts.guards,
    ...handoverSetup.parts.guards,
    ...bookingSetup.parts.guards,
    ...upcomingSetup.parts.guards,
    ...cancelSetup.parts.guards,
    ...refundSetup.parts.guards,
    ...orderSetup.parts.guards,
    ...typedSetup.parts.guards,
    becameSignedIn: ({ context, event }) =>
      event.type === 'session.changed' && context.session === null && event.session !== null,
    becameSignedOut: ({ context, event }) =>
      event.type === 'session.changed' && context.session !== null && event.session === null,
    deepLinkOpens: ({ context }) =>
      deepLinkDecision(context.deepLink, context.session?.profile.mobileNo ?? null) === 'open',
    deepLinkNeedsSignIn: ({ context }) =>
      deepLinkDecision(context.deepLink, context.session?.profile.mobileNo ?? null) === 'sign-in',
    tappedNavigation: ({ event }) => {
      const choice = tappedChoice(event);
      return choice !== null && isNavigationChoice(choice);
    },
    tappedWhileSignedOut: ({ context, event }) => context.session === null && tappedChoice(event) !== null,
    tappedHandover: ({ event }) => {
      const choice = tappedChoice(event);
      return choice !== null && isHandoverChoice(choice);
    },
    tappedUpcoming: ({ event }) => tappedChoice(event) === 'upcoming',
    tappedLabReports: ({ event }) => tappedChoice(event) === 'labReports',
    tappedOrderService: ({ event }) => {
      const choice = tappedChoice(event);
      return choice !== null && isOrderChoice(choice);
    },
    /** /chat-home/{category} of a service the tenant switched off. */
    orderSwitchedOff: ({ context, event }) =>
      event.type === 'session.orderFor' && !context.features[orderChoiceOf(event.category)].enabled,
    tappedServiceWithoutPatient: ({ context, event }) => {
      const choice = tappedChoice(event);
      return (
        choice !== null &&
        !isNavigationChoice(choice) &&
        context.session !== null &&
        context.session.profile.patients.length === 0
      );
    },
    tappedBooking: ({ event }) => {
      const choice = tappedChoice(event);
      return choice === 'channelling' || choice === 'videoChannelling';
    },
  },
  delays: { ...bookingSetup.parts.delays },
});

export const assistantMachine = assistant.createMachine({
  id: 'assistant',
  context: ({ input }) => initialContext(input),
  initial: 'greeting',
  on: {
    'session.changed': [
      // Mid-sign-in, a sign-in made elsewhere (the flat /login, another tab) is the one this conversation waited
      // for: what waited for it (a deep link, a picked session, the hand-over) goes on as after the code. Once
      // this chat's own code is verified (loadingProfile), the login the store reports is this chat's own.
      {
        guard: and([stateIn('signingIn'), not(stateIn({ signingIn: 'loadingProfile' })), 'becameSignedIn']),
        target: '.signedIn',
        actions: ['keepSession', 'clearButtons', compose(NO_INPUT), SAY_SIGNED_IN_ELSEWHERE],
      },
      // Anywhere else the login is only noted: each step asks context.session when it needs the account.
      { actions: 'keepSession' },
    ],
    'session.signInFor': [
      // Already signing in: the page opens after this sign-in.
      { guard: and(['signedOut', stateIn('signingIn')]), actions: 'keepRouteForSignIn' },
      // The page asked for needs the account: say so, sign in, then open it (signedIn's openPendingRoute).
      // Signed in, the request is stale (a Back to a redirect) and is ignored.
      {
        guard: 'signedOut',
        target: '.signingIn',
        actions: [
          'clearButtons',
          compose(NO_INPUT),
          'giveUpPending',
          'keepRouteForSignIn',
          says(() => sessionText().signInNeeded),
        ],
      },
    ],
    // /chat-home/{category} (spec 001 §2): that order's conversation, after a sign-in (and a registration) if need be.
    'session.orderFor': [
      {
        guard: 'orderSwitchedOff',
        target: '.ready',
        actions: [
          'clearButtons',
          compose(NO_INPUT),
          {
            type: 'say',
            params: ({ event }) => ({
              from: 'assistant',
              content: { kind: 'text', text: notAvailableText(orderChoiceOf(event.category)) },
            }),
          },
        ],
      },
      { guard: and(['signedOut', stateIn('signingIn')]), actions: 'keepOrderFor' },
      // Each says first which order this is: no tapped menu button above tells it (issue 29).
      {
        guard: 'signedOut',
        target: '.signingIn',
        actions: ['clearButtons', compose(NO_INPUT), 'giveUpPending', 'keepOrderFor', SAY_ORDER_INTRO],
      },
      {
        guard: 'noPatients',
        target: '.registering',
        actions: ['clearButtons', compose(NO_INPUT), 'giveUpPending', 'keepOrderFor', SAY_ORDER_INTRO],
      },
      {
        target: '.order',
        actions: ['clearButtons', compose(NO_INPUT), 'giveUpPending', 'keepOrderFor', SAY_ORDER_INTRO],
      },
    ],
  },
  states: {
    greeting: {
      entry: { type: 'say', params: ({ context }) => greetingBubble(context) },
      after: { buttonsDelay: 'routing' },
    },
    /** Transient: a deep link opens its route or asks for its code; otherwise the menu. */
    routing: {
      always: [
        {
          guard: 'deepLinkOpens',
          target: 'menu',
          actions: [
            {
              type: 'navigate',
              params: ({ context }) => ({ to: context.deepLink === null ? '/' : deepLinkEntry(context.deepLink) }),
            },
            assign({ deepLink: null }),
          ],
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
        // Spec 000 §2 'check upcoming events': signed in, an appointment today or tomorrow is told first.
        { guard: not('signedOut'), target: 'checkingUpcoming' },
        { target: 'menu' },
      ],
    },
    menu: {
      // Back at the menu, nothing chosen before a sign-in is pending any more (a registration that failed to reload).
      entry: ['offerMenu', assign({ pendingHandover: false, pendingOrder: null, typed: null })],
      // The menu's text box goes with it: what follows a tap asks for its own input, if any.
      exit: compose(NO_INPUT),
      on: {
        // The menu follows a login changed elsewhere: a sign-in registers a new number or offers the signed-in menu.
        'session.changed': [
          {
            guard: 'becameSignedIn',
            target: 'signedIn',
            actions: ['keepSession', 'giveUpPending', 'clearButtons', SAY_SIGNED_IN_ELSEWHERE],
          },
          {
            guard: 'becameSignedOut',
            target: 'ready',
            actions: ['keepSession', 'clearButtons', says(() => sessionText().signedOutElsewhere)],
          },
          { actions: 'keepSession' },
        ],
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
              assign(({ event }) => ({ video: tappedChoice(event) === 'videoChannelling', ...NEW_BOOKING })),
            ],
          },
          // The hand-over signs the patient in first if need be (see handover.checking).
          { guard: 'tappedHandover', target: 'handover', actions: ['echo', 'clearButtons'] },
          // Every other service needs an account; an order's conversation follows the sign-in.
          { guard: 'tappedWhileSignedOut', target: 'signingIn', actions: ['echo', 'clearButtons', 'keepOrderChoice'] },
          // A registration left with Back to menu: the services of a patient register one first.
          // An order tapped so is kept: its conversation follows the registration.
          {
            guard: 'tappedServiceWithoutPatient',
            target: 'registering',
            actions: ['echo', 'clearButtons', 'keepOrderChoice'],
          },
          { guard: 'tappedOrderService', target: 'order', actions: ['echo', 'clearButtons', 'keepOrderChoice'] },
          { guard: 'tappedUpcoming', target: 'upcoming', actions: ['echo', 'clearButtons'] },
          { guard: 'tappedLabReports', target: 'labReports', actions: ['echo', 'clearButtons'] },
        ],
        // A sentence typed beside the menu: understood and answered by the typed-request conversation.
        'chat.submit': { target: 'understanding', actions: ['echo', 'clearButtons', 'keepTypedText'] },
      },
    },
    signingIn: signInConversation,
    /** Transient: a new account registers its first patient; everyone else gets what waited for the sign-in, or the menu. */
    signedIn: {
      always: [
        { guard: 'noPatients', target: 'registering' },
        { guard: 'pendingHandover', target: 'handover' },
        { guard: 'hasPickedSession', target: 'booking.choosingPatient' },
        { guard: 'pendingOrder', target: 'order' },
        { guard: 'pendingTyped', target: 'understanding' },
        { target: 'ready', actions: 'openPendingRoute' },
      ],
    },
    registering: registrationConversation,
    booking: bookingConversation,
    handover: handoverConversation,
    checkingUpcoming: upcomingCheck,
    upcoming: upcomingConversation,
    labReports: labReportsConversation,
    appointmentAction: appointmentActionConversation,
    order: orderConversation,
    understanding: typedConversation,
    /** The menu follows a message after the reply-button delay. */
    ready: { after: { buttonsDelay: 'menu' } },
  },
});
