import { describe, it, expect } from 'vitest';
import {
  ONGOING_TOKEN_COUNT,
  QUEUE_TEXT,
  estimatedTime,
  estimatedWaitMinutes,
  nextTokenNumber,
  ongoingTokens,
  peopleAhead,
  queueMessage,
  servedTokens,
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
    ...changes,
  });

  it('shows people ahead and the estimated wait for a booked, paid appointment', () => {
    expect(queueMessage(input())).toEqual({ kind: 'waiting', peopleAhead: 3, waitMinutes: 27 });
    expect(queueMessage(input({ slotMinutes: null }))).toEqual({ kind: 'waiting', peopleAhead: 3, waitMinutes: null });
  });

  it("says it is next when nobody is ahead", () => {
    expect(queueMessage(input({ peopleAhead: 0 }))).toEqual({ kind: 'next', text: "Next it's your turn. Get ready!" });
    expect(queueMessage(input({ peopleAhead: 0, video: true })).kind).toBe('next');
  });

  it('tells an arrived patient to meet the doctor', () => {
    expect(queueMessage(input({ appointmentStatus: 'arrived' }))).toEqual({ kind: 'meet', text: 'Meet your doctor now' });
  });

  it('asks a video patient to wait until the doctor is connected', () => {
    expect(queueMessage(input({ appointmentStatus: 'arrived', video: true }))).toEqual({ kind: 'await', text: 'Please await here' });
    expect(queueMessage(input({ appointmentStatus: 'arrived', video: true, practitionerStatus: 'disconnected' })).kind).toBe('await');
    expect(queueMessage(input({ appointmentStatus: 'arrived', video: true, practitionerStatus: 'connected' }))).toEqual({ kind: 'none' });
  });

  it('says nothing about the queue for unpaid or closed appointments', () => {
    expect(queueMessage(input({ paid: false }))).toEqual({ kind: 'none' });
    for (const appointmentStatus of ['cancelled', 'fulfilled', 'noshow', 'entered_in_error']) {
      expect(queueMessage(input({ appointmentStatus })), appointmentStatus).toEqual({ kind: 'none' });
    }
  });

  it('uses the exact spec texts', () => {
    expect(QUEUE_TEXT).toEqual({ next: "Next it's your turn. Get ready!", meet: 'Meet your doctor now', await: 'Please await here' });
  });
});
