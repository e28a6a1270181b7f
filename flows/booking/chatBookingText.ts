import { t } from '../../i18n/translate';

/**
 * The chat booking's own wording (the spec's strings are in domain/bookingText, bookingRules, payment, money).
 * Getters and functions: worded in the language active when the bubble or button is made (wordedActions.ts).
 */
export const ASSISTANT_BOOKING_TEXT = {
  get askDoctor(): string {
    return t('booking.chat.askDoctor');
  },
  get chooseMatch(): string {
    return t('booking.chat.chooseMatch');
  },
  get noMatch(): string {
    return t('booking.chat.noMatch');
  },
  /** A booking asked for in a sentence without a name ('I need a doctor tomorrow'). */
  askDoctorWhen: (said: string | null): string =>
    said === null ? t('booking.chat.askDoctorAny') : t('booking.chat.askDoctorWhen', { said }),
  /** None on the day or at the time asked for ('tomorrow after 5:00 PM'): the next ones follow. */
  noneWhen: (said: string): string => t('booking.chat.noneWhen', { said }),
  hospitalChosen: (orgName: string): string => t('booking.chat.hospitalChosen', { hospital: orgName }),
  get callHospital(): string {
    return t('booking.chat.callHospital');
  },
  get askPatient(): string {
    return t('booking.chat.askPatient');
  },
  get cancelled(): string {
    return t('booking.chat.cancelled');
  },
  tokenNumber: (tokenNo: number): string => t('booking.chat.tokenNumber', { tokenNo }),
  get reservedPayLater(): string {
    return t('booking.chat.reservedPayLater');
  },
  get viewAppointment(): string {
    return t('booking.chat.viewAppointment');
  },
  get backToMenu(): string {
    return t('booking.chat.backToMenu');
  },
  get cancel(): string {
    return t('booking.cancel');
  },
  get leaving(): string {
    return t('booking.chat.leaving');
  },
  /** Back from the gateway unpaid, while the token is still held. */
  stillHeld: (tokenNo: number): string => t('booking.chat.stillHeld', { tokenNo }),
  /** Back from the gateway, and the appointment could not be read (offline, the server). */
  get paymentUnknown(): string {
    return t('booking.chat.paymentUnknown');
  },
};
