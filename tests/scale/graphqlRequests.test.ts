import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, rawRequest, type RawAnswer } from '../server/rawHttp';
import type { TestServer } from '../server/harness';
import { startTestPair, type TestPair } from './pair';

/** The per-address limit of GraphQL operations (server/graphql/requestLimit.ts) counts in Redis: one count for A and B. */

const LIMIT = 6;
let pair: TestPair;

beforeAll(async () => {
  pair = await startTestPair({ graphqlRequestsPerAddressPerMinute: LIMIT });
});
afterAll(async () => {
  await pair.close();
});

function postFrom(server: TestServer, localAddress: string): Promise<RawAnswer> {
  return rawRequest(`${server.url}/graphql`, {
    method: 'POST',
    localAddress,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
}

describe('GraphQL operations per client address, over two instances', () => {
  it(`refuses the ${String(LIMIT + 1)}th operation of an address as one instance would, whichever instance it reaches`, async () => {
    const address = freshAddress();
    for (let n = 0; n < LIMIT; n++) expect((await postFrom(n % 2 === 0 ? pair.a : pair.b, address)).status).toBe(200);
    expect((await postFrom(pair.a, address)).status).toBe(429);
    expect((await postFrom(pair.b, address)).status).toBe(429);
    expect((await postFrom(pair.b, freshAddress())).status).toBe(200);
  });
});
