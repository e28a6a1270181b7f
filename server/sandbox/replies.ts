import type { IncomingMessage, ServerResponse } from 'node:http';
import { appointmentRoute } from '../../domain/bookingRoutes';
import { orderViewPath } from '../../domain/paymentHistory';
import type { PaymentGateway } from '../../domain/payment';
import type { Services } from '../context';
import { readForm } from '../gateway/formBody';
import { gatewayEndpoint } from '../gateway/gateways';
import type { GatewayRecord } from './bookingRecord';
import { sendMessagePage, type PageLink } from './html';
import { PAGE_TEXT } from './pages';

/** The sandbox's common answers: refusals every hosted page gives alike. */

export type Fields = Readonly<Record<string, string>>;

export function refuseSignature(res: ServerResponse): void {
  sendMessagePage(res, 403, PAGE_TEXT.refusedTitle, PAGE_TEXT.signatureFailed);
}

export function methodNotAllowed(res: ServerResponse, allow: string): void {
  sendMessagePage(res, 405, 'Method not allowed', 'Method not allowed', { headers: { allow } });
}

export function notFound(res: ServerResponse): void {
  sendMessagePage(res, 404, PAGE_TEXT.notFound, PAGE_TEXT.notFound);
}

/** The appointment or order a booking pays for: where the patient goes once its payment is over. */
function appointmentLink(record: Pick<GatewayRecord, 'appointmentId' | 'sessionId' | 'serviceRequestId'>): PageLink {
  if (record.serviceRequestId !== null)
    return { href: orderViewPath(record.serviceRequestId), label: PAGE_TEXT.backToOrder };
  return {
    href: appointmentRoute({ sessionId: record.sessionId ?? '', appointmentId: record.appointmentId ?? '' }),
    label: PAGE_TEXT.backToAppointment,
  };
}

/** The app's home, for a page that no longer knows its appointment. */
const APP_HOME_LINK: PageLink = { href: '/', label: PAGE_TEXT.backToApp };

/** 409: the booking was paid, declined or replaced already; nothing is taken, and the patient is led back to the appointment or order. */
export function alreadyProcessed(res: ServerResponse, record: GatewayRecord): void {
  sendMessagePage(res, 409, PAGE_TEXT.doneTitle, PAGE_TEXT.alreadyProcessed, { link: appointmentLink(record) });
}

/** 410: the page outlived its checkout or the appointment's hold. */
export function expiredPage(res: ServerResponse, record: GatewayRecord | null): void {
  sendMessagePage(res, 410, PAGE_TEXT.expiredTitle, PAGE_TEXT.expired, {
    link: record === null ? APP_HOME_LINK : appointmentLink(record),
  });
}

export function badRequest(res: ServerResponse, message: string): void {
  sendMessagePage(res, 400, 'Bad request', message);
}

/** The sandbox stands in for a gateway only while the tenant has no real endpoint for it. */
export function servesGateway(services: Services, gateway: PaymentGateway): boolean {
  return gatewayEndpoint(services.tenant, gateway) === null;
}

/** The posted form, or null once a refusal (415, 413, 400) has been sent. */
export async function formOf(req: IncomingMessage, res: ServerResponse): Promise<Fields | null> {
  const read = await readForm(req);
  switch (read.kind) {
    case 'ok':
      return read.fields;
    case 'unsupported':
      sendMessagePage(res, 415, 'Unsupported media type', 'Unsupported media type');
      return null;
    case 'too-large':
      sendMessagePage(res, 413, 'Payload too large', 'Payload too large', { headers: { connection: 'close' } });
      return null;
    case 'bad':
      badRequest(res, 'Bad request');
      return null;
  }
}
