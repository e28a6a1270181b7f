import { Client, fetchExchange } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { CODE_ALREADY_SENT } from '../../../domain/otp';
import { STORAGE_KEYS } from '../../../domain/storageKeys';
import { actorsOf } from '../../../flows/actorsOf';
import { authCalls } from '../../../src/features/profiles/api/authActors';
import type { InitiationStorage } from '../../../src/features/profiles/api/ownInitiations';

/** A GraphQL endpoint answering every request with this body (as Yoga sends errors: HTTP 200). */
function answeringClient(body: unknown): Client {
  return new Client({
    url: 'http://carechat.test/graphql',
    exchanges: [fetchExchange],
    fetch: () =>
      Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
  });
}
const refusingClient = (errors: unknown[]): Client => answeringClient({ data: null, errors });

/** A browser's localStorage, as a map. */
function memoryStorage(): InitiationStorage & { readonly values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

const MESSAGE = 'ARO-E1031:Please wait a minute before asking for another code.';
/** The server's ARO-E1031 since issue 28: the number and the countdown, `id: null` (never which code). */
const refusal = (secondsLeft: number, extra: Record<string, unknown> = {}) => ({
  message: MESSAGE,
  extensions: { code: 'ARO-E1031', [CODE_ALREADY_SENT]: { id: null, mobileNo: '94771234567', secondsLeft, ...extra } },
});
const T0 = 1_700_000_000_000;

// Issue 28: the code sent less than a minute ago is resumed only by the browser that asked for it.
describe('initiateAuthentication when this address asked for a code less than a minute ago', () => {
  it('resumes the code this browser asked for (a reload, another tab) with what is left of the countdown', async () => {
    const storage = memoryStorage();
    const first = await authCalls(
      answeringClient({
        data: { initiateAuthentication: { id: 'initiation-1', mobileNo: '94771234567', resendAfterSeconds: 60 } },
      }),
      storage,
      () => T0,
    ).initiateAuthentication({ mobile: '94771234567' });
    expect(first.id).toBe('initiation-1');
    // After the reload: a new client over the same storage, 18 s on.
    const again = authCalls(refusingClient([refusal(42)]), storage, () => T0 + 18_000);
    await expect(again.initiateAuthentication({ mobile: '94771234567' })).resolves.toEqual({
      id: 'initiation-1',
      mobileNo: '94771234567',
      resendAfterSeconds: 42,
      alreadySent: true,
    });
  });

  it('is refused with the wait for a browser that did not ask (a stranger), even when an old server named a code', async () => {
    const stranger = authCalls(refusingClient([refusal(42, { id: 'someone-elses' })]), memoryStorage(), () => T0);
    await expect(stranger.initiateAuthentication({ mobile: '94771234567' })).rejects.toThrow(MESSAGE);
    // Through the auth machine's actor too (the browser's storage: none under Node).
    await expect(
      toPromise(
        createActor(actorsOf(authCalls(refusingClient([refusal(42)]))).initiateAuthentication, {
          input: { mobile: '94771234567' },
        }).start(),
      ),
    ).rejects.toThrow(MESSAGE);
  });

  it('forgets a code once verified, so the countdown after a sign-in is only the wait', async () => {
    const storage = memoryStorage();
    const sent = {
      data: { initiateAuthentication: { id: 'initiation-1', mobileNo: '94771234567', resendAfterSeconds: 60 } },
    };
    await authCalls(answeringClient(sent), storage, () => T0).initiateAuthentication({ mobile: '94771234567' });
    const verified = {
      data: {
        completeAuthentication: { id: 'initiation-1', outcome: 'succeeded', accessToken: 'token', triesLeft: 5 },
      },
    };
    await authCalls(answeringClient(verified), storage, () => T0 + 5_000).completeAuthentication({
      id: 'initiation-1',
      code: 1234,
    });
    expect(JSON.parse(storage.values.get(STORAGE_KEYS.ownInitiations) ?? 'null')).toEqual([]);
    await expect(
      authCalls(refusingClient([refusal(50)]), storage, () => T0 + 10_000).initiateAuthentication({
        mobile: '94771234567',
      }),
    ).rejects.toThrow(MESSAGE);
  });

  it('reads no code into another error', async () => {
    const storage = memoryStorage();
    storage.setItem(
      STORAGE_KEYS.ownInitiations,
      JSON.stringify([{ id: 'initiation-1', mobileNo: '94771234567', sentAt: T0 }]),
    );
    const other = {
      message: 'ARO-E1030:Too many codes were sent to this number. Please try again later.',
      extensions: { code: 'ARO-E1030', [CODE_ALREADY_SENT]: { id: null, mobileNo: '94771234567', secondsLeft: 5 } },
    };
    await expect(
      authCalls(refusingClient([other]), storage, () => T0 + 1000).initiateAuthentication({ mobile: '94771234567' }),
    ).rejects.toThrow('ARO-E1030:');
  });
});
