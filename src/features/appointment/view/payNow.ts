import { payAppointmentRoute } from '../../../../domain/bookingRoutes';
import { t } from '../../../../i18n/translate';
import type { BookingOptions } from '../../../../machines/bookingOptions';

/** Paying online later for a booking made to pay at the hospital (our wording: the spec names no such button). */
function payNowLabel(): string {
  return t('appointment.view.payNow');
}

interface ReservedAppointment {
  readonly id: string;
  readonly status: string;
  readonly paymentStatus: string;
  readonly bookingType: string;
  readonly sessionId: string;
}

/**
 * Pay now for an appointment booked to pay at the hospital (booked, confirmed, unpaid), when the tenant takes
 * online payment for this kind of session through at least one gateway: to the session page with this
 * appointment, where the booking machine starts at the appointment's invoice and pays it through the payment
 * machine. The same token is paid; nothing is reserved again. Null otherwise.
 */
export function payNowOf(
  appointment: ReservedAppointment,
  options: Pick<BookingOptions, 'payment' | 'gateways'>,
): { readonly label: string; readonly to: string } | null {
  if (!options.payment || options.gateways.length === 0) return null;
  if (
    appointment.status !== 'booked' ||
    appointment.bookingType !== 'confirmed' ||
    appointment.paymentStatus !== 'pending'
  )
    return null;
  return { label: payNowLabel(), to: payAppointmentRoute(appointment.sessionId, appointment.id) };
}
