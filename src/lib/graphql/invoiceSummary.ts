import type { InvoiceSummary } from '../../../machines/types';
import { InvoiceFields } from './payment';
import { readFragment, type FragmentOf } from './graphql';

/** An invoice as src/ui/InvoiceTable.tsx shows it, in the booking flow and in the payment history. */
export function invoiceSummaryOf(masked: FragmentOf<typeof InvoiceFields>): InvoiceSummary {
  const invoice = readFragment(InvoiceFields, masked);
  return {
    id: invoice.id,
    items: invoice.items.map((item) => ({ description: item.description, amount: item.amount.value })),
    total: invoice.total.value,
    currency: invoice.total.currency,
  };
}
