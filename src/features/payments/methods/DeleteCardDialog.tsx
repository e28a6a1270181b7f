import type { SavedPaymentMethod } from '../../../../machines/paymentMethods.types';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { cardLabel } from './cardDisplay';
import { PAYMENT_METHODS_UI } from './paymentMethodsText';

export interface DeleteCardDialogProps {
  readonly card: SavedPaymentMethod;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The delete card confirmation (spec 000 §2 modals), naming the card. Cancel is focused: deleting is the careful choice. */
export function DeleteCardDialog({ card, onConfirm, onCancel }: DeleteCardDialogProps): React.JSX.Element {
  return (
    <ConfirmDialog
      title={PAYMENT_METHODS_UI.deleteTitle}
      question={PAYMENT_METHODS_UI.deleteQuestion(cardLabel(card))}
      confirmLabel={PAYMENT_METHODS_UI.delete}
      cancelLabel={PAYMENT_METHODS_UI.cancel}
      tone="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
