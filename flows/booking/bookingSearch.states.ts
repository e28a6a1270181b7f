import { assign } from 'xstate';
import { CHAT_SESSIONS_PAGE } from '../../domain/bookingRules';
import { SEARCH_TEXT } from '../../domain/bookingText';
import { NO_INPUT, compose } from '../assistant/actionsOf';
import type { BubbleContent } from '../chatProtocol';
import { TYPED_TEXT } from '../typed/typedText';
import { BOOKING_COMMAND, sessionPage } from './bookingButtons';
import { bookingSetup, resultContext, searchMode, tapped } from './booking.setup';
import { ASSISTANT_BOOKING_TEXT } from './chatBookingText';
import { callHospitalContent, hospitalsToCall } from './hospitalsToCall';
import { askedSessions, laterSessions } from './sentenceMatch';
import { composes, tells } from './wordedActions';

/**
 * The search half of the booking conversation: the catalogue (and recent doctors when signed in), a
 * doctor or speciality typed or tapped, its sessions 3 at a time, the pick. A booking needs the account,
 * so a signed-out patient signs in here and comes back with the picked session kept.
 */
export const bookingSearchStates = {
  loadingCatalogue: bookingSetup.createStateConfig({
    invoke: {
      src: 'loadSearchCatalogue',
      input: {},
      onDone: [
        {
          guard: 'offersRecentDoctors',
          target: 'loadingRecent',
          actions: assign(({ event }) => ({ catalogue: event.output })),
        },
        { target: 'prompting', actions: assign(({ event }) => ({ catalogue: event.output, recentDoctors: [] })) },
      ],
      onError: { target: '#assistant.ready', actions: tells(() => SEARCH_TEXT.failedSorry) },
    },
  }),
  loadingRecent: bookingSetup.createStateConfig({
    invoke: {
      src: 'loadRecentDoctors',
      // Video Channel suggests only doctors with video sessions (issue 29 item 9).
      input: ({ context }) => ({ video: context.video }),
      onDone: { target: 'prompting', actions: assign(({ event }) => ({ recentDoctors: event.output })) },
      // Recent doctors are a shortcut only: the search works without them.
      onError: { target: 'prompting', actions: assign({ recentDoctors: [] }) },
    },
  }),
  prompting: bookingSetup.createStateConfig({
    // A sentence typed at the menu ('cardiologist tomorrow') is matched as if typed here.
    always: {
      guard: 'pendingTyped',
      target: 'matching',
      actions: assign(({ context }) => ({ heard: context.typed ?? null })),
    },
    after: {
      replyShort: {
        target: 'askingDoctor',
        actions: [tells(() => ASSISTANT_BOOKING_TEXT.askDoctor), composes(searchMode)],
      },
    },
  }),
  askingDoctor: bookingSetup.createStateConfig({
    after: { buttonsDelay: { actions: 'offerShortcuts' } },
    on: {
      'chat.submit': {
        target: 'reading',
        actions: ['echo', 'clearButtons', assign(({ event }) => ({ query: event.text }))],
      },
      'chat.tap': [
        {
          guard: 'tappedSearchChoice',
          target: 'searching',
          actions: ['echo', 'clearButtons', compose(NO_INPUT), 'chooseSearch'],
        },
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
                const name =
                  context.catalogue?.organizations.find((organization) => organization.id === context.organizationId)
                    ?.orgName ?? '';
                return {
                  from: 'assistant',
                  content: { kind: 'text', text: ASSISTANT_BOOKING_TEXT.hospitalChosen(name) },
                };
              },
            },
          ],
        },
      ],
    },
  }),
  /** What was typed, understood (the rules load with the first sentence); unread, only the whole text is matched. */
  reading: bookingSetup.createStateConfig({
    invoke: {
      src: 'understandText',
      input: ({ context }) => ({ text: context.query, now: context.now }),
      onDone: { target: 'matching', actions: assign(({ event }) => ({ heard: event.output })) },
      onError: { target: 'matching', actions: assign({ heard: null }) },
    },
  }),
  /**
   * Transient: what was typed (docs/decisions/0013-typed-text.md). Another request
   * ('cancel my appointment', 'hi') goes to the typed-request conversation; a name as before; a sentence naming
   * one doctor or speciality is searched at once, several are offered; a booking without a name asks for one,
   * keeping the day; anything else typed at the menu gets the menu back with a hint, and here is asked again.
   */
  matching: bookingSetup.createStateConfig({
    always: [
      {
        guard: 'typedAnotherRequest',
        target: '#assistant.understanding.routing',
        actions: ['clearButtons', compose(NO_INPUT), 'keepTypedRequest'],
      },
      {
        guard: 'queryMatches',
        target: 'choosingMatch',
        actions: ['forgetTyped', 'keepSentence', tells(() => ASSISTANT_BOOKING_TEXT.chooseMatch), composes(searchMode)],
      },
      {
        guard: 'sentenceNamesOne',
        target: 'searching',
        actions: ['forgetTyped', 'keepSentence', 'searchSentence', 'clearButtons', compose(NO_INPUT)],
      },
      {
        guard: 'sentenceNamesSeveral',
        target: 'choosingMatch',
        actions: ['forgetTyped', 'keepSentence', tells(() => ASSISTANT_BOOKING_TEXT.chooseMatch), composes(searchMode)],
      },
      {
        guard: 'typedNothingKnown',
        target: '#assistant.ready',
        actions: ['forgetTyped', tells(() => TYPED_TEXT.notUnderstood)],
      },
      {
        guard: 'typedABooking',
        target: 'askingDoctor',
        actions: [
          'forgetTyped',
          'keepSentence',
          {
            type: 'say',
            params: ({ context }) => ({
              from: 'assistant',
              content: { kind: 'text', text: ASSISTANT_BOOKING_TEXT.askDoctorWhen(context.when?.said ?? null) },
            }),
          },
          composes(searchMode),
        ],
      },
      {
        target: 'askingDoctor',
        actions: ['forgetTyped', tells(() => ASSISTANT_BOOKING_TEXT.noMatch), composes(searchMode)],
      },
    ],
  }),
  choosingMatch: bookingSetup.createStateConfig({
    after: { buttonsDelay: { actions: 'offerMatches' } },
    on: {
      'chat.submit': {
        target: 'reading',
        actions: ['echo', 'clearButtons', assign(({ event }) => ({ query: event.text }))],
      },
      'chat.tap': {
        guard: 'tappedSearchChoice',
        target: 'searching',
        actions: ['echo', 'clearButtons', compose(NO_INPUT), 'chooseSearch'],
      },
    },
  }),
  searching: bookingSetup.createStateConfig({
    entry: tells(() => SEARCH_TEXT.searching),
    invoke: {
      src: 'searchSessions',
      input: ({ context }) => context.search ?? { startTimeFrom: context.now },
      onDone: [
        {
          guard: {
            type: 'foundSome',
            params: ({ context, event }) => ({ sessions: askedSessions(event.output, context) }),
          },
          target: 'found',
          actions: assign(({ context, event }) => ({ sessions: askedSessions(event.output, context), shown: 0 })),
        },
        // None on the day or at the time asked for: the next ones, said so.
        {
          guard: {
            type: 'foundSome',
            params: ({ context, event }) => ({ sessions: laterSessions(event.output, context) }),
          },
          target: 'foundLater',
          actions: assign(({ context, event }) => ({ sessions: laterSessions(event.output, context), shown: 0 })),
        },
        {
          target: '#assistant.ready',
          actions: [
            tells(() => SEARCH_TEXT.noSessions),
            tells(() => ASSISTANT_BOOKING_TEXT.callHospital),
            {
              type: 'say',
              params: ({ context }) => ({
                from: 'assistant',
                content: callHospitalContent(hospitalsToCall(context.catalogue, context.search)),
              }),
            },
          ],
        },
      ],
      onError: { target: '#assistant.ready', actions: tells(() => SEARCH_TEXT.failedSorry) },
    },
  }),
  /** Search lists wait 1 second before rendering (spec 000 §2). */
  found: bookingSetup.createStateConfig({ entry: tells(() => SEARCH_TEXT.found), after: { searchRender: 'listing' } }),
  foundLater: bookingSetup.createStateConfig({
    entry: {
      type: 'say',
      params: ({ context }) => ({
        from: 'assistant',
        content: { kind: 'text', text: ASSISTANT_BOOKING_TEXT.noneWhen(context.when?.said ?? '') },
      }),
    },
    after: { searchRender: 'listing' },
  }),
  listing: bookingSetup.createStateConfig({
    entry: {
      type: 'sayAll',
      params: ({ context }) => ({
        contents: sessionPage(context.sessions, context.shown).map((session): BubbleContent => ({
          kind: 'session',
          context: resultContext(context),
          session,
        })),
      }),
    },
    after: { buttonsDelay: { target: 'pickingSession', actions: 'offerSessions' } },
  }),
  pickingSession: bookingSetup.createStateConfig({
    on: {
      'chat.tap': [
        {
          guard: 'tappedSession',
          target: 'pickedSession',
          actions: [
            'echo',
            'clearButtons',
            assign(({ context, event }) => ({
              pickedSession:
                context.sessions.find(
                  (session) => session.id === tapped(event, BOOKING_COMMAND.session, 'sessionId'),
                ) ?? null,
            })),
          ],
        },
        {
          guard: 'tappedMore',
          target: 'listing',
          actions: ['echo', 'clearButtons', assign(({ context }) => ({ shown: context.shown + CHAT_SESSIONS_PAGE }))],
        },
        { guard: 'tappedBookingMenu', target: '#assistant.menu', actions: ['echo', 'clearButtons'] },
      ],
    },
  }),
  /** Transient: a booking needs the account and a patient; the picked session is kept through the sign-in and a registration. */
  pickedSession: bookingSetup.createStateConfig({
    always: [
      { guard: 'signedOut', target: '#assistant.signingIn' },
      { guard: 'noPatients', target: '#assistant.registering' },
      { target: 'choosingPatient' },
    ],
  }),
};
