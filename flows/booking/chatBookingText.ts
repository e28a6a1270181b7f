import { t } from '../../i18n/translate';
import { wordedTexts } from '../../domain/wordedTexts';

/**
 * The chat booking's own wording (the spec's strings are in domain/bookingText, bookingRules, payment, money).
 * Getters and functions: worded in the language active when the bubble or button is made (wordedActions.ts).
 */
export const ASSISTANT_BOOKING_TEXT = wordedTexts(
  {
    askDoctor: 'booking.chat.askDoctor',
    chooseMatch: 'booking.chat.chooseMatch',
    noMatch: 'booking.chat.noMatch',
    callHospital: 'booking.chat.callHospital',
    askPatient: 'booking.chat.askPatient',
    cancelled: 'booking.chat.cancelled',
    reservedPayLater: 'booking.chat.reservedPayLater',
    viewAppointment: 'booking.chat.viewAppointment',
    backToMenu: 'booking.chat.backToMenu',
    cancel: 'booking.cancel',
    leaving: 'booking.chat.leaving',
    /** Back from the gateway, and the appointment could not be read (offline, the server). */
    paymentUnknown: 'booking.chat.paymentUnknown',
  },
  {
    /** A booking asked for in a sentence without a name ('I need a doctor tomorrow'). */
    askDoctorWhen: (said: string | null): string =>
      said === null ? t('booking.chat.askDoctorAny') : t('booking.chat.askDoctorWhen', { said }),
    /** None on the day or at the time asked for ('tomorrow after 5:00 PM'): the next ones follow. */
    noneWhen: (said: string): string => t('booking.chat.noneWhen', { said }),
    hospitalChosen: (orgName: string): string => t('booking.chat.hospitalChosen', { hospital: orgName }),
    tokenNumber: (tokenNo: number): string => t('booking.chat.tokenNumber', { tokenNo }),
    /** Back from the gateway unpaid, while the token is still held. */
    stillHeld: (tokenNo: number): string => t('booking.chat.stillHeld', { tokenNo }),
  },
);
