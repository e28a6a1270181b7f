import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTITIONER_LIMIT } from '../../domain/listLimits';
import { DOCUMENT_LIMITS } from '../../server/graphql/documentLimits';
import { operationErrors, startTestServer, type TestServer } from './harness';

/**
 * The per-document limits (GraphQL Armor plus the once-only rule, server/graphql/documentLimits.ts) through the
 * real server: a refused document is a validation error, answered before anything runs, over HTTP and over the
 * websocket (which stays open).
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

/** What urql sends as Accept (graphql-over-HTTP: a validation error is then a 400). */
const URQL_ACCEPT =
  'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed';

interface Answer {
  readonly status: number;
  readonly body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function post(query: string, accept = 'application/json'): Promise<Answer> {
  const response = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const messagesOf = (answer: Answer): string[] => (answer.body.errors ?? []).map((error) => error.message);

/** The abusive document of issue 28: `count` renamed aliases of the practitioner list (9 KB for 230). */
function aliasFlood(count: number, prefix = 'a'): string {
  return `{ ${Array.from({ length: count }, (_, n) => `${prefix}${n}: queryPractitioner { id name }`).join(' ')} }`;
}

/**
 * Nine levels of fields, through introspection (public, no login): the schema itself is at most six deep and has
 * no cycle, so the cap guards against one added later. (graphql's own introspection rule counts only fields,
 * interfaces, possibleTypes and inputFields, not ofType.)
 */
const TOO_DEEP = `{ __type(name: "Query") { ${'ofType { '.repeat(7)}name${' }'.repeat(7)} } }`;
/** Seven levels, a hundred fields at the bottom: armor's cost about 1181. */
const TOO_COSTLY = `{ __type(name: "Query") { ${'ofType { '.repeat(5)}${'name '.repeat(100)}${'} '.repeat(5)}} }`;

const ALIASES_REFUSED = `Syntax Error: Aliases limit of ${DOCUMENT_LIMITS.aliases} exceeded, found 230.`;

describe('one document, over HTTP', () => {
  it('refuses the 230-alias document before running it, with the armor message and no data', async () => {
    const answer = await post(aliasFlood(230));
    expect(answer.status).toBe(200);
    expect(messagesOf(answer)[0]).toBe(ALIASES_REFUSED);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // Executed documents always carry data (null at worst): a validation error never does.
    expect(answer.body).not.toHaveProperty('data');
    // The app's client asks for graphql-response+json: a refused document is then a 400.
    expect((await post(aliasFlood(230), URQL_ACCEPT)).status).toBe(400);
  });

  it('allows 15 aliases and refuses 16', async () => {
    const aliased = (count: number): string =>
      `{ ${Array.from({ length: count }, (_, n) => `s${n}: querySpecialty { code }`).join(' ')} }`;
    const fifteen = await post(aliased(15));
    expect(messagesOf(fifteen)).toEqual([]);
    expect(Object.keys(fifteen.body.data as object)).toHaveLength(15);
    expect(messagesOf(await post(aliased(16)))).toEqual([
      `Syntax Error: Aliases limit of ${DOCUMENT_LIMITS.aliases} exceeded, found 16.`,
    ]);
  });

  it('refuses a document nested deeper than 8 levels', async () => {
    const answer = await post(TOO_DEEP);
    expect(messagesOf(answer)).toEqual([
      `Syntax Error: Query depth limit of ${DOCUMENT_LIMITS.depth} exceeded, found 9.`,
    ]);
    expect(answer.body).not.toHaveProperty('data');
  });

  it('refuses a document whose cost is over 1000', async () => {
    const answer = await post(TOO_COSTLY);
    expect(messagesOf(answer)).toEqual([
      expect.stringMatching(
        new RegExp(`^Syntax Error: Query Cost limit of ${DOCUMENT_LIMITS.cost} exceeded, found \\d+(\\.\\d+)?\\.$`),
      ),
    ]);
    expect(answer.body).not.toHaveProperty('data');
  });

  it('refuses a document of more than 2000 tokens while parsing it', async () => {
    const answer = await post(`{ ${Array.from({ length: 700 }, (_, n) => `f${n}: __typename`).join(' ')} }`);
    expect(messagesOf(answer)).toEqual([`Syntax Error: Token limit of ${DOCUMENT_LIMITS.tokens} exceeded.`]);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses more than 10 directives', async () => {
    const answer = await post(
      `{ ${Array.from({ length: 11 }, (_, n) => `t${n}: __typename @skip(if: false)`).join(' ')} }`,
    );
    expect(messagesOf(answer)).toEqual([
      `Syntax Error: Directives limit of ${DOCUMENT_LIMITS.directives} exceeded, found 11.`,
    ]);
  });

  it('asks each long list once per document, however its aliases are named', async () => {
    for (const field of [
      'queryPractitioner { id }',
      'querySession(filter: { startTimeFrom: "2030-01-01T00:00:00Z" }) { id }',
      'queryAppointment(filter: {}) { id }',
    ]) {
      const answer = await post(`{ first: ${field} second: ${field} }`);
      expect(messagesOf(answer)).toEqual([`${field.split(/[ (]/)[0] ?? ''} may appear only once per request.`]);
      expect(answer.body).not.toHaveProperty('data');
    }
  });

  it('does not let renamed aliases past the public response cache: each renaming is refused before it runs', async () => {
    for (const prefix of ['x', 'y', 'z']) {
      const answer = await post(aliasFlood(230, prefix));
      expect(messagesOf(answer)[0]).toBe(ALIASES_REFUSED);
      expect(answer.body).not.toHaveProperty('data');
    }
    // Two renamed copies are refused too (the list once per document); one is answered, as the app asks it.
    expect(messagesOf(await post(aliasFlood(2, 'w')))).toEqual(['queryPractitioner may appear only once per request.']);
    expect(messagesOf(await post(aliasFlood(1, 'v')))).toEqual([]);
  });

  it('answers an unrelated request while refused documents arrive at once: the four are refused, it is answered', async () => {
    const [unrelated, ...floods] = await Promise.all([
      post('{ queryOrganization { id } }'),
      ...['p', 'q', 'r', 's'].map((prefix) => post(aliasFlood(230, prefix))),
    ]);
    expect(floods.map((flood) => messagesOf(flood)[0])).toEqual(Array<string>(4).fill(ALIASES_REFUSED));
    expect(messagesOf(unrelated)).toEqual([]);
    expect(unrelated.body.data).toEqual({ queryOrganization: expect.any(Array) as unknown });
  });

  it('hides field suggestions from a mistyped field', async () => {
    const [message] = messagesOf(await post('{ queryPractitionr { id } }'));
    expect(message).toContain('[Suggestion hidden]');
    expect(message).not.toContain('queryPractitioner');
  });
});

describe('list sizes', () => {
  it("clamps a list's limit to the server's maximum instead of refusing it: the app's values and any larger one answer", async () => {
    const practitioners = async (limit: number): Promise<number> => {
      const answer = await post(`{ queryPractitioner(limit: ${String(limit)}) { id } }`);
      expect(messagesOf(answer)).toEqual([]);
      return (answer.body.data as { queryPractitioner: unknown[] }).queryPractitioner.length;
    };
    const all = await practitioners(PRACTITIONER_LIMIT);
    expect(all).toBeGreaterThan(1);
    expect(await practitioners(2_147_483_647)).toBe(all);
    expect(await practitioners(1)).toBe(1);
    expect(await practitioners(-5)).toBe(0);
    const sessions = await post(`{ querySession(filter: {}, limit: 2147483647) { id } }`);
    expect(messagesOf(sessions)).toEqual([]);
  });
});

describe('one document, over the websocket', () => {
  it('refuses that operation alone, with the same messages, and keeps the socket and its other subscriptions open', async () => {
    const client = t.socket(null);
    let closed = false;
    client.on('closed', () => {
      closed = true;
    });
    const other = operationErrors(
      client,
      'subscription { searchSessionsChanged(filter: { startTimeFrom: "2030-01-01T00:00:00Z" }) { id } }',
    );
    expect((await operationErrors(client, aliasFlood(230)))[0]).toBe(ALIASES_REFUSED);
    expect(
      await operationErrors(
        client,
        `subscription { ${Array.from({ length: 230 }, (_, n) => `s${n}: profileChanged { id }`).join(' ')} }`,
      ),
    ).toContain(ALIASES_REFUSED);
    expect(await operationErrors(client, TOO_DEEP)).toEqual([
      `Syntax Error: Query depth limit of ${DOCUMENT_LIMITS.depth} exceeded, found 9.`,
    ]);
    expect(await operationErrors(client, '{ queryOrganization { id } }')).toEqual([]);
    expect(closed).toBe(false);
    // The first subscription is still live: it ends only when the client is disposed.
    const stillOpen = await Promise.race([
      other.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 100)),
    ]);
    expect(stillOpen).toBe(true);
  });
});
