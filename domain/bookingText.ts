/** Booking, appointment and session-search texts and map constants (spec 000 §2, §8, §9; spec 001 §9). */

export const BOOKING_TEXT = {
  calculatingInvoice: 'Please wait, we are calculating your invoice',
  invoiceError: 'Error while calculating invoice, please refresh.',
  unableToBook: 'Sorry, Unable to book at the moment',
  /** Reserve (temporary booking) failure. */
  reserveFailed: 'Something went wrong....',
  loadingAppointment: 'Please wait, we are loading your appointment details',
  /** Chat event boxes. */
  bookedEvent: 'Appointment booked successfully',
  bookingFailedEvent: 'Appointment booking failure',
} as const;

/** 'Sorry, Unable to book at the moment' plus the booking error, when there is one. */
export function unableToBookText(error: string | null | undefined): string {
  const detail = error?.replace(/\s+/g, ' ').trim() ?? '';
  return detail === '' ? BOOKING_TEXT.unableToBook : `${BOOKING_TEXT.unableToBook}: ${detail}`;
}

export const SEARCH_TEXT = {
  found: 'we found these sessions for you',
  searching: 'please wait , searching sessions for you...',
  /** Shown with a call-the-hospital button. */
  noSessions: "We couldn't find any sessions for you!",
  failed: 'something went wrong',
  /** Session search failure (spec 000 §8). */
  failedSorry: 'Sorry, something went wrong',
  /** Hint while 'Search Now' is disabled. */
  selectDoctorOrSpeciality: 'Select atleast a doctor or speciality for search',
  /** Yellow banner with a clear control. */
  rescheduling: 'You are rescheduling',
} as const;

/** Where the map centres when a hospital has no location (Colombo). */
export const DEFAULT_MAP_LOCATION = { lat: 6.927079, lng: 79.861244 } as const;
export const MAP_ZOOM = 10;
export const MAP_HEIGHT_PX = 450;
