import { wordedTexts } from './wordedTexts';

/** Queue maths of a session (spec 000 §4): served tokens, slot length, estimated time and wait. */

export interface QueuedAppointment {
  readonly status: string;
  readonly tokenNo: number;
}

/** How many of the last served tokens show as Ongoing. */
export const ONGOING_TOKEN_COUNT = 3;

/** Getters: worded in the language active when the card shows them (i18n/translate.ts). */
export const QUEUE_TEXT = wordedTexts({
  next: 'booking.queue.next',
  meet: 'booking.queue.meet',
  await: 'booking.queue.await',
});

const SERVED_STATUSES: readonly string[] = ['arrived', 'fulfilled'];
/** Appointments that will never be seen, so nobody waits behind them. */
const OUT_OF_QUEUE_STATUSES: readonly string[] = ['cancelled', 'noshow', 'entered_in_error'];

/** Token numbers of arrived or fulfilled appointments, ascending. */
export function servedTokens(appointments: readonly QueuedAppointment[]): number[] {
  return appointments
    .filter((appointment) => SERVED_STATUSES.includes(appointment.status))
    .map((appointment) => appointment.tokenNo)
    .sort((a, b) => a - b);
}

/** The last three served tokens (highest numbers), ascending. */
export function ongoingTokens(appointments: readonly QueuedAppointment[]): number[] {
  return servedTokens(appointments).slice(-ONGOING_TOKEN_COUNT);
}

/** Waiting appointments (not served, not cancelled, no-show or in error) with a lower token than `tokenNo`. */
export function peopleAhead(tokenNo: number, appointments: readonly QueuedAppointment[]): number {
  return appointments.filter(
    (appointment) =>
      appointment.tokenNo < tokenNo &&
      !SERVED_STATUSES.includes(appointment.status) &&
      !OUT_OF_QUEUE_STATUSES.includes(appointment.status),
  ).length;
}

/**
 * (end − start) / appointmentMaxAllowed, in minutes (fractions kept). Null when the session has no
 * limit (-1) or no length, since no estimate can be made.
 */
export function slotLengthMinutes(start: number, end: number, appointmentMaxAllowed: number): number | null {
  if (appointmentMaxAllowed <= 0 || end <= start) return null;
  return (end - start) / 60_000 / appointmentMaxAllowed;
}

/** Start plus index × slot length (index 0 is the first token), as epoch milliseconds rounded to the minute. */
export function estimatedTime(start: number, index: number, slotMinutes: number): number {
  const time = start + Math.max(0, index) * slotMinutes * 60_000;
  return Math.round(time / 60_000) * 60_000;
}

/** People ahead × slot length, in whole minutes (rounded). */
export function estimatedWaitMinutes(peopleAheadCount: number, slotMinutes: number): number {
  return Math.round(Math.max(0, peopleAheadCount) * slotMinutes);
}

/** Session statuses whose queue no longer moves: nothing to estimate or wait for. */
const QUEUE_OVER_SESSION_STATUSES: readonly string[] = ['completed', 'practitioner_canceled', 'provider_aborted'];

/**
 * The session is under way: the doctor has started it, or its start time has passed while it is still
 * scheduled (the doctor is late, 'Awaiting Dr'). Not a completed or cancelled one.
 */
export function isSessionUnderWay(sessionStatus: string, sessionStart: number, now: number): boolean {
  if (sessionStatus === 'started') return true;
  return sessionStatus === 'scheduled' && now >= sessionStart;
}

/**
 * Whether the appointment view shows a queue at all: only for an appointment still waiting or seen now
 * (booked or arrived) in a session that is neither completed nor cancelled.
 */
export function showsQueue(appointmentStatus: string, sessionStatus: string): boolean {
  return (
    (appointmentStatus === 'booked' || appointmentStatus === 'arrived') &&
    !QUEUE_OVER_SESSION_STATUSES.includes(sessionStatus)
  );
}

export interface QueueEstimateInput {
  readonly sessionStart: number;
  readonly now: number;
  /** Waiting people ahead (peopleAhead). */
  readonly peopleAhead: number;
  /** From slotLengthMinutes. */
  readonly slotMinutes: number;
}

export interface QueueEstimate {
  /** Epoch milliseconds, rounded to the minute. */
  readonly time: number;
  /** Whole minutes from now to `time` (never negative). */
  readonly waitMinutes: number;
}

/**
 * The one rule for the estimated time and the wait, so the two always agree: the queue moves from the
 * session's start, or from now once that has passed, one slot per waiting person ahead (start plus index ×
 * slot length, the index counting only those still waiting, spec 000 §4); the wait is the time left until
 * then. At 8:18 with 4 people ahead of 9-minute slots: 8:54, about 36 mins.
 */
export function queueEstimate({
  sessionStart,
  now,
  peopleAhead: ahead,
  slotMinutes,
}: QueueEstimateInput): QueueEstimate {
  const time = estimatedTime(Math.max(sessionStart, now), ahead, slotMinutes);
  return { time, waitMinutes: Math.max(0, Math.round((time - now) / 60_000)) };
}

/**
 * A patient's estimated time and slot length by queueEstimate's rule, for what is told away from the appointment
 * view (the reminder SMS, the calendar file). Null when the session has no slot length (no patient limit).
 */
export function patientSlot(
  session: { readonly startTime: number; readonly endTime: number; readonly appointmentMaxAllowed: number },
  peopleAheadCount: number,
  now: number,
): { readonly time: number; readonly slotMinutes: number } | null {
  const slotMinutes = slotLengthMinutes(session.startTime, session.endTime, session.appointmentMaxAllowed);
  if (slotMinutes === null) return null;
  return {
    time: queueEstimate({ sessionStart: session.startTime, now, peopleAhead: peopleAheadCount, slotMinutes }).time,
    slotMinutes,
  };
}

/** A new booking's token: existing appointments plus one. */
export function nextTokenNumber(existingCount: number): number {
  return Math.max(0, existingCount) + 1;
}

export interface QueueMessageInput {
  /** Status of the patient's own appointment. */
  readonly appointmentStatus: string;
  readonly paid: boolean;
  readonly peopleAhead: number;
  /** From slotLengthMinutes; null when the session has no limit. */
  readonly slotMinutes: number | null;
  /** Video consultation (participationMode remote_presence_video_call). */
  readonly video: boolean;
  /** The doctor's participant status in the video call; 'connected' once the doctor has joined. */
  readonly practitionerStatus: string | null;
  readonly sessionStatus: string;
  /** The session's start, epoch milliseconds. */
  readonly sessionStart: number;
  readonly now: number;
}

export type QueueMessage =
  /** waitMinutes: null before the session is under way, or without a slot length. */
  | { readonly kind: 'waiting'; readonly peopleAhead: number; readonly waitMinutes: number | null }
  | { readonly kind: 'next'; readonly text: string }
  | { readonly kind: 'meet'; readonly text: string }
  | { readonly kind: 'await'; readonly text: string }
  | { readonly kind: 'none' };

/**
 * What the patient's own appointment card says about the queue. Booked and paid: people ahead (and, once
 * the session is under way, the wait of queueEstimate), then 'Next it's your turn. Get ready!' only when
 * the session is under way and nobody is ahead. Arrived: 'Meet your doctor now' in person; for video
 * 'Please await here' until the doctor is connected, then nothing (the call takes over). Anything else
 * (unpaid, cancelled, completed, a session over or cancelled): nothing.
 */
export function queueMessage(input: QueueMessageInput): QueueMessage {
  if (!showsQueue(input.appointmentStatus, input.sessionStatus)) return { kind: 'none' };
  if (input.appointmentStatus === 'arrived') {
    if (!input.video) return { kind: 'meet', text: QUEUE_TEXT.meet };
    return input.practitionerStatus === 'connected' ? { kind: 'none' } : { kind: 'await', text: QUEUE_TEXT.await };
  }
  if (!input.paid) return { kind: 'none' };
  const ahead = Math.max(0, input.peopleAhead);
  const underWay = isSessionUnderWay(input.sessionStatus, input.sessionStart, input.now);
  if (ahead === 0 && underWay) return { kind: 'next', text: QUEUE_TEXT.next };
  const waitMinutes =
    !underWay || input.slotMinutes === null
      ? null
      : queueEstimate({
          sessionStart: input.sessionStart,
          now: input.now,
          peopleAhead: ahead,
          slotMinutes: input.slotMinutes,
        }).waitMinutes;
  return { kind: 'waiting', peopleAhead: ahead, waitMinutes };
}
