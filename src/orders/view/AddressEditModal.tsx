import { useState } from 'react';
import type { OrderAddress } from '../../../machines/orderView.machine';
import { Dialog } from '../../booking/Dialog';
import { Notice } from '../../ui/Notice';
import { ORDER_VIEW_TEXT } from './orderViewText';

const FIELDS: readonly { readonly key: keyof OrderAddress; readonly label: string }[] = [
  { key: 'addressLineOne', label: 'Address line 1' },
  { key: 'addressLineTwo', label: 'Address line 2' },
  { key: 'addressLineThree', label: 'Address line 3' },
  { key: 'addressCity', label: 'City' },
];

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
  const [draft, setDraft] = useState<OrderAddress>(address);
  const edited = FIELDS.some(({ key }) => draft[key] !== address[key]);
  const filled = FIELDS.some(({ key }) => draft[key].trim() !== '');
  return (
    <Dialog title={ORDER_VIEW_TEXT.editAddress} onCancel={onCancel}>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (edited && filled && !busy) onSave(draft);
        }}
      >
        {FIELDS.map(({ key, label }) => (
          <label key={key} className="field">
            <span>{label}</span>
            <input value={draft[key]} onChange={(event) => setDraft({ ...draft, [key]: event.target.value })} />
          </label>
        ))}
        {error === null ? null : <Notice tone="error">{error}</Notice>}
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={!edited || !filled || busy}>
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
