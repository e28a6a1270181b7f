import { formatAmount } from '../../domain/money';
import type { AppointmentCardData } from '../../machines/types';

/** The chat's wording for the after-booking actions (the spec words the refusals, the machines keep them). */

const visit = (appointment: AppointmentCardData): string =>
  `your appointment with ${appointment.session.doctorName}, token ${appointment.tokenNo}`;

export const CANCEL_TEXT = {
  confirm: (appointment: AppointmentCardData): string => `Are you sure you want to cancel ${visit(appointment)}?`,
  yes: 'Yes, cancel it',
  no: 'No, keep it',
  kept: 'Your appointment stays booked.',
  cancelling: 'Cancelling your appointment...',
  tryAgain: 'Try again',
  cancelled: (appointment: AppointmentCardData): string =>
    `Your appointment with ${appointment.session.doctorName} is cancelled. Token ${appointment.tokenNo} stays yours: nobody else is given it.` +
    (appointment.paymentStatus === 'paid'
      ? ' It was paid: tap What is my upcoming to reschedule it or request a refund.'
      : ''),
} as const;

export const REFUND_CHAT_TEXT = {
  loading: 'Please wait, we are loading your appointment details',
  whichGroup: 'Why would you like a refund?',
  whichReason: 'Which of these fits best?',
  note: 'Anything to tell the hospital? Type a note, or tap Skip.',
  skip: 'Skip',
  back: 'Back',
  tryAgain: 'Try again',
  submit: 'Request refund',
  confirm: (reason: string, note: string, amount: { totalCents: number; currency: string } | null): string =>
    [
      `Reason: ${reason}.`,
      `Note: ${note}.`,
      amount === null
        ? 'The hospital works out the amount.'
        : `Refund: ${formatAmount(amount.totalCents / 100, amount.currency)}.`,
    ].join(' '),
  requested:
    'Your refund request is sent. The hospital will tell you when it is approved; you can follow it in your appointment and payment history.',
} as const;

export const SCREEN_TEXT = {
  reschedule: 'Pick a new session for your appointment: the payment moves with it, nothing is charged again.',
  upload: 'Opening your appointment: choose the images or PDFs for the doctor under Documents.',
  feedback: 'Opening your appointment to rate your visit.',
} as const;
