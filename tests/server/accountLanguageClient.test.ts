import { Client, fetchExchange } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLanguageOf, saveAccountLanguage } from '../../src/lib/language/accountLanguage';
import { startTestServer, type TestServer } from './harness';

/** The client's account-language calls (src/lib/language/accountLanguage.ts) against the real server. */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

/** An urql client over HTTP carrying the token, as the app's client does once signed in. */
function clientWith(token: string | null): Client {
  return new Client({
    url: `${t.url}/graphql`,
    exchanges: [fetchExchange],
    fetchOptions: () => (token === null ? {} : { headers: { authorization: `Bearer ${token}` } }),
  });
}

describe('saveAccountLanguage and accountLanguageOf', () => {
  it("save and read the signed-in account's language; signed out is the server's ARO-E1023", async () => {
    const client = clientWith(await t.signIn('0779400001'));
    expect(await accountLanguageOf(client)).toBe('en');
    expect(await saveAccountLanguage(client, 'si')).toBe('si');
    expect(await accountLanguageOf(client)).toBe('si');
    expect(await saveAccountLanguage(client, 'ta')).toBe('ta');
    expect(await accountLanguageOf(client)).toBe('ta');
    await expect(saveAccountLanguage(clientWith(null), 'si')).rejects.toThrow(/^ARO-E1023:/);
  });
});
