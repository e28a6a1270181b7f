import {
  canUpdateAddress,
  ORDER_ADDRESS_FIELDS,
  orderAddressLabel,
  orderCreateText,
  type OrderAddress,
  type OrderAddressField,
} from '../../../../domain/orderCreate';
import { Dialog } from '../../../ui/Dialog';

export interface AddressEditModalProps {
  readonly saved: OrderAddress;
  readonly draft: OrderAddress;
  readonly onField: (field: OrderAddressField, value: string) => void;
  readonly onUpdate: () => void;
  readonly onCancel: () => void;
}

/** The address edit modal (spec 001 §2, §5): Update is disabled until a field is edited, and needs one field at least. */
export function AddressEditModal({
  saved,
  draft,
  onField,
  onUpdate,
  onCancel,
}: AddressEditModalProps): React.JSX.Element {
  return (
    <Dialog title={orderCreateText().addressTitle} onCancel={onCancel}>
      <form
        className="order-create__address"
        onSubmit={(event) => {
          event.preventDefault();
          onUpdate();
        }}
      >
        {ORDER_ADDRESS_FIELDS.map((field) => (
          <label key={field} className="field">
            <span className="field__label">{orderAddressLabel(field)}</span>
            <input
              className="field__input"
              value={draft[field]}
              maxLength={100}
              onChange={(event) => onField(field, event.target.value)}
            />
          </label>
        ))}
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={!canUpdateAddress(saved, draft)}>
            {orderCreateText().update}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
