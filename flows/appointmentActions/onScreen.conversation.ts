import { appointmentRoute } from '../../domain/bookingRoutes';
import { says } from '../assistant/actionsOf';
import type { AppointmentCardData } from '../../machines/types';
import { assistantSetup } from '../assistant/assistant.setup';
import { SCREEN_TEXT } from './actionText';

/**
 * Reschedule, Upload documents and Feedback from an appointment card in the chat open the screen whose
 * machine does the work (docs/decisions/0015-booking-and-payment.md § Appointment actions in the chat): the search with the
 * 'You are rescheduling' banner (rescheduleMachine), the appointment's Documents (documentUploadMachine:
 * files cannot live in a saved transcript) and the appointment, whose feedback modal opens by itself for a
 * completed visit not yet rated (feedbackMachine).
 */

function rescheduleRoute(appointment: AppointmentCardData): string {
  return `/doctor?${new URLSearchParams({ appointmentRescheduledFor: appointment.id }).toString()}`;
}

function appointmentRouteOf(appointment: AppointmentCardData): string {
  return appointmentRoute({ sessionId: appointment.sessionId, appointmentId: appointment.id });
}

/** Says where it goes and goes there; the chat waits at the menu for the patient's return. */
function opens(text: () => string, routeOf: (appointment: AppointmentCardData) => string) {
  return assistantSetup.createStateConfig({
    always: {
      target: '#assistant.menu',
      actions: [
        says(text),
        {
          type: 'navigate',
          params: ({ context }) => ({
            to: context.actionAppointment === null ? '/history/appointments' : routeOf(context.actionAppointment),
          }),
        },
      ],
    },
  });
}

export const rescheduleConversation = {
  ...opens(() => SCREEN_TEXT.reschedule, rescheduleRoute),
  meta: { conversation: 'Reschedule an appointment' },
};
export const uploadConversation = {
  ...opens(() => SCREEN_TEXT.upload, appointmentRouteOf),
  meta: { conversation: 'Upload documents' },
};
export const feedbackConversation = {
  ...opens(() => SCREEN_TEXT.feedback, appointmentRouteOf),
  meta: { conversation: 'Feedback' },
};
