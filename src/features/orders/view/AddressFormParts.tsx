import { ORDER_ADDRESS_FIELDS, orderAddressLabel, type OrderAddress } from '../../../../domain/orderCreate';
import { Notice } from '../../../ui/Notice';
import { orderViewText } from './orderViewText';

/** The four address fields of an order, as the address edit and the change towards home both ask them. */
export function AddressFields({
  draft,
  onChange,
}: {
  draft: OrderAddress;
  onChange: (draft: OrderAddress) => void;
}): React.JSX.Element {
  return (
    <>
      {ORDER_ADDRESS_FIELDS.map((key) => (
        <label key={key} className="field">
          <span>{orderAddressLabel(key)}</span>
          <input value={draft[key]} onChange={(event) => onChange({ ...draft, [key]: event.target.value })} />
        </label>
      ))}
    </>
  );
}

/** An order dialog's last refusal, then its submit button and Cancel. */
export function DialogFormEnd({
  error,
  submitLabel,
  disabled,
  onCancel,
}: {
  error: string | null;
  submitLabel: string;
  disabled: boolean;
  onCancel: () => void;
}): React.JSX.Element {
  return (
    <>
      {error === null ? null : <Notice tone="error">{error}</Notice>}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={disabled}>
          {submitLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {orderViewText().cancel}
        </button>
      </div>
    </>
  );
}
