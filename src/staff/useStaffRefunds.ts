import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { StaffRefundsChangedSubscription } from '../lib/graphql/refund';
import { outcomeOf } from '../lib/staffLogin/staffClient';
import { toQueueRefund, type QueueRefund } from './staffRefunds';

export interface StaffRefundsState {
  /** Null until the first list arrives. */
  readonly refunds: readonly QueueRefund[] | null;
  readonly error: string | null;
}

/** The hospital's refund queue, live: a patient's request or a colleague's action shows without asking. */
export function useStaffRefunds(): StaffRefundsState {
  const client = useClient();
  const [state, setState] = useState<StaffRefundsState>({ refunds: null, error: null });
  useEffect(() => {
    const subscription = client.subscription(StaffRefundsChangedSubscription, {}).subscribe((result) => {
      const received = outcomeOf(result);
      if (received.ok) setState({ refunds: received.data.staffRefundsChanged.map(toQueueRefund), error: null });
      else setState((current) => ({ ...current, error: received.message }));
    });
    return () => subscription.unsubscribe();
  }, [client]);
  return state;
}
