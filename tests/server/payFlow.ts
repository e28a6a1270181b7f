import { expect } from 'vitest';
import { SIGNATURE_FIELD } from '../../domain/signedFields';
import { loadMerchantKey } from '../../server/gateway/merchantKey';
import { TEST_CARDS, decideCard } from '../../server/sandbox/decisions';
import { newTransactionId } from '../../server/sandbox/charge';
import { signedTransaction } from '../../server/sandbox/result';
import { recordTransaction } from '../../server/sandbox/transactions';
import { amountCents } from '../../server/sandbox/requestFields';
import { errorOf, type GraphqlResponse, type TestServer } from './harness';

/** Shared steps of the payment server tests (tests/server/{payments,loyalty,sandbox,cardTokenisation,paymentHistory}.test.ts): sessions to book, forms the browser posts, the sandbox's card pages. */

/** A card expiry (MM/YY) three years ahead. */
export const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** The data of a response that must succeed. */
export function ok<T>(response: GraphqlResponse<T>): T {
  if (!response.data || response.errors) throw new Error(`GraphQL error: ${errorOf(response)}`);
  return response.data;
}

export interface BookableSession {
  id: string;
  status: string;
  endTime: string;
  appointmentMaxAllowed: number;
  activeAppointments: number;
  doctorFee: number;
}

/**
 * The sessions from now on (read with `query`, a querySession document taking `$filter`) that are scheduled,
 * end more than two hours later and have room for `room` more appointments.
 */
export async function bookableSessions<S extends BookableSession>(
  t: TestServer,
  query: string,
  room: number,
): Promise<S[]> {
  const all = ok(
    await t.gql<{ querySession: S[] }>(query, { filter: { startTimeFrom: new Date(t.now()).toISOString() } }),
  ).querySession;
  return all.filter(
    (session) =>
      session.status === 'scheduled' &&
      Date.parse(session.endTime) > t.now() + 2 * 60 * 60 * 1000 &&
      (session.appointmentMaxAllowed === -1 || session.activeAppointments + room <= session.appointmentMaxAllowed),
  );
}

/** bookableSessions with a doctor's fee (they need paying). */
export async function bookablePaidSessions<S extends BookableSession>(
  t: TestServer,
  query: string,
  room: number,
): Promise<S[]> {
  return (await bookableSessions<S>(t, query, room)).filter((session) => session.doctorFee > 0);
}

export interface Answer {
  readonly status: number;
  readonly location: string | null;
  readonly html: string;
  readonly headers: Headers;
}

/** A POST to the server as a browser sends it, redirects not followed. */
export async function post(
  t: TestServer,
  path: string,
  body: string,
  contentType = 'application/x-www-form-urlencoded',
): Promise<Answer> {
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
    headers: response.headers,
  };
}

/** What the browser shows after an answer: a 303 is followed with a GET of its location (the sandbox's post-redirect-get). */
export async function followSeeOther(t: TestServer, answer: Answer): Promise<Answer> {
  if (answer.status !== 303 || answer.location === null) return answer;
  const response = await fetch(new URL(answer.location, t.url), { redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
    headers: response.headers,
  };
}

/** A form post of the fields, and the page the browser lands on after a 303. */
export async function postFormFollowing(t: TestServer, path: string, fields: Record<string, string>): Promise<Answer> {
  return followSeeOther(t, await postForm(t, path, fields));
}

/** A form post of the fields. */
export function postForm(t: TestServer, path: string, fields: Record<string, string>): Promise<Answer> {
  return post(t, path, new URLSearchParams(fields).toString());
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The hidden inputs of a page's form. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescapeHtml(match[1] ?? '')] = unescapeHtml(match[2] ?? '');
  return fields;
}

/** The action of a page's form. */
export function formAction(html: string): string {
  return unescapeHtml(/<form method="post" action="([^"]*)"/.exec(html)?.[1] ?? '');
}

export interface Signed {
  signature: { parameter: { key: string; value: string }[]; value: string };
}

/** The browser's post of a signed request: every signed field and the signature. */
export function signedForm(signed: Signed): Record<string, string> {
  return {
    ...Object.fromEntries(signed.signature.parameter.map(({ key, value }) => [key, value])),
    signature: signed.signature.value,
  };
}

/** The sandbox's card form of a checkout, filled in with a card: its result page. */
export function postCard(t: TestServer, checkout: string, card: string): Promise<Answer> {
  return postFormFollowing(t, '/sandbox/card', {
    checkout,
    card_name: 'Nuwan Silva',
    card_number: card,
    card_expiry: FUTURE_EXPIRY,
    card_cvn: '123',
  });
}

/** Through the card provider's pages with a card: the result page's form (action and signed fields), what the browser posts to the callback. */
export async function payOnSandbox(
  t: TestServer,
  booking: Signed & { action: string },
  card: string,
): Promise<{ action: string; fields: Record<string, string> }> {
  const payPage = await postFormFollowing(t, booking.action, signedForm(booking));
  expect(payPage.status).toBe(200);
  const result = await postCard(t, hiddenFields(payPage.html).checkout ?? '', card);
  expect(result.status).toBe(200);
  return { action: formAction(result.html), fields: hiddenFields(result.html) };
}

/**
 * The gateway takes the accept card for a booking on its own (as a real gateway may after our hold ended, or
 * while our server was down), recording the transaction in its record; returns the signed result its
 * notification carries (not delivered: the test decides when the merchant hears of it).
 */
export async function gatewayAccepts(t: TestServer, booking: Signed & { id: string }): Promise<Record<string, string>> {
  const { db } = t.server.services;
  const request = Object.fromEntries(booking.signature.parameter.map(({ key, value }) => [key, value]));
  const { transaction } = await recordTransaction(
    db,
    {
      id: newTransactionId(),
      reference: booking.id,
      transactionUuid: request.transaction_uuid ?? '',
      gateway: 'cardProvider',
      amountCents: amountCents(request.amount ?? ''),
      currency: request.currency ?? '',
      decision: decideCard(TEST_CARDS.accept),
      card: { masked: '411111**********', typeCode: '001', expiry: FUTURE_EXPIRY },
      forename: request.bill_to_forename ?? '',
      surname: request.bill_to_surname ?? '',
    },
    t.now(),
  );
  const signed = signedTransaction(await loadMerchantKey(db), transaction);
  return { ...signed.fields, [SIGNATURE_FIELD]: signed.signature };
}
