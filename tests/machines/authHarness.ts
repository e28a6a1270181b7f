import { vi } from 'vitest';
import { createActor, fromPromise, setup, type ActorRefFrom, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { formatError } from '../../domain/errors';
import { authMachine, type AuthInput, type AuthReport, type Completion } from '../../machines/auth.machine';
import type { Patient, Profile, Session } from '../../machines/types';

/** Codes the fake server knows: everything else is a wrong code. */
export const CODES = { right: '4821', wrong: '1111', expired: '2222', locked: '3333' } as const;
/** The fake server refuses to send to this number (too many codes this hour). */
export const REFUSED_MOBILE = '0779999999';
export const PROFILE: Profile = { id: 'profile-1', mobileNo: '94771234567', patients: [] };

/** The fake server answers asynchronously, as the real one does; a throw becomes a rejection. */
export function answer<T>(reply: () => T): Promise<T> {
  return Promise.resolve().then(reply);
}

/** A fake API with the server's behaviour: a new initiation id per send, and only the latest one verifies. */
export function fakeAuthApi(
  options: { profileFails?: boolean; resendFails?: boolean; verifyFails?: boolean; patients?: Patient[] } = {},
) {
  const calls = { initiate: [] as string[], complete: [] as { id: string; code: number }[], stored: [] as Session[] };
  let issued = 0;
  const actors = {
    initiateAuthentication: fromPromise<
      { id: string; mobileNo: string; resendAfterSeconds: number },
      { mobile: string }
    >(({ input }) =>
      answer(() => {
        calls.initiate.push(input.mobile);
        if (input.mobile === '94779999999') throw new Error(formatError('ARO-E1030'));
        if (options.resendFails === true && issued > 0) throw new Error('ARO-E1031:');
        issued += 1;
        return { id: `initiation-${issued}`, mobileNo: input.mobile, resendAfterSeconds: 60 };
      }),
    ),
    completeAuthentication: fromPromise<Completion, { id: string; code: number }>(({ input }) =>
      answer((): Completion => {
        calls.complete.push(input);
        if (options.verifyFails === true) throw new TypeError('Failed to fetch');
        if (input.id !== `initiation-${issued}`) throw new Error('[GraphQL] ARO-E1001:');
        switch (String(input.code)) {
          case CODES.right:
            return { outcome: 'succeeded', accessToken: `token-${issued}`, triesLeft: 5 };
          case CODES.expired:
            return { outcome: 'expired', accessToken: null, triesLeft: 5 };
          case CODES.locked:
            return { outcome: 'locked', accessToken: null, triesLeft: 0 };
          default:
            return { outcome: 'failed', accessToken: null, triesLeft: 4 };
        }
      }),
    ),
    loadProfile: fromPromise<Profile, { accessToken: string }>(({ input }) =>
      answer(() => {
        if (options.profileFails === true) throw new Error('ARO-E1023:');
        if (!input.accessToken.startsWith('token-')) throw new Error('ARO-E1022:');
        return { ...PROFILE, patients: options.patients ?? [] };
      }),
    ),
  };
  const machine = authMachine.provide({
    actors,
    actions: { storeSession: (_, session) => void calls.stored.push(session) },
  });
  return { machine, calls };
}

/** A compact, comparable form of a report: 'auth.codeSent:94771234567'. */
export function describeReport(event: AnyEventObject): string {
  const report = event as AuthReport;
  switch (report.type) {
    case 'auth.codeSent':
    case 'auth.codeResent':
      return `${report.type}:${report.mobile}`;
    case 'auth.sendFailed':
    case 'auth.verifyFailed':
    case 'auth.profileFailed':
      return `${report.type}:${report.message}`;
    case 'auth.wrongCode':
      return `${report.type}:${report.triesLeft}`;
    case 'auth.tick':
      return `${report.type}:${report.secondsLeft}`;
    case 'auth.codeExpired':
    case 'auth.codeLocked':
    case 'auth.verified':
      return report.type;
  }
}

/** Runs the auth machine as the child of a parent that records every report, on fake timers. */
export function runAuth(machine: typeof authMachine, input: AuthInput = {}) {
  const reports: string[] = [];
  const parent = setup({ actors: { auth: machine } }).createMachine({
    invoke: { id: 'auth', src: 'auth', input },
    on: {
      '*': {
        actions: ({ event }) => {
          if (event.type.startsWith('auth.')) reports.push(describeReport(event));
        },
      },
    },
  });
  const actor = createActor(parent).start();
  const child = actor.getSnapshot().children.auth as ActorRefFrom<typeof authMachine>;
  return {
    reports,
    child,
    snapshot: (): SnapshotFrom<typeof authMachine> => child.getSnapshot(),
    send: async (event: Parameters<typeof child.send>[0]): Promise<void> => {
      child.send(event);
      await vi.advanceTimersByTimeAsync(0);
    },
    /** Takes the reports so far, so each step can assert only its own. */
    take: (): string[] => reports.splice(0),
  };
}
