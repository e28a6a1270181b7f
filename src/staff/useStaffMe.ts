import { useEffect } from 'react';
import { useClient } from 'urql';
import { StaffMeQuery, toStaffMember } from '../lib/staffLogin/staffSignIn.graphql';
import { outcomeOf } from '../lib/staffLogin/staffClient';
import { useStaff } from './staffContext';

/**
 * Asks the server who the stored token signs in once the console opens: a token that expired or was
 * revoked meanwhile signs out at once (the client's error exchange), and a changed name shows.
 */
export function useStaffMe(): void {
  const client = useClient();
  const { store } = useStaff();
  useEffect(() => {
    let live = true;
    void client
      .query(StaffMeQuery, {})
      .toPromise()
      .then((result) => {
        const received = outcomeOf(result);
        if (live && received.ok) store.updateStaff(toStaffMember(received.data.staffMe));
      });
    return () => {
      live = false;
    };
  }, [client, store]);
}
