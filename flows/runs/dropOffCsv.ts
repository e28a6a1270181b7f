import type { DropOff } from './dropOff';
import { machineOf } from './stateIds';

/**
 * The drop-off counts as one CSV table for export (RFC 4180: a header row, CRLF line ends, fields
 * with a comma, quote or line break in double quotes, quotes doubled). One row per state reached
 * (`state`), transition taken (`transition`) and place runs stopped (`stop`); several states in a
 * cell are separated by spaces; shares as fractions of all runs, to 4 places.
 */

const HEADER = ['kind', 'machine', 'from', 'to', 'event', 'runs', 'times', 'share'] as const;

type Row = Record<(typeof HEADER)[number], string>;

function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function shareText(share: number): string {
  return share.toFixed(4);
}

export function dropOffCsv(result: DropOff): string {
  const rows: Row[] = [
    ...result.states.map((state) => ({
      kind: 'state',
      machine: machineOf(state.state),
      from: '',
      to: state.state,
      event: '',
      runs: String(state.runs),
      times: String(state.times),
      share: shareText(state.share),
    })),
    ...result.transitions.map((transition) => ({
      kind: 'transition',
      machine: transition.machine,
      from: transition.from.join(' '),
      to: transition.to.join(' '),
      event: transition.event,
      runs: String(transition.runs),
      times: String(transition.times),
      share: shareText(transition.share),
    })),
    ...result.stops.map((stop) => ({
      kind: 'stop',
      machine: '',
      from: stop.states.join(' '),
      to: '',
      event: '',
      runs: String(stop.runs),
      times: String(stop.runs),
      share: shareText(stop.share),
    })),
  ];
  const lines = [HEADER.join(','), ...rows.map((row) => HEADER.map((column) => field(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
