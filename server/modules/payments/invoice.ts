import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Services } from '../../context';
import { organizations } from '../../db/schema';
import { invoices } from './tables';
import { apiError } from '../../graphql/apiError';
import { assertPayable, ownAppointment } from './access';
import { invoiceLines, linesTotal, REVENUE_REASON_CODE } from '../../billing/invoiceLines';
import { invoiceView, type InvoiceView } from './invoiceView';
import { schemeFor } from '../../billing/chargingScheme';
import { prepareOrderInvoice } from './orderInvoice';

export { activeSchemes, loadInvoiceView, type ChargingSchemeView, type InvoiceView } from './invoiceView';

export interface PrepareInvoiceInput {
  readonly appointmentId?: string | null;
  readonly serviceRequestId?: string | null;
  readonly schemeId?: string | null;
}

/**
 * Prices one of the account's appointments under a scheme of its hospital and stores the invoice.
 * ARO-E1040 when the appointment is not the account's, ARO-E1043 when it can no longer be paid,
 * ARO-E1042 when no scheme applies (or the one asked for is of the other variant).
 */
export async function prepareInvoice(
  services: Services,
  accountId: string,
  input: PrepareInvoiceInput,
): Promise<InvoiceView> {
  const appointmentId = input.appointmentId ?? null;
  const serviceRequestId = input.serviceRequestId ?? null;
  if ((appointmentId === null) === (serviceRequestId === null))
    throw apiError('ARO-E1044', 'Give either an appointment or an order to pay.');
  if (serviceRequestId !== null) return prepareOrderInvoice(services, accountId, serviceRequestId);
  return prepareAppointmentInvoice(services, accountId, appointmentId ?? '', input.schemeId);
}

async function prepareAppointmentInvoice(
  services: Services,
  accountId: string,
  appointmentId: string,
  schemeId: string | null | undefined,
): Promise<InvoiceView> {
  const { db, tenant } = services;
  const now = services.now();
  const { appointment, session } = await ownAppointment(db, accountId, appointmentId);
  assertPayable(appointment, now);
  const scheme = await schemeFor(db, session.organizationId, schemeId, appointment.valuepack);
  const [organization] = await db
    .select({ hospitalFeeCents: organizations.hospitalFeeCents })
    .from(organizations)
    .where(eq(organizations.id, session.organizationId));
  if (organization === undefined) throw apiError('ARO-E1042');
  const items = invoiceLines(session.doctorFeeCents, organization.hospitalFeeCents, scheme.variant);
  const [row] = await db
    .insert(invoices)
    .values({
      id: randomUUID(),
      appointmentId: appointment.id,
      organizationId: session.organizationId,
      patientId: appointment.patientId,
      schemeId: scheme.id,
      variant: scheme.variant,
      reasonCode: REVENUE_REASON_CODE,
      items,
      totalCents: linesTotal(items),
      currency: tenant.payment.currency,
      createdAt: new Date(now),
    })
    .returning();
  if (row === undefined) throw apiError('ARO-E1042');
  return invoiceView(row, session.id, scheme);
}
