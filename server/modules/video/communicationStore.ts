import { randomUUID } from 'node:crypto';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  decodeVideoPayload,
  encodeVideoPayload,
  participantLabel,
  VIDEO_CONF_MEDIUM,
  videoCallEvent,
  type ParticipantStatus,
} from '../../../domain/videoCall';
import { communicationEvents, communications } from './tables';
import type { DbOrTx } from '../../db/dbOrTx';
import type { VideoCallHistoryEntryView, VideoCommunicationView, VideoDeviceReportView } from './views';

export type CommunicationRow = typeof communications.$inferSelect;
type EventRow = typeof communicationEvents.$inferSelect;

/** The room of an appointment's call: the Twilio room's unique name, or the peer-to-peer call's key. */
const roomIdOf = (appointmentId: string): string => `appt-${appointmentId}`;

/** The appointment's communication in use: the VIDEOCONF one with the highest id (spec 001 §3). */
export async function latestCommunication(db: DbOrTx, appointmentId: string): Promise<CommunicationRow | undefined> {
  const [row] = await db
    .select()
    .from(communications)
    .where(eq(communications.appointmentId, appointmentId))
    .orderBy(desc(communications.id))
    .limit(1);
  return row?.medium === VIDEO_CONF_MEDIUM ? row : undefined;
}

/**
 * The appointment's communication, made on first join. The caller holds the appointment's row lock (select … for
 * update), so two parties joining at once make one: the second waits, then finds the first's.
 */
export async function ensureCommunication(tx: DbOrTx, appointmentId: string, now: number): Promise<CommunicationRow> {
  const found = await latestCommunication(tx, appointmentId);
  if (found !== undefined) return found;
  const [created] = await tx
    .insert(communications)
    .values({ appointmentId, medium: VIDEO_CONF_MEDIUM, roomId: roomIdOf(appointmentId), createdTime: new Date(now) })
    .returning();
  if (created === undefined) throw new Error(`Communication of ${appointmentId} not created`);
  return created;
}

/** Records a participant's status change as the spec's base64 VideoCallEvent. */
export async function recordParticipantEvent(
  db: DbOrTx,
  communication: CommunicationRow,
  participantReference: string,
  status: ParticipantStatus,
  now: number,
): Promise<void> {
  const payload = encodeVideoPayload(
    videoCallEvent({ id: randomUUID(), time: now, roomId: communication.roomId, participantReference, status }),
  );
  await db.insert(communicationEvents).values({
    communicationId: communication.id,
    kind: 'participant',
    participantReference,
    participantStatus: status,
    payload,
    time: new Date(now),
  });
}

function historyEntry(row: EventRow): VideoCallHistoryEntryView | null {
  const decoded = decodeVideoPayload(row.payload);
  if (decoded?.class !== '.VideoCallEvent') return null;
  const { participantReference, participantStatus } = decoded.extensions;
  return {
    id: String(row.id),
    type: decoded.type,
    timestamp: decoded.timestamp,
    participantReference,
    participantStatus,
    label: participantLabel(participantReference),
    data: row.payload,
  };
}

function deviceReport(row: EventRow): VideoDeviceReportView | null {
  const decoded = decodeVideoPayload(row.payload);
  if (decoded?.class !== '.VideoDeviceReport') return null;
  return {
    timestamp: decoded.timestamp,
    participantReference: decoded.participantReference,
    ...decoded.permissions,
    ...decoded.support,
  };
}

const isPatient = (reference: string): boolean => reference.startsWith('Patient/');
const isPractitioner = (reference: string): boolean => reference.startsWith('Practitioner/');

/** Views of communications, their events read in one statement (a call has a handful). */
async function communicationViews(
  db: DbOrTx,
  rows: readonly CommunicationRow[],
): Promise<Map<number, VideoCommunicationView>> {
  const views = new Map<number, VideoCommunicationView>();
  if (rows.length === 0) return views;
  const events = await db
    .select()
    .from(communicationEvents)
    .where(
      inArray(
        communicationEvents.communicationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(communicationEvents.id));
  for (const row of rows) {
    const own = events.filter((event) => event.communicationId === row.id);
    const participants = own.filter((event) => event.kind === 'participant');
    // The latest status of each side: the last of its participant events.
    const latest = (side: (reference: string) => boolean): ParticipantStatus | null =>
      participants.findLast((event) => side(event.participantReference))?.participantStatus ?? null;
    const device = own.findLast((event) => event.kind === 'device' && isPatient(event.participantReference));
    views.set(row.id, {
      id: String(row.id),
      appointmentId: row.appointmentId,
      medium: row.medium,
      roomId: row.roomId,
      practitionerStatus: latest(isPractitioner),
      patientStatus: latest(isPatient),
      history: participants.flatMap((event) => historyEntry(event) ?? []),
      patientDevice: device === undefined ? null : deviceReport(device),
    });
  }
  return views;
}

export async function communicationView(db: DbOrTx, row: CommunicationRow): Promise<VideoCommunicationView> {
  const view = (await communicationViews(db, [row])).get(row.id);
  if (view === undefined) throw new Error(`Communication ${row.id} has no view`);
  return view;
}

/** The appointment's communication as the schema shows it; null before anyone joined. */
export async function appointmentCommunication(
  db: DbOrTx,
  appointmentId: string,
): Promise<VideoCommunicationView | null> {
  const row = await latestCommunication(db, appointmentId);
  return row === undefined ? null : communicationView(db, row);
}

/** The latest communication of each of these appointments, as views (the staff console's list, in two statements). */
export async function appointmentsCommunications(
  db: DbOrTx,
  appointmentIds: readonly string[],
): Promise<Map<string, VideoCommunicationView>> {
  const byAppointment = new Map<string, VideoCommunicationView>();
  if (appointmentIds.length === 0) return byAppointment;
  const rows = await db
    .select()
    .from(communications)
    .where(inArray(communications.appointmentId, [...appointmentIds]))
    .orderBy(asc(communications.id));
  const latest = new Map<string, CommunicationRow>();
  for (const row of rows) latest.set(row.appointmentId, row);
  const chosen = [...latest.values()].filter((row) => row.medium === VIDEO_CONF_MEDIUM);
  const views = await communicationViews(db, chosen);
  for (const row of chosen) {
    const view = views.get(row.id);
    if (view !== undefined) byAppointment.set(row.appointmentId, view);
  }
  return byAppointment;
}
