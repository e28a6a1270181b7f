import type { Client } from 'urql';
import { fromPromise } from 'xstate';
import type { AuthActors, AuthCalls, RegistrationActors } from '../api/authActors';
import type { BookingActors, BookingCalls } from '../api/bookingActors';
import type { CancelAppointmentActors, CancelCalls } from '../api/cancelRescheduleActors';
import type { RefundCalls, RefundRequestActors } from '../api/refundActors';
import type { SearchActors, SearchCalls } from '../api/searchActors';
import { once } from './once';

/**
 * The chat's API calls, loaded with the urql client when the patient first needs one: the sign-in's when a
 * number is typed, search and booking when they first book. None of them is on the chat home's first bubble
 * or its reply buttons (docs/PERFORMANCE.md budget). The actors are the same; only their module waits.
 */

/** Resolves to the app's urql client, loading its code first if needed (src/api/lazyClient.ts). */
export type ClientLoader = () => Promise<Client>;

/** The calls of a module built over the client, both loaded in parallel. */
function callsOf<T, M>(
  client: ClientLoader,
  load: () => Promise<M>,
  build: (module: M, client: Client) => T,
): () => Promise<T> {
  return once(async () => {
    const [module, loaded] = await Promise.all([load(), client()]);
    return build(module, loaded);
  });
}

export function lazyAuthActors(client: ClientLoader): AuthActors & RegistrationActors {
  const calls = callsOf<AuthCalls, typeof import('../api/authActors')>(
    client,
    () => import('../api/authActors'),
    (module, loaded) => module.authCalls(loaded),
  );
  return {
    initiateAuthentication: fromPromise(async ({ input }) => (await calls()).initiateAuthentication(input)),
    completeAuthentication: fromPromise(async ({ input }) => (await calls()).completeAuthentication(input)),
    loadProfile: fromPromise(async ({ input }) => (await calls()).loadProfile(input)),
    createPatient: fromPromise(async ({ input }) => (await calls()).createPatient(input)),
  };
}

export function lazySearchActors(client: ClientLoader): SearchActors {
  const calls = callsOf<SearchCalls, typeof import('../api/searchActors')>(
    client,
    () => import('../api/searchActors'),
    (module, loaded) => module.searchCalls(loaded),
  );
  return {
    loadSearchCatalogue: fromPromise(async () => (await calls()).loadSearchCatalogue()),
    loadRecentDoctors: fromPromise(async ({ input }) => (await calls()).loadRecentDoctors(input)),
    searchSessions: fromPromise(async ({ input }) => (await calls()).searchSessions(input)),
    loadUpcomingAppointments: fromPromise(async () => (await calls()).loadUpcomingAppointments()),
  };
}

export function lazyBookingActors(client: ClientLoader): BookingActors {
  const calls = callsOf<BookingCalls, typeof import('../api/bookingActors')>(
    client,
    () => import('../api/bookingActors'),
    (module, loaded) => module.bookingCalls(loaded),
  );
  return {
    createAppointment: fromPromise(async ({ input }) => (await calls()).createAppointment(input)),
    prepareInvoice: fromPromise(async ({ input }) => (await calls()).prepareInvoice(input)),
    confirmReservation: fromPromise(async ({ input }) => (await calls()).confirmReservation(input)),
    initiateBooking: fromPromise(async ({ input }) => (await calls()).initiateBooking(input)),
    completeBooking: fromPromise(async ({ input }) => (await calls()).completeBooking(input)),
    authenticatePaymentGateway: fromPromise(async ({ input }) => (await calls()).authenticatePaymentGateway(input)),
    loadSavedCards: fromPromise(async ({ input }) => (await calls()).loadSavedCards(input)),
    loadAppointmentSummary: fromPromise(async ({ input }) => (await calls()).loadAppointmentSummary(input)),
  };
}

/** The after-booking calls of the chat's appointment cards (flows/appointmentActions/): cancel and refund. */
export function lazyAppointmentActionActors(client: ClientLoader): CancelAppointmentActors & RefundRequestActors {
  const cancel = callsOf<CancelCalls, typeof import('../api/cancelRescheduleActors')>(
    client,
    () => import('../api/cancelRescheduleActors'),
    (module, loaded) => module.cancelCalls(loaded),
  );
  const refund = callsOf<RefundCalls, typeof import('../api/refundActors')>(
    client,
    () => import('../api/refundActors'),
    (module, loaded) => module.refundCalls(loaded),
  );
  return {
    cancelAppointment: fromPromise(async ({ input }) => (await cancel()).cancelAppointment(input)),
    loadInvoice: fromPromise(async ({ input }) => (await refund()).loadInvoice(input)),
    createRefund: fromPromise(async ({ input }) => (await refund()).createRefund(input)),
  };
}
