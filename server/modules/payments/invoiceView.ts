import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { appointments } from '../../db/schema';
import { chargingSchemes, invoices, type InvoiceVariant } from './tables';
import type { InvoiceRow } from './access';
import { amountView, type AmountView } from '../../billing/amounts';

// Charging schemes and invoices as the API shows them; read by both the appointment and the order
// invoice (kept apart from invoice.ts so orderInvoice.ts does not import it back).

type SchemeRow = typeof chargingSchemes.$inferSelect;

export interface ChargingSchemeView {
  readonly id: string;
  readonly name: string;
  readonly variant: InvoiceVariant;
  readonly status: string;
}

export interface InvoiceView {
  readonly id: string;
  readonly appointmentId: string | null;
  readonly sessionId: string | null;
  readonly serviceRequestId: string | null;
  readonly patientId: string;
  readonly organizationId: string;
  readonly scheme: ChargingSchemeView;
  readonly variant: InvoiceVariant;
  readonly reasonCode: string;
  readonly items: readonly { readonly description: string; readonly category: string; readonly amount: AmountView }[];
  readonly total: AmountView;
  readonly createdTime: string;
}

function schemeView(row: SchemeRow): ChargingSchemeView {
  return { id: row.id, name: row.name, variant: row.variant, status: row.status };
}

/** The active charging schemes of a hospital, standard first. */
export async function activeSchemes(db: Db, organizationId: string): Promise<ChargingSchemeView[]> {
  const rows = await db
    .select()
    .from(chargingSchemes)
    .where(and(eq(chargingSchemes.organizationId, organizationId), eq(chargingSchemes.status, 'active')))
    .orderBy(asc(chargingSchemes.variant), asc(chargingSchemes.name), asc(chargingSchemes.id));
  return rows.map(schemeView);
}

export function invoiceView(row: InvoiceRow, sessionId: string | null, scheme: SchemeRow): InvoiceView {
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    sessionId,
    serviceRequestId: row.serviceRequestId,
    patientId: row.patientId,
    organizationId: row.organizationId,
    scheme: schemeView(scheme),
    variant: row.variant,
    reasonCode: row.reasonCode,
    items: row.items.map((line) => ({
      description: line.description,
      category: line.category,
      amount: amountView(line.amountCents, row.currency),
    })),
    total: amountView(row.totalCents, row.currency),
    createdTime: row.createdAt.toISOString(),
  };
}

/** An invoice as the API shows it (its session, for an appointment's, and scheme looked up). */
export async function loadInvoiceView(db: Db, invoiceId: string): Promise<InvoiceView | null> {
  const [row] = await db
    .select({ invoice: invoices, sessionId: appointments.sessionId, scheme: chargingSchemes })
    .from(invoices)
    .leftJoin(appointments, eq(appointments.id, invoices.appointmentId))
    .innerJoin(chargingSchemes, eq(chargingSchemes.id, invoices.schemeId))
    .where(eq(invoices.id, invoiceId));
  return row === undefined ? null : invoiceView(row.invoice, row.sessionId, row.scheme);
}
