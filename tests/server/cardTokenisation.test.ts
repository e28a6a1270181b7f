import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardTokenisations, paymentMethods } from '../../server/db/schema';
import { loadMerchantKey } from '../../server/gateway/merchantKey';
import { signFields } from '../../server/gateway/signature';
import { errorOf, listenTo, newPatient, startTestServer, type TestServer } from './harness';
import { bookablePaidSessions, formAction, hiddenFields, ok, postForm, signedForm, type Answer } from './payFlow';

/** Adding a card through the gateway's tokenisation, end to end: initiate, the sandbox's page, the card callback, quick pay. */

const FUTURE_YEAR = (new Date().getFullYear() + 3) % 100;
const FUTURE_EXPIRY = `12/${String(FUTURE_YEAR).padStart(2, '0')}`;
/** As Secure Acceptance posts card_expiry_date. */
const FUTURE_EXPIRY_LONG = `11-20${String(FUTURE_YEAR).padStart(2, '0')}`;
/** samePrefix: another Visa with the accepted test card's first 6 digits. */
const CARDS = {
  accept: '4111111111111111',
  decline: '4000000000000002',
  error: '4000000000000119',
  otherVisa: '4242424242424242',
  samePrefix: '4111110000000005',
} as const;
const CVV = '987';
const RETURN = { successUrl: '/profiles/payment-methods?from=add', failureUrl: '/profiles/payment-methods' };
const INPUT = { ...RETURN, nameOnCard: 'Nuwan Silva' };
const PATHS = { callback: '/payments/card-callback', notification: '/payments/card-notification' } as const;
/** Signed changes that make a result name no request of ours. */
const OTHER_REQUEST: readonly Record<string, string>[] = [
  { req_reference_number: 'no-such-request' },
  { req_transaction_uuid: 'another-uuid' },
];
/** The card callback waits this long for a notification that does not come (NOTIFICATION_WAIT_MS). */
const NOTIFICATION_WAIT_MS = 3000;

const INITIATE = `mutation ($input: CardTokenisationInput!) { initiateCardTokenisation(input: $input) {
  id action signature { parameter { key value } value } unsignedFieldNames } }`;
const SAVED_CARDS = `{ queryOneProfile { id paymentMethods { id type status cardExpiry cardType cardNumber defaultMethod } } }`;
const SESSIONS = `query ($filter: SessionFilter!) { querySession(filter: $filter) { id status endTime appointmentMaxAllowed activeAppointments doctorFee } }`;
const CREATE_APPOINTMENT = `mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { id sessionId } }`;
const PREPARE_INVOICE = `mutation ($input: PrepareInvoiceInput!) { prepareInvoice(input: $input) { id appointmentId sessionId } }`;
const INITIATE_BOOKING = `mutation ($input: InitiateBookingInput!) { initiateBooking(input: $input) { id action } }`;
const COMPLETE = `mutation ($id: ID!, $type: String!, $card: ID!) { completeBooking(id: $id, paymentGatewayType: $type, paymentMethodId: $card) {
  id status message appointmentId paymentId } }`;
const APPOINTMENT = `query ($id: ID!) { queryAppointment(filter: { id: $id }) { id appointmentPaymentStatus } }`;

interface Tokenisation {
  id: string;
  action: string;
  signature: { parameter: { key: string; value: string }[]; value: string };
  unsignedFieldNames: string[];
}
interface SavedCard {
  id: string;
  type: string;
  status: string;
  cardExpiry: string;
  cardType: string;
  cardNumber: string;
  defaultMethod: boolean;
}
interface Account {
  token: string;
  patientId: string;
}
let t: TestServer;
let sessions: { id: string }[];
let nextMobile = 0;

/** A new account with its holder (Nuwan Silva). */
function newAccount(given = 'Nuwan'): Promise<Account> {
  nextMobile += 1;
  return newPatient(t, `07706110${String(nextMobile).padStart(2, '0')}`, given);
}

async function initiate(who: Account, input: Record<string, string> = INPUT): Promise<Tokenisation> {
  return ok(await t.gql<{ initiateCardTokenisation: Tokenisation }>(INITIATE, { input }, who.token))
    .initiateCardTokenisation;
}

async function cardsOf(who: Account): Promise<SavedCard[]> {
  return ok(await t.gql<{ queryOneProfile: { paymentMethods: SavedCard[] } }>(SAVED_CARDS, {}, who.token))
    .queryOneProfile.paymentMethods;
}

function withCard(tokenisation: Tokenisation, number: string, expiry = FUTURE_EXPIRY): Record<string, string> {
  return {
    ...signedForm(tokenisation),
    card_type: '001',
    card_number: number,
    card_expiry_date: expiry,
    card_cvn: CVV,
  };
}

/** The sandbox's result page for a card: its form's action and signed fields. */
async function gatewayResult(
  tokenisation: Tokenisation,
  number: string,
  expiry = FUTURE_EXPIRY,
): Promise<{ action: string; fields: Record<string, string>; html: string }> {
  const page = await postForm(t, tokenisation.action, withCard(tokenisation, number, expiry));
  expect(page.status).toBe(200);
  return { action: formAction(page.html), fields: hiddenFields(page.html), html: page.html };
}

/** A field of the signed request. */
function requestField(tokenisation: Tokenisation, name: string): string {
  return tokenisation.signature.parameter.find(({ key }) => key === name)?.value ?? '';
}

/** Fields signed with the merchant key, as the gateway signs them. */
async function signed(fields: Record<string, string>): Promise<Record<string, string>> {
  const form = signFields(await loadMerchantKey(t.server.services.db), fields);
  return { ...form.fields, signature: form.signature };
}

/** What the gateway's page sends back through the browser: the outcome of the request, nothing more. */
function returnFields(tokenisation: Tokenisation, decision = 'ACCEPT'): Record<string, string> {
  return {
    decision,
    reason_code: decision === 'ACCEPT' ? '100' : '203',
    req_transaction_type: 'create_payment_token',
    req_reference_number: tokenisation.id,
    req_transaction_uuid: requestField(tokenisation, 'transaction_uuid'),
  };
}

/** The gateway's own notification of an accepted card (as a real gateway posts it to /payments/card-notification). */
function notificationFields(tokenisation: Tokenisation, token: string): Record<string, string> {
  return {
    decision: 'ACCEPT',
    reason_code: '100',
    message: 'Request was processed successfully.',
    req_transaction_type: 'create_payment_token',
    req_reference_number: tokenisation.id,
    req_transaction_uuid: requestField(tokenisation, 'transaction_uuid'),
    payment_token: token,
    req_card_number: '555555**********',
    req_card_expiry_date: FUTURE_EXPIRY,
    req_card_type: '002',
  };
}

async function storedCard(id: string): Promise<typeof paymentMethods.$inferSelect | undefined> {
  const [row] = await t.server.services.db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row;
}

/** Initiate, the sandbox, the callback: the callback's answer. */
async function addCard(
  who: Account,
  number: string,
  expiry = FUTURE_EXPIRY,
): Promise<{ tokenisation: Tokenisation; callback: Answer; result: Record<string, string> }> {
  const tokenisation = await initiate(who);
  const result = await gatewayResult(tokenisation, number, expiry);
  const callback = await postForm(t, result.action, result.fields);
  return { tokenisation, callback, result: result.fields };
}

async function tokenisationRow(id: string): Promise<typeof cardTokenisations.$inferSelect | undefined> {
  const [row] = await t.server.services.db.select().from(cardTokenisations).where(eq(cardTokenisations.id, id));
  return row;
}

beforeAll(async () => {
  t = await startTestServer({ codeRequestsPerAddressPerHour: 100 });
  sessions = await bookablePaidSessions(t, SESSIONS, 2);
});
afterAll(async () => {
  await t.close();
});

/** Books a paid session for the holder and pays it with quick pay and a saved card: completeBooking's answer. */
async function quickPay(
  who: Account,
  cardId: string,
  sessionIndex: number,
): Promise<{ status: string; message: string; appointmentId: string }> {
  const session = sessions[sessionIndex];
  if (session === undefined) throw new Error('not enough bookable paid sessions');
  const appointment = ok(
    await t.gql<{ createAppointment: { id: string } }>(
      CREATE_APPOINTMENT,
      { input: { sessionId: session.id, patientId: who.patientId } },
      who.token,
    ),
  ).createAppointment;
  const invoice = ok(
    await t.gql<{ prepareInvoice: { id: string } }>(
      PREPARE_INVOICE,
      { input: { appointmentId: appointment.id } },
      who.token,
    ),
  ).prepareInvoice;
  const input = {
    invoiceId: invoice.id,
    paymentGatewayType: 'cardProviderQuickPay',
    successUrl: '/view/appointment',
    failureUrl: '/view/appointment',
  };
  const booking = ok(
    await t.gql<{ initiateBooking: { id: string } }>(INITIATE_BOOKING, { input }, who.token),
  ).initiateBooking;
  return ok(
    await t.gql<{ completeBooking: { status: string; message: string; appointmentId: string } }>(
      COMPLETE,
      { id: booking.id, type: 'cardProviderQuickPay', card: cardId },
      who.token,
    ),
  ).completeBooking;
}

describe('initiateCardTokenisation', () => {
  it("returns the sandbox's tokenisation page and the signed create_payment_token fields, billed to the name on card", async () => {
    const who = await newAccount('Kasun');
    const tokenisation = await initiate(who, { ...RETURN, nameOnCard: '  Nimal   Kumara Perera ' });
    expect(tokenisation.action).toBe('/sandbox/cardProvider/token');
    expect(tokenisation.unsignedFieldNames).toEqual(['card_type', 'card_number', 'card_expiry_date', 'card_cvn']);
    const fields = Object.fromEntries(tokenisation.signature.parameter.map(({ key, value }) => [key, value]));
    expect(fields).toMatchObject({
      access_key: 'sandbox-carechat-demo-access',
      profile_id: 'sandbox-carechat-demo',
      reference_number: tokenisation.id,
      locale: 'en',
      transaction_type: 'create_payment_token',
      amount: '0.00',
      currency: 'LKR',
      payment_method: 'card',
      // The card's name, not the holder's patient (Kasun Silva).
      bill_to_forename: 'Nimal Kumara',
      bill_to_surname: 'Perera',
      override_custom_receipt_page: '/payments/card-callback',
      unsigned_field_names: 'card_type,card_number,card_expiry_date,card_cvn',
    });
    expect(fields.signed_field_names?.split(',')).toEqual([
      'access_key',
      'profile_id',
      'reference_number',
      'transaction_uuid',
      'signed_date_time',
      'locale',
      'transaction_type',
      'amount',
      'currency',
      'payment_method',
      'bill_to_forename',
      'bill_to_surname',
      'override_custom_receipt_page',
      'unsigned_field_names',
      'signed_field_names',
    ]);
    expect(fields.signed_date_time).toBe(new Date(t.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect(await tokenisationRow(tokenisation.id)).toMatchObject({
      status: 'initiated',
      transactionUuid: fields.transaction_uuid,
      successUrl: RETURN.successUrl,
      paymentMethodId: null,
    });
  });

  it("bills one word as both names, keeps ',' and '=' out of the signed names, and the gateway still verifies the request", async () => {
    const who = await newAccount();
    const single = Object.fromEntries(
      (await initiate(who, { ...RETURN, nameOnCard: 'Madonna' })).signature.parameter.map(({ key, value }) => [
        key,
        value,
      ]),
    );
    expect([single.bill_to_forename, single.bill_to_surname]).toEqual(['Madonna', 'Madonna']);

    const crafted = await initiate(who, { ...RETURN, nameOnCard: 'Nimal,amount=1.00 Perera=' });
    const fields = Object.fromEntries(crafted.signature.parameter.map(({ key, value }) => [key, value]));
    expect([fields.bill_to_forename, fields.bill_to_surname]).toEqual(['Nimal amount 1.00', 'Perera']);
    expect(fields.amount).toBe('0.00');
    const page = await postForm(t, crafted.action, signedForm(crafted));
    expect(page.status).toBe(200);
    expect(page.html).toContain('Card holder: Nimal amount 1.00 Perera');
  });

  it('refuses an empty or over-long name on card (ARO-E1040), storing nothing', async () => {
    const who = await newAccount();
    const marker = { successUrl: '/profiles/payment-methods?from=no-name', failureUrl: RETURN.failureUrl };
    expect(errorOf(await t.gql(INITIATE, { input: { ...marker, nameOnCard: '   ' } }, who.token))).toBe(
      'ARO-E1040:We need a valid patient profile. Name on card is required',
    );
    expect(errorOf(await t.gql(INITIATE, { input: { ...marker, nameOnCard: ', =' } }, who.token))).toBe(
      'ARO-E1040:We need a valid patient profile. Name on card is required',
    );
    expect(errorOf(await t.gql(INITIATE, { input: { ...marker, nameOnCard: 'N'.repeat(61) } }, who.token))).toBe(
      'ARO-E1040:We need a valid patient profile. Name on card is too long (at most 60 characters).',
    );
    const rows = await t.server.services.db
      .select()
      .from(cardTokenisations)
      .where(eq(cardTokenisations.successUrl, marker.successUrl));
    expect(rows).toEqual([]);
  });

  it('refuses a return address outside the app, storing nothing', async () => {
    const who = await newAccount();
    for (const input of [
      { successUrl: 'https://evil.example/x', failureUrl: RETURN.failureUrl },
      { successUrl: RETURN.successUrl, failureUrl: '//evil.example' },
      { successUrl: '/\\evil', failureUrl: RETURN.failureUrl },
    ]) {
      expect(errorOf(await t.gql(INITIATE, { input: { ...input, nameOnCard: INPUT.nameOnCard } }, who.token))).toBe(
        'ARO-E1044:Unable to process payment! The return address must be a path of this app.',
      );
    }
    const rows = await t.server.services.db.select().from(cardTokenisations);
    expect(rows.filter((row) => row.successUrl.includes('evil') || row.failureUrl.includes('evil'))).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    expect(errorOf(await t.gql(INITIATE, { input: INPUT }))).toMatch(/^ARO-E1023:/);
  });
});

describe('adding a card', () => {
  let holder: Account;
  let added: { tokenisation: Tokenisation; callback: Answer; result: Record<string, string> };

  beforeAll(async () => {
    holder = await newAccount();
    added = await addCard(holder, CARDS.accept);
  });

  it("the browser gets the outcome alone, signed: the gateway's token never appears in anything it receives", async () => {
    expect(added.result).toEqual({
      decision: 'ACCEPT',
      reason_code: '100',
      req_transaction_type: 'create_payment_token',
      req_reference_number: added.tokenisation.id,
      req_transaction_uuid: requestField(added.tokenisation, 'transaction_uuid'),
      signed_field_names:
        'decision,reason_code,req_transaction_type,req_reference_number,req_transaction_uuid,signed_field_names',
      signature: expect.any(String) as string,
    });

    // A fresh card request, every answer the browser gets along the way kept whole.
    const who = await newAccount();
    const seen: string[] = [];
    const initiated = await t.gql<{ initiateCardTokenisation: Tokenisation }>(INITIATE, { input: INPUT }, who.token);
    seen.push(JSON.stringify(initiated));
    const tokenisation = ok(initiated).initiateCardTokenisation;
    const form = await postForm(t, tokenisation.action, signedForm(tokenisation));
    seen.push(form.html);
    const resultPage = await postForm(t, tokenisation.action, withCard(tokenisation, CARDS.accept));
    expect(resultPage.status).toBe(200);
    seen.push(resultPage.html);
    const response = await fetch(`${t.url}${formAction(resultPage.html)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(hiddenFields(resultPage.html)).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    seen.push(JSON.stringify([...response.headers.entries()]), await response.text());
    seen.push(JSON.stringify(await t.gql(SAVED_CARDS, {}, who.token)));

    const [card] = await cardsOf(who);
    const token = (await storedCard(card?.id ?? ''))?.gatewayToken ?? '';
    expect(token).toMatch(/^sbx-accept-[0-9a-f]{32}$/);
    const everything = seen.join('\n');
    expect(everything).toContain('411111**********');
    expect(everything).not.toContain(token);
    // (create_payment_token, the transaction type, is no token.)
    expect(everything).not.toMatch(/\bpayment_token\b|sbx-accept-/);
  });

  it('saves it: listed masked, the default as the first card, its token kept, and the browser returns to successUrl', async () => {
    const cards = await cardsOf(holder);
    expect(cards).toEqual([
      {
        id: expect.any(String) as string,
        type: 'card',
        status: 'active',
        cardExpiry: FUTURE_EXPIRY,
        cardType: '001',
        cardNumber: '411111**********',
        defaultMethod: true,
      },
    ]);
    const [card] = cards;
    expect(added.callback.status).toBe(303);
    expect(added.callback.location).toBe(`${RETURN.successUrl}&cardResult=added&paymentMethodId=${card?.id ?? ''}`);
    expect(await tokenisationRow(added.tokenisation.id)).toMatchObject({
      status: 'accepted',
      paymentMethodId: card?.id,
      message: null,
    });
    expect((await storedCard(card?.id ?? ''))?.gatewayToken).toMatch(/^sbx-accept-[0-9a-f]{32}$/);
  });

  it('pays a booking with quick pay', async () => {
    const [card] = await cardsOf(holder);
    const completed = await quickPay(holder, card?.id ?? '', 0);
    expect(completed).toMatchObject({ status: 'completed', message: 'Request was processed successfully.' });
    const [paid] = ok(
      await t.gql<{ queryAppointment: { appointmentPaymentStatus: string }[] }>(
        APPOINTMENT,
        { id: completed.appointmentId },
        holder.token,
      ),
    ).queryAppointment;
    expect(paid?.appointmentPaymentStatus).toBe('paid');
  });

  it('a replayed result adds nothing and returns the same way; the sandbox no longer takes that request', async () => {
    const before = await cardsOf(holder);
    const replay = await postForm(t, PATHS.callback, added.result);
    expect(replay.status).toBe(303);
    expect(replay.location).toBe(added.callback.location);
    expect(await cardsOf(holder)).toEqual(before);
    const again = await postForm(t, added.tokenisation.action, withCard(added.tokenisation, CARDS.otherVisa));
    expect(again.status).toBe(409);
    expect(again.html).toContain('This card request has already been processed.');
    expect(await cardsOf(holder)).toEqual(before);
  });

  it('a result replayed after the card was deleted does not bring it back', async () => {
    const who = await newAccount();
    const { tokenisation, callback, result } = await addCard(who, CARDS.accept);
    const [card] = await cardsOf(who);
    const answered = (await tokenisationRow(tokenisation.id))?.answered;
    expect(
      errorOf(await t.gql('mutation ($id: ID!) { deletePaymentMethod(id: $id) { id } }', { id: card?.id }, who.token)),
    ).toBe('');
    t.advance(1000);
    const replay = await postForm(t, PATHS.callback, result);
    expect(replay.status).toBe(303);
    // Still the outcome it had; the card it named is gone, so only the outcome is told.
    expect(callback.location).toBe(`${RETURN.successUrl}&cardResult=added&paymentMethodId=${card?.id ?? ''}`);
    expect(replay.location).toBe(`${RETURN.successUrl}&cardResult=added`);
    expect(await cardsOf(who)).toEqual([]);
    expect(await tokenisationRow(tokenisation.id)).toMatchObject({
      status: 'accepted',
      paymentMethodId: null,
      answered,
    });
  });

  it('a second card is not the default', async () => {
    const second = await addCard(holder, CARDS.otherVisa, FUTURE_EXPIRY_LONG);
    const cards = await cardsOf(holder);
    expect(cards.map((card) => [card.cardNumber, card.cardExpiry, card.defaultMethod])).toEqual([
      ['411111**********', FUTURE_EXPIRY, true],
      ['424242**********', `11/${String(FUTURE_YEAR).padStart(2, '0')}`, false],
    ]);
    expect(second.callback.location).toBe(
      `${RETURN.successUrl}&cardResult=added&paymentMethodId=${cards[1]?.id ?? ''}`,
    );
  });

  it('keeps two different cards with the same first 6 digits and expiry apart: each its own token, and quick pay charges that one', async () => {
    const who = await newAccount();
    const first = await addCard(who, CARDS.accept);
    const second = await addCard(who, CARDS.samePrefix);
    const cards = await cardsOf(who);
    expect(cards.map((card) => [card.cardNumber, card.cardExpiry, card.defaultMethod])).toEqual([
      ['411111**********', FUTURE_EXPIRY, true],
      ['411111**********', FUTURE_EXPIRY, false],
    ]);
    const [one, two] = cards;
    if (one === undefined || two === undefined) throw new Error('two cards expected');
    expect(first.callback.location).toBe(`${RETURN.successUrl}&cardResult=added&paymentMethodId=${one.id}`);
    expect(second.callback.location).toBe(`${RETURN.successUrl}&cardResult=added&paymentMethodId=${two.id}`);
    const tokens = [(await storedCard(one.id))?.gatewayToken, (await storedCard(two.id))?.gatewayToken];
    for (const token of tokens) expect(token).toMatch(/^sbx-accept-[0-9a-f]{32}$/);
    expect(tokens[0]).not.toBe(tokens[1]);

    // The second card's token becomes one the gateway declines: quick pay with each card charges its own token.
    await t.server.services.db
      .update(paymentMethods)
      .set({ gatewayToken: 'sbx-decline-second-card' })
      .where(eq(paymentMethods.id, two.id));
    expect(await quickPay(who, two.id, 1)).toMatchObject({ status: 'failed', message: 'Card declined by the bank' });
    expect(await quickPay(who, one.id, 2)).toMatchObject({
      status: 'completed',
      message: 'Request was processed successfully.',
    });
    expect((await storedCard(one.id))?.gatewayToken).toBe(tokens[0]);
  });

  it('tells profileChanged subscribers about a new card', async () => {
    const who = await newAccount();
    const live = listenTo<{ profileChanged: { paymentMethods: { cardNumber: string }[] } }>(
      t.socket(who.token),
      'subscription { profileChanged { paymentMethods { cardNumber } } }',
    );
    await live.next(1);
    await addCard(who, CARDS.accept);
    const results = await live.next(2);
    live.stop();
    expect(results.map((result) => result.data?.profileChanged.paymentMethods.map((card) => card.cardNumber))).toEqual([
      [],
      ['411111**********'],
    ]);
  });
});

describe('a card the bank refuses', () => {
  it('declined: nothing is saved, and the browser returns to failureUrl with cardResult=declined alone', async () => {
    const who = await newAccount();
    const { tokenisation, callback, result } = await addCard(who, CARDS.decline);
    expect(result).toMatchObject({ decision: 'DECLINE', reason_code: '203' });
    expect(callback.status).toBe(303);
    expect(callback.location).toBe(`${RETURN.failureUrl}?cardResult=declined`);
    expect(await cardsOf(who)).toEqual([]);
    expect(await tokenisationRow(tokenisation.id)).toMatchObject({
      status: 'declined',
      message: 'Card declined by the bank',
      paymentMethodId: null,
    });
    // Replayed: the same answer, still nothing saved.
    expect((await postForm(t, PATHS.callback, result)).location).toBe(callback.location);
    expect(await cardsOf(who)).toEqual([]);
  });

  it('a gateway error: nothing is saved, cardResult=failed', async () => {
    const who = await newAccount();
    const { tokenisation, callback } = await addCard(who, CARDS.error);
    expect(callback.location).toBe(`${RETURN.failureUrl}?cardResult=failed`);
    expect(await cardsOf(who)).toEqual([]);
    expect(await tokenisationRow(tokenisation.id)).toMatchObject({ status: 'failed', message: 'Gateway system error' });
  });

  it("the browser goes where the recorded answer says, whatever the return's decision", async () => {
    const who = await newAccount();
    const { tokenisation, callback } = await addCard(who, CARDS.decline);
    const claimed = await postForm(t, PATHS.callback, await signed(returnFields(tokenisation, 'ACCEPT')));
    expect(claimed.status).toBe(303);
    expect(claimed.location).toBe(callback.location);
    expect(await cardsOf(who)).toEqual([]);
  });
});

describe("the gateway's notification (server to server)", () => {
  it('a real gateway posts it to /payments/card-notification: the card is saved once, and the return finds it', async () => {
    const who = await newAccount();
    const tokenisation = await initiate(who);
    const notification = await signed(notificationFields(tokenisation, 'sbx-accept-from-the-gateway'));
    const first = await postForm(t, PATHS.notification, notification);
    expect([first.status, first.html]).toEqual([200, 'OK']);
    const [card] = await cardsOf(who);
    expect(card).toMatchObject({
      cardNumber: '555555**********',
      cardExpiry: FUTURE_EXPIRY,
      cardType: '002',
      defaultMethod: true,
    });
    expect((await storedCard(card?.id ?? ''))?.gatewayToken).toBe('sbx-accept-from-the-gateway');
    // Sent again (a gateway retries until it hears 2xx): nothing more is stored.
    expect((await postForm(t, PATHS.notification, notification)).status).toBe(200);
    expect(await cardsOf(who)).toHaveLength(1);
    const callback = await postForm(t, PATHS.callback, await signed(returnFields(tokenisation)));
    expect(callback.location).toBe(`${RETURN.successUrl}&cardResult=added&paymentMethodId=${card?.id ?? ''}`);
  });

  it('the return waits for a notification that trails it', async () => {
    const who = await newAccount();
    const tokenisation = await initiate(who);
    const started = Date.now();
    const callback = postForm(t, PATHS.callback, await signed(returnFields(tokenisation)));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(
      (await postForm(t, PATHS.notification, await signed(notificationFields(tokenisation, 'sbx-accept-trailing'))))
        .status,
    ).toBe(200);
    const [card] = await cardsOf(who);
    expect((await callback).location).toBe(`${RETURN.successUrl}&cardResult=added&paymentMethodId=${card?.id ?? ''}`);
    expect(Date.now() - started).toBeLessThan(NOTIFICATION_WAIT_MS);
  });

  it('without a notification in time the card request fails, and a late notification saves nothing', async () => {
    const who = await newAccount();
    const tokenisation = await initiate(who);
    const started = Date.now();
    const callback = await postForm(t, PATHS.callback, await signed(returnFields(tokenisation)));
    expect(Date.now() - started).toBeGreaterThanOrEqual(NOTIFICATION_WAIT_MS - 100);
    expect(callback.location).toBe(`${RETURN.failureUrl}?cardResult=failed`);
    expect(await tokenisationRow(tokenisation.id)).toMatchObject({
      status: 'failed',
      message: 'No notification from the gateway',
      paymentMethodId: null,
    });
    expect(
      (await postForm(t, PATHS.notification, await signed(notificationFields(tokenisation, 'sbx-accept-too-late'))))
        .status,
    ).toBe(200);
    expect(await cardsOf(who)).toEqual([]);
  });

  it('refuses a tampered notification (403) and one naming no request of ours (400), storing nothing', async () => {
    const who = await newAccount();
    const tokenisation = await initiate(who);
    const notification = await signed(notificationFields(tokenisation, 'sbx-accept-genuine'));
    for (const tampered of [
      { ...notification, payment_token: 'sbx-accept-stolen' },
      { ...notification, req_card_number: '411111**********' },
      { ...notification, signature: 'x' },
      { ...notification, signed_field_names: 'decision,req_reference_number,req_transaction_uuid,signed_field_names' },
    ]) {
      expect((await postForm(t, PATHS.notification, tampered)).status).toBe(403);
    }
    // The browser's return is no notification: it carries no token or card.
    expect((await postForm(t, PATHS.notification, await signed(returnFields(tokenisation)))).status).toBe(403);
    for (const changed of OTHER_REQUEST) {
      expect(
        (
          await postForm(
            t,
            PATHS.notification,
            await signed({ ...notificationFields(tokenisation, 'sbx-accept-x'), ...changed }),
          )
        ).status,
      ).toBe(400);
    }
    expect(await cardsOf(who)).toEqual([]);
    expect(await tokenisationRow(tokenisation.id)).toMatchObject({ status: 'initiated', answered: null });
    expect(t.logs.some((line) => line.includes('card notification with a bad signature'))).toBe(true);
  });
});

describe('what the sandbox and the callback refuse', () => {
  it('shows the card form when no card is posted, and the widget messages (422) for a bad one, never echoing it', async () => {
    const who = await newAccount();
    const tokenisation = await initiate(who);
    const form = await postForm(t, tokenisation.action, signedForm(tokenisation));
    expect(form.status).toBe(200);
    expect(form.html).toContain('Card holder: Nuwan Silva');
    expect(formAction(form.html)).toBe('/sandbox/cardProvider/token');
    expect(hiddenFields(form.html)).toEqual(signedForm(tokenisation));

    const bad = await postForm(t, tokenisation.action, {
      ...signedForm(tokenisation),
      card_number: '4111111111111112',
      card_expiry_date: '13/2',
      card_cvn: '12',
    });
    expect(bad.status).toBe(422);
    for (const message of [
      'Card number invalid or missing.',
      'Expiry month invalid or missing.',
      'Expiry year invalid or missing.',
      'Security code invalid.',
    ])
      expect(bad.html).toContain(message);
    expect(bad.html).not.toContain('4111111111111112');
    expect(bad.html).not.toMatch(/value="12"/);
    expect(await tokenisationRow(tokenisation.id)).toMatchObject({ status: 'initiated' });
    // The page posts the same signed request again: the corrected card goes through.
    const fixed = await postForm(t, formAction(bad.html), {
      ...hiddenFields(bad.html),
      card_number: CARDS.accept,
      card_expiry_date: FUTURE_EXPIRY,
      card_cvn: CVV,
    });
    expect(fixed.status).toBe(200);
    expect(hiddenFields(fixed.html).decision).toBe('ACCEPT');
    expect(await tokenisationRow(tokenisation.id)).toMatchObject({ status: 'accepted' });
  });

  it('takes at most 3 posts of card details per request (429 after), storing nothing', async () => {
    const who = await newAccount();
    const tokenisation = await initiate(who);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (
          await postForm(t, tokenisation.action, {
            ...signedForm(tokenisation),
            card_number: '4111111111111112',
            card_expiry_date: FUTURE_EXPIRY,
            card_cvn: CVV,
          })
        ).status,
      ).toBe(422);
    }
    const fourth = await postForm(t, tokenisation.action, withCard(tokenisation, CARDS.accept));
    expect(fourth.status).toBe(429);
    expect(fourth.html).toContain('Too many card entries for this request. Please add the card again.');
    expect(await cardsOf(who)).toEqual([]);
    expect(await tokenisationRow(tokenisation.id)).toMatchObject({ status: 'initiated', answered: null });
    // Another request of the account has its own count.
    const next = await addCard(who, CARDS.accept);
    expect(next.callback.location).toMatch(/cardResult=added/);
  });

  it('refuses an altered request (403) and a request of another kind (400)', async () => {
    const who = await newAccount();
    const tokenisation = await initiate(who);
    const altered = await postForm(t, tokenisation.action, {
      ...withCard(tokenisation, CARDS.accept),
      override_custom_receipt_page: '/payments/callback',
    });
    expect(altered.status).toBe(403);
    const key = await loadMerchantKey(t.server.services.db);
    const request = Object.fromEntries(
      tokenisation.signature.parameter
        .filter(({ key: name }) => name !== 'signed_field_names')
        .map(({ key: name, value }) => [name, value]),
    );
    const sale = signFields(key, { ...request, transaction_type: 'sale' });
    expect(
      (
        await postForm(t, tokenisation.action, {
          ...sale.fields,
          signature: sale.signature,
          card_number: CARDS.accept,
          card_expiry_date: FUTURE_EXPIRY,
          card_cvn: CVV,
        })
      ).status,
    ).toBe(400);
    const otherUuid = signFields(key, { ...request, transaction_uuid: 'not-this-one' });
    expect(
      (await postForm(t, tokenisation.action, { ...otherUuid.fields, signature: otherUuid.signature })).status,
    ).toBe(404);
  });

  it('refuses a tampered return (403), which changes nothing', async () => {
    const who = await newAccount();
    const tokenisation = await initiate(who);
    const { action, fields } = await gatewayResult(tokenisation, CARDS.decline);
    const before = await tokenisationRow(tokenisation.id);
    for (const tampered of [
      { ...fields, decision: 'ACCEPT' },
      { ...fields, req_reference_number: 'another-request' },
      { ...fields, signature: 'x' },
      { ...fields, signed_field_names: 'decision,signed_field_names' },
    ]) {
      expect((await postForm(t, action, tampered)).status).toBe(403);
    }
    expect(await cardsOf(who)).toEqual([]);
    expect(await tokenisationRow(tokenisation.id)).toEqual(before);
    expect(t.logs.some((line) => line.includes('card callback with a bad signature'))).toBe(true);
  });

  it('refuses a signed return that names no request of ours, or another transaction (400)', async () => {
    const who = await newAccount();
    const tokenisation = await initiate(who);
    for (const changed of OTHER_REQUEST) {
      expect(
        (await postForm(t, PATHS.callback, await signed({ ...returnFields(tokenisation), ...changed }))).status,
      ).toBe(400);
    }
    expect(
      (await postForm(t, PATHS.callback, await signed({ ...returnFields(tokenisation), req_transaction_type: 'sale' })))
        .status,
    ).toBe(400);
    expect(await tokenisationRow(tokenisation.id)).toMatchObject({ status: 'initiated' });
  });

  it('answers only urlencoded POSTs', async () => {
    for (const path of [PATHS.callback, PATHS.notification]) {
      expect((await fetch(`${t.url}${path}`)).status).toBe(405);
      expect(
        (
          await fetch(`${t.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).status,
      ).toBe(415);
    }
    expect((await fetch(`${t.url}/sandbox/cardProvider/token`)).status).toBe(405);
  });
});

describe('card details are never kept', () => {
  it('no table holds a whole card number or the CVV, and no log line does', async () => {
    const rows: string[] = [];
    const db = t.server.services.db;
    // Both drivers (PGlite, node-postgres) answer raw SQL with { rows }.
    const rowsOf = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
      const result: unknown = await db.execute(query);
      return (result as { rows: T[] }).rows;
    };
    const tables = {
      rows: await rowsOf<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    };
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['payment_methods', 'card_tokenisations', 'payments']),
    );
    for (const { table_name: table } of tables.rows) {
      const result = await rowsOf<{ row: string }>(
        sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
      );
      rows.push(...result.map((row) => row.row));
    }
    const everything = rows.join('\n');
    // The flows above did run: cards were saved.
    expect(everything).toContain('411111**********');
    for (const number of [...Object.values(CARDS), '4111111111111112']) expect(everything).not.toContain(number);
    // Every column of every row: none is the CVV, and no stored form carries a card field.
    const values = rows.flatMap((row) =>
      Object.values(JSON.parse(row) as Record<string, unknown>).map((value) =>
        typeof value === 'string' ? value : JSON.stringify(value),
      ),
    );
    expect(values).not.toContain(CVV);
    expect(values.filter((value) => value.includes('card_cvn'))).toEqual([]);

    const logs = t.logs.join('\n');
    for (const number of [...Object.values(CARDS), '4111111111111112']) expect(logs).not.toContain(number);
    expect(logs).not.toMatch(/card_cvn|sbx-accept-[0-9a-f]/);
  });
});

describe('limits and expiry', () => {
  it('lets an account start at most 10 card requests an hour', async () => {
    const who = await newAccount();
    for (let index = 0; index < 10; index += 1) await initiate(who);
    expect(errorOf(await t.gql(INITIATE, { input: INPUT }, who.token))).toBe(
      'ARO-E1033:Too many requests. Please try again later.',
    );
    const rows = await t.server.services.db.select().from(cardTokenisations);
    expect(rows.filter((row) => row.successUrl === RETURN.successUrl).length).toBeGreaterThanOrEqual(10);
    t.advance(60 * 60 * 1000 + 1000);
    expect((await initiate(who)).action).toBe('/sandbox/cardProvider/token');
  });

  it('the sandbox page of a request expires after 30 minutes (410)', async () => {
    const who = await newAccount();
    const tokenisation = await initiate(who);
    t.advance(30 * 60 * 1000);
    const page = await postForm(t, tokenisation.action, withCard(tokenisation, CARDS.accept));
    expect(page.status).toBe(410);
    expect(page.html).toContain('This page has expired. Please add the card again.');
    expect(await cardsOf(who)).toEqual([]);
  });

  it('after 30 minutes unanswered, a notification is refused (410) and the return fails at once: nothing stored', async () => {
    const who = await newAccount();
    const tokenisation = await initiate(who);
    t.advance(30 * 60 * 1000);
    const late = await postForm(
      t,
      PATHS.notification,
      await signed(notificationFields(tokenisation, 'sbx-accept-expired')),
    );
    expect(late.status).toBe(410);
    const started = Date.now();
    const callback = await postForm(t, PATHS.callback, await signed(returnFields(tokenisation)));
    expect(Date.now() - started).toBeLessThan(NOTIFICATION_WAIT_MS);
    expect(callback.location).toBe(`${RETURN.failureUrl}?cardResult=failed`);
    expect(await cardsOf(who)).toEqual([]);
    expect(await tokenisationRow(tokenisation.id)).toMatchObject({
      status: 'initiated',
      answered: null,
      paymentMethodId: null,
    });
  });
});
