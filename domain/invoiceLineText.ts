import type { MessageId } from '../i18n/messages.generated';
import { t } from '../i18n/translate';

/**
 * The invoice lines the server names (server/billing/invoiceLines.ts, domain/orderCharges.ts), as they are stored,
 * in English: each known name is shown in the patient's language, anything else as the hospital wrote it.
 */
const LINES = {
  'Doctor fee': 'payments.invoice.line.doctorFee',
  'Hospital fee': 'payments.invoice.line.hospitalFee',
  'Value pack discount': 'payments.invoice.line.valuepackDiscount',
  'Order charge': 'payments.invoice.line.orderCharge',
  'Delivery charge': 'payments.invoice.line.deliveryCharge',
  'Home sample collection charge': 'payments.invoice.line.sampleCollectionCharge',
  'Home visit charge': 'payments.invoice.line.homeVisitCharge',
  'Homecare charge': 'payments.invoice.line.homecareCharge',
} as const satisfies Readonly<Record<string, MessageId>>;

type LineId = (typeof LINES)[keyof typeof LINES];

const ONLINE_DISCOUNT = /^Online payment discount \((\d+)%\)$/;

export function invoiceLineText(description: string): string {
  const id: LineId | undefined = (LINES as Readonly<Record<string, LineId>>)[description];
  if (id !== undefined) return t(id);
  const discount = ONLINE_DISCOUNT.exec(description);
  return discount === null ? description : t('payments.invoice.line.onlineDiscount', { percent: Number(discount[1]) });
}
