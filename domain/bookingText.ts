import { t } from '../i18n/translate';
import { formatDate, formatTimeWithZone } from './days';

/**
 * Booking, appointment and session-search texts and map constants (spec 000 §2, §8, §9; spec 001 §9).
 * The texts are getters, read in the language active when a screen or a bubble shows them (i18n/translate.ts).
 */

export const BOOKING_TEXT = {
  get calculatingInvoice(): string {
    return t('booking.calculatingInvoice');
  },
  get invoiceError(): string {
    return t('booking.invoiceError');
  },
  get unableToBook(): string {
    return t('booking.unableToBook');
  },
  /** Reserve (temporary booking) failure. */
  get reserveFailed(): string {
    return t('booking.reserveFailed');
  },
  get loadingAppointment(): string {
    return t('booking.loadingAppointment');
  },
  /** Chat event boxes. */
  get bookedEvent(): string {
    return t('booking.bookedEvent');
  },
  get bookingFailedEvent(): string {
    return t('booking.bookingFailedEvent');
  },
};

/** 'Sorry, Unable to book at the moment' plus the booking error, when there is one. */
export function unableToBookText(error: string | null | undefined): string {
  const detail = error?.replace(/\s+/g, ' ').trim() ?? '';
  return detail === '' ? t('booking.unableToBook') : t('booking.unableToBookBecause', { detail });
}

export const SEARCH_TEXT = {
  get found(): string {
    return t('booking.search.found');
  },
  get searching(): string {
    return t('booking.search.searching');
  },
  /** Shown with a call-the-hospital button. */
  get noSessions(): string {
    return t('booking.search.noSessions');
  },
  get failed(): string {
    return t('booking.search.failed');
  },
  /** Session search failure (spec 000 §8). */
  get failedSorry(): string {
    return t('booking.search.failedSorry');
  },
  /** Hint while 'Search Now' is disabled. */
  get selectDoctorOrSpeciality(): string {
    return t('booking.search.selectDoctorOrSpeciality');
  },
  /** Yellow banner with a clear control. */
  get rescheduling(): string {
    return t('booking.search.rescheduling');
  },
};

/** Where the map centres when a hospital has no location (Colombo). */
export const DEFAULT_MAP_LOCATION = { lat: 6.927079, lng: 79.861244 } as const;
export const MAP_ZOOM = 10;
export const MAP_HEIGHT_PX = 450;

/** '3 Jun 2025 at 5:00 PM': a session's day and time, as the reserve question says it. */
export function sessionWhenText(startTime: number): string {
  return t('booking.sessionWhen', { date: formatDate(startTime), time: formatTimeWithZone(startTime) });
}
