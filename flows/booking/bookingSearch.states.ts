import { assign } from 'xstate';
import { CHAT_SESSIONS_PAGE } from '../../domain/bookingRules';
import { SEARCH_TEXT } from '../../domain/bookingText';
import { NO_INPUT, compose, says } from '../assistant/actionsOf';
import type { BubbleContent } from '../chatProtocol';
import { BOOKING_COMMAND, foundSessions, sessionPage } from './bookingButtons';
import { SEARCH_MODE, bookingSetup, resultContext, tapped } from './booking.setup';
import { ASSISTANT_BOOKING_TEXT } from './chatBookingText';
import { callHospitalContent, hospitalsToCall } from './hospitalsToCall';

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
        { guard: 'offersRecentDoctors', target: 'loadingRecent', actions: assign(({ event }) => ({ catalogue: event.output })) },
        { target: 'prompting', actions: assign(({ event }) => ({ catalogue: event.output, recentDoctors: [] })) },
      ],
      onError: { target: '#assistant.ready', actions: says(SEARCH_TEXT.failedSorry) },
    },
  }),
  loadingRecent: bookingSetup.createStateConfig({
    invoke: {
      src: 'loadRecentDoctors',
      input: {},
      onDone: { target: 'prompting', actions: assign(({ event }) => ({ recentDoctors: event.output })) },
      // Recent doctors are a shortcut only: the search works without them.
      onError: { target: 'prompting', actions: assign({ recentDoctors: [] }) },
    },
  }),
  prompting: bookingSetup.createStateConfig({ after: { replyShort: { target: 'askingDoctor', actions: [says(ASSISTANT_BOOKING_TEXT.askDoctor), compose(SEARCH_MODE)] } } }),
  askingDoctor: bookingSetup.createStateConfig({
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
  }),
  /** Transient: the typed key's doctors and specialties, or ask again. */
  matching: bookingSetup.createStateConfig({
    always: [
      { guard: 'queryMatches', target: 'choosingMatch', actions: says(ASSISTANT_BOOKING_TEXT.chooseMatch) },
      { target: 'askingDoctor', actions: says(ASSISTANT_BOOKING_TEXT.noMatch) },
    ],
  }),
  choosingMatch: bookingSetup.createStateConfig({
    after: { buttonsDelay: { actions: 'offerMatches' } },
    on: {
      'chat.submit': { target: 'matching', actions: ['echo', 'clearButtons', assign(({ event }) => ({ query: event.text }))] },
      'chat.tap': { guard: 'tappedSearchChoice', target: 'searching', actions: ['echo', 'clearButtons', compose(NO_INPUT), 'chooseSearch'] },
    },
  }),
  searching: bookingSetup.createStateConfig({
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
        {
          target: '#assistant.ready',
          actions: [
            says(SEARCH_TEXT.noSessions),
            says(ASSISTANT_BOOKING_TEXT.callHospital),
            { type: 'say', params: ({ context }) => ({ from: 'assistant', content: callHospitalContent(hospitalsToCall(context.catalogue, context.search)) }) },
          ],
        },
      ],
      onError: { target: '#assistant.ready', actions: says(SEARCH_TEXT.failedSorry) },
    },
  }),
  /** Search lists wait 1 second before rendering (spec 000 §2). */
  found: bookingSetup.createStateConfig({ entry: says(SEARCH_TEXT.found), after: { searchRender: 'listing' } }),
  listing: bookingSetup.createStateConfig({
    entry: {
      type: 'sayAll',
      params: ({ context }) => ({ contents: sessionPage(context.sessions, context.shown).map((session): BubbleContent => ({ kind: 'session', context: resultContext(context), session })) }),
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
            assign(({ context, event }) => ({ pickedSession: context.sessions.find((session) => session.id === tapped(event, BOOKING_COMMAND.session, 'sessionId')) ?? null })),
          ],
        },
        { guard: 'tappedMore', target: 'listing', actions: ['echo', 'clearButtons', assign(({ context }) => ({ shown: context.shown + CHAT_SESSIONS_PAGE }))] },
        { guard: 'tappedBookingMenu', target: '#assistant.menu', actions: ['echo', 'clearButtons'] },
      ],
    },
  }),
  /** Transient: a booking needs the account and a patient; the picked session is kept through the sign-in and a registration. */
  pickedSession: bookingSetup.createStateConfig({
    always: [{ guard: 'signedOut', target: '#assistant.signingIn' }, { guard: 'noPatients', target: '#assistant.registering' }, { target: 'choosingPatient' }],
  }),
};
