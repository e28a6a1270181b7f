import { describe, expect, it } from 'vitest';
import type { Checkpoint } from '../../../flows/runs/checkpoints';
import { dropOff, dropOffCsv } from '../../../flows/runs/dropOff';

/**
 * 1,000 runs generated from four known paths through a booking: 600 stop at the invoice, 250 pay,
 * 100 leave at the menu, 50 wait on a payment that never completes. Every count is known in advance.
 */

const AT = {
  menu: ['assistant', 'assistant.menu'],
  searching: ['assistant', 'assistant.booking', 'assistant.booking.searching'],
  invoice: ['assistant', 'assistant.booking', 'assistant.booking.invoiced', 'booking', 'booking.invoiced'],
  paying: [
    'assistant',
    'assistant.booking',
    'assistant.booking.paying',
    'booking',
    'booking.paying',
    'payment',
    'payment.completing',
  ],
  paid: [
    'assistant',
    'assistant.booking',
    'assistant.booking.booked',
    'booking',
    'booking.booked',
    'payment',
    'payment.paid',
  ],
  viewing: ['assistant', 'assistant.booking', 'assistant.booking.viewing'],
} as const;

type Place = keyof typeof AT;

const EVENT_INTO: Record<Place, string> = {
  menu: 'xstate.init',
  searching: 'chat.tap',
  invoice: 'xstate.done.actor.0.booking.invoicing',
  paying: 'chat.tap',
  paid: 'xstate.done.actor.0.payment.completing',
  viewing: 'xstate.after.buttonsDelay.assistant.booking.booked',
};

function path(places: readonly Place[]): Checkpoint[] {
  return places.map((place, step) => ({
    at: step * 1000,
    step,
    event: EVENT_INTO[place],
    states: [...AT[place]].sort(),
    lines: step * 2 + 1,
  }));
}

const PATHS: readonly { runs: number; places: readonly Place[] }[] = [
  { runs: 600, places: ['menu', 'searching', 'invoice'] },
  { runs: 250, places: ['menu', 'searching', 'invoice', 'paying', 'paid', 'viewing'] },
  { runs: 100, places: ['menu'] },
  { runs: 50, places: ['menu', 'searching', 'invoice', 'paying'] },
];

/** Interleaved deterministically (every path's runs spread across the list), as a period's runs come. */
function generatedRuns(): Checkpoint[][] {
  const queue = PATHS.map((known) => ({ ...known, left: known.runs }));
  const runs: Checkpoint[][] = [];
  while (runs.length < 1000)
    for (const known of queue)
      if (known.left > 0) {
        known.left -= 1;
        runs.push(path(known.places));
      }
  return runs;
}

describe('dropOff over 1,000 generated runs', () => {
  const result = dropOff(generatedRuns());

  it('counts the runs reaching each state', () => {
    expect(result.runs).toBe(1000);
    expect(result.states).toEqual([
      { state: 'assistant', runs: 1000, times: 1000, share: 1 },
      { state: 'assistant.booking', runs: 900, times: 900, share: 0.9 },
      { state: 'assistant.booking.booked', runs: 250, times: 250, share: 0.25 },
      { state: 'assistant.booking.invoiced', runs: 900, times: 900, share: 0.9 },
      { state: 'assistant.booking.paying', runs: 300, times: 300, share: 0.3 },
      { state: 'assistant.booking.searching', runs: 900, times: 900, share: 0.9 },
      { state: 'assistant.booking.viewing', runs: 250, times: 250, share: 0.25 },
      { state: 'assistant.menu', runs: 1000, times: 1000, share: 1 },
      { state: 'booking', runs: 900, times: 900, share: 0.9 },
      { state: 'booking.booked', runs: 250, times: 250, share: 0.25 },
      { state: 'booking.invoiced', runs: 900, times: 900, share: 0.9 },
      { state: 'booking.paying', runs: 300, times: 300, share: 0.3 },
      { state: 'payment', runs: 300, times: 300, share: 0.3 },
      { state: 'payment.completing', runs: 300, times: 300, share: 0.3 },
      { state: 'payment.paid', runs: 250, times: 250, share: 0.25 },
    ]);
  });

  it('counts each machine transition taken, with its event', () => {
    const row = (
      machine: string,
      from: string[],
      to: string[],
      event: string,
      runs: number,
    ): Record<string, unknown> => ({ machine, from, to, event, runs, times: runs, share: runs / 1000 });
    expect(result.transitions).toEqual([
      row('assistant', [], ['assistant.menu'], 'xstate.init', 1000),
      row('assistant', ['assistant.booking.booked'], ['assistant.booking.viewing'], EVENT_INTO.viewing, 250),
      row('assistant', ['assistant.booking.invoiced'], ['assistant.booking.paying'], 'chat.tap', 300),
      row('assistant', ['assistant.booking.paying'], ['assistant.booking.booked'], EVENT_INTO.paid, 250),
      row('assistant', ['assistant.booking.searching'], ['assistant.booking.invoiced'], EVENT_INTO.invoice, 900),
      row('assistant', ['assistant.menu'], ['assistant.booking.searching'], 'chat.tap', 900),
      row('booking', [], ['booking.invoiced'], EVENT_INTO.invoice, 900),
      row('booking', ['booking.booked'], [], EVENT_INTO.viewing, 250),
      row('booking', ['booking.invoiced'], ['booking.paying'], 'chat.tap', 300),
      row('booking', ['booking.paying'], ['booking.booked'], EVENT_INTO.paid, 250),
      row('payment', [], ['payment.completing'], 'chat.tap', 300),
      row('payment', ['payment.completing'], ['payment.paid'], EVENT_INTO.paid, 250),
      row('payment', ['payment.paid'], [], EVENT_INTO.viewing, 250),
    ]);
  });

  it('says where runs stopped, most first: 60 % at the invoice', () => {
    expect(result.stops).toEqual([
      { states: ['assistant.booking.invoiced', 'booking.invoiced'], runs: 600, share: 0.6 },
      { states: ['assistant.booking.viewing'], runs: 250, share: 0.25 },
      { states: ['assistant.menu'], runs: 100, share: 0.1 },
      { states: ['assistant.booking.paying', 'booking.paying', 'payment.completing'], runs: 50, share: 0.05 },
    ]);
  });

  it('exports the same as CSV: a header, one row per count, CRLF', () => {
    const csv = dropOffCsv(result);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('kind,machine,from,to,event,runs,times,share');
    expect(lines).toHaveLength(1 + 15 + 13 + 4 + 1);
    expect(lines.at(-1)).toBe('');
    expect(lines).toContain('state,booking,,booking.invoiced,,900,900,0.9000');
    expect(lines).toContain('transition,assistant,assistant.menu,assistant.booking.searching,chat.tap,900,900,0.9000');
    expect(lines).toContain('stop,,assistant.booking.invoiced booking.invoiced,,,600,600,0.6000');
  });
});

describe('dropOff (rules)', () => {
  it('counts a run once per state and transition, however often it went there; times counts each', () => {
    const loop = path(['menu', 'searching', 'menu', 'searching', 'menu']);
    const result = dropOff([loop, path(['menu'])]);
    expect(result.states.find((state) => state.state === 'assistant.menu')).toEqual({
      state: 'assistant.menu',
      runs: 2,
      times: 4,
      share: 1,
    });
    expect(result.transitions.find((transition) => transition.event === 'chat.tap')).toMatchObject({
      from: ['assistant.menu'],
      to: ['assistant.booking.searching'],
      runs: 1,
      times: 2,
      share: 0.5,
    });
  });

  it('has nothing to count without runs', () => {
    expect(dropOff([])).toEqual({ runs: 0, states: [], transitions: [], stops: [] });
    expect(dropOffCsv(dropOff([]))).toBe('kind,machine,from,to,event,runs,times,share\r\n');
  });

  it('quotes a CSV field with a comma, quote or line break (RFC 4180)', () => {
    const odd = path(['menu']).map((checkpoint) => ({ ...checkpoint, event: 'say "hi", then\nleave' }));
    expect(dropOffCsv(dropOff([odd]))).toContain(
      'transition,assistant,,assistant.menu,"say ""hi"", then\nleave",1,1,1.0000',
    );
  });
});
