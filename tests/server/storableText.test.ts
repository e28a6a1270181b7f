import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { utf8ToBase64 } from '../../domain/base64';
import { chatMessages, rateLimits } from '../../server/db/schema';
import { QUERY_CHAT, SEND, STAFF_SEND, textPayload, type ChatData } from './chatApi';
import {
  CREATE_PATIENT,
  errorOf,
  operationErrors,
  patientInput,
  PROFILE,
  QUERY_SESSION,
  STAFF_SIGN_IN,
  type GraphqlResponse,
  type ProfileData,
} from './harness';
import { ok, worldPerFile } from './fuzz/world';

/**
 * Text the database cannot store (NUL, half a surrogate pair) is refused before anything runs, over HTTP and the
 * websocket, with ARO-E1110 instead of the database's error (masked as 'Unexpected error.'); so are the same
 * characters where GraphQL cannot see them (JSON escapes inside a base64 chat payload, the public feedback page's JSON),
 * and inputs past the database's index limits (issue 28, item 7; docs/decisions/0029-unstorable-and-reversed-text.md).
 */

const UNSTORABLE = 'ARO-E1110:This text contains characters that cannot be stored.';
const CASES = [
  ['NUL', 'Ni\u0000mal'],
  ['a lone high surrogate', 'Nimal\uD83D'],
  ['a lone low surrogate', '\uDE00Nimal'],
] as const;

const env = worldPerFile();

async function patientsOf(token: string): Promise<number> {
  return ok(await env.t.gql<ProfileData>(PROFILE, {}, token), 'queryOneProfile').queryOneProfile.patients.length;
}

describe('NUL and lone surrogates in any input', () => {
  it.each(CASES)('%s in a variable (a patient name) is ARO-E1110, and no patient is stored', async (_, given) => {
    const holder = await env.world.holder();
    const before = await patientsOf(holder.token);
    const answer = await env.t.gql(
      CREATE_PATIENT,
      { hospitalId: 'org-colombo', args: patientInput({ given: [given], relationship: 'Friend' }) },
      holder.token,
    );
    expect(errorOf(answer)).toBe(UNSTORABLE);
    expect(answer.data ?? null).toBeNull();
    expect(await patientsOf(holder.token)).toBe(before);
  });

  it('in a string literal of the document (an escape GraphQL decodes) is ARO-E1110 too', async () => {
    const holder = await env.world.holder();
    const inline = `mutation { createPatient(hospitalId: "org-colombo", args: { prefix: "Mr", given: ["Ni\\u0000mal"], family: "Perera", gender: male, birthDate: "1990-05-17", relationship: "Friend" }) { id } }`;
    expect(errorOf(await env.t.gql(inline, {}, holder.token))).toBe(UNSTORABLE);
    expect(await patientsOf(holder.token)).toBe(1);
  });

  it('in a nested input or a list, and in an input object key, is ARO-E1110', async () => {
    const holder = await env.world.holder();
    const patch = [
      { op: 'add', path: '/address', address: { line: ['12 Galle Road', 'Flat \uDBFF'], city: 'Colombo' } },
    ];
    expect(
      errorOf(
        await env.t.gql(
          'mutation ($id: ID!, $patch: [PatientPatchOperation!]!) { patchPatient(id: $id, patch: $patch) { id } }',
          { id: holder.patientId, patch },
          holder.token,
        ),
      ),
    ).toBe(UNSTORABLE);
    const oddKey = { ...patientInput(), ['rel\u0000']: 'x' };
    expect(errorOf(await env.t.gql(CREATE_PATIENT, { hospitalId: 'org-colombo', args: oddKey }, holder.token))).toBe(
      UNSTORABLE,
    );
  });

  it('in a query is refused alike, on the public catalogue too (first use, and the compiled uses after it)', async () => {
    for (let use = 0; use < 3; use += 1)
      expect(errorOf(await env.t.gql(QUERY_SESSION, { filter: { id: 'sess-\u0000' } }))).toBe(UNSTORABLE);
  });

  it('over the websocket: the operation (mutation or subscription) is answered ARO-E1110, the socket stays open', async () => {
    const holder = await env.world.holder();
    const client = env.t.socket(holder.token);
    expect(await operationErrors(client, 'mutation { prepareChat(hospitalId: "org-\\u0000colombo") { id } }')).toEqual([
      UNSTORABLE,
    ]);
    // (A lone surrogate cannot be spelled in a document: graphql-js refuses '\\uD800' as a syntax error itself.)
    expect(await operationErrors(client, 'subscription { chat(id: "\\u0000") { id } }')).toEqual([UNSTORABLE]);
    expect(await operationErrors(client, '{ queryOneProfile { id } }')).toEqual([]);
  });

  it('leaves whole surrogate pairs (emoji, any character beyond U+FFFF) alone', async () => {
    const holder = await env.world.holder();
    const answer = await env.t.gql(
      CREATE_PATIENT,
      { hospitalId: 'org-colombo', args: patientInput({ given: ['Nimal 😀'], relationship: 'Friend' }) },
      holder.token,
    );
    expect(errorOf(answer)).toBe('');
  });
});

describe('where GraphQL cannot see the characters', () => {
  /** A chat payload whose JSON spells the message's characters as escapes ('\\u0000'), inside its base64. */
  const escapedPayload = (authorRef: string, escapedMessage: string): string =>
    utf8ToBase64(`{"authorRef":"${authorRef}","timestamp":1,"message":"${escapedMessage}"}`);

  it.each([
    ['NUL', 'Hi \\u0000 there'],
    ['a lone surrogate', 'Hi \\ud83d there'],
  ])(
    'a chat message with %s as a JSON escape in its payload is ARO-E1110, and nothing is stored',
    async (_, escaped) => {
      const chat = await env.world.answeredChat();
      const messages = async (): Promise<number | undefined> =>
        (
          await env.t.server.services.db
            .select({ n: count() })
            .from(chatMessages)
            .where(eq(chatMessages.chatId, chat.chatId))
        )[0]?.n;
      const before = await messages();
      const answer = await env.t.gql(
        SEND,
        {
          input: {
            chatId: chat.chatId,
            id: randomUUID(),
            payload: escapedPayload(`Patient/${chat.patientId}`, escaped),
          },
        },
        chat.token,
      );
      expect(errorOf(answer)).toBe(UNSTORABLE);
      expect(await messages()).toBe(before);
    },
  );

  it("a staff member's message alike", async () => {
    const chat = await env.world.answeredChat();
    const staff = await env.world.staff();
    const answer = await env.t.gql(
      STAFF_SEND,
      {
        input: { chatId: chat.chatId, id: randomUUID(), payload: escapedPayload(`Staff/${staff.id}`, 'Hello \\u0000') },
      },
      staff.token,
    );
    expect(errorOf(answer)).toBe(UNSTORABLE);
  });

  it('the public feedback page refuses such a comment (400 with the words of ARO-E1110) and stores no rating', async () => {
    const visit = await env.world.fulfilledAppointment();
    const text =
      (await env.t.outbox()).find((sms) => sms.text.includes('/pf?r=') && sms.mobile === `94${visit.mobile.slice(1)}`)
        ?.text ?? '';
    const link = /https?:\/\/\S+\/pf\?r=\S+/.exec(text)?.[0] ?? '';
    expect(link).not.toBe('');
    const url = `${env.t.url}/feedback${new URL(link).search}`;
    const refused = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"rating":9,"feedback":"Kind \\u0000 doctor"}',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'invalid-input',
      message: 'This text contains characters that cannot be stored.',
    });
    expect(await (await fetch(url)).json()).toMatchObject({ feedbackRating: null, locked: false });
  });
});

describe('inputs past the database index limits, or of no known shape', () => {
  /** Random text: PostgreSQL compresses a repetitive value below its index row limit (2,704 bytes). */
  const longRandom = (length: number): string =>
    Array.from({ length }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join('');

  it('a chat message id of thousands of characters is ARO-E1051 with the rule, and nothing is stored', async () => {
    const chat = await env.world.answeredChat();
    const messages = async (): Promise<number> =>
      ok(await env.t.gql<{ queryChat: ChatData }>(QUERY_CHAT, { id: chat.chatId }, chat.token), 'queryChat').queryChat
        .messages?.length ?? 0;
    const before = await messages();
    const answer = await env.t.gql(
      SEND,
      {
        input: {
          chatId: chat.chatId,
          id: longRandom(6000),
          payload: textPayload(`Patient/${chat.patientId}`, 'Hello'),
        },
      },
      chat.token,
    );
    expect(errorOf(answer)).toBe(
      'ARO-E1051:This message cannot be sent. A message id is 8 to 64 letters, digits, - or _.',
    );
    expect(await messages()).toBe(before);
  });

  it("a staff username of thousands of characters is a wrong username (ARO-E1045); its delay's key is kept hashed", async () => {
    const username = longRandom(6000);
    expect(errorOf(await env.t.gql(STAFF_SIGN_IN, { username, password: 'wrong' }))).toBe(
      'ARO-E1045:Wrong username or password.',
    );
    const keys = (await env.t.server.services.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (row) => row.key,
    );
    expect(keys.every((key) => key.length < 200)).toBe(true);
    expect(keys.some((key) => key.includes('sha256:'))).toBe(true);
  });

  it("an observation's derivedFrom names a document (DocumentReference/{id}) or is refused, where any text was stored", async () => {
    const booked = await env.world.bookedAppointment();
    const create = (
      derivedFrom: string,
    ): Promise<GraphqlResponse<{ createObservation: { derivedFrom: string | null } }>> =>
      env.t.gql(
        'mutation ($input: ObservationInput!) { createObservation(input: $input) { derivedFrom } }',
        { input: { id: randomUUID(), appointmentId: booked.appointmentId, value: 'Headache', derivedFrom } },
        booked.token,
      );
    expect(errorOf(await create(longRandom(5000)))).toBe(
      'ARO-E1046:That cannot be done in this state. A note is drawn only from a document (DocumentReference/{id}).',
    );
    const observations = async (): Promise<number> =>
      ok(
        await env.t.gql<{ queryObservation: unknown[] }>(
          'query ($id: ID!) { queryObservation(appointmentId: $id) { id } }',
          { id: booked.appointmentId },
          booked.token,
        ),
        'queryObservation',
      ).queryObservation.length;
    expect(await observations()).toBe(0);
    expect(
      ok(await create(`DocumentReference/${randomUUID()}`), 'createObservation').createObservation.derivedFrom,
    ).toMatch(/^DocumentReference\//);
  });

  it('a chat message id as the app makes it (a UUID) still goes', async () => {
    const chat = await env.world.answeredChat();
    expect(
      errorOf(
        await env.t.gql(
          SEND,
          {
            input: {
              chatId: chat.chatId,
              id: randomUUID(),
              payload: textPayload(`Patient/${chat.patientId}`, 'Hello'),
            },
          },
          chat.token,
        ),
      ),
    ).toBe('');
  });
});
