import { NotAvailableYet } from '../../ui/NotAvailableYet';

/** Placeholder until the channelling screens land. */
export function DoctorScreen(): React.JSX.Element {
  return <NotAvailableYet title="Find a Doctor" />;
}
