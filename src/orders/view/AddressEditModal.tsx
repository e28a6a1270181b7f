import { useState } from 'react';
import { canUpdateAddress, ORDER_ADDRESS_FIELDS, ORDER_ADDRESS_LABELS, orderAddressOf, type OrderAddress } from '../../../domain/orderCreate';
import { Dialog } from '../../booking/Dialog';
import { Notice } from '../../ui/Notice';
import { ORDER_VIEW_TEXT } from './orderViewText';

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
    <Dialog title={ORDER_VIEW_TEXT.editAddress} onCancel={onCancel}>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (updatable && !busy) onSave(draft);
        }}
      >
        {ORDER_ADDRESS_FIELDS.map((key) => (
          <label key={key} className="field">
            <span>{ORDER_ADDRESS_LABELS[key]}</span>
            <input value={draft[key]} onChange={(event) => setDraft({ ...draft, [key]: event.target.value })} />
          </label>
        ))}
        {error === null ? null : <Notice tone="error">{error}</Notice>}
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={!updatable || busy}>
            {ORDER_VIEW_TEXT.update}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {ORDER_VIEW_TEXT.cancel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
