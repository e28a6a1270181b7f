/**
 * The appointment's location block, in words: shown on the appointment screen and, for a video appointment, by the
 * video consultation block (src/features/video/) too.
 */
export const LOCATION_TEXT = {
  heading: 'Location',
  openInMaps: 'Open in maps',
  addressOf: (hospital: string): string => `Address of ${hospital}`,
  mapOf: (hospital: string): string => `Map of ${hospital}`,
  /** A video appointment has no street location: the doctor is met in the app (docs/decisions/0015-booking-and-payment.md § Video appointments). */
  videoHeading: 'Video consultation',
  videoExplanation: (hospital: string): string =>
    `This is a video consultation with ${hospital}. There is no need to come to the hospital: join from this appointment at the session time.`,
} as const;
