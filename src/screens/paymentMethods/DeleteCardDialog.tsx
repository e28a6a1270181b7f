import { useRef } from 'react';
import type { SavedPaymentMethod } from '../../../machines/paymentMethods.types';
import { Dialog } from '../../booking/Dialog';
import { cardLabel } from './cardDisplay';
import { PAYMENT_METHODS_UI } from './paymentMethodsText';

export interface DeleteCardDialogProps {
  readonly card: SavedPaymentMethod;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The delete card confirmation (spec 000 §2 modals), naming the card. Cancel is focused: deleting is the careful choice. */
export function DeleteCardDialog({ card, onConfirm, onCancel }: DeleteCardDialogProps): React.JSX.Element {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={PAYMENT_METHODS_UI.deleteTitle} onCancel={onCancel} initialFocus={cancel}>
      <p>{PAYMENT_METHODS_UI.deleteQuestion(cardLabel(card))}</p>
      <div className="actions">
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {PAYMENT_METHODS_UI.delete}
        </button>
        <button ref={cancel} type="button" className="button button--secondary" onClick={onCancel}>
          {PAYMENT_METHODS_UI.cancel}
        </button>
      </div>
    </Dialog>
  );
}
