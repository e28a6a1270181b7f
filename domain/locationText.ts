import { t } from '../i18n/translate';

/**
 * The appointment's location block, in words: shown on the appointment screen and, for a video appointment, by the
 * video consultation block (src/features/video/) too. Getters: worded in the language active when shown.
 */
export const LOCATION_TEXT = {
  get heading(): string {
    return t('booking.location.heading');
  },
  get openInMaps(): string {
    return t('booking.location.openInMaps');
  },
  addressOf: (hospital: string): string => t('booking.location.addressOf', { hospital }),
  mapOf: (hospital: string): string => t('booking.location.mapOf', { hospital }),
  /** A video appointment has no street location: the doctor is met in the app (docs/decisions/0015-booking-and-payment.md § Video appointments). */
  get videoHeading(): string {
    return t('booking.location.videoHeading');
  },
  videoExplanation: (hospital: string): string => t('booking.location.videoExplanation', { hospital }),
};
