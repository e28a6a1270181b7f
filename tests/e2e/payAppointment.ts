import { gql } from './api';
import { upcomingSessions, type SeededSession } from './sessions';

/**
 * Paying a booking without the booking screens: what the app's booking machine does, through the public API,
 * with the signed form posted to the sandbox gateway and its result carried to the callback as a browser would.
 * The account pages are what the tests look at; the booking screens have their own tests.
 */

const CREATE_APPOINTMENT =
  'mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { id sessionId } }';
const PREPARE_INVOICE = `mutation ($input: PrepareInvoiceInput!) { prepareInvoice(input: $input) {
  id items { description amount { value currency } } total { value currency } } }`;
const INITIATE_BOOKING = `mutation ($input: InitiateBookingInput!) { initiateBooking(input: $input) {
  id action signature { parameter { key value } value } } }`;

interface PreparedInvoice {
  readonly id: string;
  readonly items: readonly {
    readonly description: string;
    readonly amount: { readonly value: number; readonly currency: string };
  }[];
  readonly total: { readonly value: number; readonly currency: string };
}

export interface HeldAppointment {
  readonly appointmentId: string;
  readonly sessionId: string;
  readonly invoice: PreparedInvoice;
}

export interface CardPayment {
  readonly paymentId: string;
  /** The app path the callback sent the browser to (the booking's success or failure url, with paymentId). */
  readonly location: string;
}

/** A session a test can book and pay for now: scheduled, in person, with a fee, starting in more than two hours, with room. */
export async function payableSession(baseUrl: string): Promise<SeededSession> {
  const later = Date.now() + 2 * 60 * 60 * 1000;
  const room = (session: SeededSession): number =>
    session.appointmentMaxAllowed < 0
      ? Number.MAX_SAFE_INTEGER
      : session.appointmentMaxAllowed - session.activeAppointments;
  const candidates = (await upcomingSessions(baseUrl)).filter(
    (session) =>
      session.status === 'scheduled' &&
      session.participationMode === 'in_person' &&
      session.doctorFee > 0 &&
      Date.parse(session.startTime) > later &&
      room(session) >= 2,
  );
  // The roomiest: the booking tests pick their own doctor's sessions and need room there.
  const [best] = candidates.sort((a, b) => room(b) - room(a));
  if (best === undefined) throw new Error('no payable session in the seed');
  return best;
}

/** Holds the session's next token for the patient and prepares its (standard) invoice. */
export async function holdAppointment(
  baseUrl: string,
  token: string,
  sessionId: string,
  patientId: string,
): Promise<HeldAppointment> {
  const { createAppointment } = await gql<{ createAppointment: { id: string; sessionId: string } }>(
    baseUrl,
    CREATE_APPOINTMENT,
    { input: { sessionId, patientId, appointmentOriginChannel: 'flat' } },
    token,
  );
  const { prepareInvoice } = await gql<{ prepareInvoice: PreparedInvoice }>(
    baseUrl,
    PREPARE_INVOICE,
    { input: { appointmentId: createAppointment.id } },
    token,
  );
  return { appointmentId: createAppointment.id, sessionId: createAppointment.sessionId, invoice: prepareInvoice };
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescapeHtml = (value: string): string =>
  value.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** The sandbox's result page: the form that carries the signed result back (its action and hidden fields). */
function resultForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]*)" data-autosubmit>/.exec(html)?.[1];
  if (action === undefined) throw new Error(`the gateway did not answer with a result form: ${html.slice(0, 500)}`);
  const fields: Record<string, string> = {};
  for (const [, name = '', value = ''] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescapeHtml(name)] = unescapeHtml(value);
  return { action: unescapeHtml(action), fields };
}

/**
 * Pays a held appointment's invoice with a sandbox test card: initiateBooking (card provider), the signed
 * form with the card posted to the gateway, then its signed result posted to the callback, which settles the
 * booking and answers with a 303 carrying the payment's id.
 */
export async function payByCard(
  baseUrl: string,
  token: string,
  held: HeldAppointment,
  cardNumber: string,
): Promise<CardPayment> {
  const back = (paymentStatus: string): string =>
    `/view/appointment?${new URLSearchParams({ sessionId: held.sessionId, appointmentId: held.appointmentId, paymentStatus }).toString()}`;
  const { initiateBooking } = await gql<{
    initiateBooking: { action: string; signature: { parameter: { key: string; value: string }[]; value: string } };
  }>(
    baseUrl,
    INITIATE_BOOKING,
    {
      input: {
        invoiceId: held.invoice.id,
        paymentGatewayType: 'cardProvider',
        successUrl: back('success'),
        failureUrl: back('Failure'),
      },
    },
    token,
  );
  const signed = Object.fromEntries(initiateBooking.signature.parameter.map(({ key, value }) => [key, value]));
  const card = { card_type: '001', card_number: cardNumber, card_expiry_date: '12-2030', card_cvn: '123' };
  const gateway = await fetch(new URL(initiateBooking.action, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...signed, signature: initiateBooking.signature.value, ...card }).toString(),
  });
  if (gateway.status !== 200) throw new Error(`the gateway answered ${String(gateway.status)}`);
  const result = resultForm(await gateway.text());
  const callback = await fetch(new URL(result.action, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(result.fields).toString(),
    redirect: 'manual',
  });
  const location = callback.headers.get('location') ?? '';
  const paymentId = new URL(location, baseUrl).searchParams.get('paymentId');
  if (callback.status !== 303 || paymentId === null)
    throw new Error(`the callback answered ${String(callback.status)} ${location}`);
  return { paymentId, location };
}
