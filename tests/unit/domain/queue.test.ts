import { describe, it, expect } from 'vitest';
import {
  ONGOING_TOKEN_COUNT,
  QUEUE_TEXT,
  estimatedTime,
  estimatedWaitMinutes,
  isSessionUnderWay,
  nextTokenNumber,
  ongoingTokens,
  peopleAhead,
  queueEstimate,
  queueMessage,
  servedTokens,
  showsQueue,
  slotLengthMinutes,
} from '../../../domain/queue';
import type { QueueMessageInput } from '../../../domain/queue';

const MINUTE = 60_000;
const START = new Date(2025, 5, 15, 16, 0).getTime();

const appointments = [
  { status: 'fulfilled', tokenNo: 2 },
  { status: 'arrived', tokenNo: 5 },
  { status: 'fulfilled', tokenNo: 1 },
  { status: 'cancelled', tokenNo: 3 },
  { status: 'fulfilled', tokenNo: 4 },
  { status: 'booked', tokenNo: 6 },
  { status: 'noshow', tokenNo: 7 },
  { status: 'booked', tokenNo: 8 },
  { status: 'booked', tokenNo: 9 },
];

describe('served and ongoing tokens', () => {
  it('counts only arrived or fulfilled appointments, ascending', () => {
    expect(servedTokens(appointments)).toEqual([1, 2, 4, 5]);
  });

  it('shows the last three served tokens as ongoing', () => {
    expect(ONGOING_TOKEN_COUNT).toBe(3);
    expect(ongoingTokens(appointments)).toEqual([2, 4, 5]);
    expect(ongoingTokens([{ status: 'arrived', tokenNo: 1 }])).toEqual([1]);
    expect(ongoingTokens([{ status: 'booked', tokenNo: 1 }])).toEqual([]);
  });
});

describe('peopleAhead', () => {
  it('counts waiting appointments with a lower token', () => {
    expect(peopleAhead(9, appointments)).toBe(2); // 6 and 8; 7 is a no-show
    expect(peopleAhead(8, appointments)).toBe(1);
    expect(peopleAhead(6, appointments)).toBe(0);
  });
});

describe('slot length, estimated time and wait', () => {
  it('divides the session length by the maximum appointments', () => {
    expect(slotLengthMinutes(START, START + 180 * MINUTE, 20)).toBe(9);
    expect(slotLengthMinutes(START, START + 180 * MINUTE, 40)).toBe(4.5);
  });

  it('gives no slot length without a limit or a length', () => {
    expect(slotLengthMinutes(START, START + 180 * MINUTE, -1)).toBeNull();
    expect(slotLengthMinutes(START, START + 180 * MINUTE, 0)).toBeNull();
    expect(slotLengthMinutes(START, START, 10)).toBeNull();
  });

  it('estimates the time as start plus index times slot length', () => {
    expect(estimatedTime(START, 0, 9)).toBe(START);
    expect(estimatedTime(START, 3, 9)).toBe(START + 27 * MINUTE);
    expect(estimatedTime(START, 3, 4.5)).toBe(START + 14 * MINUTE); // 13.5 rounds to the minute
  });

  it('estimates the wait as people ahead times slot length', () => {
    expect(estimatedWaitMinutes(4, 9)).toBe(36);
    expect(estimatedWaitMinutes(3, 4.5)).toBe(14);
    expect(estimatedWaitMinutes(0, 9)).toBe(0);
    expect(estimatedWaitMinutes(-2, 9)).toBe(0);
  });

  it('estimates time and wait by one rule, so they agree: from the start, or from now once it has passed', () => {
    const eight = new Date(2025, 5, 15, 8, 0).getTime();
    // Issue 14: at 8:18 with 4 people ahead of 9-minute slots the page said 8:33 AM beside 36 mins (8:54).
    expect(queueEstimate({ sessionStart: eight, now: eight + 18 * MINUTE, peopleAhead: 4, slotMinutes: 9 })).toEqual({
      time: eight + 54 * MINUTE,
      waitMinutes: 36,
    });
    // Before the start the queue moves from the start; the wait runs to that time.
    expect(queueEstimate({ sessionStart: eight, now: eight - 60 * MINUTE, peopleAhead: 2, slotMinutes: 9 })).toEqual({
      time: eight + 18 * MINUTE,
      waitMinutes: 78,
    });
    expect(queueEstimate({ sessionStart: eight, now: eight + 30 * MINUTE, peopleAhead: 0, slotMinutes: 9 })).toEqual({
      time: eight + 30 * MINUTE,
      waitMinutes: 0,
    });
    for (const now of [eight - 5 * MINUTE, eight + 7 * MINUTE + 20_000, eight + 95 * MINUTE]) {
      const estimate = queueEstimate({ sessionStart: eight, now, peopleAhead: 3, slotMinutes: 4.5 });
      expect(Math.abs(estimate.time - (now + estimate.waitMinutes * MINUTE)), String(now)).toBeLessThanOrEqual(
        MINUTE / 2,
      );
    }
  });

  it('knows when a session is under way: started, or scheduled with its start passed', () => {
    expect(isSessionUnderWay('started', START, START - 10 * MINUTE)).toBe(true);
    expect(isSessionUnderWay('scheduled', START, START)).toBe(true);
    expect(isSessionUnderWay('scheduled', START, START - 1)).toBe(false);
    expect(isSessionUnderWay('completed', START, START + MINUTE)).toBe(false);
    expect(isSessionUnderWay('practitioner_canceled', START, START + MINUTE)).toBe(false);
  });

  it('shows a queue only for a booked or arrived appointment of a session neither over nor cancelled', () => {
    expect(showsQueue('booked', 'scheduled')).toBe(true);
    expect(showsQueue('arrived', 'started')).toBe(true);
    for (const status of ['cancelled', 'fulfilled', 'noshow', 'entered_in_error'])
      expect(showsQueue(status, 'started'), status).toBe(false);
    for (const status of ['completed', 'practitioner_canceled', 'provider_aborted'])
      expect(showsQueue('booked', status), status).toBe(false);
  });

  it('gives a new booking the next token number', () => {
    expect(nextTokenNumber(0)).toBe(1);
    expect(nextTokenNumber(12)).toBe(13);
  });
});

describe('queueMessage', () => {
  const input = (changes: Partial<QueueMessageInput> = {}): QueueMessageInput => ({
    appointmentStatus: 'booked',
    paid: true,
    peopleAhead: 3,
    slotMinutes: 9,
    video: false,
    practitionerStatus: null,
    // The clock past the session's start: it is under way.
    sessionStatus: 'started',
    sessionStart: START,
    now: START + 20 * MINUTE,
    ...changes,
  });

  it('shows people ahead and the estimated wait for a booked, paid appointment', () => {
    expect(queueMessage(input())).toEqual({ kind: 'waiting', peopleAhead: 3, waitMinutes: 27 });
    expect(queueMessage(input({ slotMinutes: null }))).toEqual({ kind: 'waiting', peopleAhead: 3, waitMinutes: null });
  });

  it('gives no wait in minutes before the session is under way', () => {
    expect(queueMessage(input({ sessionStatus: 'scheduled', now: START - 2 * 24 * 60 * MINUTE }))).toEqual({
      kind: 'waiting',
      peopleAhead: 3,
      waitMinutes: null,
    });
    // A late doctor: the start has passed, so the wait counts from now.
    expect(queueMessage(input({ sessionStatus: 'scheduled', now: START + 5 * MINUTE }))).toEqual({
      kind: 'waiting',
      peopleAhead: 3,
      waitMinutes: 27,
    });
  });

  it('says it is next when nobody is ahead, once the session is under way', () => {
    expect(queueMessage(input({ peopleAhead: 0 }))).toEqual({ kind: 'next', text: "Next it's your turn. Get ready!" });
    expect(queueMessage(input({ peopleAhead: 0, video: true })).kind).toBe('next');
    expect(queueMessage(input({ peopleAhead: 0, sessionStatus: 'scheduled', now: START + MINUTE })).kind).toBe('next');
  });

  it('does not say it is next before the session has started, however few are ahead', () => {
    // Two days before an in-person appointment, and 10 hours before a video session.
    const early = { peopleAhead: 0, sessionStatus: 'scheduled' };
    expect(queueMessage(input({ ...early, now: START - 2 * 24 * 60 * MINUTE }))).toEqual({
      kind: 'waiting',
      peopleAhead: 0,
      waitMinutes: null,
    });
    expect(queueMessage(input({ ...early, video: true, now: START - 10 * 60 * MINUTE }))).toEqual({
      kind: 'waiting',
      peopleAhead: 0,
      waitMinutes: null,
    });
  });

  it('says nothing about the queue of a session over or cancelled', () => {
    for (const sessionStatus of ['completed', 'practitioner_canceled', 'provider_aborted']) {
      expect(queueMessage(input({ peopleAhead: 0, sessionStatus })), sessionStatus).toEqual({ kind: 'none' });
    }
  });

  it('tells an arrived patient to meet the doctor', () => {
    expect(queueMessage(input({ appointmentStatus: 'arrived' }))).toEqual({
      kind: 'meet',
      text: 'Meet your doctor now',
    });
  });

  it('asks a video patient to wait until the doctor is connected', () => {
    expect(queueMessage(input({ appointmentStatus: 'arrived', video: true }))).toEqual({
      kind: 'await',
      text: 'Please await here',
    });
    expect(
      queueMessage(input({ appointmentStatus: 'arrived', video: true, practitionerStatus: 'disconnected' })).kind,
    ).toBe('await');
    expect(queueMessage(input({ appointmentStatus: 'arrived', video: true, practitionerStatus: 'connected' }))).toEqual(
      { kind: 'none' },
    );
  });

  it('says nothing about the queue for unpaid or closed appointments', () => {
    expect(queueMessage(input({ paid: false }))).toEqual({ kind: 'none' });
    for (const appointmentStatus of ['cancelled', 'fulfilled', 'noshow', 'entered_in_error']) {
      expect(queueMessage(input({ appointmentStatus })), appointmentStatus).toEqual({ kind: 'none' });
    }
  });

  it('uses the exact spec texts', () => {
    expect(QUEUE_TEXT).toEqual({
      next: "Next it's your turn. Get ready!",
      meet: 'Meet your doctor now',
      await: 'Please await here',
    });
  });
});
