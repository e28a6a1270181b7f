import { assign } from 'xstate';
import { t } from '../../i18n/translate';
import { NO_INPUT, compose } from '../assistant/actionsOf';
import { eventBoxWorded, saysWorded } from '../signIn/wordedActions';
import { registrationSetup } from './registration.setup';
import {
  DATE_MODES,
  familyMode,
  genderButtons,
  givenMode,
  prefixButtons,
  relationshipButtons,
  submitButtons,
} from './registrationButtons';
import { buttonStep, inputStep } from './registrationSteps';
import { REGISTRATION_TEXT } from './registrationText';

/**
 * Registration of a first patient (spec 000 §2 chat flow), one question at a time, narrating the
 * registration machine. Done, it goes on with what waited for it: the hand-over, a booking, an order, a typed request, or the menu.
 */
export const registrationConversation = registrationSetup.createStateConfig({
  meta: { conversation: 'Registration' },
  entry: assign({ reviewing: false }),
  invoke: {
    id: 'registration',
    src: 'registration',
    input: ({ context }) => ({
      accessToken: context.session?.accessToken ?? '',
      hospitalId: context.hospitalId,
      askRelationship: true,
    }),
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
        guard: 'pendingOrder',
        target: 'order',
        actions: { type: 'keepRegisteredProfile', params: ({ event }) => event.output },
      },
      {
        guard: 'pendingTyped',
        target: 'understanding',
        actions: { type: 'keepRegisteredProfile', params: ({ event }) => event.output },
      },
      {
        target: 'ready',
        actions: [{ type: 'keepRegisteredProfile', params: ({ event }) => event.output }, 'openPendingRoute'],
      },
    ],
  },
  initial: 'intro',
  states: {
    intro: { after: { replyShort: { target: 'prefix', actions: saysWorded(() => t(REGISTRATION_TEXT.noPatient)) } } },
    prefix: buttonStep(REGISTRATION_TEXT.askPrefix, prefixButtons, 'given'),
    given: inputStep('given', REGISTRATION_TEXT.askGiven, givenMode, 'family'),
    family: inputStep('family', REGISTRATION_TEXT.askFamily, familyMode, 'gender', {
      skipGenderTo: 'day',
    }),
    gender: buttonStep(REGISTRATION_TEXT.askGender, genderButtons, 'day'),
    day: inputStep('day', REGISTRATION_TEXT.askDay, DATE_MODES.day, 'month', { reviewable: true }),
    month: inputStep('month', REGISTRATION_TEXT.askMonth, DATE_MODES.month, 'year'),
    year: inputStep('year', REGISTRATION_TEXT.askYear, DATE_MODES.year, 'review', { reviewable: true }),
    review: buttonStep(REGISTRATION_TEXT.askSubmit, submitButtons),
    relationship: buttonStep(REGISTRATION_TEXT.askRelationship, relationshipButtons, undefined, {
      relationship: true,
    }),
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
      {
        guard: { type: 'invalidField', params: { field: 'day' } },
        target: '.day',
        actions: ['sayReported', assign({ reviewing: true })],
      },
      {
        guard: { type: 'invalidField', params: { field: 'year' } },
        target: '.year',
        actions: ['sayReported', assign({ reviewing: true })],
      },
      { target: '.review', actions: 'sayReported' },
    ],
    'registration.relationshipNeeded': { target: '.relationship' },
    'registration.created': {
      target: '.saving',
      actions: eventBoxWorded('success', () => t(REGISTRATION_TEXT.patientCreated)),
    },
    // Not created (a network failure): the form is kept, so SUBMIT can simply be tried again.
    'registration.failed': { target: '.review', actions: 'sayCreationFailed' },
    // Offered beside every typed answer: what waited for the registration (a pick, the hand-over) is given up.
    'chat.tap': {
      guard: 'tappedBackToMenu',
      target: '#assistant.menu',
      actions: ['echo', 'clearButtons', compose(NO_INPUT), 'giveUpPending'],
    },
  },
});
