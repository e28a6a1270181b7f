import { randomUUID } from 'node:crypto';
import type { Services } from '../../context';
import { invoices } from './tables';
import { apiError } from '../../graphql/apiError';
import { orderChargeLinesOf } from '../orders';
import { invoiceView, type InvoiceView } from './invoiceView';
import { schemeFor } from '../../billing/chargingScheme';
import { linesTotal } from '../../billing/invoiceLines';
import { assertOrderPayable, ownOrder } from './orderAccess';
import { HOMECARE_SERVICE_CLASS, PREPAYMENT_REASON_CODE } from '../../billing/invoiceCodes';

/**
 * Prices one of the account's orders as staff priced it, plus the hospital's homecare charge and less the tenant's
 * online discount where it applies (domain/orderCharges.ts), and stores its prepayment invoice under the hospital's
 * standard scheme (orders have no value pack). ARO-E1040 when the order is not the account's, ARO-E1073 when its
 * category's payment is switched off or it is closed or paid, ARO-E1046 while it is unpriced. A zero total is
 * still an invoice: the app shows 'Can not pay Rs 00.00'.
 */
export async function prepareOrderInvoice(
  services: Services,
  accountId: string,
  orderId: string,
): Promise<InvoiceView> {
  const { db, tenant } = services;
  const order = await ownOrder(db, accountId, orderId);
  assertOrderPayable(tenant, order);
  const homecare = order.initiatedFor === 'homecare';
  const items = await orderChargeLinesOf(db, tenant, order, 'online');
  const scheme = await schemeFor(db, order.organizationId, null, false);
  const [row] = await db
    .insert(invoices)
    .values({
      id: randomUUID(),
      serviceRequestId: order.id,
      organizationId: order.organizationId,
      patientId: order.patientId,
      serviceClass: homecare ? HOMECARE_SERVICE_CLASS : null,
      schemeId: scheme.id,
      variant: scheme.variant,
      reasonCode: PREPAYMENT_REASON_CODE,
      items,
      totalCents: linesTotal(items),
      currency: tenant.payment.currency,
      createdAt: new Date(services.now()),
    })
    .returning();
  if (row === undefined) throw apiError('ARO-E1042');
  return invoiceView(row, null, scheme);
}
