import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { StaffChatsChangedSubscription } from './graphql/staff';
import { outcomeOf } from '../lib/staffLogin/staffClient';
import { toChatSummary, type ChatSummary } from './staffChats';

export interface StaffChatsState {
  /** Null until the first list arrives. */
  readonly chats: readonly ChatSummary[] | null;
  readonly error: string | null;
}

/**
 * The hospital's chat list, live. Held open for as long as the console is (on either tab): the open
 * subscription is what counts the staff member as online for the patients.
 */
export function useStaffChats(): StaffChatsState {
  const client = useClient();
  const [state, setState] = useState<StaffChatsState>({ chats: null, error: null });

  useEffect(() => {
    const subscription = client.subscription(StaffChatsChangedSubscription, {}).subscribe((result) => {
      const received = outcomeOf(result);
      if (received.ok) setState({ chats: received.data.staffChatsChanged.map(toChatSummary), error: null });
      else setState((current) => ({ ...current, error: received.message }));
    });
    return () => subscription.unsubscribe();
  }, [client]);

  return state;
}
