import { bookingMachine } from '../../../machines/booking.machine';
import { paymentMachine } from '../../../machines/payment.machine';
import type { BookingActors } from '../../api/bookingActors';

/** The booking machine with its payment child, both wired to these leaf actors. */
export function composeBookingMachine(actors: BookingActors): typeof bookingMachine {
  const {
    createAppointment,
    prepareInvoice,
    confirmReservation,
    initiateBooking,
    completeBooking,
    authenticatePaymentGateway,
  } = actors;
  return bookingMachine.provide({
    actors: {
      createAppointment,
      prepareInvoice,
      confirmReservation,
      payment: paymentMachine.provide({ actors: { initiateBooking, completeBooking, authenticatePaymentGateway } }),
    },
  });
}
