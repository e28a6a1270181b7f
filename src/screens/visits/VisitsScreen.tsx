import { NotAvailableYet } from '../../ui/NotAvailableYet';

/** Placeholder until the channelling screens land. */
export function VisitsScreen(): React.JSX.Element {
  return <NotAvailableYet title="My Appointments" />;
}
