import { actorsOf } from '../../../../flows/actorsOf';
import { useState } from 'react';
import { useClient } from 'urql';
import { refundBlock } from '../../../../domain/cancelRefund';
import { REFUND_TEXT } from '../../../../domain/refund';
import type { AppointmentView } from '../../../../machines/appointmentView.machine';
import type { RefundAppointment } from '../../../../machines/refundRequest.machine';
import { refundCalls, type RefundRequestActors } from '../api/refundActors';
import { tenant } from '../../../config/tenant';
import { RefundStatusRow } from '../../../ui/RefundStatusRow';
import { RefundWizard } from './RefundWizard';

export interface RefundSectionProps {
  readonly appointment: AppointmentView;
  /** The wizard's actors; the GraphQL ones by default (component tests pass fakes). */
  readonly actors?: RefundRequestActors;
}

function refundAppointmentOf(appointment: AppointmentView): RefundAppointment {
  return {
    id: appointment.id,
    patientId: appointment.patientId,
    organizationId: appointment.hospital.id,
    status: appointment.status,
    paymentStatus: appointment.paymentStatus,
    practitionerPaymentStatus: appointment.practitionerPaymentStatus,
    refundStatus: appointment.refundStatus,
    rescheduledBy: appointment.rescheduledBy,
  };
}

/**
 * The appointment view's refund part: the refund status once there is one (live with the appointment), and
 * 'Request To Refund' only where the tenant takes refunds and the domain's rule allows one; an appointment that
 * cannot be refunded shows no button rather than one that only refuses (docs/decisions/0016-after-booking.md § Refunds).
 */
export function RefundSection({ appointment, actors }: RefundSectionProps): React.JSX.Element | null {
  const client = useClient();
  const [open, setOpen] = useState(false);
  const [wizardActors] = useState(() => actors ?? actorsOf(refundCalls(client)));
  const refund = refundAppointmentOf(appointment);
  const allowed = tenant.features.appointmentRefund.enabled && refundBlock(refund) === null;
  if (appointment.refundStatus === null && !allowed && !open) return null;
  return (
    <>
      {appointment.refundStatus === null ? null : (
        <dl className="detail-list card" aria-live="polite">
          <RefundStatusRow status={appointment.refundStatus} />
        </dl>
      )}
      {allowed ? (
        <div className="actions">
          <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
            {REFUND_TEXT.button}
          </button>
        </div>
      ) : null}
      {open ? <RefundWizard appointment={refund} actors={wizardActors} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
