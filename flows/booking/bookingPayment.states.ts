import { assign, enqueueActions, sendTo } from 'xstate';
import { appointmentRoute } from '../../domain/bookingRoutes';
import { RESERVE_DIALOG } from '../../domain/bookingRules';
import { BOOKING_TEXT } from '../../domain/bookingText';
import { ZERO_TOTAL_TEXT } from '../../domain/money';
import { displayName } from '../../domain/patient';
import { DEFAULT_PAYMENT_GATEWAY, PAYMENT_TEXT } from '../../domain/payment';
import { BOOKING_COMMAND, gatewayTypeOf, retryButtons, sessionWhen } from './bookingButtons';
import { patientsOf, tappedPatientId } from '../assistant/patientChoice';
import { bookingOptions, bookingSetup, reserveButtons, tapped } from './booking.setup';
import { ASSISTANT_BOOKING_TEXT } from './chatBookingText';
import { eventBoxOf, offers, tells } from './wordedActions';

/**
 * The reserve-and-pay half of the booking conversation: who it is for, the reserve dialog (nothing is
 * held until Reserve), then the booking machine, whose reports are narrated: the invoice, the pay
 * buttons, a redirect to the gateway, the outcome, the token.
 */
export const bookingPaymentStates = {
  choosingPatient: bookingSetup.createStateConfig({
    always: {
      guard: 'onePatient',
      target: 'confirmingReserve',
      actions: assign(({ context }) => ({ patientId: patientsOf(context)[0]?.id ?? null })),
    },
    initial: 'asking',
    states: {
      asking: {
        after: { replyShort: { target: 'offering', actions: tells(() => ASSISTANT_BOOKING_TEXT.askPatient) } },
      },
      offering: { after: { buttonsDelay: { target: 'answering', actions: 'offerPatients' } } },
      answering: {},
    },
    on: {
      'chat.tap': {
        guard: 'tappedPatient',
        target: 'confirmingReserve',
        actions: ['echo', 'clearButtons', assign(({ event }) => ({ patientId: tappedPatientId(event) }))],
      },
    },
  }),
  /** The reserve-number confirmation: nothing is held until Reserve. */
  confirmingReserve: bookingSetup.createStateConfig({
    initial: 'asking',
    states: {
      asking: {
        after: {
          replyShort: {
            target: 'offering',
            actions: {
              type: 'say',
              params: ({ context }) => {
                const patient = patientsOf(context).find((candidate) => candidate.id === context.patientId);
                const session = context.pickedSession;
                const text =
                  session === null
                    ? RESERVE_DIALOG.title
                    : RESERVE_DIALOG.question(
                        patient === undefined ? '' : displayName(patient),
                        session.doctorName,
                        sessionWhen(session),
                      );
                return { from: 'assistant', content: { kind: 'text', text } };
              },
            },
          },
        },
      },
      offering: {
        after: {
          buttonsDelay: {
            target: 'answering',
            actions: {
              type: 'offer',
              params: ({ context }) => ({ buttons: reserveButtons(bookingOptions(context).valuepack) }),
            },
          },
        },
      },
      answering: {},
    },
    on: {
      'chat.tap': [
        {
          guard: 'tappedReserve',
          target: 'loadingCards',
          // A new token: no held appointment is resumed.
          actions: [
            'echo',
            'clearButtons',
            assign({
              appointment: null,
              valuepack: ({ event }) => tapped(event, BOOKING_COMMAND.reserve, 'valuepack') === 'yes',
            }),
          ],
        },
        {
          guard: 'tappedCancel',
          target: '#assistant.ready',
          actions: [
            'echo',
            'clearButtons',
            tells(() => ASSISTANT_BOOKING_TEXT.cancelled),
            assign({ pickedSession: null }),
          ],
        },
      ],
    },
  }),
  loadingCards: bookingSetup.createStateConfig({
    invoke: {
      src: 'loadSavedCards',
      input: {},
      onDone: { target: 'running', actions: assign(({ event }) => ({ savedCards: event.output })) },
      // Without the saved cards there is no quick pay; the gateways still work.
      onError: { target: 'running', actions: assign({ savedCards: [] }) },
    },
  }),
  running: bookingSetup.createStateConfig({
    invoke: {
      id: 'booking',
      src: 'booking',
      input: ({ context }) => {
        // Entered only with a picked session (pickedSession → choosingPatient → confirmingReserve).
        if (context.pickedSession === null) throw new Error('booking without a picked session');
        return {
          session: context.pickedSession,
          patients: patientsOf(context),
          patientId: context.patientId,
          savedCards: context.savedCards,
          options: bookingOptions(context),
          originChannel: 'chat' as const,
          // Retry payment: the token still held (bookingReturn.states.ts) is paid, never a second one reserved.
          ...(context.appointment === null ? {} : { appointment: context.appointment }),
        };
      },
      onDone: [
        {
          guard: { type: 'bookedOutput', params: ({ event }) => ({ output: event.output }) },
          target: 'booked',
          actions: assign(({ event }) => ({ appointment: event.output?.appointment ?? null, pickedSession: null })),
        },
        { target: '#assistant.ready', actions: assign({ pickedSession: null }) },
      ],
    },
    initial: 'reserving',
    states: {
      // The reserve dialog was answered in the chat already.
      reserving: {
        entry: sendTo('booking', ({ context }) => ({
          type: 'CONFIRM' as const,
          valuepack: context.valuepack === true,
        })),
      },
      invoiced: { after: { buttonsDelay: { target: 'choosingPayment', actions: 'offerPayment' } } },
      choosingPayment: {},
      working: {},
      failed: { after: { buttonsDelay: { target: 'choosingRetry', actions: offers(retryButtons) } } },
      choosingRetry: {},
      /** The app leaves for the gateway, which sends the patient back to the chat (bookingReturn.states.ts). */
      leaving: {
        // Back in the app, the payment is checked at once; the timer covers a page that never left.
        after: { gatewayReturn: '#assistant.booking.checkingPayment' },
        on: {
          'chat.resumed': '#assistant.booking.checkingPayment',
          // The app could not leave (a refused target, a chunk that did not load): the hold stands,
          // so say so and offer the pay buttons again; the booking goes back to its invoice.
          'chat.redirectFailed': {
            target: 'invoiced',
            actions: [tells(() => PAYMENT_TEXT.initiationFailed), sendTo('booking', { type: 'REDIRECT_FAILED' })],
          },
        },
      },
    },
    on: {
      // Kept so that, back from the gateway, the chat can check this appointment's payment.
      'booking.reserved': {
        actions: [
          tells(() => BOOKING_TEXT.calculatingInvoice),
          assign(({ event }) => ({ appointment: event.appointment })),
        ],
      },
      'booking.invoiced': [
        {
          guard: 'invoicePayable',
          target: '.invoiced',
          actions: {
            type: 'say',
            params: ({ event }) => ({ from: 'assistant', content: { kind: 'invoice', invoice: event.invoice } }),
          },
        },
        {
          // Spec 000 §5: nothing to pay, so no pay or book buttons; the hold is left to expire.
          actions: [
            {
              type: 'say',
              params: ({ event }) => ({ from: 'assistant', content: { kind: 'invoice', invoice: event.invoice } }),
            },
            tells(() => ZERO_TOTAL_TEXT),
            sendTo('booking', { type: 'CANCEL' }),
          ],
        },
      ],
      'booking.failed': [
        // Booking without paying failed: the invoice stands, so every button is offered again.
        { guard: { type: 'failedAt', params: { stage: 'book' } }, target: '.invoiced', actions: 'sayBookingFailed' },
        { target: '.failed', actions: 'sayBookingFailed' },
      ],
      'booking.paymentFailed': { target: '.invoiced', actions: 'sayBookingFailed' },
      'booking.redirect': { target: '.leaving', actions: [tells(() => ASSISTANT_BOOKING_TEXT.leaving), 'redirect'] },
      'chat.tap': [
        {
          guard: 'tappedPay',
          target: '.working',
          actions: [
            'echo',
            'clearButtons',
            tells(() => PAYMENT_TEXT.processing),
            // tappedPay checked the command carries a gateway type.
            sendTo('booking', ({ event }) => ({
              type: 'PAY',
              gatewayType: gatewayTypeOf(event.command) ?? DEFAULT_PAYMENT_GATEWAY,
            })),
          ],
        },
        {
          guard: 'tappedBook',
          target: '.working',
          actions: ['echo', 'clearButtons', sendTo('booking', { type: 'BOOK' })],
        },
        {
          guard: 'tappedRetry',
          target: '.working',
          actions: ['echo', 'clearButtons', sendTo('booking', { type: 'RETRY' })],
        },
        {
          guard: 'tappedCancel',
          target: '.working',
          actions: [
            'echo',
            'clearButtons',
            tells(() => ASSISTANT_BOOKING_TEXT.cancelled),
            sendTo('booking', { type: 'CANCEL' }),
          ],
        },
      ],
    },
  }),
  booked: bookingSetup.createStateConfig({
    entry: [
      eventBoxOf('success', () => BOOKING_TEXT.bookedEvent),
      tells((context) => ASSISTANT_BOOKING_TEXT.tokenNumber(context.appointment?.tokenNo ?? 0)),
      enqueueActions(({ context, enqueue }) => {
        if (context.appointment?.paymentStatus === 'paid') return;
        enqueue({
          type: 'say',
          params: { from: 'assistant', content: { kind: 'text', text: ASSISTANT_BOOKING_TEXT.reservedPayLater } },
        });
      }),
    ],
    after: {
      buttonsDelay: {
        target: 'viewing',
        actions: offers(() => [
          { label: ASSISTANT_BOOKING_TEXT.viewAppointment, command: { type: BOOKING_COMMAND.view } },
          { label: ASSISTANT_BOOKING_TEXT.backToMenu, command: { type: BOOKING_COMMAND.menu } },
        ]),
      },
    },
  }),
  viewing: bookingSetup.createStateConfig({
    on: {
      'chat.tap': [
        {
          guard: 'tappedView',
          target: '#assistant.menu',
          actions: [
            'echo',
            {
              type: 'navigate',
              params: ({ context }) => ({
                to:
                  context.appointment === null
                    ? '/'
                    : appointmentRoute({
                        sessionId: context.appointment.sessionId,
                        appointmentId: context.appointment.id,
                      }),
              }),
            },
          ],
        },
        { guard: 'tappedBookingMenu', target: '#assistant.menu', actions: ['echo', 'clearButtons'] },
      ],
    },
  }),
};
