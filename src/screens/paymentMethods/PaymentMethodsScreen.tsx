import { NotAvailableYet } from '../../ui/NotAvailableYet';

/** Placeholder until the screen lands (issue 6). */
export function PaymentMethodsScreen(): React.JSX.Element {
  return <NotAvailableYet title="PaymentMethodsScreen" />;
}
