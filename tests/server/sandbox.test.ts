import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReturnUrls } from '../../domain/bookingRoutes';
import { PROFILE, startTestServer, type ProfileData, type TestServer } from './harness';
import {
  bookablePaidSessions,
  followSeeOther,
  FUTURE_EXPIRY,
  hiddenFields,
  ok,
  post,
  postForm,
  postFormFollowing,
  signedForm,
  type BookableSession,
} from './payFlow';

/** The sandbox gateway's hosted pages over HTTP: signature checks, the card form, the result page, assets. */

const SESSIONS = `query ($filter: SessionFilter!) { querySession(filter: $filter) { id status endTime appointmentMaxAllowed activeAppointments doctorFee } }`;
const CREATE_APPOINTMENT = `mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { id sessionId } }`;
const PREPARE_INVOICE = `mutation ($input: PrepareInvoiceInput!) { prepareInvoice(input: $input) { id appointmentId sessionId total { value currency } } }`;
const INITIATE = `mutation ($input: InitiateBookingInput!) { initiateBooking(input: $input) { id action signature { parameter { key value } value } } }`;

interface Booking {
  id: string;
  action: string;
  signature: { parameter: { key: string; value: string }[]; value: string };
}
interface Payment {
  readonly booking: Booking;
  readonly total: { value: number; currency: string };
  /** Starts another card provider booking of the same invoice. */
  again(): Promise<Booking>;
}

let t: TestServer;
let token: string;
let patientId: string;
let sessions: BookableSession[];
let next = 0;

/** A card provider booking of a fresh appointment of the demo holder. */
async function cardProviderBooking(): Promise<Payment> {
  const session = sessions[next++ % sessions.length];
  if (session === undefined) throw new Error('no bookable session');
  const appointment = ok(
    await t.gql<{ createAppointment: { id: string } }>(
      CREATE_APPOINTMENT,
      { input: { sessionId: session.id, patientId } },
      token,
    ),
  ).createAppointment;
  const invoice = ok(
    await t.gql<{
      prepareInvoice: {
        id: string;
        sessionId: string;
        appointmentId: string;
        total: { value: number; currency: string };
      };
    }>(PREPARE_INVOICE, { input: { appointmentId: appointment.id } }, token),
  ).prepareInvoice;
  const input = {
    invoiceId: invoice.id,
    paymentGatewayType: 'cardProvider',
    ...paymentReturnUrls(invoice.sessionId, invoice.appointmentId),
  };
  const initiate = async (): Promise<Booking> =>
    ok(await t.gql<{ initiateBooking: Booking }>(INITIATE, { input }, token)).initiateBooking;
  return { booking: await initiate(), total: invoice.total, again: initiate };
}

/** The card form page of a fresh booking. */
async function cardFormPage(): Promise<{ payment: Payment; checkout: string; html: string }> {
  const payment = await cardProviderBooking();
  const page = await postFormFollowing(t, payment.booking.action, signedForm(payment.booking));
  expect(page.status).toBe(200);
  return { payment, checkout: hiddenFields(page.html).checkout ?? '', html: page.html };
}

/** Every page is plain HTML: no inline script, no inline style, one same-origin stylesheet. */
function expectNoInlineCode(html: string): void {
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  expect(html).not.toMatch(/\sstyle=/);
  expect(html).not.toMatch(/<style/);
  expect(html).not.toMatch(/\son[a-z]+=/);
  expect(html).toContain('<link rel="stylesheet" href="/sandbox/assets/sandbox.css">');
}

beforeAll(async () => {
  t = await startTestServer();
  token = await t.signIn('0771234567');
  const profile = ok(await t.gql<ProfileData>(PROFILE, {}, token)).queryOneProfile;
  patientId = profile.patients[0]?.id ?? '';
  sessions = await bookablePaidSessions<BookableSession>(t, SESSIONS, 3);
});
afterAll(async () => {
  await t.close();
});

describe('assets', () => {
  it('serves the stylesheet and the autosubmit script from the same origin', async () => {
    const css = await fetch(`${t.url}/sandbox/assets/sandbox.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('.sandbox');
    const js = await fetch(`${t.url}/sandbox/autosubmit.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toContain('form[data-autosubmit]');
    expect((await fetch(`${t.url}/sandbox/autosubmit.js`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${t.url}/sandbox/nothing-here`)).status).toBe(404);
  });
});

describe('POST /sandbox/cardProvider/pay', () => {
  it('answers the signed form with a 303 to the card form, a GET whose URL holds only a sealed token', async () => {
    const payment = await cardProviderBooking();
    const answer = await postForm(t, payment.booking.action, signedForm(payment.booking));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.location).toMatch(/^\/sandbox\/card\?checkout=[A-Za-z0-9_-]+$/);
    // Sealed, not merely signed: the payer's name and the amount cannot be read from the URL.
    const sealed = Buffer.from(
      new URL(answer.location ?? '', t.url).searchParams.get('checkout') ?? '',
      'base64url',
    ).toString('latin1');
    for (const field of [signedForm(payment.booking).bill_to_surname ?? 'missing', payment.booking.id])
      expect(sealed).not.toContain(field);
  });

  it('shows the amount, the currency and the card form, under the CSP', async () => {
    const { payment, checkout, html } = await cardFormPage();
    expect(html).toContain('Card payment');
    expect(html).toContain(
      `${payment.total.value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${payment.total.currency}`,
    );
    for (const name of ['card_name', 'card_number', 'card_expiry', 'card_cvn'])
      expect(html).toContain(`name="${name}"`);
    expect(html).toContain('<form method="post" action="/sandbox/card"');
    expect(checkout).toMatch(/^[A-Za-z0-9_-]+$/);
    expectNoInlineCode(html);
    const page = await postFormFollowing(t, payment.booking.action, signedForm(payment.booking));
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a changed amount, any changed or missing signed field, or a bad signature: 403', async () => {
    const { booking } = await cardProviderBooking();
    const form = signedForm(booking);
    const tampered: Record<string, string>[] = [
      { ...form, amount: '1.00' },
      { ...form, currency: 'USD' },
      { ...form, bill_to_forename: 'Someone' },
      { ...form, reference_number: 'another-booking' },
      { ...form, signature: `${form.signature?.slice(0, -4) ?? ''}AAA=` },
      Object.fromEntries(Object.entries(form).filter(([name]) => name !== 'transaction_uuid')),
      Object.fromEntries(Object.entries(form).filter(([name]) => name !== 'signature')),
      // Taking the amount out of the signed names does not make it free to change.
      { ...form, signed_field_names: (form.signed_field_names ?? '').replace('amount,', ''), amount: '1.00' },
    ];
    for (const fields of tampered) {
      const page = await postForm(t, booking.action, fields);
      expect(page.status).toBe(403);
      expect(page.html).toContain('Signature verification failed');
      expect(page.html).not.toContain('name="card_number"');
    }
  });

  it('refuses other methods, other content types, repeated fields and bodies over 64 KB', async () => {
    const { booking } = await cardProviderBooking();
    expect((await fetch(`${t.url}${booking.action}`)).status).toBe(405);
    expect((await post(t, booking.action, JSON.stringify(signedForm(booking)), 'application/json')).status).toBe(415);
    expect(
      (await post(t, booking.action, `${new URLSearchParams(signedForm(booking)).toString()}&amount=1.00`)).status,
    ).toBe(400);
    const huge = await post(
      t,
      booking.action,
      `${new URLSearchParams(signedForm(booking)).toString()}&padding=${'x'.repeat(70 * 1024)}`,
    ).catch(() => ({ status: 413 }));
    expect(huge.status).toBe(413);
  });

  it('takes the card details posted with the signed form at once', async () => {
    const { booking } = await cardProviderBooking();
    const [month, year] = FUTURE_EXPIRY.split('/');
    const answer = await postForm(t, booking.action, {
      ...signedForm(booking),
      card_type: '001',
      card_number: '4111111111111111',
      card_expiry_date: `${month}-20${year}`,
      card_cvn: '123',
    });
    expect(answer.location).toMatch(/^\/sandbox\/result\/[A-Za-z0-9_-]+$/);
    const page = await followSeeOther(t, answer);
    expect(page.status).toBe(200);
    expect(hiddenFields(page.html)).toMatchObject({
      decision: 'ACCEPT',
      req_reference_number: booking.id,
      req_card_expiry_date: FUTURE_EXPIRY,
    });
  });
});

describe('the card form', () => {
  it("takes an expiry typed without its '/' on a numeric keypad (1230 is 12/30), and loads the script that puts the '/' in as the payer types", async () => {
    const { checkout, html } = await cardFormPage();
    expect(html).toContain('<script src="/sandbox/cardentry.js" defer></script>');
    expect(html).toContain('autocomplete="cc-exp" maxlength="5"');
    const script = await fetch(`${t.url}/sandbox/cardentry.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const [month, year] = FUTURE_EXPIRY.split('/');
    const page = await postFormFollowing(t, '/sandbox/card', {
      checkout,
      card_name: 'Nuwan Silva',
      card_number: '4111111111111111',
      card_expiry: `${month ?? ''}${year ?? ''}`,
      card_cvn: '123',
    });
    expect(page.html).not.toContain('Expiry month invalid or missing.');
    expect(page.status).toBe(200);
    expect(hiddenFields(page.html)).toMatchObject({ decision: 'ACCEPT', req_card_expiry_date: FUTURE_EXPIRY });
  });

  it('shows the widget messages of a bad entry, escapes what it shows back and never echoes the card', async () => {
    const { checkout } = await cardFormPage();
    const page = await postForm(t, '/sandbox/card', {
      checkout,
      card_name: '<script>alert(1)</script>',
      card_number: '4111111111111112',
      card_expiry: '13/2',
      card_cvn: '12',
    });
    expect(page.status).toBe(422);
    for (const message of [
      'Card number invalid or missing.',
      'Expiry month invalid or missing.',
      'Expiry year invalid or missing.',
      'Security code invalid.',
    ])
      expect(page.html).toContain(message);
    expect(page.html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).not.toContain('4111111111111112');
    expectNoInlineCode(page.html);
    // The form still works after a refusal.
    expect(hiddenFields(page.html).checkout).toBe(checkout);
  });

  it('asks for the name on card, and refuses an expired card by its year', async () => {
    const { checkout } = await cardFormPage();
    const page = await postForm(t, '/sandbox/card', {
      checkout,
      card_name: ' ',
      card_number: '4111-1111-1111-1111',
      card_expiry: '01/20',
      card_cvn: '123',
    });
    expect(page.status).toBe(422);
    expect(page.html).toContain('Name on card is required');
    expect(page.html).toContain('Expiry year invalid or missing.');
    expect(page.html).not.toContain('Card number invalid or missing.');
  });

  it('answers with the signed result: a 303 to its GET page, a form to /payments/callback, auto-submitted by a same-origin script, with Continue', async () => {
    const { payment, checkout } = await cardFormPage();
    const answer = await postForm(t, '/sandbox/card', {
      checkout,
      card_name: 'Nuwan Silva',
      card_number: '4000 0000 0000 0002',
      card_expiry: FUTURE_EXPIRY,
      card_cvn: '123',
    });
    expect(answer.status).toBe(303);
    // No card data in the URL, not even masked: the result is sealed.
    const sealed = Buffer.from(answer.location?.split('/').pop() ?? '', 'base64url').toString('latin1');
    for (const text of ['400000', 'DECLINE', 'Nuwan', FUTURE_EXPIRY]) expect(sealed).not.toContain(text);
    const page = await followSeeOther(t, answer);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.html).toContain('Payment declined');
    expect(page.html).toContain('Card declined by the bank');
    expect(page.html).toContain('<form method="post" action="/payments/callback" data-autosubmit>');
    expect(page.html).toContain('<script src="/sandbox/autosubmit.js" defer></script>');
    expect(page.html).toContain('<button type="submit">Continue</button>');
    expectNoInlineCode(page.html);
    const fields = hiddenFields(page.html);
    expect(fields).toMatchObject({
      decision: 'DECLINE',
      reason_code: '203',
      message: 'Card declined by the bank',
      req_reference_number: payment.booking.id,
      req_amount: payment.total.value.toFixed(2),
      req_currency: payment.total.currency,
      req_card_number: '400000**********',
      req_card_type: '001',
      req_card_expiry_date: FUTURE_EXPIRY,
    });
    expect(fields.transaction_id).toMatch(/^sbx-[0-9a-f]+$/);
    expect(fields.signed_field_names?.split(',')).toEqual(
      expect.arrayContaining(['decision', 'message', 'req_reference_number', 'req_amount', 'signed_field_names']),
    );
    expect(Buffer.from(fields.signature ?? '', 'base64')).toHaveLength(32);
    expect(page.html).not.toContain('4000000000000002');
    expect(page.html).not.toContain('4000 0000 0000 0002');
  });

  it('refuses a forged or expired checkout token', async () => {
    const { checkout } = await cardFormPage();
    const card = {
      card_name: 'Nuwan Silva',
      card_number: '4111111111111111',
      card_expiry: FUTURE_EXPIRY,
      card_cvn: '123',
    };
    // One bit changed anywhere in the sealed token and it no longer opens.
    const bytes = Buffer.from(checkout, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    const refused = await postForm(t, '/sandbox/card', { ...card, checkout: bytes.toString('base64url') });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('Signature verification failed');
    expect((await postForm(t, '/sandbox/card', { ...card, checkout: 'nonsense' })).status).toBe(403);
    expect((await fetch(`${t.url}/sandbox/card?checkout=nonsense`)).status).toBe(403);
    t.advance(31 * 60 * 1000);
    const expired = await postForm(t, '/sandbox/card', { ...card, checkout });
    expect(expired.status).toBe(410);
    expect(expired.html).toContain('This payment page has expired. Please start the payment again.');
    expect(expired.html).toContain('<a class="back-link" href="/">Back to the app</a>');
  });

  it('takes no payment for a booking a newer one of the appointment expired', async () => {
    const { payment, checkout } = await cardFormPage();
    const newer = await payment.again();
    const card = {
      checkout,
      card_name: 'Nuwan Silva',
      card_number: '4111111111111111',
      card_expiry: FUTURE_EXPIRY,
      card_cvn: '123',
    };
    // Neither the open card form nor the first booking's signed form takes money any more.
    const refused = await postForm(t, '/sandbox/card', card);
    expect(refused.status).toBe(409);
    expect(refused.html).toContain('This payment has already been processed.');
    expect((await postForm(t, payment.booking.action, signedForm(payment.booking))).status).toBe(409);
    // The newer booking does.
    expect((await postFormFollowing(t, newer.action, signedForm(newer))).status).toBe(200);
  });

  it("ends the card form with the appointment's hold, before its own 30 minutes", async () => {
    const { checkout } = await cardFormPage();
    t.advance(16 * 60 * 1000);
    const expired = await postForm(t, '/sandbox/card', {
      checkout,
      card_name: 'Nuwan Silva',
      card_number: '4111111111111111',
      card_expiry: FUTURE_EXPIRY,
      card_cvn: '123',
    });
    expect(expired.status).toBe(410);
  });

  it('takes no second payment for a settled booking', async () => {
    const { payment, checkout } = await cardFormPage();
    const card = {
      checkout,
      card_name: 'Nuwan Silva',
      card_number: '4111111111111111',
      card_expiry: FUTURE_EXPIRY,
      card_cvn: '123',
    };
    const answer = await postForm(t, '/sandbox/card', card);
    const result = await followSeeOther(t, answer);
    const callback = await postForm(t, '/payments/callback', hiddenFields(result.html));
    expect(callback.status).toBe(303);
    expect((await postForm(t, '/sandbox/card', card)).status).toBe(409);
    const again = await postForm(t, payment.booking.action, signedForm(payment.booking));
    expect(again.status).toBe(409);
    expect(again.html).toContain('This payment has already been processed.');
  });

  it('leads the back button to pages that take nothing again and link back to the appointment (issue 14 item 11)', async () => {
    const { checkout } = await cardFormPage();
    const answer = await postForm(t, '/sandbox/card', {
      checkout,
      card_name: 'Nuwan Silva',
      card_number: '4111111111111111',
      card_expiry: FUTURE_EXPIRY,
      card_cvn: '123',
    });
    const callback = await postForm(t, '/payments/callback', hiddenFields((await followSeeOther(t, answer)).html));
    expect(callback.status).toBe(303);
    const { sessionId, appointmentId } = Object.fromEntries(new URL(callback.location ?? '', t.url).searchParams);
    const link = `<a class="back-link" href="/view/appointment?sessionId=${sessionId ?? ''}&amp;appointmentId=${appointmentId ?? ''}">Back to your appointment</a>`;
    // Back to the result page, then to the card form: both are GETs, and both say the payment is done.
    for (const path of [answer.location ?? '', `/sandbox/card?checkout=${checkout}`]) {
      const back = await fetch(`${t.url}${path}`, { redirect: 'manual' });
      expect(back.status).toBe(409);
      const html = await back.text();
      expect(html).toContain('This payment has already been processed.');
      expect(html).toContain(link);
      expect(html).not.toContain('data-autosubmit');
    }
  });
});

describe('POST /payments/callback', () => {
  it('refuses anything but a signed urlencoded POST', async () => {
    expect((await fetch(`${t.url}/payments/callback`)).status).toBe(405);
    expect((await post(t, '/payments/callback', '{}', 'application/json')).status).toBe(415);
    const unsigned = await postForm(t, '/payments/callback', { decision: 'ACCEPT', req_reference_number: 'x' });
    expect(unsigned.status).toBe(403);
    expect(unsigned.html).toBe('Signature verification failed');
  });
});

describe('card data', () => {
  it('never reaches the logs', () => {
    const logs = t.logs.join('\n');
    for (const card of [
      '4111111111111111',
      '4111-1111-1111-1111',
      '4000000000000002',
      '4000 0000 0000 0002',
      '4111111111111112',
    ])
      expect(logs).not.toContain(card);
    expect(logs).not.toMatch(/card_cvn|"cvv"/);
  });
});
