import { t } from '../i18n/translate';
import { formatDate, formatTimeWithZone } from './days';
import { wordedTexts } from './wordedTexts';

/**
 * Booking, appointment and session-search texts and map constants (spec 000 §2, §8, §9; spec 001 §9).
 * The texts are getters, read in the language active when a screen or a bubble shows them (i18n/translate.ts).
 */

export const BOOKING_TEXT = wordedTexts({
  calculatingInvoice: 'booking.calculatingInvoice',
  invoiceError: 'booking.invoiceError',
  unableToBook: 'booking.unableToBook',
  /** Reserve (temporary booking) failure. */
  reserveFailed: 'booking.reserveFailed',
  loadingAppointment: 'booking.loadingAppointment',
  /** Chat event boxes. */
  bookedEvent: 'booking.bookedEvent',
  bookingFailedEvent: 'booking.bookingFailedEvent',
});

/** 'Sorry, Unable to book at the moment' plus the booking error, when there is one. */
export function unableToBookText(error: string | null | undefined): string {
  const detail = error?.replace(/\s+/g, ' ').trim() ?? '';
  return detail === '' ? t('booking.unableToBook') : t('booking.unableToBookBecause', { detail });
}

export const SEARCH_TEXT = wordedTexts({
  found: 'booking.search.found',
  searching: 'booking.search.searching',
  /** Shown with a call-the-hospital button. */
  noSessions: 'booking.search.noSessions',
  failed: 'booking.search.failed',
  /** Session search failure (spec 000 §8). */
  failedSorry: 'booking.search.failedSorry',
  /** Hint while 'Search Now' is disabled. */
  selectDoctorOrSpeciality: 'booking.search.selectDoctorOrSpeciality',
  /** Yellow banner with a clear control. */
  rescheduling: 'booking.search.rescheduling',
});

/** Where the map centres when a hospital has no location (Colombo). */
export const DEFAULT_MAP_LOCATION = { lat: 6.927079, lng: 79.861244 } as const;
export const MAP_ZOOM = 10;
export const MAP_HEIGHT_PX = 450;

/** '3 Jun 2025 at 5:00 PM': a session's day and time, as the reserve question says it. */
export function sessionWhenText(startTime: number): string {
  return t('booking.sessionWhen', { date: formatDate(startTime), time: formatTimeWithZone(startTime) });
}
