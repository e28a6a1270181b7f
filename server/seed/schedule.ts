import type { SessionStatus, sessions } from '../db/schema';
import { ROOMS, VIDEO_LOCATION } from './hospitals';
import { doctorFeeOf, type GeneratedPractitioner } from './practitioners';
import type { Random } from './random';
import { colomboMidnight, HOUR_MS, MINUTE_MS, quarterHourBefore } from './clock';

export type SessionRow = typeof sessions.$inferInsert;

/** Clinic slots as minutes after local midnight and their length. */
const SLOTS = [
  { start: 8 * 60, minutes: 180 },
  { start: 10 * 60 + 30, minutes: 150 },
  { start: 14 * 60, minutes: 180 },
  { start: 17 * 60 + 30, minutes: 180 },
  { start: 19 * 60, minutes: 150 },
] as const;

const CAPACITIES = [10, 12, 15, 20, 25, 30, -1] as const;

/** The status a session has at `now` by its times alone (before cancellations). */
function statusByTime(start: number, end: number, now: number): SessionStatus {
  if (end <= now) return 'completed';
  if (start <= now) return 'started';
  return 'scheduled';
}

export interface SessionInput {
  readonly id: string;
  readonly practitioner: GeneratedPractitioner;
  readonly organizationId: string;
  readonly start: number;
  readonly minutes: number;
  readonly capacity: number;
  readonly status: SessionStatus;
  readonly video: boolean;
  readonly room: string;
  readonly now: number;
  /** Default: the specialty's fee (doctorFeeOf). */
  readonly doctorFeeCents?: number;
}

export function sessionRow(input: SessionInput): SessionRow {
  const end = input.start + input.minutes * MINUTE_MS;
  const began = input.status === 'started' || input.status === 'completed';
  return {
    id: input.id,
    status: input.status,
    startTime: new Date(input.start),
    endTime: new Date(end),
    // Doctors arrive a little late; never later than now for a session already under way.
    startedTime: began ? new Date(Math.min(input.start + 10 * MINUTE_MS, input.now)) : null,
    completedTime: input.status === 'completed' ? new Date(Math.min(end, input.now)) : null,
    appointmentMaxAllowed: input.capacity,
    participationMode: input.video ? 'remote_presence_video_call' : 'in_person',
    organizationId: input.organizationId,
    practitionerId: input.practitioner.id,
    specialtyId: input.practitioner.specialtyId,
    locationName: input.video ? VIDEO_LOCATION : input.room,
    doctorFeeCents: input.doctorFeeCents ?? doctorFeeOf(input.practitioner.specialtyId),
  };
}

/** Where today's running video session is held (when the tenant has it): the demo doctor login's hospital. */
const VIDEO_NOW_ORGANIZATION_ID = 'org-colombo';

/** The one free session of the demo: its invoice is zero (the hospital fee is waived when the doctor's is 0). */
export const FREE_CLINIC_SESSION_ID = 'sess-free-clinic';
const FREE_CLINIC_LOCATION = 'Community Clinic, Ground Floor';

export interface WeekPlan {
  readonly sessions: SessionRow[];
  /** Sessions chosen for the demo story (each in the status its name says). */
  readonly anchors: {
    readonly completed: SessionRow;
    readonly started: SessionRow;
    readonly canceled: SessionRow;
    readonly aborted: SessionRow;
    /** Scheduled, tomorrow, small capacity: the seed books it full. */
    readonly full: SessionRow;
    /** Scheduled video session in three days. */
    readonly video: SessionRow;
    /** Today's video session, started, running from before now for three hours: the demo doctor's (planStaff). */
    readonly videoNow: SessionRow;
    /** Scheduled in-person session tomorrow with room in it. */
    readonly tomorrow: SessionRow;
    /** The free community clinic: doctor fee 0, unlimited, in two days (FREE_CLINIC_SESSION_ID). */
    readonly free: SessionRow;
  };
}

/**
 * The coming 7 days (today and 6 more) of a demo network: each doctor sits 2–3 days a week at one of
 * their hospitals, one session a day is a video consultation, and a few anchor sessions guarantee
 * every status (completed, started, practitioner_canceled, provider_aborted, scheduled) relative to now.
 */
export function planWeek(
  random: Random,
  practitioners: readonly GeneratedPractitioner[],
  organizationIds: readonly string[],
  now: number,
): WeekPlan {
  const rows: SessionRow[] = [];
  let serial = 0;
  const nextId = (): string => `sess-${String(++serial).padStart(4, '0')}`;
  const make = (
    input: Omit<SessionInput, 'id' | 'now' | 'room' | 'organizationId'> & {
      organizationId?: string;
      id?: string;
      room?: string;
    },
  ): SessionRow => {
    const room = random.pick(ROOMS);
    const row = sessionRow({
      ...input,
      id: input.id ?? nextId(),
      now,
      room: input.room ?? room,
      organizationId: input.organizationId ?? random.pick(organizationIds),
    });
    rows.push(row);
    return row;
  };
  const doctor = (index: number): GeneratedPractitioner => {
    const found = practitioners[index % practitioners.length];
    if (found === undefined) throw new Error('planWeek needs practitioners');
    return found;
  };

  // Anchors first, on the first doctors, so the story does not depend on the clock.
  const completed = make({
    practitioner: doctor(0),
    start: quarterHourBefore(now - 3 * HOUR_MS),
    minutes: 120,
    capacity: 15,
    status: 'completed',
    video: false,
  });
  // Today's, even just after midnight (the staff board lists today's sessions): it began at midnight then.
  const started = make({
    practitioner: doctor(1),
    start: Math.max(colomboMidnight(now, 0), quarterHourBefore(now - 40 * MINUTE_MS)),
    minutes: 180,
    capacity: 20,
    status: 'started',
    video: false,
  });
  const canceled = make({
    practitioner: doctor(2),
    start: colomboMidnight(now, 1) + 10 * HOUR_MS,
    minutes: 150,
    capacity: 15,
    status: 'practitioner_canceled',
    video: false,
  });
  const aborted = make({
    practitioner: doctor(3),
    start: colomboMidnight(now, 2) + 16 * HOUR_MS,
    minutes: 120,
    capacity: 10,
    status: 'provider_aborted',
    video: false,
  });
  const full = make({
    practitioner: doctor(4),
    start: colomboMidnight(now, 1) + 17.5 * HOUR_MS,
    minutes: 120,
    capacity: 4,
    status: 'scheduled',
    video: false,
  });
  const tomorrow = make({
    practitioner: doctor(5),
    start: colomboMidnight(now, 1) + 8 * HOUR_MS,
    minutes: 180,
    capacity: 20,
    status: 'scheduled',
    video: false,
  });

  let video: SessionRow | null = null;
  let videoNow: SessionRow | null = null;
  for (let day = 0; day < 7; day++) {
    const midnight = colomboMidnight(now, day);
    if (day === 0) {
      // Today's is running whenever the seed runs, at the demo doctor's hospital, so a tester can always join a call.
      // make() picks a room and then, unless told, a hospital: the hospital pick is still consumed after it, so the
      // random sequence and the rest of the seed do not move.
      const start = Math.max(midnight, quarterHourBefore(now - 20 * MINUTE_MS));
      const colombo = organizationIds.includes(VIDEO_NOW_ORGANIZATION_ID);
      videoNow = make({
        practitioner: doctor(6),
        organizationId: colombo ? VIDEO_NOW_ORGANIZATION_ID : undefined,
        start,
        minutes: 180,
        capacity: 40,
        status: 'started',
        video: true,
      });
      if (colombo) random.pick(organizationIds);
      continue;
    }
    // Video: the day's one remote session, in the evening when people are home.
    const remoteStart = midnight + 18 * HOUR_MS;
    const remote = make({
      practitioner: doctor(6 + day),
      start: remoteStart,
      minutes: 120,
      capacity: 12,
      status: statusByTime(remoteStart, remoteStart + 2 * HOUR_MS, now),
      video: true,
    });
    if (day === 3) video = remote;
  }

  practitioners.forEach((practitioner, index) => {
    const homes =
      organizationIds.length > 1 && random.chance(0.35)
        ? [random.pick(organizationIds), random.pick(organizationIds)]
        : [random.pick(organizationIds)];
    const days = new Set<number>();
    const wanted = random.int(2, 3);
    while (days.size < wanted) days.add(random.int(0, 6));
    const slot = SLOTS[index % SLOTS.length] ?? SLOTS[0];
    for (const day of [...days].sort((a, b) => a - b)) {
      const start = colomboMidnight(now, day) + slot.start * MINUTE_MS;
      let status = statusByTime(start, start + slot.minutes * MINUTE_MS, now);
      if (status === 'scheduled' && random.chance(0.05)) status = 'practitioner_canceled';
      else if (status === 'scheduled' && random.chance(0.02)) status = 'provider_aborted';
      make({
        practitioner,
        organizationId: random.pick(homes),
        start,
        minutes: slot.minutes,
        capacity: random.pick(CAPACITIES),
        status,
        video: false,
      });
    }
  });

  // Last, so adding it moved no other session: a general physician's free clinic, open to all.
  const free = make({
    id: FREE_CLINIC_SESSION_ID,
    room: FREE_CLINIC_LOCATION,
    practitioner: doctor(8),
    organizationId: organizationIds[0],
    start: colomboMidnight(now, 2) + 7 * HOUR_MS,
    minutes: 180,
    capacity: -1,
    status: 'scheduled',
    video: false,
    doctorFeeCents: 0,
  });

  if (video === null || videoNow === null) throw new Error('planWeek: no video session on day 0 or day 3');
  return { sessions: rows, anchors: { completed, started, canceled, aborted, full, video, videoNow, tomorrow, free } };
}
