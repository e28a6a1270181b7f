import { t } from '../../../../i18n/translate';
import { useId, type SyntheticEvent } from 'react';
import { ADDRESS_FIELDS, ADDRESS_PART_MAX_LENGTH, type Address, type AddressField } from '../../../../domain/address';
import { Dialog } from '../../../ui/Dialog';
import { Notice } from '../../../ui/Notice';

/** A field's label in the active language. */
function labelOf(field: AddressField): string {
  if (field === 'city') return t('profiles.city');
  return t('profiles.addressLine', { number: Number(field.slice('line'.length)) });
}
const AUTOCOMPLETE: Record<AddressField, string> = {
  line1: 'address-line1',
  line2: 'address-line2',
  line3: 'address-line3',
  city: 'address-level2',
};

export interface AddressDialogProps {
  readonly draft: Address;
  readonly error: string | null;
  /** Update stays disabled until a field differs from what the dialog opened with. */
  readonly changed: boolean;
  readonly onSet: (field: AddressField, value: string) => void;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The address edit modal (spec 000 §2): three lines and a city; the machine checks that one is filled. */
export function AddressDialog({
  draft,
  error,
  changed,
  onSet,
  onConfirm,
  onCancel,
}: AddressDialogProps): React.JSX.Element {
  const base = useId();
  const errorId = `${base}-error`;
  const onSubmit = (event: SyntheticEvent): void => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog title={t('profiles.editAddress')} onCancel={onCancel}>
      <form className="form" onSubmit={onSubmit} noValidate>
        {ADDRESS_FIELDS.map((field) => (
          <div key={field} className="field">
            <label className="field__label" htmlFor={`${base}-${field}`}>
              {labelOf(field)}
            </label>
            <input
              id={`${base}-${field}`}
              className="input"
              autoComplete={AUTOCOMPLETE[field]}
              maxLength={ADDRESS_PART_MAX_LENGTH}
              value={draft[field]}
              onChange={(event) => onSet(field, event.target.value)}
              // The rule is about the four fields together, so each names the message.
              aria-invalid={error !== null}
              aria-describedby={error === null ? undefined : errorId}
            />
          </div>
        ))}
        {error === null ? null : (
          <Notice tone="error" id={errorId}>
            {error}
          </Notice>
        )}
        <div className="actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('profiles.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={!changed}>
            {t('profiles.updateAddress')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
