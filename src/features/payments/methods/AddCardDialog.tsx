import { useId } from 'react';
import type { CardEntry } from '../../../../domain/card';
import { PAYMENT_TEXT } from '../../../../domain/payment';
import type { CardEntryField } from '../../../../machines/paymentMethods.types';
import { Dialog } from '../../../ui/Dialog';
import { Notice } from '../../../ui/Notice';
import { CardFields } from './CardFields';
import { PAYMENT_METHODS_UI } from './paymentMethodsText';

export interface AddCardDialogProps {
  readonly entry: CardEntry;
  readonly error: string | null;
  /** The signed form is being fetched: the entry waits. */
  readonly busy: boolean;
  readonly onChange: (field: CardEntryField, value: string) => void;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
}

/** The add card dialog (spec 000 §2 modals): the card entry and Save card. */
export function AddCardDialog({
  entry,
  error,
  busy,
  onChange,
  onSubmit,
  onCancel,
}: AddCardDialogProps): React.JSX.Element {
  const errorId = useId();
  return (
    <Dialog title={PAYMENT_METHODS_UI.addTitle} onCancel={busy ? undefined : onCancel}>
      <form
        className="form"
        noValidate
        aria-label={PAYMENT_METHODS_UI.addTitle}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <CardFields entry={entry} error={error} errorId={errorId} disabled={busy} onChange={onChange} />
        {error === null ? null : (
          <Notice tone="error" id={errorId}>
            {error}
          </Notice>
        )}
        {busy ? <p role="status">{PAYMENT_TEXT.processing}</p> : null}
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {PAYMENT_METHODS_UI.saveCard}
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={onCancel}>
            {PAYMENT_METHODS_UI.cancel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
