import { NotAvailableYet } from '../../ui/NotAvailableYet';

/** Placeholder until the screen lands (issue 6). */
export function PaymentHistoryScreen(): React.JSX.Element {
  return <NotAvailableYet title="PaymentHistoryScreen" />;
}
