import { useId, useMemo, useState } from 'react';
import type { LogEntry } from '../../flows/trace/recorder';
import type { JsonValue } from '../../flows/trace/trace';
import { formatAt, prettyJson, stateLabel } from './format';
import { defaultLogFilter, filterLog, type LogFilter } from './logFilter';

/** Rendering thousands of rows on every event would stall the chat beside it; older ones stay filterable. */
const SHOWN_ROWS = 400;

const KIND_LABEL: Record<LogEntry['type'], string> = {
  '@xstate.event': 'event',
  '@xstate.snapshot': 'snapshot',
  '@xstate.actor': 'actor',
  emitted: 'emitted',
};

function isEmpty(payload: JsonValue): boolean {
  return payload === null || (typeof payload === 'object' && Object.keys(payload).length === 0);
}

function Payload({ payload }: { payload: JsonValue }): React.JSX.Element {
  if (isEmpty(payload)) return <span className="inspector-muted">—</span>;
  const compact = JSON.stringify(payload);
  return (
    <details className="inspector-payload">
      <summary>{compact.length > 48 ? `${compact.slice(0, 47)}…` : compact}</summary>
      <pre>{prettyJson(payload)}</pre>
    </details>
  );
}

/** Who sent what to whom: an event from outside the system comes from the UI; a snapshot has no sender. */
function route(entry: LogEntry): string {
  switch (entry.type) {
    case '@xstate.event':
      return `${entry.source ?? 'UI'} → ${entry.target}`;
    case '@xstate.snapshot':
      return entry.target;
    case '@xstate.actor':
    case 'emitted':
      return entry.source === null ? entry.target : `${entry.source} → ${entry.target}`;
  }
}

/**
 * Every event as it happens (newest first): time, source → target actor, event type, payload (expand
 * to read it whole) and the state it led to; filtered by text, internal events hidden by default.
 */
export function EventLog({
  entries,
  title = 'Event log',
}: {
  entries: readonly LogEntry[];
  title?: string;
}): React.JSX.Element {
  const [filter, setFilter] = useState<LogFilter>(defaultLogFilter);
  const shown = useMemo(() => filterLog(entries, filter), [entries, filter]);
  const newestFirst = useMemo(() => shown.slice(-SHOWN_ROWS).reverse(), [shown]);
  const titleId = useId();

  return (
    <section className="inspector-log" aria-labelledby={titleId}>
      <div className="inspector-log__bar">
        <h2 id={titleId} className="inspector-heading">
          {title}
        </h2>
        <label className="inspector-field">
          <span>Filter events</span>
          <input
            type="search"
            value={filter.text}
            onChange={(event) => setFilter({ ...filter, text: event.target.value })}
          />
        </label>
        <label className="inspector-check">
          <input
            type="checkbox"
            checked={filter.hideInternal}
            onChange={(event) => setFilter({ ...filter, hideInternal: event.target.checked })}
          />
          Hide internal events
        </label>
        <span className="inspector-muted" role="status">
          {shown.length === entries.length ? `${entries.length} events` : `${shown.length} of ${entries.length} events`}
          {shown.length > SHOWN_ROWS ? `, newest ${SHOWN_ROWS} shown` : ''}
        </span>
      </div>
      <div className="inspector-log__scroll">
        <table className="inspector-table">
          <caption className="visually-hidden">{title}, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Source → target</th>
              <th scope="col">Event</th>
              <th scope="col">Payload</th>
              <th scope="col">Resulting state</th>
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((entry) => (
              <tr key={entry.seq} className={entry.internal ? 'inspector-table__internal' : undefined}>
                <td className="inspector-mono inspector-time">{formatAt(entry.at)}</td>
                <td>{route(entry)}</td>
                <td>
                  <span className="inspector-kind">{KIND_LABEL[entry.type]}</span> <code>{entry.eventType}</code>
                </td>
                <td>
                  <Payload payload={entry.payload} />
                </td>
                <td className="inspector-mono">{stateLabel(entry.state)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {newestFirst.length === 0 ? (
          <p className="inspector-muted inspector-log__empty">
            {entries.length === 0 ? 'No events yet.' : 'No event matches the filter.'}
          </p>
        ) : null}
      </div>
    </section>
  );
}
