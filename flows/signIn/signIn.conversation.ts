import { assign, enqueueActions, sendTo } from 'xstate';
import { lastFourDigits, mobileNumberError } from '../../domain/mobileNumber';
import { authText, otpError } from '../../domain/otp';
import { t } from '../../i18n/translate';
import { assistantSetup } from '../assistant/assistant.setup';
import { NO_INPUT, compose } from '../assistant/actionsOf';
import { RESEND_OTP_BUTTON } from '../chatProtocol';
import { mobileMode, otpMode } from './signInComposer';
import { composeWorded, eventBoxWorded, saysWorded } from './wordedActions';

/**
 * Sign-in (spec 000 §2 chat flow): the mobile number, the SMS code with its resend countdown, narrating
 * the auth machine's reports. Done, the root's `signedIn` decides what follows (a registration, the
 * hand-over or booking that waited, or the menu).
 */

export const signInSetup = assistantSetup.extend({
  actions: {
    /** Keeps the countdown; when it ends, the SMS may just be late (spec 000 §8). */
    noteTick: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'auth.tick') return;
      enqueue.assign({ secondsLeft: event.secondsLeft });
      if (event.secondsLeft > 0) return;
      const counter = context.counter + 1;
      enqueue.assign({ counter });
      enqueue.emit({
        type: 'chat.say',
        id: String(counter),
        from: 'assistant',
        content: { kind: 'text', text: authText().smsDelay },
      });
    }),
  },
  guards: {
    tappedResend: ({ context, event }) =>
      event.type === 'chat.tap' && event.command.type === RESEND_OTP_BUTTON.command.type && context.secondsLeft <= 0,
    submittedValidMobile: ({ event }) => event.type === 'chat.submit' && mobileNumberError(event.text) === null,
    submittedValidCode: ({ event }) => event.type === 'chat.submit' && otpError(event.text) === null,
    hasSignInMobile: ({ context }) => context.signInMobile !== null,
  },
});

const COMPOSE_MOBILE = composeWorded(mobileMode);

/** The code composer with the countdown as last reported. */
const COMPOSE_CODE = {
  type: 'compose',
  params: ({ context }: { context: { secondsLeft: number } }) => otpMode(context.secondsLeft),
} as const;

export const signInConversation = signInSetup.createStateConfig({
  meta: { conversation: 'Sign-in' },
  invoke: {
    id: 'auth',
    src: 'auth',
    input: ({ context }) => (context.signInMobile === null ? {} : { mobile: context.signInMobile, autoSend: true }),
    onDone: {
      target: 'signedIn',
      actions: assign(({ event }) => ({ session: event.output, signInMobile: null, secondsLeft: 0 })),
    },
  },
  on: {
    'chat.tap': {
      guard: 'tappedBackToMenu',
      target: '#assistant.menu',
      actions: ['echo', 'clearButtons', compose(NO_INPUT), 'giveUpPending'],
    },
  },
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasSignInMobile', target: 'sendingCode' }, { target: 'prompting' }] },
    prompting: {
      after: {
        replyShort: { target: 'enteringMobile', actions: [saysWorded(() => t('signIn.askMobile')), COMPOSE_MOBILE] },
      },
    },
    enteringMobile: {
      entry: 'offerBackToMenu',
      on: {
        'chat.submit': [
          {
            guard: 'submittedValidMobile',
            target: 'sendingCode',
            actions: [
              'echo',
              'clearButtons',
              compose(NO_INPUT),
              sendTo('auth', ({ event }) => ({ type: 'SUBMIT_MOBILE', mobile: event.text })),
            ],
          },
          {
            actions: [
              'echo',
              {
                type: 'say',
                params: ({ event }) => ({
                  from: 'assistant',
                  content: { kind: 'text', text: mobileNumberError(event.text) ?? '' },
                }),
              },
            ],
          },
        ],
      },
    },
    sendingCode: {
      on: {
        'auth.codeSent': {
          target: 'enteringCode',
          actions: [
            eventBoxWorded('success', () => authText().codeSentEvent),
            {
              type: 'say',
              // A code sent less than a minute ago (another tab, a deep link) is asked for, with what is left of its countdown.
              params: ({ event }) => {
                const last4 = lastFourDigits(event.mobile);
                return {
                  from: 'assistant',
                  content: {
                    kind: 'text',
                    text:
                      event.alreadySent === true ? authText().codeAlreadySentTo(last4) : authText().codeSentTo(last4),
                  },
                };
              },
            },
            assign(({ event }) => ({ secondsLeft: event.secondsLeft })),
            COMPOSE_CODE,
          ],
        },
        'auth.sendFailed': {
          target: 'prompting',
          actions: {
            type: 'say',
            params: ({ event }) => ({
              from: 'assistant',
              content: { kind: 'event', outcome: 'failure', text: authText().sendFailedEvent, detail: event.message },
            }),
          },
        },
      },
    },
    enteringCode: {
      entry: 'offerBackToMenu',
      on: {
        'chat.submit': [
          {
            guard: 'submittedValidCode',
            target: 'verifying',
            actions: [
              'echo',
              'clearButtons',
              compose(NO_INPUT),
              sendTo('auth', ({ event }) => ({ type: 'SUBMIT_CODE', code: event.text })),
            ],
          },
          {
            actions: [
              'echo',
              {
                type: 'say',
                params: ({ event }) => ({
                  from: 'assistant',
                  content: { kind: 'text', text: otpError(event.text) ?? '' },
                }),
              },
            ],
          },
        ],
        'chat.tap': {
          guard: 'tappedResend',
          target: 'resending',
          actions: ['clearButtons', compose(NO_INPUT), sendTo('auth', { type: 'RESEND' })],
        },
        'auth.tick': { actions: ['noteTick', COMPOSE_CODE] },
      },
    },
    resending: {
      on: {
        'auth.codeResent': {
          target: 'enteringCode',
          actions: [
            eventBoxWorded('success', () => authText().resent),
            assign(({ event }) => ({ secondsLeft: event.secondsLeft })),
            COMPOSE_CODE,
          ],
        },
        'auth.sendFailed': {
          // The code sent before still works.
          target: 'enteringCode',
          actions: [
            {
              type: 'say',
              params: ({ event }) => ({
                from: 'assistant',
                content: { kind: 'event', outcome: 'failure', text: authText().sendFailedEvent, detail: event.message },
              }),
            },
            COMPOSE_CODE,
          ],
        },
      },
    },
    verifying: {
      on: {
        'auth.verified': {
          target: 'loadingProfile',
          actions: eventBoxWorded('success', () => authText().verifiedEvent),
        },
        'auth.wrongCode': { target: 'enteringCode', actions: [saysWorded(() => authText().wrongCode), COMPOSE_CODE] },
        'auth.codeExpired': { target: 'enteringCode', actions: [saysWorded(() => authText().expired), COMPOSE_CODE] },
        'auth.codeLocked': { target: 'enteringCode', actions: [saysWorded(() => authText().locked), COMPOSE_CODE] },
        'auth.verifyFailed': {
          target: 'enteringCode',
          actions: [
            {
              type: 'say',
              params: ({ event }) => ({
                from: 'assistant',
                content: {
                  kind: 'event',
                  outcome: 'failure',
                  text: authText().verifyFailedEvent,
                  detail: event.message,
                },
              }),
            },
            COMPOSE_CODE,
          ],
        },
      },
    },
    loadingProfile: {
      on: {
        'auth.profileFailed': { target: 'prompting', actions: 'sayReported' },
      },
    },
  },
});
