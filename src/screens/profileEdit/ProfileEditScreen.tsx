import { NotAvailableYet } from '../../ui/NotAvailableYet';

/** Placeholder until the screen lands (issue 6). */
export function ProfileEditScreen(): React.JSX.Element {
  return <NotAvailableYet title="ProfileEditScreen" />;
}
