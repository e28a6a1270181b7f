import { useState } from 'react';
import { shouldAskFeedback } from '../../../../domain/feedback';
import type { AppointmentView } from '../../../../machines/appointmentView.machine';
import type { FeedbackActors } from '../api/feedbackPageActors';
import { tenant } from '../../../config/tenant';
import { FeedbackModal } from './FeedbackModal';

/** Opens the feedback modal for a fulfilled appointment without a rating, while feedback is open (domain/feedback.ts). */
export function FeedbackPrompt({
  appointment,
  now,
  actors,
}: {
  appointment: AppointmentView;
  now: number;
  actors?: FeedbackActors;
}): React.JSX.Element | null {
  const [dismissed, setDismissed] = useState(false);
  const rated = {
    status: appointment.status,
    start: appointment.session.startTime,
    feedbackRating: appointment.feedbackRating ?? null,
  };
  const asks = shouldAskFeedback(rated, now);
  // Once open it stays until closed: the rating it stores comes back live and must not unmount the thanks.
  const [open, setOpen] = useState(asks);
  if (asks && !open) setOpen(true);
  if (dismissed || !open) return null;
  return (
    <FeedbackModal
      appointmentId={appointment.id}
      actors={actors}
      target={{
        organizationName: appointment.hospital.name,
        doctorName: appointment.session.doctorName,
        start: new Date(appointment.session.startTime).toISOString(),
        feedbackRating: null,
        feedbackComment: null,
        locked: false,
        reviewLink: tenant.reviewLinks[appointment.hospital.id] ?? null,
      }}
      onClose={() => setDismissed(true)}
    />
  );
}
