import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { MACHINES } from '../../../flows/catalogue';
import type { Checkpoint } from '../../../flows/runs/checkpoints';
import { ABANDONED_AFTER_MS, ERROR_KEY, ORDER_CREATED, OUTCOME_STATES, outcomeOf } from '../../../flows/runs/outcome';
import { parseRecordedRun } from '../../../flows/runs/runFile';
import { keyOf } from '../../../flows/runs/stateIds';
import { replayedCheckpoints, savedReplay } from './runFixtures';
import { inReplayTimeZone } from '../../replays/replayTimeZone';

inReplayTimeZone();

const NOW = Date.UTC(2025, 5, 2, 5, 0);

function settled(checkpoints: readonly Checkpoint[], ended = true): ReturnType<typeof outcomeOf> {
  return outcomeOf({ checkpoints, ended, updatedAt: NOW, now: NOW });
}

function checkpoint(states: string[], event = 'chat.tap'): Checkpoint {
  return { at: 0, step: 0, event, states: ['assistant', ...states].sort(), lines: 0 };
}

const ALL_STATE_IDS: readonly string[] = MACHINES.flatMap(({ machine }) => {
  const ids: string[] = [];
  const visit = (node: AnyStateNode): void => {
    ids.push(node.id);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return ids;
});

describe('outcomeOf', () => {
  it('reads states the machines have', () => {
    for (const id of Object.values(OUTCOME_STATES)) expect(ALL_STATE_IDS).toContain(id);
    expect(ALL_STATE_IDS.filter((id) => ORDER_CREATED.test(id))).toEqual([
      'assistant.order.medication.created',
      'assistant.order.examination.created',
      'assistant.order.procedure.created',
    ]);
    expect(ALL_STATE_IDS.filter((id) => ERROR_KEY.test(keyOf(id)))).toEqual(
      expect.arrayContaining(['payment.failed', 'booking.reserveFailed', 'assistant.booking.running.failed']),
    );
  });

  it('paid: the booking paid with the saved card (a committed replay)', () => {
    expect(settled(replayedCheckpoints(savedReplay('booking-quick-pay')))).toBe('paid');
  });

  it('paid: back from the gateway, the chat found the appointment paid', () => {
    const runs = [
      checkpoint(['assistant.booking', 'assistant.booking.running', 'assistant.booking.running.leaving']),
      checkpoint(['assistant.booking', 'assistant.booking.checkingPayment']),
      checkpoint(['assistant.booking', 'assistant.booking.booked']),
    ];
    expect(settled(runs)).toBe('paid');
  });

  it.each(['order-medication', 'order-lab-test', 'order-home-visit'])('booked: an order was created (%s)', (name) => {
    expect(settled(replayedCheckpoints(savedReplay(name)))).toBe('booked');
  });

  it('booked: reserved to pay at the hospital, no payment', () => {
    const run = [
      checkpoint(['assistant.booking', 'assistant.booking.running', 'booking', 'booking.confirmingReservation']),
      checkpoint(['assistant.booking', 'assistant.booking.booked', 'booking', 'booking.booked']),
    ];
    expect(settled(run)).toBe('booked');
  });

  it('failed: a declined payment never paid after, or a call failing at the end', () => {
    const declined = [
      checkpoint(['booking', 'booking.paying', 'payment', 'payment.completing']),
      checkpoint(['booking', 'booking.invoiced', 'payment', 'payment.failed']),
      checkpoint(['booking', 'booking.invoiced']),
    ];
    expect(settled(declined)).toBe('failed');
    // Declined, then paid with another card: paid wins.
    expect(settled([...declined, checkpoint(['booking', 'booking.paying', 'payment', 'payment.paid'])])).toBe('paid');
    const callFailed = [
      checkpoint(['assistant.upcoming', 'assistant.upcoming.loading']),
      checkpoint(['assistant.menu'], 'xstate.error.actor.0.assistant.upcoming.loading'),
    ];
    expect(settled(callFailed)).toBe('failed');
    // A call that failed earlier, the conversation going on: not a failure by itself.
    expect(settled([...callFailed, checkpoint(['assistant.booking', 'assistant.booking.prompting'])])).toBe(
      'abandoned',
    );
  });

  it('abandoned when ended or idle past the limit, ongoing before', () => {
    const checkpoints = replayedCheckpoints(savedReplay('greeting-and-menu'));
    expect(settled(checkpoints, true)).toBe('abandoned');
    const open = { checkpoints, ended: false, updatedAt: NOW };
    expect(outcomeOf({ ...open, now: NOW + ABANDONED_AFTER_MS })).toBe('ongoing');
    expect(outcomeOf({ ...open, now: NOW + ABANDONED_AFTER_MS + 1 })).toBe('abandoned');
    expect(ABANDONED_AFTER_MS).toBe(10 * 60 * 1000);
  });

  it('abandoned at the invoice: a hold is not a booking', () => {
    const checkpoints = replayedCheckpoints(savedReplay('booking-quick-pay'));
    const cut = checkpoints.findIndex((checkpoint) =>
      checkpoint.states.includes('assistant.booking.running.choosingPayment'),
    );
    expect(cut).toBeGreaterThan(0);
    expect(settled(checkpoints.slice(0, cut + 1))).toBe('abandoned');
    expect(settled(checkpoints.slice(0, cut + 1), false)).toBe('ongoing');
  });

  it.each([
    ['booking-left-at-invoice', 'abandoned'],
    ['booking-paid', 'paid'],
    ['sign-in-wrong-code', 'abandoned'],
  ] as const)('the recorded run %s (live checkpoints, tests/runs) is %s', (name, outcome) => {
    const run = parseRecordedRun(JSON.parse(readFileSync(new URL(`../../runs/${name}.json`, import.meta.url), 'utf8')));
    expect(settled(run.checkpoints, run.ended)).toBe(outcome);
  });
});
