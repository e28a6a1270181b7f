import { Client, fetchExchange } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { CODE_ALREADY_SENT } from '../../../domain/otp';
import { authActors } from '../../../src/api/authActors';

/** A GraphQL endpoint answering every request with these errors (as Yoga sends them: HTTP 200). */
function refusingClient(errors: unknown[]): Client {
  return new Client({
    url: 'http://carechat.test/graphql',
    exchanges: [fetchExchange],
    fetch: () => Promise.resolve(new Response(JSON.stringify({ data: null, errors }), { headers: { 'content-type': 'application/json' } })),
  });
}

const refusal = (sent: unknown) => ({ message: 'ARO-E1031:Please wait a minute before asking for another code.', extensions: { code: 'ARO-E1031', [CODE_ALREADY_SENT]: sent } });
const send = (client: Client) => toPromise(createActor(authActors(client).initiateAuthentication, { input: { mobile: '94771234567' } }).start());

// Issue 13: the server's 'a code was sent less than a minute ago' is that code for the auth machine to ask for.
describe('initiateAuthentication when a code was sent less than a minute ago', () => {
  it('answers with that code and what is left of its countdown', async () => {
    const client = refusingClient([refusal({ id: 'initiation-1', mobileNo: '94771234567', secondsLeft: 42 })]);
    await expect(send(client)).resolves.toEqual({ id: 'initiation-1', mobileNo: '94771234567', resendAfterSeconds: 42, alreadySent: true });
  });

  it('is refused when that code can no longer be typed (used, locked), or the refusal carries no code', async () => {
    const message = 'ARO-E1031:Please wait a minute before asking for another code.';
    await expect(send(refusingClient([refusal({ id: null, mobileNo: '94771234567', secondsLeft: 42 })]))).rejects.toThrow(message);
    await expect(send(refusingClient([{ message, extensions: { code: 'ARO-E1031' } }]))).rejects.toThrow(message);
    await expect(send(refusingClient([refusal({ id: 7, mobileNo: '94771234567', secondsLeft: 42 })]))).rejects.toThrow(message);
  });

  it('reads no code into another error', async () => {
    const other = { message: 'ARO-E1030:Too many codes were sent to this number. Please try again later.', extensions: { code: 'ARO-E1030', [CODE_ALREADY_SENT]: { id: 'x', mobileNo: '94771234567', secondsLeft: 5 } } };
    await expect(send(refusingClient([other]))).rejects.toThrow('ARO-E1030:');
  });
});
