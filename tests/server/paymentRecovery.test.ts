import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReturnUrls } from '../../domain/bookingRoutes';
import { bookings, sandboxTransactions } from '../../server/db/schema';
import { releaseExpiredHolds } from '../../server/modules/appointments/holdSweeper';
import { CLAIM_LEASE_MS } from '../../server/modules/payments/claimLease';
import { recoverPayments } from '../../server/modules/payments/recovery';
import { chargeSavedCard, newTransactionId } from '../../server/sandbox/charge';
import { decideCard, TEST_CARDS } from '../../server/sandbox/decisions';
import { notifyDue } from '../../server/sandbox/notifier';
import { recordTransaction } from '../../server/sandbox/transactions';
import { errorOf, PROFILE, startTestServer, type ProfileData, type TestServer } from './harness';
import {
  bookablePaidSessions,
  followSeeOther,
  gatewayAccepts,
  hiddenFields,
  ok,
  postForm,
  postFormFollowing,
  signedForm,
  type BookableSession,
} from './payFlow';

/**
 * Payments that a crash or a lost browser must not lose (issue 28): the gateway's notification settles a card
 * payment whose browser never comes back; the merchant asks the gateway about payments still waiting (the hold
 * sweep, quick pay claims left by a dead request, a new attempt); the sandbox keeps one transaction per booking.
 */

const DEMO_HOLDER = '0771234567';
const SESSIONS = `query ($filter: SessionFilter!) { querySession(filter: $filter) { id status endTime appointmentMaxAllowed activeAppointments doctorFee } }`;
const CREATE_APPOINTMENT = `mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { id sessionId } }`;
const PREPARE_INVOICE = `mutation ($input: PrepareInvoiceInput!) { prepareInvoice(input: $input) { id sessionId appointmentId } }`;
const INITIATE = `mutation ($input: InitiateBookingInput!) { initiateBooking(input: $input) { id action successUrl signature { parameter { key value } value } } }`;
const COMPLETE = `mutation ($id: ID!, $card: ID!) { completeBooking(id: $id, paymentGatewayType: "cardProviderQuickPay", paymentMethodId: $card) { status decision paymentId } }`;
const APPOINTMENT = `query ($id: ID!) { queryAppointment(filter: { id: $id }) { id status appointmentPaymentStatus cancelReason } }`;
const MY_PAYMENTS = `query ($filter: PaymentFilter) { queryMyPayments(filter: $filter) { id status message transactionReference } }`;
const SAVED_CARDS = `{ queryOneProfile { paymentMethods { id defaultMethod } } }`;
const HOLD_MS = 15 * 60_000;

interface Booking {
  id: string;
  action: string;
  successUrl: string;
  signature: { parameter: { key: string; value: string }[]; value: string };
}

let t: TestServer;
let token: string;
let patientId: string;
let cardId: string;
let sessions: BookableSession[];
let next = 0;

beforeAll(async () => {
  t = await startTestServer();
  token = await t.signIn(DEMO_HOLDER);
  const patient = ok(await t.gql<ProfileData>(PROFILE, {}, token)).queryOneProfile.patients[0];
  if (patient === undefined) throw new Error('the demo holder has no patient');
  patientId = patient.id;
  const card = ok(
    await t.gql<{ queryOneProfile: { paymentMethods: { id: string; defaultMethod: boolean }[] } }>(
      SAVED_CARDS,
      {},
      token,
    ),
  ).queryOneProfile.paymentMethods.find((entry) => entry.defaultMethod);
  if (card === undefined) throw new Error('the demo holder has no default card');
  cardId = card.id;
  sessions = await bookablePaidSessions(t, SESSIONS, 3);
});
afterAll(async () => {
  await t.close();
});

/** A held appointment of the demo holder, invoiced and initiated with the gateway type. */
async function startPayment(
  gateway: 'cardProvider' | 'cardProviderQuickPay',
): Promise<{ appointmentId: string; booking: Booking }> {
  const session = sessions[next++ % sessions.length];
  if (session === undefined) throw new Error('no bookable paid session in the seed');
  const appointmentId = ok(
    await t.gql<{ createAppointment: { id: string } }>(
      CREATE_APPOINTMENT,
      { input: { sessionId: session.id, patientId } },
      token,
    ),
  ).createAppointment.id;
  const invoice = ok(
    await t.gql<{ prepareInvoice: { id: string; sessionId: string; appointmentId: string } }>(
      PREPARE_INVOICE,
      { input: { appointmentId } },
      token,
    ),
  ).prepareInvoice;
  const input = {
    invoiceId: invoice.id,
    paymentGatewayType: gateway,
    ...paymentReturnUrls(invoice.sessionId, invoice.appointmentId),
  };
  return {
    appointmentId,
    booking: ok(await t.gql<{ initiateBooking: Booking }>(INITIATE, { input }, token)).initiateBooking,
  };
}

async function appointmentOf(
  id: string,
): Promise<{ status: string; appointmentPaymentStatus: string; cancelReason: string | null }> {
  const [appointment] = ok(
    await t.gql<{
      queryAppointment: { status: string; appointmentPaymentStatus: string; cancelReason: string | null }[];
    }>(APPOINTMENT, { id }, token),
  ).queryAppointment;
  if (appointment === undefined) throw new Error(`appointment ${id} not found`);
  return appointment;
}

async function paymentsOf(
  appointmentId: string,
): Promise<{ id: string; status: string; message: string; transactionReference: string }[]> {
  return ok(
    await t.gql<{ queryMyPayments: { id: string; status: string; message: string; transactionReference: string }[] }>(
      MY_PAYMENTS,
      { filter: { appointmentId } },
      token,
    ),
  ).queryMyPayments;
}

async function gatewayRecordOf(bookingId: string): Promise<(typeof sandboxTransactions.$inferSelect)[]> {
  return t.server.services.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, bookingId));
}

async function bookingRow(id: string): Promise<typeof bookings.$inferSelect> {
  const [row] = await t.server.services.db.select().from(bookings).where(eq(bookings.id, id));
  if (row === undefined) throw new Error(`booking ${id} vanished`);
  return row;
}

/** The card provider's card form of a booking (the browser posted the signed request). */
async function cardFormOf(booking: Booking): Promise<string> {
  const page = await postFormFollowing(t, booking.action, signedForm(booking));
  expect(page.status).toBe(200);
  return hiddenFields(page.html).checkout ?? '';
}

/** What a crash after quick pay's charge leaves at the gateway: its transaction for the booking (the demo card's token). */
async function gatewayCharged(bookingId: string): Promise<void> {
  const row = await bookingRow(bookingId);
  await chargeSavedCard(
    t.server.services.db,
    {
      token: 'sbx-accept-demo',
      amountCents: row.amountCents,
      currency: row.currency,
      reference: row.id,
      transactionUuid: row.transactionUuid,
    },
    t.now(),
  );
}

/** What a crash between quick pay's claim and its charge leaves: the booking claimed for the card, now. */
async function claimAsADeadRequestWould(bookingId: string): Promise<void> {
  await t.server.services.db
    .update(bookings)
    .set({ paymentMethodId: cardId, claimedAt: new Date(t.now()) })
    .where(eq(bookings.id, bookingId));
}

describe('a card payment whose browser never comes back', () => {
  it('is settled by the gateway notification before the browser is sent back: paid even if the tab closes on the card page', async () => {
    const { appointmentId, booking } = await startPayment('cardProvider');
    const checkout = await cardFormOf(booking);
    // The card is posted; the browser never follows the 303 to the result page, nor reaches the callback.
    const posted = await postForm(t, '/sandbox/card', {
      checkout,
      card_name: 'Nuwan Silva',
      card_number: TEST_CARDS.accept,
      card_expiry: '12/40',
      card_cvn: '123',
    });
    expect(posted.status).toBe(303);

    expect(await appointmentOf(appointmentId)).toMatchObject({ status: 'booked', appointmentPaymentStatus: 'paid' });
    const [gateway] = await gatewayRecordOf(booking.id);
    expect(gateway).toMatchObject({ decision: 'ACCEPT', notification: 'delivered' });
    expect(await paymentsOf(appointmentId)).toEqual([
      expect.objectContaining({ status: 'ACCEPT', transactionReference: gateway?.id }),
    ]);

    // The browser coming back later lands on the success path of that one payment, and pays nothing more.
    const result = await followSeeOther(t, posted);
    const back = await postForm(t, '/payments/callback', hiddenFields(result.html));
    const [payment] = await paymentsOf(appointmentId);
    expect([back.status, back.location]).toEqual([303, `${booking.successUrl}&paymentId=${payment?.id ?? ''}`]);
    expect(await paymentsOf(appointmentId)).toHaveLength(1);
  });

  it('shows the result page once: the back button finds the payment processed', async () => {
    const { booking } = await startPayment('cardProvider');
    const checkout = await cardFormOf(booking);
    const posted = await postForm(t, '/sandbox/card', {
      checkout,
      card_name: 'Nuwan Silva',
      card_number: TEST_CARDS.accept,
      card_expiry: '12/40',
      card_cvn: '123',
    });
    const resultPage = new URL(posted.location ?? '', t.url);
    const first = await fetch(resultPage);
    expect(first.status).toBe(200);
    expect(hiddenFields(await first.text()).decision).toBe('ACCEPT');
    const again = await fetch(resultPage);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This payment has already been processed.');
  });

  it('takes one payment per booking: the card form posted twice gives the first result, not a second charge', async () => {
    const { appointmentId, booking } = await startPayment('cardProvider');
    const checkout = await cardFormOf(booking);
    const card = { checkout, card_name: 'Nuwan Silva', card_expiry: '12/40', card_cvn: '123' };
    const [first, second] = await Promise.all([
      postForm(t, '/sandbox/card', { ...card, card_number: TEST_CARDS.decline }),
      postForm(t, '/sandbox/card', { ...card, card_number: TEST_CARDS.accept }),
    ]);
    expect([first.status, second.status].every((status) => status === 303 || status === 409)).toBe(true);
    const records = await gatewayRecordOf(booking.id);
    expect(records).toHaveLength(1);
    expect((await paymentsOf(appointmentId)).map((payment) => payment.status)).toEqual([records[0]?.decision]);
  });
});

describe('the merchant notification (POST /payments/notification)', () => {
  it('settles once however often the gateway sends it, and refuses a forged or mismatched one', async () => {
    const { appointmentId, booking } = await startPayment('cardProvider');
    const notification = await gatewayAccepts(t, booking);

    expect(await postForm(t, '/payments/notification', { ...notification, decision: 'DECLINE' })).toMatchObject({
      status: 403,
      html: 'Signature verification failed',
    });
    expect(await paymentsOf(appointmentId)).toEqual([]);

    for (let attempt = 0; attempt < 3; attempt++)
      expect(await postForm(t, '/payments/notification', notification)).toMatchObject({ status: 200, html: 'OK' });
    expect(await paymentsOf(appointmentId)).toEqual([expect.objectContaining({ status: 'ACCEPT' })]);
    expect(await appointmentOf(appointmentId)).toMatchObject({ appointmentPaymentStatus: 'paid' });
  });

  it('is retried by the gateway until the merchant takes it (2xx), then never again', async () => {
    // A transaction naming no booking of ours: the merchant answers 400, so the gateway keeps trying, backing off.
    const { db } = t.server.services;
    const orphan = await recordTransaction(
      db,
      {
        id: newTransactionId(),
        reference: 'no-such-booking',
        transactionUuid: 'x',
        gateway: 'cardProvider',
        amountCents: 100,
        currency: 'LKR',
        decision: decideCard(TEST_CARDS.accept),
        card: null,
        forename: '',
        surname: '',
      },
      t.now(),
    );
    expect(orphan.created).toBe(true);
    await notifyDue(t.server.services);
    const [afterFirst] = await gatewayRecordOf('no-such-booking');
    expect(afterFirst).toMatchObject({ notification: 'pending', notifyAttempts: 1 });
    expect(afterFirst?.nextNotifyAt?.getTime()).toBe(t.now() + 10_000);
    // Not due yet: nothing is sent.
    await notifyDue(t.server.services);
    expect((await gatewayRecordOf('no-such-booking'))[0]?.notifyAttempts).toBe(1);

    // A real booking's notification that was not taken at first (left pending) goes through on the next due round.
    const { appointmentId, booking } = await startPayment('cardProvider');
    await gatewayAccepts(t, booking);
    await db
      .update(sandboxTransactions)
      .set({ nextNotifyAt: new Date(t.now() + 20_000), notifyAttempts: 2 })
      .where(eq(sandboxTransactions.reference, booking.id));
    t.advance(20_000);
    await notifyDue(t.server.services);
    expect((await gatewayRecordOf(booking.id))[0]).toMatchObject({
      notification: 'delivered',
      notifyAttempts: 3,
      nextNotifyAt: null,
    });
    expect(await appointmentOf(appointmentId)).toMatchObject({ appointmentPaymentStatus: 'paid' });
  });
});

describe('the hold sweep asks the gateway before it gives a held token away', () => {
  it('pays the appointment the gateway took money for, though neither the browser nor the notification reached us', async () => {
    const { appointmentId, booking } = await startPayment('cardProvider');
    await gatewayAccepts(t, booking);
    // The notification keeps failing (the gateway backs off), and the hold ends.
    await t.server.services.db
      .update(sandboxTransactions)
      .set({ nextNotifyAt: new Date(t.now() + 24 * 3_600_000) })
      .where(eq(sandboxTransactions.reference, booking.id));
    t.advance(HOLD_MS + 60_000);
    await releaseExpiredHolds(t.server.services);

    expect(await appointmentOf(appointmentId)).toMatchObject({ status: 'booked', appointmentPaymentStatus: 'paid' });
    expect((await paymentsOf(appointmentId)).map((payment) => payment.status)).toEqual(['ACCEPT']);
  });

  it('still releases the token when the gateway took nothing', async () => {
    const { appointmentId, booking } = await startPayment('cardProvider');
    t.advance(HOLD_MS + 60_000);
    await releaseExpiredHolds(t.server.services);
    expect(await appointmentOf(appointmentId)).toMatchObject({ status: 'cancelled', cancelReason: 'hold_expired' });
    expect((await bookingRow(booking.id)).status).toBe('expired');
    expect(await paymentsOf(appointmentId)).toEqual([]);
  });
});

describe('a quick pay cut off after its claim', () => {
  it('answers "already being processed" while the claim is young, then lets the patient pay once', async () => {
    const { appointmentId, booking } = await startPayment('cardProviderQuickPay');
    await claimAsADeadRequestWould(booking.id);

    expect(errorOf(await t.gql(COMPLETE, { id: booking.id, card: cardId }, token))).toBe(
      'ARO-E1044:Unable to process payment! This payment is already being processed.',
    );
    t.advance(CLAIM_LEASE_MS);
    // The gateway has nothing for the booking: the claim is released and this call charges the card, once.
    const paid = ok(
      await t.gql<{ completeBooking: { status: string; paymentId: string } }>(
        COMPLETE,
        { id: booking.id, card: cardId },
        token,
      ),
    ).completeBooking;
    expect(paid.status).toBe('completed');
    expect(await gatewayRecordOf(booking.id)).toHaveLength(1);
    expect((await paymentsOf(appointmentId)).map((payment) => payment.id)).toEqual([paid.paymentId]);
  });

  it('answers the payment the gateway took before the cut, charging nothing more', async () => {
    const { appointmentId, booking } = await startPayment('cardProviderQuickPay');
    await claimAsADeadRequestWould(booking.id);
    // The gateway charged the card (the crash came between the charge and the settlement).
    await gatewayCharged(booking.id);
    t.advance(CLAIM_LEASE_MS);

    const answer = ok(
      await t.gql<{ completeBooking: { status: string; paymentId: string } }>(
        COMPLETE,
        { id: booking.id, card: cardId },
        token,
      ),
    ).completeBooking;
    expect(answer.status).toBe('completed');
    expect(await gatewayRecordOf(booking.id)).toHaveLength(1);
    expect((await paymentsOf(appointmentId)).map((payment) => payment.id)).toEqual([answer.paymentId]);
  });

  it('is recovered by the sweep without the patient: settled from the gateway, or released so a new payment can start', async () => {
    const charged = await startPayment('cardProviderQuickPay');
    const notCharged = await startPayment('cardProviderQuickPay');
    for (const { booking } of [charged, notCharged]) await claimAsADeadRequestWould(booking.id);
    await gatewayCharged(charged.booking.id);
    await t.server.services.db
      .update(sandboxTransactions)
      .set({ nextNotifyAt: new Date(t.now() + 24 * 3_600_000) })
      .where(eq(sandboxTransactions.reference, charged.booking.id));

    // Within the lease a new attempt is refused; the sweep leaves both alone.
    expect(
      errorOf(
        await t.gql(
          INITIATE,
          {
            input: {
              invoiceId: (await bookingRow(notCharged.booking.id)).invoiceId,
              paymentGatewayType: 'cardProvider',
              ...paymentReturnUrls('s', 'a'),
            },
          },
          token,
        ),
      ),
    ).toBe('ARO-E1044:Unable to process payment! This payment is already being processed.');
    expect(await recoverPayments(t.server.services)).toEqual({ settled: 0, released: 0, expired: 0 });

    t.advance(CLAIM_LEASE_MS);
    expect(await recoverPayments(t.server.services)).toEqual({ settled: 1, released: 1, expired: 0 });
    expect(await appointmentOf(charged.appointmentId)).toMatchObject({ appointmentPaymentStatus: 'paid' });
    expect(await bookingRow(notCharged.booking.id)).toMatchObject({
      status: 'initiated',
      paymentMethodId: null,
      claimedAt: null,
    });
    const again = ok(
      await t.gql<{ initiateBooking: Booking }>(
        INITIATE,
        {
          input: {
            invoiceId: (await bookingRow(notCharged.booking.id)).invoiceId,
            paymentGatewayType: 'cardProviderQuickPay',
            ...paymentReturnUrls('s', 'a'),
          },
        },
        token,
      ),
    ).initiateBooking;
    expect(
      ok(await t.gql<{ completeBooking: { status: string } }>(COMPLETE, { id: again.id, card: cardId }, token))
        .completeBooking.status,
    ).toBe('completed');
    expect(await paymentsOf(notCharged.appointmentId)).toHaveLength(1);
  });
});

describe('a new attempt asks the gateway about the one it replaces', () => {
  it('finds the earlier attempt paid at the gateway: the appointment is paid, and nothing new is started', async () => {
    const { appointmentId, booking } = await startPayment('cardProvider');
    await gatewayAccepts(t, booking);
    await t.server.services.db
      .update(sandboxTransactions)
      .set({ nextNotifyAt: new Date(t.now() + 24 * 3_600_000) })
      .where(eq(sandboxTransactions.reference, booking.id));

    const retry = await t.gql(
      INITIATE,
      {
        input: {
          invoiceId: (await bookingRow(booking.id)).invoiceId,
          paymentGatewayType: 'cardProvider',
          ...paymentReturnUrls('s', 'a'),
        },
      },
      token,
    );
    expect(errorOf(retry)).toMatch(/^ARO-E1043:/);
    expect(await appointmentOf(appointmentId)).toMatchObject({ appointmentPaymentStatus: 'paid' });
    expect(await paymentsOf(appointmentId)).toHaveLength(1);
  });
});
