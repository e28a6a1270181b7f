import { NotAvailableYet } from '../../ui/NotAvailableYet';

/** Placeholder until the channelling screens land. */
export function SessionScreen(): React.JSX.Element {
  return <NotAvailableYet title="Session" />;
}
