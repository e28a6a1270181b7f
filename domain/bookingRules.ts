import { t } from '../i18n/translate';
import { wordedTexts } from './wordedTexts';

/** Timings and limits of search, booking and payment (spec 000 §9; holds are our decision, docs/decisions/0015-booking-and-payment.md). */

/** A temporary booking keeps its token this long unless paid or reserved. */
export const HOLD_MINUTES = 15;
/** The appointment view's heartbeatLastSeen patch. */
export const HEARTBEAT_INTERVAL_MS = 60_000;
/** masterCard and genie: the browser goes to the gateway this long after it is ready. */
export const REDIRECT_DELAY_MS = 1000;
/** Search lists wait this long before rendering. */
export const SEARCH_RENDER_DELAY_MS = 1000;
/** The hospital filter's suggestions close this long after the box loses focus. */
export const HOSPITAL_FILTER_CLOSE_MS = 1000;
/** Sessions the chat shows at a time (See more adds as many). */
export const CHAT_SESSIONS_PAGE = 3;
/** Recent doctors offered when the search box is empty. */
export const RECENT_DOCTORS_LIMIT = 5;

/**
 * The reserve-number confirmation (spec 000 §2 modals); the spec gives no wording, so this is ours. Getters:
 * worded in the language active when shown (i18n/translate.ts).
 */
export const RESERVE_DIALOG = wordedTexts(
  {
    title: 'booking.reserve.title',
    confirm: 'booking.reserve.confirm',
    /** The chat's answer for the value pack invoice (the flat dialog has a 'Use a value pack' box instead). */
    confirmValuepack: 'booking.reserve.confirmValuepack',
    cancel: 'booking.cancel',
  },
  {
    question: (patientName: string, doctorName: string, when: string): string =>
      t('booking.reserve.question', { patient: patientName, doctor: doctorName, when }),
  },
);

/** Buttons of the invoice step. */
export const BOOKING_ACTIONS = wordedTexts(
  {
    payByCard: 'booking.action.payByCard',
    payMasterCard: 'booking.action.payMasterCard',
    payGenie: 'booking.action.payGenie',
    /** Reserve-only booking: pay at the hospital. */
    book: 'booking.action.book',
    retryBooking: 'booking.action.retryBooking',
    /** Paying again for a token still held after a failed payment (our wording; the spec only names Retry Booking). */
    retryPayment: 'booking.action.retryPayment',
    bookAgain: 'booking.action.bookAgain',
    callHospital: 'booking.action.callHospital',
    seeMore: 'booking.action.seeMore',
  },
  {
    quickPay: (cardNumber: string): string => t('booking.action.quickPay', { cardNumber }),
  },
);

/**
 * Where an appointment stands after a payment attempt: paid; still held (booked and unpaid: it can be paid
 * again); or lapsed (its hold expired, so it was cancelled).
 */
export function paymentStateOf(appointment: {
  readonly status: string;
  readonly paymentStatus: string;
}): 'paid' | 'held' | 'lapsed' {
  if (appointment.paymentStatus === 'paid') return 'paid';
  return appointment.status === 'booked' ? 'held' : 'lapsed';
}
