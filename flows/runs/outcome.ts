import type { Checkpoint } from './checkpoints';
import { keyOf } from './stateIds';

/**
 * How a recorded run ended, read from its checkpoints (the states of flows/ and machines/):
 * - paid: a payment succeeded: the payment machine reached `payment.paid`, or the chat, back from
 *   the gateway, found the appointment paid (`assistant.booking.checkingPayment` then `…booked`);
 * - booked: an appointment was booked without paying (`booking.booked`, `assistant.booking.booked`)
 *   or an order was created (`assistant.order.<kind>.created`);
 * - failed: none of these, and the run reached an error state (a state named `failed`, `…Failed`,
 *   `error` or `…Error`: `payment.failed`, `booking.reserveFailed`, `assistant.order.medication.failed`)
 *   or its last checkpoint is a call's failure (`xstate.error.actor.…`);
 * - abandoned: none of these, and the run ended or was idle for more than ABANDONED_AFTER_MS;
 * - ongoing: otherwise (the patient may still be reading).
 */

export type RunOutcome = 'booked' | 'paid' | 'abandoned' | 'failed' | 'ongoing';

export const ABANDONED_AFTER_MS = 10 * 60 * 1000;

/** The machines' states the outcome reads (tests/unit/runs/outcome.test.ts checks each exists). */
export const OUTCOME_STATES = {
  paid: 'payment.paid',
  checkingPayment: 'assistant.booking.checkingPayment',
  chatBooked: 'assistant.booking.booked',
  booked: 'booking.booked',
} as const;

const PAID = OUTCOME_STATES.paid;
const CHECKING_PAYMENT = OUTCOME_STATES.checkingPayment;
const CHAT_BOOKED = OUTCOME_STATES.chatBooked;
const BOOKED = new Set<string>([OUTCOME_STATES.booked, CHAT_BOOKED]);
export const ORDER_CREATED = /^assistant\.order\.[^.]+\.created$/;
export const ERROR_KEY = /^(failed|error)$|(Failed|Error)$/;
const CALL_FAILED = 'xstate.error.actor.';

function paid(checkpoints: readonly Checkpoint[]): boolean {
  return checkpoints.some(
    (checkpoint, index) =>
      checkpoint.states.includes(PAID) ||
      (checkpoint.states.includes(CHAT_BOOKED) && (checkpoints[index - 1]?.states.includes(CHECKING_PAYMENT) ?? false)),
  );
}

function booked(checkpoints: readonly Checkpoint[]): boolean {
  return checkpoints.some((checkpoint) => checkpoint.states.some((id) => BOOKED.has(id) || ORDER_CREATED.test(id)));
}

function failed(checkpoints: readonly Checkpoint[]): boolean {
  return (
    checkpoints.some((checkpoint) => checkpoint.states.some((id) => ERROR_KEY.test(keyOf(id)))) ||
    (checkpoints.at(-1)?.event.startsWith(CALL_FAILED) ?? false)
  );
}

export function outcomeOf(run: {
  checkpoints: readonly Checkpoint[];
  ended: boolean;
  updatedAt: number;
  now: number;
}): RunOutcome {
  if (paid(run.checkpoints)) return 'paid';
  if (booked(run.checkpoints)) return 'booked';
  if (failed(run.checkpoints)) return 'failed';
  if (run.ended || run.now - run.updatedAt > ABANDONED_AFTER_MS) return 'abandoned';
  return 'ongoing';
}
