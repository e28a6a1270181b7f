import { t } from '../i18n/translate';
import { wordedTexts } from './wordedTexts';

/**
 * The appointment's location block, in words: shown on the appointment screen and, for a video appointment, by the
 * video consultation block (src/features/video/) too. Getters: worded in the language active when shown.
 */
export const LOCATION_TEXT = wordedTexts(
  {
    heading: 'booking.location.heading',
    openInMaps: 'booking.location.openInMaps',
    /** A video appointment has no street location: the doctor is met in the app (docs/decisions/0015-booking-and-payment.md § Video appointments). */
    videoHeading: 'booking.location.videoHeading',
  },
  {
    addressOf: (hospital: string): string => t('booking.location.addressOf', { hospital }),
    mapOf: (hospital: string): string => t('booking.location.mapOf', { hospital }),
    videoExplanation: (hospital: string): string => t('booking.location.videoExplanation', { hospital }),
  },
);
