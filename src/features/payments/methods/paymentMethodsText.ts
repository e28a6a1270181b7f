import { t } from '../../../../i18n/translate';

/**
 * What the Saved Payment Methods page says (its messages are in machines/paymentMethods.types.ts), in the active
 * language when read (getters: never at import).
 */
export const PAYMENT_METHODS_UI = {
  get title(): string {
    return t('payments.methods.title');
  },
  get back(): string {
    return t('payments.methods.back');
  },
  get loading(): string {
    return t('payments.methods.loading');
  },
  get retry(): string {
    return t('payments.methods.retry');
  },
  get working(): string {
    return t('payments.methods.working');
  },
  get defaultMark(): string {
    return t('payments.methods.defaultMark');
  },
  get addedMark(): string {
    return t('payments.methods.addedMark');
  },
  get makeDefault(): string {
    return t('payments.methods.makeDefault');
  },
  get delete(): string {
    return t('payments.methods.delete');
  },
  /** A card's buttons are named with the card ('Make default Visa 411111**********'): each row has its own. */
  makeDefaultCard: (card: string): string => t('payments.methods.makeDefaultCard', { card }),
  deleteCard: (card: string): string => t('payments.methods.deleteCard', { card }),
  get addCard(): string {
    return t('payments.methods.addCard');
  },
  expires: (expiry: string): string => t('payments.methods.expires', { expiry }),
  get dismiss(): string {
    return t('payments.methods.dismiss');
  },
  get deleteTitle(): string {
    return t('payments.methods.deleteTitle');
  },
  deleteQuestion: (card: string): string => t('payments.methods.deleteQuestion', { card }),
  get cancel(): string {
    return t('payments.methods.cancel');
  },
  get addTitle(): string {
    return t('payments.methods.addTitle');
  },
  get nameOnCard(): string {
    return t('payments.methods.nameOnCard');
  },
  get cardNumber(): string {
    return t('payments.methods.cardNumber');
  },
  get expiry(): string {
    return t('payments.methods.expiry');
  },
  get cvv(): string {
    return t('payments.methods.cvv');
  },
  get saveCard(): string {
    return t('payments.methods.saveCard');
  },
};
