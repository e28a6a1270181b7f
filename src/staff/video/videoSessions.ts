import type { AppointmentStatus, PaymentStatus } from '../../../domain/appointmentStatus';
import { formatTimeWithZone } from '../../../domain/days';
import type { SessionStatus } from '../../../domain/sessionCard';
import type { ParticipantStatus, PermissionAnswer } from '../../../domain/videoCall';
import { readFragment, type FragmentOf, type ResultOf } from '../../lib/graphql/graphql';
import '../../config/hospitalTime';
import { StaffVideoAppointmentFields, type StaffVideoSessionsQuery } from './graphql';

/** One participant event of a call, as the doctor reads it. */
export interface DeskHistoryItem {
  readonly id: string;
  readonly timestamp: string;
  /** 'Practitioner/{id}' or 'Patient/{id}'. */
  readonly participantReference: string;
  readonly participantStatus: ParticipantStatus;
}

/** What the patient's device could do when they opened the call (their sendCommunication report). */
export interface DeskDeviceReport {
  readonly camera: PermissionAnswer;
  readonly microphone: PermissionAnswer;
  readonly webrtc: boolean;
  readonly getUserMedia: boolean;
}

/** A paid patient of the doctor's video session. */
export interface DeskAppointment {
  readonly id: string;
  readonly tokenNo: number;
  readonly status: AppointmentStatus;
  readonly paymentStatus: PaymentStatus;
  readonly patientName: string;
  readonly patientStatus: ParticipantStatus | null;
  readonly history: readonly DeskHistoryItem[];
  readonly device: DeskDeviceReport | null;
}

export interface DeskSession {
  readonly id: string;
  readonly status: SessionStatus;
  readonly startTime: number;
  readonly endTime: number;
  readonly locationName: string;
  readonly appointments: readonly DeskAppointment[];
}

const PERMISSION_ANSWERS: readonly string[] = ['granted', 'denied', 'prompt'];
/** The server sends granted, denied or prompt; anything else reads as not asked rather than breaking the row. */
const permission = (value: string): PermissionAnswer =>
  PERMISSION_ANSWERS.includes(value) ? (value as PermissionAnswer) : 'prompt';

function toDeskAppointment(data: FragmentOf<typeof StaffVideoAppointmentFields>): DeskAppointment {
  const appointment = readFragment(StaffVideoAppointmentFields, data);
  const { communication } = appointment;
  const device = communication?.patientDevice ?? null;
  return {
    id: appointment.id,
    tokenNo: appointment.tokenNo,
    status: appointment.status,
    paymentStatus: appointment.appointmentPaymentStatus,
    patientName: appointment.patientName,
    patientStatus: communication?.patientStatus ?? null,
    history: communication?.history ?? [],
    device:
      device === null
        ? null
        : {
            camera: permission(device.camera),
            microphone: permission(device.microphone),
            webrtc: device.webrtc,
            getUserMedia: device.getUserMedia,
          },
  };
}

export function toDeskSessions(data: ResultOf<typeof StaffVideoSessionsQuery>): DeskSession[] {
  return data.staffVideoSessions.map(({ session, appointments }) => ({
    id: session.id,
    status: session.status,
    startTime: Date.parse(session.startTime),
    endTime: Date.parse(session.endTime),
    locationName: session.locationName,
    appointments: appointments.map(toDeskAppointment),
  }));
}

export const DESK_TEXT = {
  tab: 'Video',
  heading: 'Today’s video consultations',
  empty: 'No video sessions today.',
  noPatients: 'No paid patients yet.',
  inCall: 'In the call',
  notJoined: 'Not joined',
  startCall: 'Start call',
  markFulfilled: 'Mark fulfilled',
  history: 'Call history',
  busyInCall: 'End the current call first.',
} as const;

/** The patient's presence as the row shows it: only a connected patient is in the call. */
export const patientStatusText = (status: ParticipantStatus | null): string =>
  status === 'connected' ? DESK_TEXT.inCall : DESK_TEXT.notJoined;

const ANSWER_WORDS: Readonly<Record<PermissionAnswer, string>> = {
  granted: 'allowed',
  denied: 'denied',
  prompt: 'not asked',
};

/**
 * The patient's device report in the doctor's words ('Camera: denied · Microphone: allowed'), and what the browser
 * lacks, so the doctor can tell the patient what to fix before waiting in vain.
 */
export function deviceReportText(device: DeskDeviceReport): string {
  const parts = [`Camera: ${ANSWER_WORDS[device.camera]}`, `Microphone: ${ANSWER_WORDS[device.microphone]}`];
  if (!device.webrtc || !device.getUserMedia) parts.push('Browser cannot make video calls');
  return parts.join(' · ');
}

/**
 * A history line from the doctor's side: the server's labels speak to the patient (Doctor / You), so the desk names
 * the doctor 'You' and the other side 'Patient' from the reference itself; times in hospital time.
 */
export function deskHistoryLine(item: DeskHistoryItem): string {
  const who = item.participantReference.startsWith('Practitioner') ? 'You' : 'Patient';
  return `${who} ${item.participantStatus} ${formatTimeWithZone(Date.parse(item.timestamp))}`;
}
