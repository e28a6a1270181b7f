import type { AnyStateMachine } from 'xstate';
import { agentChatMachine } from '../machines/agentChat.machine';
import { agentChatHistoryMachine } from '../machines/agentChatHistory.machine';
import { appointmentViewMachine } from '../machines/appointmentView.machine';
import { authMachine } from '../machines/auth.machine';
import { bookingMachine } from '../machines/booking.machine';
import { cancelAppointmentMachine } from '../machines/cancelAppointment.machine';
import { connectionMachine } from '../machines/connection.machine';
import { deepLinkMachine } from '../machines/deepLink.machine';
import { doctorSearchMachine } from '../machines/doctorSearch.machine';
import { documentUploadMachine } from '../machines/documentUpload.machine';
import { feedbackMachine } from '../machines/feedback.machine';
import { orderCreateMachine } from '../machines/orderCreate.machine';
import { orderViewMachine } from '../machines/orderView.machine';
import { reportViewMachine } from '../machines/reportView.machine';
import { videoCallMachine } from '../machines/videoCall.machine';
import { installPromptMachine } from '../machines/installPrompt.machine';
import { questionnaireMachine } from '../machines/questionnaire.machine';
import { paymentMachine } from '../machines/payment.machine';
import { paymentMethodsMachine } from '../machines/paymentMethods.machine';
import { profileEditMachine } from '../machines/profileEdit.machine';
import { registrationMachine } from '../machines/registration.machine';
import { refundRequestMachine } from '../machines/refundRequest.machine';
import { relationshipModalMachine } from '../machines/relationshipModal.machine';
import { rescheduleMachine } from '../machines/reschedule.machine';
import { assistantMachine } from './assistant.machine';
import { labReportsMachine } from './reports/labReports.machine';

export { isFlowId, type FlowId } from './flowIds';

export interface CatalogueEntry {
  /** The machine's id (its root state node id). */
  readonly id: string;
  readonly title: string;
  readonly machine: AnyStateMachine;
}

/**
 * Every machine of machines/ and flows/ (every state machine a `*.machine.ts` file exports): the graph
 * view and send-events list these. Written out so Vite bundles exactly these for the inspector;
 * tests/coverage/catalogue.test.ts fails when a `*.machine.ts` file exports a machine missing here.
 */
export const MACHINES: readonly CatalogueEntry[] = [
  { id: assistantMachine.id, title: 'Chat assistant', machine: assistantMachine },
  { id: authMachine.id, title: 'Sign-in (mobile number and SMS code)', machine: authMachine },
  { id: registrationMachine.id, title: 'Patient registration', machine: registrationMachine },
  {
    id: doctorSearchMachine.id,
    title: 'Doctor search (doctor or specialty, hospital, sessions)',
    machine: doctorSearchMachine,
  },
  { id: bookingMachine.id, title: 'Booking (reserve, invoice, pay or book)', machine: bookingMachine },
  { id: paymentMachine.id, title: 'Payment (gateway or saved card)', machine: paymentMachine },
  {
    id: appointmentViewMachine.id,
    title: 'Appointment view (live queue and heartbeat)',
    machine: appointmentViewMachine,
  },
  { id: connectionMachine.id, title: 'Connection (network and socket)', machine: connectionMachine },
  { id: deepLinkMachine.id, title: 'Deep link (open or deny)', machine: deepLinkMachine },
  { id: agentChatMachine.id, title: 'Agent chat (hand-over to hospital staff)', machine: agentChatMachine },
  { id: agentChatHistoryMachine.id, title: 'Earlier chats with the hospital', machine: agentChatHistoryMachine },
  {
    id: documentUploadMachine.id,
    title: 'Document upload (images and PDFs for the doctor)',
    machine: documentUploadMachine,
  },
  {
    id: paymentMethodsMachine.id,
    title: 'Saved payment methods (list, default, delete, add card)',
    machine: paymentMethodsMachine,
  },
  { id: profileEditMachine.id, title: 'Profile update (form, relationship, address)', machine: profileEditMachine },
  {
    id: relationshipModalMachine.id,
    title: 'Relationship modal (classify a patient)',
    machine: relationshipModalMachine,
  },
  { id: feedbackMachine.id, title: 'Feedback (rate a visit, in app or from the SMS link)', machine: feedbackMachine },
  {
    id: orderCreateMachine.id,
    title: 'Order create (prescriptions, tests or procedures, where, when)',
    machine: orderCreateMachine,
  },
  { id: orderViewMachine.id, title: 'Order view (live tracker, payment, replies, changes)', machine: orderViewMachine },
  {
    id: reportViewMachine.id,
    title: 'Lab report view (availability, 15-minute wait, results, PDF download)',
    machine: reportViewMachine,
  },
  {
    id: videoCallMachine.id,
    title: 'Video call (device check, waiting room, connected, reconnecting, end)',
    machine: videoCallMachine,
  },
  {
    id: installPromptMachine.id,
    title: 'Add to home screen (offered once, steps aside while typing)',
    machine: installPromptMachine,
  },
  {
    id: cancelAppointmentMachine.id,
    title: 'Cancel appointment (confirm, refusal, cancel)',
    machine: cancelAppointmentMachine,
  },
  { id: rescheduleMachine.id, title: 'Reschedule (confirm, move the payment)', machine: rescheduleMachine },
  {
    id: refundRequestMachine.id,
    title: 'Refund request wizard (reason, note, confirm)',
    machine: refundRequestMachine,
  },
  { id: questionnaireMachine.id, title: 'Questionnaire (answer before the visit)', machine: questionnaireMachine },
  { id: labReportsMachine.id, title: "Lab reports in the chat (the answer's bubbles)", machine: labReportsMachine },
];

export function machineById(id: string): AnyStateMachine | undefined {
  return MACHINES.find((entry) => entry.id === id)?.machine;
}
