import { sendTo } from 'xstate';
import type { ProfileField } from '../../domain/profileForm';
import { t } from '../../i18n/translate';
import { NO_INPUT, compose } from '../assistant/actionsOf';
import type { ComposerMode, ReplyButton } from '../chatProtocol';
import { composeWorded, saysWorded } from '../signIn/wordedActions';
import { registrationSetup } from './registration.setup';
import type { REGISTRATION_TEXT } from './registrationText';

/** A question of the registration, by its catalogue id. */
type Question = (typeof REGISTRATION_TEXT)[keyof typeof REGISTRATION_TEXT];

/**
 * The two shapes of a registration question: answered with reply buttons, or typed in the composer. The question,
 * its buttons and its composer are worded when asked (the configs are built at import, before a language is active).
 */

export type Step = ProfileField | 'review' | 'relationship';

/** A state config of the registration conversation. */
type StepConfig = Parameters<typeof registrationSetup.createStateConfig>[0];

/** Where an accepted answer leads: back to SUBMIT when correcting, else the next question. */
interface StepOptions {
  /** Only the date parts can be sent back by SUBMIT (31 February, a date after today); they return to review. */
  readonly reviewable?: boolean;
  /** The family name skips the gender question when the prefix already implies it. */
  readonly skipGenderTo?: Step;
}

function acceptedTo(
  next: Step,
  { reviewable = false, skipGenderTo }: StepOptions = {},
): { guard?: 'reviewing' | 'genderKnown'; target: string }[] {
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
export function buttonStep(
  question: Question,
  buttons: () => readonly ReplyButton[],
  next?: Step,
  { relationship = false } = {},
): StepConfig {
  return registrationSetup.createStateConfig({
    initial: 'asking',
    states: {
      asking: { after: { replyShort: { target: 'offering', actions: saysWorded(() => t(question)) } } },
      offering: {
        after: {
          buttonsDelay: { target: 'answering', actions: { type: 'offer', params: () => ({ buttons: buttons() }) } },
        },
      },
      answering: {
        on: {
          'chat.tap': { guard: 'tappedProfileCommand', actions: ['echo', 'clearButtons', 'forwardProfileCommand'] },
        },
      },
    },
    on: {
      ...(relationship ? { 'registration.relationshipRejected': { target: '.offering', actions: 'sayReported' } } : {}),
      ...(next === undefined ? {} : { 'registration.fieldAccepted': acceptedTo(next) }),
    },
  });
}

/**
 * A question answered in the composer, with Back to menu beside it (the patient may stop and finish later:
 * anything that needs a patient brings them back here). A rejected answer is said and the composer opened again.
 */
export function inputStep(
  field: Exclude<ProfileField, 'prefix' | 'gender'>,
  question: Question,
  mode: () => ComposerMode,
  next: Step,
  options: StepOptions = {},
): StepConfig {
  return registrationSetup.createStateConfig({
    initial: 'asking',
    states: {
      asking: {
        after: { replyShort: { target: 'answering', actions: [saysWorded(() => t(question)), composeWorded(mode)] } },
      },
      answering: {
        entry: 'offerBackToMenu',
        on: {
          'chat.submit': {
            actions: [
              'echo',
              'clearButtons',
              compose(NO_INPUT),
              sendTo('registration', ({ event }) => ({ type: 'SET_FIELD', field, value: event.text })),
            ],
          },
        },
      },
    },
    on: {
      'registration.fieldRejected': { target: '.answering', actions: ['sayReported', composeWorded(mode)] },
      'registration.fieldAccepted': acceptedTo(next, options),
    },
  });
}
