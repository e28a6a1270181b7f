import { assign, enqueueActions, setup } from 'xstate';
import { mobileNumberError, normaliseMobileNumber } from '../domain/mobileNumber';
import { RESEND_COUNTDOWN_SECONDS, authText, otpError } from '../domain/otp';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';
import type { Profile, Session } from './types';
import { hasParent } from './xstateInternals';

/**
 * Sign-in by mobile number and a 4-digit SMS code (spec 000 §4, §5): number -> code sent -> code
 * verified -> profile loaded. The chat assistant and the flat login screen both drive it.
 */

export interface AuthInput {
  /** Prefilled number (a deep link's, already normalised). */
  readonly mobile?: string;
  /** Send the code at once to `mobile` (deep link); an invalid number sends nothing. */
  readonly autoSend?: boolean;
}

export type AuthEvent =
  | { readonly type: 'SUBMIT_MOBILE'; readonly mobile: string }
  | { readonly type: 'SUBMIT_CODE'; readonly code: string }
  | { readonly type: 'RESEND' }
  | { readonly type: 'CHANGE_NUMBER' };

/** What the machine tells its parent (only when it has one). */
export type AuthReport =
  /** alreadySent: the code asked for went less than a minute ago (not now); secondsLeft is what is left of its countdown. */
  | {
      readonly type: 'auth.codeSent';
      readonly mobile: string;
      readonly secondsLeft: number;
      readonly alreadySent?: true;
    }
  | {
      readonly type: 'auth.codeResent';
      readonly mobile: string;
      readonly secondsLeft: number;
      readonly alreadySent?: true;
    }
  | { readonly type: 'auth.sendFailed'; readonly message: string }
  | { readonly type: 'auth.wrongCode'; readonly triesLeft: number }
  | { readonly type: 'auth.codeExpired' }
  | { readonly type: 'auth.codeLocked' }
  | { readonly type: 'auth.verifyFailed'; readonly message: string }
  | { readonly type: 'auth.verified' }
  | { readonly type: 'auth.profileFailed'; readonly message: string }
  | { readonly type: 'auth.tick'; readonly secondsLeft: number };

export interface Initiation {
  readonly id: string;
  readonly mobileNo: string;
  readonly resendAfterSeconds: number;
  /**
   * The server sent no new code because one went to the number less than a minute ago (ARO-E1031): this
   * is that code, and resendAfterSeconds what is left of its countdown.
   */
  readonly alreadySent?: boolean;
}

/** The resend countdown of a code: a full one for a code sent now, what is left for one sent before. */
function countdownOf(initiation: Initiation): number {
  if (initiation.alreadySent !== true) return RESEND_COUNTDOWN_SECONDS;
  return Math.min(RESEND_COUNTDOWN_SECONDS, Math.max(0, Math.ceil(initiation.resendAfterSeconds)));
}

export type AuthOutcome = 'succeeded' | 'failed' | 'expired' | 'locked';

export interface Completion {
  readonly outcome: AuthOutcome;
  readonly accessToken: string | null;
  readonly triesLeft: number;
}

export interface AuthContext {
  /** As typed until a code is sent, then the normalised number the code went to. */
  readonly mobile: string;
  readonly autoSend: boolean;
  /** The message to show now (validation, wrong code, server error), or null. */
  readonly error: string | null;
  /** Resend countdown; 0 means Resend is allowed. */
  readonly secondsLeft: number;
  /** Wrong tries left for the current code, once the server has said. */
  readonly triesLeft: number | null;
  readonly initiationId: string | null;
  /** The code being verified. */
  readonly code: string;
  /** The code being sent is a resend (reported as 'auth.codeResent'). */
  readonly resending: boolean;
  readonly accessToken: string;
  readonly session: Session | null;
}

const TICK_MS = 1000;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    // A cast from {} would read as needless: every field of AuthInput is optional.
    input: undefined as unknown as AuthInput,
    output: {} as Session,
  },
  actors: {
    initiateAuthentication: notProvided<Initiation, { mobile: string }>('initiateAuthentication'),
    completeAuthentication: notProvided<Completion, { id: string; code: number }>('completeAuthentication'),
    loadProfile: notProvided<Profile, { accessToken: string }>('loadProfile'),
  },
  actions: {
    report: enqueueActions(({ self, enqueue }, report: AuthReport) => {
      // Standalone (the flat login screen) there is nobody to tell.
      if (hasParent(self)) enqueue.sendParent(report);
    }),
    /** The app provides one that keeps the session (localStorage); nothing to keep by default. */
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameter types the action's params
    storeSession: (_args, _session: Session) => undefined,
  },
  guards: {
    validMobile: (_, params: { mobile: string }) => mobileNumberError(params.mobile) === null,
    validCode: (_, params: { code: string }) => otpError(params.code) === null,
    autoSendRequested: ({ context }) => context.autoSend && mobileNumberError(context.mobile) === null,
    resending: ({ context }) => context.resending,
    countdownEnded: ({ context }) => context.secondsLeft <= 0,
    lastSecond: ({ context }) => context.secondsLeft <= 1,
    succeeded: (_, params: Completion) => params.outcome === 'succeeded' && params.accessToken !== null,
    outcomeIs: (_, params: { actual: AuthOutcome; expected: AuthOutcome }) => params.actual === params.expected,
  },
  delays: { tick: TICK_MS },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    mobile: input.mobile ?? '',
    autoSend: input.autoSend === true,
    error: null,
    secondsLeft: 0,
    triesLeft: null,
    initiationId: null,
    code: '',
    resending: false,
    accessToken: '',
    session: null,
  }),
  output: ({ context }) => {
    // Only the final state produces output, and it is entered with the session set.
    if (context.session === null) throw new Error('auth finished without a session');
    return context.session;
  },
  initial: 'starting',
  states: {
    /** Transient: a deep link's number gets its code at once. */
    starting: {
      always: [
        {
          guard: 'autoSendRequested',
          target: 'sendingCode',
          actions: assign(({ context }) => ({ mobile: normaliseMobileNumber(context.mobile) })),
        },
        { target: 'enteringMobile' },
      ],
    },
    enteringMobile: {
      on: {
        SUBMIT_MOBILE: [
          {
            guard: { type: 'validMobile', params: ({ event }) => ({ mobile: event.mobile }) },
            target: 'sendingCode',
            actions: assign(({ event }) => ({
              mobile: normaliseMobileNumber(event.mobile),
              error: null,
              resending: false,
            })),
          },
          { actions: assign(({ event }) => ({ error: mobileNumberError(event.mobile) })) },
        ],
      },
    },
    sendingCode: {
      invoke: {
        src: 'initiateAuthentication',
        input: ({ context }) => ({ mobile: context.mobile }),
        onDone: {
          target: 'enteringCode',
          actions: [
            {
              type: 'report',
              params: ({ context, event }) => ({
                type: context.resending ? 'auth.codeResent' : 'auth.codeSent',
                mobile: event.output.mobileNo,
                secondsLeft: countdownOf(event.output),
                ...(event.output.alreadySent === true ? { alreadySent: true as const } : {}),
              }),
            },
            assign(({ event }) => ({
              initiationId: event.output.id,
              mobile: event.output.mobileNo,
              secondsLeft: countdownOf(event.output),
              triesLeft: null,
              error: null,
              resending: false,
            })),
          ],
        },
        onError: [
          {
            // A failed resend leaves the code already sent usable.
            guard: 'resending',
            target: 'enteringCode',
            actions: [
              assign(({ event }) => ({ error: errorMessage(event.error), resending: false })),
              { type: 'report', params: ({ context }) => ({ type: 'auth.sendFailed', message: context.error ?? '' }) },
            ],
          },
          {
            target: 'enteringMobile',
            actions: [
              assign(({ event }) => ({ error: errorMessage(event.error) })),
              { type: 'report', params: ({ context }) => ({ type: 'auth.sendFailed', message: context.error ?? '' }) },
            ],
          },
        ],
      },
    },
    enteringCode: {
      initial: 'counting',
      states: {
        counting: {
          always: { guard: 'countdownEnded', target: 'canResend' },
          after: {
            tick: [
              {
                guard: 'lastSecond',
                target: 'canResend',
                actions: [
                  assign({ secondsLeft: 0 }),
                  { type: 'report', params: { type: 'auth.tick', secondsLeft: 0 } },
                ],
              },
              {
                target: 'counting',
                reenter: true,
                actions: [
                  assign(({ context }) => ({ secondsLeft: context.secondsLeft - 1 })),
                  {
                    type: 'report',
                    params: ({ context }) => ({ type: 'auth.tick', secondsLeft: context.secondsLeft }),
                  },
                ],
              },
            ],
          },
        },
        canResend: {},
      },
      on: {
        SUBMIT_CODE: [
          {
            guard: { type: 'validCode', params: ({ event }) => ({ code: event.code }) },
            target: 'verifying',
            actions: assign(({ event }) => ({ code: event.code.trim(), error: null })),
          },
          { actions: assign(({ event }) => ({ error: otpError(event.code) })) },
        ],
        RESEND: { guard: 'countdownEnded', target: 'sendingCode', actions: assign({ resending: true, error: null }) },
        CHANGE_NUMBER: {
          target: 'enteringMobile',
          actions: assign({ error: null, initiationId: null, secondsLeft: 0, triesLeft: null }),
        },
      },
    },
    verifying: {
      invoke: {
        src: 'completeAuthentication',
        input: ({ context }) => ({ id: context.initiationId ?? '', code: Number(context.code) }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'loadingProfile',
            actions: [
              assign(({ event }) => ({ accessToken: event.output.accessToken ?? '', code: '', error: null })),
              { type: 'report', params: { type: 'auth.verified' } },
            ],
          },
          {
            guard: {
              type: 'outcomeIs',
              params: ({ event }) => ({ actual: event.output.outcome, expected: 'expired' }),
            },
            target: 'enteringCode',
            actions: [
              assign(() => ({ error: authText().expired, code: '' })),
              { type: 'report', params: { type: 'auth.codeExpired' } },
            ],
          },
          {
            guard: { type: 'outcomeIs', params: ({ event }) => ({ actual: event.output.outcome, expected: 'locked' }) },
            target: 'enteringCode',
            actions: [
              assign(() => ({ error: authText().locked, code: '', triesLeft: 0 })),
              { type: 'report', params: { type: 'auth.codeLocked' } },
            ],
          },
          {
            // Spec 000 §5: a wrong code replies that it is not the code sent and restarts verification.
            target: 'enteringCode',
            actions: [
              assign(({ event }) => ({ error: authText().wrongCode, code: '', triesLeft: event.output.triesLeft })),
              {
                type: 'report',
                params: ({ event }) => ({ type: 'auth.wrongCode', triesLeft: event.output.triesLeft }),
              },
            ],
          },
        ],
        onError: {
          target: 'enteringCode',
          actions: [
            assign(({ event }) => ({ error: errorMessage(event.error), code: '' })),
            { type: 'report', params: ({ context }) => ({ type: 'auth.verifyFailed', message: context.error ?? '' }) },
          ],
        },
      },
    },
    loadingProfile: {
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        onDone: {
          target: 'signedIn',
          actions: [
            assign(({ context, event }) => ({ session: { accessToken: context.accessToken, profile: event.output } })),
            {
              type: 'storeSession',
              params: ({ context, event }) => ({ accessToken: context.accessToken, profile: event.output }),
            },
          ],
        },
        onError: {
          target: 'enteringMobile',
          actions: [
            assign(({ event }) => ({
              error: errorMessage(event.error),
              accessToken: '',
              initiationId: null,
              secondsLeft: 0,
            })),
            { type: 'report', params: ({ context }) => ({ type: 'auth.profileFailed', message: context.error ?? '' }) },
          ],
        },
      },
    },
    signedIn: { type: 'final' },
  },
});
