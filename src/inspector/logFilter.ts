import type { LogEntry } from '../../flows/trace/recorder';

export interface LogFilter {
  /** Matched, ignoring case, against the event type, the actors, the payload and the resulting state. */
  readonly text: string;
  /** Hides xstate.* events, delays, and done / error / snapshot events between actors. */
  readonly hideInternal: boolean;
}

export const defaultLogFilter: LogFilter = { text: '', hideInternal: true };

function haystack(entry: LogEntry): string {
  return [entry.eventType, entry.source ?? '', entry.target, JSON.stringify(entry.payload), JSON.stringify(entry.state)]
    .join('\n')
    .toLowerCase();
}

export function filterLog(entries: readonly LogEntry[], filter: LogFilter): LogEntry[] {
  const needle = filter.text.trim().toLowerCase();
  return entries.filter(
    (entry) => !(filter.hideInternal && entry.internal) && (needle === '' || haystack(entry).includes(needle)),
  );
}
