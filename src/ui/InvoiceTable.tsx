import { formatAmount } from '../../domain/money';
import { invoiceLineText } from '../../domain/invoiceLineText';
import { t } from '../../i18n/translate';
import type { InvoiceLineSummary } from '../../machines/types';
import './invoiceTable.css';

/**
 * An invoice's lines and total as a real table (caption, column headers, the total in its footer), so a
 * screen reader reads each amount with its description. Amounts are in the invoice's own currency.
 */
/** An invoice, or an order's charge or payment: lines and a total in one currency. */
export interface InvoiceLines {
  readonly items: readonly InvoiceLineSummary[];
  readonly total: number;
  readonly currency: string;
}

export function InvoiceTable({
  invoice,
  caption = t('payments.invoice.caption'),
}: {
  invoice: InvoiceLines;
  caption?: string;
}): React.JSX.Element {
  return (
    <table className="invoice-table">
      <caption className="invoice-table__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('payments.invoice.description')}</th>
          <th scope="col" className="invoice-table__amount">
            {t('payments.invoice.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.items.map((item, index) => (
          // Descriptions can repeat; the position is what tells two lines apart.
          <tr key={`${String(index)}-${item.description}`}>
            <th scope="row">{invoiceLineText(item.description)}</th>
            <td className="invoice-table__amount">{formatAmount(item.amount, invoice.currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('payments.invoice.total')}</th>
          <td className="invoice-table__amount">{formatAmount(invoice.total, invoice.currency)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
