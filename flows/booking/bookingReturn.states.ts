import { assign } from 'xstate';
import { PAYMENT_TEXT } from '../../domain/payment';

import { bookAgainButtons, payAgainButtons } from './bookingButtons';
import { bookingSetup } from './booking.setup';
import { ASSISTANT_BOOKING_TEXT } from './chatBookingText';
import { eventBoxOf, offers, tells } from './wordedActions';

/**
 * Back from the payment gateway (its return, the back button, or a page that never opened): the appointment,
 * as the server has it, tells the outcome. Paid: the token. Still held: pay again (the booking resumes at the
 * same token's invoice, never a second token). The hold lapsed: book the session again.
 */
export const bookingReturnStates = {
  checkingPayment: bookingSetup.createStateConfig({
    invoke: {
      src: 'loadAppointmentSummary',
      // Entered from 'leaving', which the booking's reserved report (or a held appointment) led to.
      input: ({ context }) => ({ appointmentId: context.appointment?.id ?? '' }),
      onDone: [
        {
          guard: { type: 'appointmentIs', params: ({ event }) => ({ appointment: event.output, state: 'paid' }) },
          target: 'booked',
          actions: [
            assign(({ event }) => ({ appointment: event.output, pickedSession: null })),
            eventBoxOf('success', () => PAYMENT_TEXT.success),
          ],
        },
        {
          guard: { type: 'appointmentIs', params: ({ event }) => ({ appointment: event.output, state: 'held' }) },
          target: 'paymentPending',
          actions: assign(({ event }) => ({ appointment: event.output })),
        },
        { target: 'holdLapsed', actions: assign(({ event }) => ({ appointment: event.output })) },
      ],
      onError: {
        target: '#assistant.ready',
        actions: [tells(() => ASSISTANT_BOOKING_TEXT.paymentUnknown), assign({ pickedSession: null })],
      },
    },
  }),
  /** Not paid, and the token is still held: Retry payment goes back to its invoice. */
  paymentPending: bookingSetup.createStateConfig({
    entry: [
      eventBoxOf(
        'failure',
        () => PAYMENT_TEXT.failed,
        () => PAYMENT_TEXT.problemHeading,
      ),
      tells((context) => ASSISTANT_BOOKING_TEXT.stillHeld(context.appointment?.tokenNo ?? 0)),
    ],
    initial: 'offering',
    states: {
      offering: { after: { buttonsDelay: { target: 'answering', actions: offers(payAgainButtons) } } },
      answering: {},
    },
    on: {
      'chat.tap': [
        { guard: 'tappedPayAgain', target: 'running', actions: ['echo', 'clearButtons'] },
        // The hold is left to lapse, as a cancelled invoice is.
        {
          guard: 'tappedCancel',
          target: '#assistant.ready',
          actions: [
            'echo',
            'clearButtons',
            tells(() => ASSISTANT_BOOKING_TEXT.cancelled),
            assign({ pickedSession: null, appointment: null }),
          ],
        },
      ],
    },
  }),
  /** Not paid, and the hold lapsed (the appointment was cancelled): Retry Booking books the session anew. */
  holdLapsed: bookingSetup.createStateConfig({
    entry: eventBoxOf(
      'failure',
      () => PAYMENT_TEXT.failed,
      () => PAYMENT_TEXT.appointmentNotPaid,
    ),
    initial: 'offering',
    states: {
      offering: { after: { buttonsDelay: { target: 'answering', actions: offers(bookAgainButtons) } } },
      answering: {},
    },
    on: {
      'chat.tap': [
        {
          guard: 'tappedRetry',
          target: 'choosingPatient',
          actions: ['echo', 'clearButtons', assign({ appointment: null })],
        },
        {
          guard: 'tappedBookingMenu',
          target: '#assistant.menu',
          actions: ['echo', 'clearButtons', assign({ pickedSession: null, appointment: null })],
        },
      ],
    },
  }),
};
