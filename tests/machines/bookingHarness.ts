import type { AnyEventObject } from 'xstate';
import type { AppointmentView } from '../../machines/appointmentView.machine';
import { bookingMachine, type BookingInput, type BookingReport } from '../../machines/booking.machine';
import { paymentMachine } from '../../machines/payment.machine';
import type {
  AppointmentSummary,
  InitiatedBooking,
  InvoiceSummary,
  Patient,
  QuickPayResult,
  SavedCard,
  SessionCardData,
} from '../../machines/types';
import { deferredApi } from './paymentHarness';

/** The booking machine with deferred fake actors (its own and its payment child's). */

const BOOKING_ACTORS = [
  'createAppointment',
  'prepareInvoice',
  'confirmReservation',
  'initiateBooking',
  'completeBooking',
  'authenticatePaymentGateway',
] as const;

export function fakeBookingApi() {
  const api = deferredApi(BOOKING_ACTORS);
  const payment = paymentMachine.provide({
    actors: {
      initiateBooking: api.actor<
        InitiatedBooking,
        { invoiceId: string; paymentGatewayType: string; successUrl: string; failureUrl: string }
      >('initiateBooking'),
      completeBooking: api.actor<
        QuickPayResult,
        { bookingId: string; paymentGatewayType: string; paymentMethodId: string }
      >('completeBooking'),
      authenticatePaymentGateway: api.actor<{ redirectUrl: string }, { bookingId: string }>(
        'authenticatePaymentGateway',
      ),
    },
  });
  const machine = bookingMachine.provide({
    actors: {
      createAppointment: api.actor<
        AppointmentSummary,
        { sessionId: string; patientId: string; valuepack: boolean; originChannel: 'chat' | 'flat' }
      >('createAppointment'),
      prepareInvoice: api.actor<InvoiceSummary, { appointmentId: string }>('prepareInvoice'),
      confirmReservation: api.actor<AppointmentSummary, { appointmentId: string }>('confirmReservation'),
      payment,
    },
  });
  return { api, machine };
}

function patient(id: string, given: string, relationship: string): Patient {
  return {
    id,
    prefix: 'Mr',
    given: [given],
    family: 'Perera',
    gender: 'male',
    birthDate: '1990-05-14',
    relationship,
    hospitalId: 'org-colombo',
    mobileNo: '94771234567',
  };
}

export const PATIENTS = {
  holder: patient('patient-1', 'Nimal', 'Me'),
  father: patient('patient-2', 'Sunil', 'Father'),
} as const;

export const SESSION: SessionCardData = {
  id: 'session-1',
  status: 'scheduled',
  startTime: new Date(2025, 5, 3, 17, 0).getTime(),
  endTime: new Date(2025, 5, 3, 19, 0).getTime(),
  appointmentMaxAllowed: 20,
  activeAppointments: 4,
  video: false,
  practitionerId: 'practitioner-1',
  doctorName: 'Dr. Anil Gunasekara',
  doctorRole: 'Consultant Cardiologist',
  specialty: 'Cardiology',
  organizationId: 'org-colombo',
  organizationName: 'Carechat Hospital Colombo',
  locationName: 'Room 12',
  fee: 1500,
};

export const HOSPITAL = {
  id: 'org-colombo',
  name: 'Carechat Hospital Colombo',
  city: 'Colombo',
  address: '45 Havelock Road, Colombo 05',
  phone: '+94 11 234 5678',
  lat: 6.9,
  lng: 79.85,
};

/** The holder's paid, booked appointment (token 5) in SESSION, as /view/appointment loads it, its link not yet seen. */
export function appointmentView(overrides: Partial<AppointmentView> = {}): AppointmentView {
  return {
    id: 'appointment-1',
    sessionId: 'session-1',
    patientId: 'patient-1',
    status: 'booked',
    paymentStatus: 'paid',
    tokenNo: 5,
    bookingType: 'confirmed',
    heartbeatLinkSeen: false,
    cancelReason: null,
    practitionerPaymentStatus: null,
    refundStatus: null,
    rescheduledBy: null,
    patient: { displayName: 'Mr. Nimal Perera', relationship: 'Me' },
    session: SESSION,
    hospital: HOSPITAL,
    ...overrides,
  };
}

export const CARD: SavedCard = { id: 'card-1', cardNumber: '411111******', cardType: '001', defaultMethod: true };

export const APPOINTMENT: AppointmentSummary = {
  id: 'appointment-1',
  sessionId: 'session-1',
  patientId: 'patient-1',
  tokenNo: 5,
  status: 'booked',
  paymentStatus: 'pending',
  bookingType: 'temporary',
  holdExpiresAt: new Date(2025, 5, 1, 9, 45).getTime(),
};

export function invoice(total: number): InvoiceSummary {
  return {
    id: 'invoice-1',
    items:
      total === 0
        ? []
        : [
            { description: 'Doctor fee', amount: 1500 },
            { description: 'Hospital fee', amount: total - 1500 },
          ],
    total,
    currency: 'LKR',
  };
}

export const BOOKING_INPUT: BookingInput = {
  session: SESSION,
  patients: [PATIENTS.holder, PATIENTS.father],
  patientId: null,
  savedCards: [CARD],
  options: { payment: true, reserve: true, valuepack: true, gateways: ['cardProvider', 'masterCard'] },
  originChannel: 'flat',
};

/** A compact, comparable report: 'booking.failed:reserve:Something went wrong....:This session is full.'. */
export function describeBookingReport(event: AnyEventObject): string {
  const report = event as BookingReport;
  switch (report.type) {
    case 'booking.reserved':
      return `${report.type}:${report.appointment.id}`;
    case 'booking.invoiced':
      return `${report.type}:${report.invoice.total}`;
    case 'booking.failed':
      return `${report.type}:${report.stage}:${report.message}:${report.detail ?? ''}`;
    case 'booking.redirect':
      return `${report.type}:${report.redirect.kind}`;
    case 'booking.paymentFailed':
      return `${report.type}:${report.message}`;
    case 'booking.booked':
      return `${report.type}:${report.appointment.id}:${report.paid ? 'paid' : 'unpaid'}`;
  }
}
