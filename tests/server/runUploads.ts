import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Checkpoint } from '../../flows/runs/checkpoints';
import type { Trace } from '../../flows/trace/trace';

/** What the patient's browser sends for a recorded run (issue 33), for the server's tests. */

export const RECORD = 'mutation ($id: ID!, $key: String!, $run: String!) { recordRun(id: $id, key: $key, run: $run) }';

/** A masked booking conversation as the browser records it (the committed replay of a quick-pay booking). */
export const BOOKING = JSON.parse(
  readFileSync(new URL('../../flows/replays/booking-quick-pay.json', import.meta.url), 'utf8'),
) as Trace;

export const CHECKPOINTS: Checkpoint[] = [
  { at: 0, step: 0, event: 'xstate.init', states: ['assistant.menu'], lines: 2 },
  { at: 1200, step: 3, event: 'chat.tap', states: ['assistant.booking', 'booking.showingInvoice'], lines: 12 },
];

export function runText(
  overrides: { trace?: Partial<Trace>; checkpoints?: Checkpoint[]; ended?: boolean; versions?: object } = {},
): string {
  return JSON.stringify({
    trace: { ...BOOKING, ...overrides.trace },
    checkpoints: overrides.checkpoints ?? CHECKPOINTS,
    versions: overrides.versions ?? { assistant: 'a1b2c3', booking: 'd4e5f6' },
    ended: overrides.ended ?? false,
  });
}

export const newKey = (): string => randomBytes(18).toString('base64url');
