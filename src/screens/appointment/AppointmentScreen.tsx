import { NotAvailableYet } from '../../ui/NotAvailableYet';

/** Placeholder until the channelling screens land. */
export function AppointmentScreen(): React.JSX.Element {
  return <NotAvailableYet title="Appointment" />;
}
