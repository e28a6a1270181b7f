import { formatAmount } from '../../domain/money';
import { t } from '../../i18n/translate';
import type { AppointmentCardData } from '../../machines/types';

/**
 * The chat's wording for the after-booking actions (the spec words the refusals, the machines keep them), in
 * the active language when read: getters and functions, never at import (i18n/po/<language>/appointment.po).
 */

export const CANCEL_TEXT = {
  confirm: (appointment: AppointmentCardData): string =>
    t('appointment.chat.cancelConfirm', { doctor: appointment.session.doctorName, token: appointment.tokenNo }),
  get yes(): string {
    return t('appointment.chat.cancelYes');
  },
  get no(): string {
    return t('appointment.chat.cancelNo');
  },
  get kept(): string {
    return t('appointment.chat.cancelKept');
  },
  get cancelling(): string {
    return t('appointment.cancel.cancelling');
  },
  get tryAgain(): string {
    return t('appointment.chat.tryAgain');
  },
  cancelled: (appointment: AppointmentCardData): string =>
    t('appointment.chat.cancelled', {
      doctor: appointment.session.doctorName,
      token: appointment.tokenNo,
      paid: appointment.paymentStatus === 'paid' ? 'yes' : 'no',
    }),
};

export const REFUND_CHAT_TEXT = {
  get loading(): string {
    return t('appointment.chat.refundLoading');
  },
  get whichGroup(): string {
    return t('appointment.chat.refundWhichGroup');
  },
  get whichReason(): string {
    return t('appointment.chat.refundWhichReason');
  },
  get note(): string {
    return t('appointment.chat.refundNote');
  },
  get skip(): string {
    return t('appointment.chat.skip');
  },
  get back(): string {
    return t('appointment.refund.back');
  },
  get tryAgain(): string {
    return t('appointment.chat.tryAgain');
  },
  get submit(): string {
    return t('appointment.chat.refundSubmit');
  },
  /** reason: as the patient reads it; note: what they typed, or null for none. */
  confirm: (reason: string, note: string | null, amount: { totalCents: number; currency: string } | null): string =>
    [
      t('appointment.chat.refundReason', { reason }),
      note === null ? t('appointment.chat.refundNoNote') : t('appointment.chat.refundNoteIs', { note }),
      amount === null
        ? t('appointment.chat.refundAmountUnknown')
        : t('appointment.chat.refundAmount', { amount: formatAmount(amount.totalCents / 100, amount.currency) }),
    ].join(' '),
  get requested(): string {
    return t('appointment.chat.refundRequested');
  },
};

export const SCREEN_TEXT = {
  get reschedule(): string {
    return t('appointment.chat.openReschedule');
  },
  get upload(): string {
    return t('appointment.chat.openUpload');
  },
  get feedback(): string {
    return t('appointment.chat.openFeedback');
  },
};
