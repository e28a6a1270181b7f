import { useState } from 'react';
import { hasAddress, orderAddressOf, type OrderAddress } from '../../../../domain/orderCreate';
import { Dialog } from '../../../ui/Dialog';
import { AddressFields, DialogFormEnd } from './AddressFormParts';
import { orderViewText } from './orderViewText';

export interface ChangeRequestDialogProps {
  /** The order is now at the hospital: the change asks for home. */
  readonly toHome: boolean;
  /** The order's address as it stands (empty fields for an order made at the hospital). */
  readonly address: OrderAddress;
  readonly busy: boolean;
  readonly error: string | null;
  /** Towards home with the address to come to; towards the hospital with none. */
  readonly onConfirm: (address?: OrderAddress) => void;
  readonly onCancel: () => void;
}

/**
 * The change request's confirm dialog: homecare ↔ at the hospital (spec 001 §4). Towards home it asks where,
 * with the address fields filled with what the order has: a home order needs an address (issue 29: the change
 * was refused with 'Please enter the address' and nowhere to enter one), and Confirm waits for at least one
 * field (spec 001 §5).
 */
export function ChangeRequestDialog({
  toHome,
  address,
  busy,
  error,
  onConfirm,
  onCancel,
}: ChangeRequestDialogProps): React.JSX.Element {
  // The address fields only: the patch must carry nothing else of the order.
  const [draft, setDraft] = useState<OrderAddress>(() => orderAddressOf(address));
  const ready = !toHome || hasAddress(draft);
  return (
    <Dialog title={orderViewText().changeRequest} onCancel={onCancel}>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready && !busy) onConfirm(toHome ? draft : undefined);
        }}
      >
        <p>{orderViewText().changeConfirm(toHome)}</p>
        {toHome ? (
          <fieldset className="fieldset">
            <legend>{orderViewText().homeAddress}</legend>
            <AddressFields draft={draft} onChange={setDraft} />
          </fieldset>
        ) : null}
        <DialogFormEnd
          error={error}
          submitLabel={orderViewText().confirm}
          disabled={busy || !ready}
          onCancel={onCancel}
        />
      </form>
    </Dialog>
  );
}
