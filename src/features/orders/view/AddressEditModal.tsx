import { useState } from 'react';
import { canUpdateAddress, orderAddressOf, type OrderAddress } from '../../../../domain/orderCreate';
import { Dialog } from '../../../ui/Dialog';
import { AddressFields, DialogFormEnd } from './AddressFormParts';
import { orderViewText } from './orderViewText';

export interface AddressEditModalProps {
  readonly address: OrderAddress;
  readonly busy: boolean;
  readonly error: string | null;
  readonly onSave: (address: OrderAddress) => void;
  readonly onCancel: () => void;
}

/**
 * The order's delivery address (spec 001 §5): Update is disabled until a field is edited, and the address
 * needs at least one field.
 */
export function AddressEditModal({ address, busy, error, onSave, onCancel }: AddressEditModalProps): React.JSX.Element {
  // The address fields only (it opens on the whole order): the patch must carry nothing else.
  const [draft, setDraft] = useState<OrderAddress>(() => orderAddressOf(address));
  const updatable = canUpdateAddress(address, draft);
  return (
    <Dialog title={orderViewText().editAddress} onCancel={onCancel}>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (updatable && !busy) onSave(draft);
        }}
      >
        <AddressFields draft={draft} onChange={setDraft} />
        <DialogFormEnd
          error={error}
          submitLabel={orderViewText().update}
          disabled={!updatable || busy}
          onCancel={onCancel}
        />
      </form>
    </Dialog>
  );
}
