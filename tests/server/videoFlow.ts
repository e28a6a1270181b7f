import { eq } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { appointments } from '../../server/db/schema';
import { bookSession, errorOf, newPatient, type GraphqlResponse, type TestServer } from './harness';

/** Shared steps of the video server tests (tests/server/video*.test.ts): the doctor login, paid video appointments, the call's documents. */

export const DOCTOR = 'doctor.colombo';

const COMMUNICATION_FIELDS = `id appointmentId medium roomId practitionerStatus patientStatus
  history { id type timestamp participantReference participantStatus label data }
  patientDevice { timestamp participantReference camera microphone webrtc getUserMedia userAgent }`;
export const VIDEO_CALL = `query ($id: ID!) { videoCall(appointmentId: $id) {
  transport side participantReference opensAt closesAt iceServers { urls username credential } communication { ${COMMUNICATION_FIELDS} } } }`;
export const STAFF_VIDEO_SESSIONS = `{ staffVideoSessions { session { id status participationMode startTime endTime practitioner { id } organization { id } }
  appointments { id tokenNo status appointmentPaymentStatus patientId patientName communication { id patientStatus } } } }`;
export const SEND_SIGNAL = `mutation ($id: ID!, $kind: VideoSignalKind!, $data: String!) { sendVideoSignal(appointmentId: $id, kind: $kind, data: $data) }`;
export const VIDEO_SIGNALS = `subscription ($id: ID!) { videoSignals(appointmentId: $id) { kind data } }`;
export const COMMUNICATION_CHANGED = `subscription ($id: ID!) { videoCommunicationChanged(appointmentId: $id) { ${COMMUNICATION_FIELDS} } }`;
export const SEND_COMMUNICATION = `mutation ($id: ID!, $payload: String!) { sendCommunication(id: $id, payload: $payload) { ${COMMUNICATION_FIELDS} } }`;
export const TWILIO_TOKEN = `mutation ($room: String!, $id: ID!) { createTwilioToken(roomSid: $room, appointmentId: $id) }`;

interface HistoryData {
  id: string;
  type: string;
  timestamp: string;
  participantReference: string;
  participantStatus: 'connected' | 'disconnected';
  label: string;
  data: string;
}
export interface CommunicationData {
  id: string;
  appointmentId: string;
  medium: string;
  roomId: string;
  practitionerStatus: 'connected' | 'disconnected' | null;
  patientStatus: 'connected' | 'disconnected' | null;
  history: HistoryData[];
  patientDevice: {
    timestamp: string;
    participantReference: string;
    camera: string;
    microphone: string;
    webrtc: boolean;
    getUserMedia: boolean;
    userAgent: string;
  } | null;
}
export interface VideoCallData {
  videoCall: {
    transport: 'twilio' | 'p2p';
    side: string;
    participantReference: string;
    opensAt: string;
    closesAt: string;
    iceServers: { urls: string[]; username: string | null; credential: string | null }[];
    communication: CommunicationData;
  };
}
export interface StaffVideoSessionsData {
  staffVideoSessions: {
    session: {
      id: string;
      status: string;
      participationMode: string;
      startTime: string;
      endTime: string;
      practitioner: { id: string };
      organization: { id: string };
    };
    appointments: {
      id: string;
      tokenNo: number;
      status: string;
      appointmentPaymentStatus: string;
      patientId: string;
      patientName: string;
      communication: { id: string; patientStatus: string | null } | null;
    }[];
  }[];
}

/** The id of today's running video session of the demo doctor (the seed's videoNow), as the doctor's console lists it. */
export async function runningVideoSession(t: TestServer, doctorToken: string): Promise<string> {
  const response = await t.gql<StaffVideoSessionsData>(STAFF_VIDEO_SESSIONS, {}, doctorToken);
  const id = response.data?.staffVideoSessions[0]?.session.id;
  if (id === undefined) throw new Error(`no video session today: ${errorOf(response)}`);
  return id;
}

/** A new account whose patient booked the session; paid unless `paid` is false (the payment flows are tested elsewhere: the row is settled here). */
export async function videoAppointment(
  t: TestServer,
  sessionId: string,
  mobile: string,
  given: string,
  paid = true,
): Promise<{ token: string; patientId: string; appointmentId: string }> {
  const { token, patientId } = await newPatient(t, mobile, given);
  const booked = await bookSession(t, token, sessionId, patientId);
  const appointmentId = booked.data?.createAppointment.id;
  if (appointmentId === undefined) throw new Error(`booking failed: ${errorOf(booked)}`);
  if (paid) {
    await t.server.services.db
      .update(appointments)
      .set({ paymentStatus: 'paid', bookingType: 'confirmed', holdExpiresAt: null })
      .where(eq(appointments.id, appointmentId));
  }
  return { token, patientId, appointmentId };
}

/** A subscription's pushes (data only) and its errors (a refused subscribe ends with one). */
export function subscribe<T>(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
): {
  results: GraphqlResponse<T>[];
  errors: unknown[];
  stop(): void;
  until(check: (results: GraphqlResponse<T>[]) => boolean): Promise<GraphqlResponse<T>[]>;
} {
  const results: GraphqlResponse<T>[] = [];
  const errors: unknown[] = [];
  // A refused subscribe arrives as a result carrying the GraphQL errors, or as the socket's error.
  const next = (value: GraphqlResponse<T>): void => {
    if (value.errors !== undefined) errors.push(value.errors);
    else results.push(value);
  };
  const stop = client.subscribe<T>(
    { query, variables },
    { next, error: (error: unknown) => void errors.push(error), complete: () => undefined },
  );
  const until = async (check: (results: GraphqlResponse<T>[]) => boolean): Promise<GraphqlResponse<T>[]> => {
    const deadline = Date.now() + 5000;
    while (!check(results) && errors.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return results;
  };
  return { results, errors, stop, until };
}

/** The message of a subscription's error (graphql-ws passes the GraphQL errors as an array). */
export function subscriptionError(errors: readonly unknown[]): string {
  const [first] = errors;
  const error: unknown = Array.isArray(first) ? first[0] : first;
  if (error instanceof Error) return error.message;
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  return typeof message === 'string' ? message : '';
}

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
