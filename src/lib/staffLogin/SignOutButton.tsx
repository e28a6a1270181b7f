import { useClient } from 'urql';
import { signOutOfConsole } from './signOut';
import type { StaffLoginStore } from './staffLogin';

/** Sign out of the staff login (the console's header, the testers' library's), on the client it is rendered under. */
export function SignOutButton({ store }: { store: StaffLoginStore }): React.JSX.Element {
  const client = useClient();
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      onClick={() => void signOutOfConsole(client, store)}
    >
      Sign out
    </button>
  );
}
