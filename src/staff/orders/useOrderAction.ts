import { useState } from 'react';
import { useClient } from 'urql';
import { outcomeOf } from '../../lib/staffLogin/staffClient';
import {
  StaffCancelOrderMutation,
  StaffMoveOrderMutation,
  StaffRecordCashPaymentMutation,
  StaffReplyOrderMutation,
} from './staffOrders';

type OrderAction =
  | { readonly kind: 'reply'; readonly note: string; readonly amount: number | null }
  | { readonly kind: 'move'; readonly to: string }
  | { readonly kind: 'cancel'; readonly reason: string }
  | { readonly kind: 'cash' };

export interface OrderActionState {
  readonly busy: boolean;
  /** The server's refusal in words (parseError), until the next try. */
  readonly error: string | null;
  /** True when the server took it; the board itself follows from staffOrdersChanged. */
  readonly run: (action: OrderAction) => Promise<boolean>;
}

/** One staff operation on one order at a time, with its busy flag and the error the server gave. */
export function useOrderAction(orderId: string): OrderActionState {
  const client = useClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (action: OrderAction): Promise<{ ok: boolean; message: string }> => {
    const id = orderId;
    switch (action.kind) {
      case 'reply':
        return describe(
          outcomeOf(
            await client
              .mutation(StaffReplyOrderMutation, { id, note: action.note, amount: action.amount })
              .toPromise(),
          ),
        );
      case 'move':
        return describe(outcomeOf(await client.mutation(StaffMoveOrderMutation, { id, to: action.to }).toPromise()));
      case 'cancel':
        return describe(
          outcomeOf(await client.mutation(StaffCancelOrderMutation, { id, reason: action.reason }).toPromise()),
        );
      case 'cash':
        return describe(outcomeOf(await client.mutation(StaffRecordCashPaymentMutation, { id }).toPromise()));
    }
  };

  const run = async (action: OrderAction): Promise<boolean> => {
    setBusy(true);
    setError(null);
    const outcome = await send(action);
    setBusy(false);
    if (!outcome.ok) setError(outcome.message);
    return outcome.ok;
  };

  return { busy, error, run };
}

const describe = (
  outcome: { readonly ok: true } | { readonly ok: false; readonly message: string },
): { ok: boolean; message: string } =>
  outcome.ok ? { ok: true, message: '' } : { ok: false, message: outcome.message };
