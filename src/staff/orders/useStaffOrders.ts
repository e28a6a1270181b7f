import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { outcomeOf } from '../../lib/staffLogin/staffClient';
import { toBoardOrder, type BoardOrder } from './boardOrder';
import { StaffOrdersChangedSubscription } from './staffOrders';

export interface StaffOrdersState {
  /** Null until the first list arrives; open orders first (oldest first), then the newest closed (the server's order). */
  readonly orders: readonly BoardOrder[] | null;
  readonly error: string | null;
}

/** The hospital's orders, live: a patient's new order, payment or reply, or a colleague's move shows without asking. */
export function useStaffOrders(): StaffOrdersState {
  const client = useClient();
  const [state, setState] = useState<StaffOrdersState>({ orders: null, error: null });
  useEffect(() => {
    const subscription = client.subscription(StaffOrdersChangedSubscription, {}).subscribe((result) => {
      const received = outcomeOf(result);
      if (received.ok) setState({ orders: received.data.staffOrdersChanged.map(toBoardOrder), error: null });
      else setState((current) => ({ ...current, error: received.message }));
    });
    return () => subscription.unsubscribe();
  }, [client]);
  return state;
}
