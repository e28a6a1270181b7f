import { useRef, useState } from 'react';
import { formatAmount } from '../../../domain/money';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { BoardOrder } from './boardOrder';
import { CancelDialog } from './CancelDialog';
import { OrderDetail, orderName } from './OrderDetail';
import { useOrderAction } from './useOrderAction';

/**
 * An opened order: its detail, or in its place (one dialog at a time) the cancel dialog or the cash question;
 * either goes back to the detail, which follows the live order.
 */
export function OpenedOrder({
  order,
  now,
  onClose,
}: {
  order: BoardOrder;
  now: number;
  onClose: () => void;
}): React.JSX.Element {
  const action = useOrderAction(order.id);
  const [mode, setMode] = useState<'detail' | 'cancel' | 'cash'>('detail');
  const confirming = useRef(false);

  // A refused cancel stays open with the server's words; the cash question has no room for them, so it goes back.
  const confirm = async (run: () => Promise<boolean>, stayOnError: boolean): Promise<void> => {
    if (confirming.current) return;
    confirming.current = true;
    const ok = await run();
    confirming.current = false;
    if (ok || !stayOnError) setMode('detail');
  };

  if (mode === 'cancel') {
    return (
      <CancelDialog
        orderName={orderName(order)}
        busy={action.busy}
        error={action.error}
        onConfirm={(reason) => void confirm(() => action.run({ kind: 'cancel', reason }), true)}
        onCancel={() => setMode('detail')}
      />
    );
  }
  if (mode === 'cash') {
    // The total the patient was shown for cash (price and homecare charge), not the bare price (issue 29).
    const amount =
      order.cashCharge === null ? '' : ` of ${formatAmount(order.cashCharge.total, order.cashCharge.currency)}`;
    return (
      <ConfirmDialog
        title="Record cash payment"
        question={`Was the cash payment${amount} taken from ${order.patientName}? The order becomes paid.`}
        confirmLabel="Record cash payment"
        cancelLabel="Back"
        onConfirm={() => void confirm(() => action.run({ kind: 'cash' }), false)}
        onCancel={() => setMode('detail')}
      />
    );
  }
  return (
    <OrderDetail
      order={order}
      action={action}
      now={now}
      onCancelOrder={() => setMode('cancel')}
      onRecordCash={() => setMode('cash')}
      onClose={onClose}
    />
  );
}
