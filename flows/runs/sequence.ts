import type { LogEntry } from '../trace/recorder';

/**
 * The sequence diagram of one run, from the recorder's log (flows/trace/recorder.ts), as Stately's
 * inspector draws one but from a recorded run: a lifeline per actor (the UI, the conversation's
 * machines, the server calls, the transcript) and the messages between them in order.
 * - the patient's taps and typing come from the 'ui' lifeline;
 * - a server call (a leaf actor such as initiateAuthentication) is started by its machine ('start')
 *   and answers it ('done' / 'error'); its own promise settling is not drawn twice;
 * - a timer firing is a machine's message to itself ('after buttonsDelay');
 * - what the chat showed is a message to the 'transcript' lifeline ('chat.say', 'chat.ask', …).
 */

type LifelineKind = 'ui' | 'machine' | 'call' | 'transcript';

interface Lifeline {
  readonly name: string;
  readonly kind: LifelineKind;
  /** The machine's id for a machine lifeline ('cancelAppointment' for 'cancelFlow'), else null. */
  readonly machine: string | null;
}

interface SequenceMessage {
  readonly seq: number;
  readonly at: number;
  readonly from: string;
  readonly to: string;
  /** As read: 'chat.tap', 'start', 'done', 'error', 'after buttonsDelay', 'SUBMIT_MOBILE'. */
  readonly label: string;
  /** The event's type as XState names it. */
  readonly event: string;
}

export interface Sequence {
  readonly lifelines: readonly Lifeline[];
  readonly messages: readonly SequenceMessage[];
}

const UI_LIFELINE = 'ui';
const TRANSCRIPT_LIFELINE = 'transcript';

const LABELS: readonly (readonly [RegExp, (match: RegExpMatchArray) => string])[] = [
  [/^xstate\.init$/, () => 'start'],
  [/^xstate\.done\.actor\./, () => 'done'],
  [/^xstate\.error\.actor\./, () => 'error'],
  [/^xstate\.after\.([^.]+)\./, (match) => `after ${match[1] ?? ''}`],
];

function labelOf(event: string): string {
  for (const [pattern, label] of LABELS) {
    const match = event.match(pattern);
    if (match !== null) return label(match);
  }
  return event;
}

const PROMISE_SETTLED = /^xstate\.promise\.(resolve|reject)$/;

function machineOf(entry: LogEntry): string | null {
  const { payload } = entry;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  return typeof payload.machine === 'string' ? payload.machine : null;
}

export function sequenceOf(log: readonly LogEntry[]): Sequence {
  const lifelines = new Map<string, Lifeline>([[UI_LIFELINE, { name: UI_LIFELINE, kind: 'ui', machine: null }]]);
  const messages: SequenceMessage[] = [];
  const ensure = (name: string, kind: LifelineKind, machine: string | null = null): void => {
    if (!lifelines.has(name)) lifelines.set(name, { name, kind, machine });
  };
  const message = (entry: LogEntry, from: string): void => {
    ensure(from, 'machine');
    ensure(entry.target, entry.type === 'emitted' ? 'transcript' : 'machine');
    messages.push({
      seq: entry.seq,
      at: entry.at,
      from,
      to: entry.target,
      label: labelOf(entry.eventType),
      event: entry.eventType,
    });
  };

  for (const entry of log) {
    if (entry.type === '@xstate.actor') {
      const machine = machineOf(entry);
      ensure(entry.target, machine === null ? 'call' : 'machine', machine);
    } else if (entry.type === 'emitted') message(entry, entry.source ?? UI_LIFELINE);
    else if (entry.type === '@xstate.event') {
      const call = lifelines.get(entry.target)?.kind === 'call';
      // A call's own settling: its answer to its machine ('done' / 'error') follows at once.
      if (call && entry.source === entry.target && PROMISE_SETTLED.test(entry.eventType)) continue;
      message(entry, entry.source ?? UI_LIFELINE);
    }
  }
  // The transcript is drawn last, whenever it first appeared.
  const transcript = lifelines.get(TRANSCRIPT_LIFELINE);
  lifelines.delete(TRANSCRIPT_LIFELINE);
  return {
    lifelines: [...lifelines.values(), ...(transcript === undefined ? [] : [transcript])],
    messages,
  };
}
