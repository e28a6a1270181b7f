import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_REQUESTS_PER_ADDRESS_PER_MINUTE } from '../../server/graphql/requestLimit';
import { operationErrors, startTestServer, type TestServer } from './harness';
import { freshAddress, rawRequest, type RawAnswer } from './rawHttp';

/**
 * The per-address limit of GraphQL operations (server/graphql/requestLimit.ts) through the real server: HTTP
 * requests to /graphql and websocket subscribe messages count together; past the limit HTTP answers 429 with
 * Retry-After and a GraphQL error, the websocket that operation's error, and the socket stays open.
 */

const LIMIT = 5;
const TOO_MANY = 'ARO-E1033:Too many requests. Please try again later.';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ graphqlRequestsPerAddressPerMinute: LIMIT });
});
afterAll(async () => {
  await t.close();
});

function postFrom(server: TestServer, localAddress: string, query: string): Promise<RawAnswer> {
  return rawRequest(`${server.url}/graphql`, {
    method: 'POST',
    localAddress,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
}

const errorsOf = (answer: RawAnswer): { message: string; extensions?: Record<string, unknown> }[] =>
  (JSON.parse(answer.body.toString('utf8')) as { errors?: { message: string; extensions?: Record<string, unknown> }[] })
    .errors ?? [];

/** A graphql-ws client whose socket comes from `localAddress`. */
function socketFrom(server: TestServer, localAddress: string): Client {
  class FromAddress extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { localAddress });
    }
  }
  return createClient({
    url: `${server.url.replace('http://localhost', 'ws://127.0.0.1')}/graphql`,
    webSocketImpl: FromAddress,
    retryAttempts: 0,
    lazy: true,
  });
}

describe('GraphQL operations per client address', () => {
  it(`answers ${String(LIMIT)} a minute from one address, then 429 with Retry-After and ARO-E1033; other addresses are not affected`, async () => {
    const address = freshAddress();
    // Cached public answers count as much as anything else: the limit comes before the cache.
    for (let n = 0; n < LIMIT; n++)
      expect((await postFrom(t, address, '{ queryOrganization { id } }')).status).toBe(200);
    const refused = await postFrom(t, address, '{ queryOrganization { id } }');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(errorsOf(refused)).toEqual([
      { message: TOO_MANY, extensions: { code: 'ARO-E1033', retryAfterSeconds: 60 } },
    ]);
    // GET counts too, and anything else (a refused document costs the caller no parsing).
    expect(
      (await rawRequest(`${t.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { localAddress: address }))
        .status,
    ).toBe(429);
    expect((await postFrom(t, freshAddress(), '{ queryOrganization { id } }')).status).toBe(200);
  });

  it('counts websocket subscribe messages with HTTP requests; past the limit that operation is refused and the socket stays open', async () => {
    const address = freshAddress();
    const client = socketFrom(t, address);
    let closed = false;
    client.on('closed', () => {
      closed = true;
    });
    try {
      expect((await postFrom(t, address, '{ __typename }')).status).toBe(200);
      // A live subscription holds the (lazy) socket open: the refusals below must not close it.
      const live = operationErrors(
        client,
        'subscription { searchSessionsChanged(filter: { startTimeFrom: "2030-01-01T00:00:00Z" }) { id } }',
      );
      for (let n = 2; n < LIMIT; n++) expect(await operationErrors(client, '{ __typename }')).toEqual([]);
      expect(await operationErrors(client, '{ __typename }')).toEqual([TOO_MANY]);
      expect((await postFrom(t, address, '{ __typename }')).status).toBe(429);
      expect(closed).toBe(false);
      expect(
        await Promise.race([
          live.then(() => 'ended'),
          new Promise((resolve) => setTimeout(() => resolve('live'), 100)),
        ]),
      ).toBe('live');
    } finally {
      await client.dispose();
    }
  });

  it(`lets ${String(GRAPHQL_REQUESTS_PER_ADDRESS_PER_MINUTE)} a minute through by default and refuses the next`, async () => {
    const server = await startTestServer({ graphqlRequestsPerAddressPerMinute: undefined });
    try {
      const address = freshAddress();
      const statuses: number[] = [];
      for (let sent = 0; sent < GRAPHQL_REQUESTS_PER_ADDRESS_PER_MINUTE; sent += 50) {
        statuses.push(
          ...(await Promise.all(Array.from({ length: 50 }, () => postFrom(server, address, '{ __typename }')))).map(
            (answer) => answer.status,
          ),
        );
      }
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect((await postFrom(server, address, '{ __typename }')).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});
