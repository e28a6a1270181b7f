import type { Client } from 'urql';
import { fromPromise } from 'xstate';
import type { BookingActors, BookingCalls } from '../api/bookingActors';
import type { SearchActors, SearchCalls } from '../api/searchActors';

/**
 * The chat's search and booking calls, loaded when the patient first books: they stay off the chat
 * home's first paint (docs/PERFORMANCE.md budget). The actors are the same; only their module waits.
 */

/** Loads once; a chunk that failed to load (the network) is fetched again on the next call. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

export function lazySearchActors(client: Client): SearchActors {
  const calls = once<SearchCalls>(async () => (await import('../api/searchActors')).searchCalls(client));
  return {
    loadSearchCatalogue: fromPromise(async () => (await calls()).loadSearchCatalogue()),
    loadRecentDoctors: fromPromise(async () => (await calls()).loadRecentDoctors()),
    searchSessions: fromPromise(async ({ input }) => (await calls()).searchSessions(input)),
  };
}

export function lazyBookingActors(client: Client): BookingActors {
  const calls = once<BookingCalls>(async () => (await import('../api/bookingActors')).bookingCalls(client));
  return {
    createAppointment: fromPromise(async ({ input }) => (await calls()).createAppointment(input)),
    prepareInvoice: fromPromise(async ({ input }) => (await calls()).prepareInvoice(input)),
    confirmReservation: fromPromise(async ({ input }) => (await calls()).confirmReservation(input)),
    initiateBooking: fromPromise(async ({ input }) => (await calls()).initiateBooking(input)),
    completeBooking: fromPromise(async ({ input }) => (await calls()).completeBooking(input)),
    authenticatePaymentGateway: fromPromise(async ({ input }) => (await calls()).authenticatePaymentGateway(input)),
    loadSavedCards: fromPromise(async ({ input }) => (await calls()).loadSavedCards(input)),
  };
}
