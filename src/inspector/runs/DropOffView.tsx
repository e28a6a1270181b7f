import { useId, useMemo, useState } from 'react';
import { machineById } from '../../../flows/catalogue';
import { GraphPane } from '../GraphPane';
import { downloadText } from '../../ui/downloadText';
import { dropOffCounts, percent, type DropOffResult } from './dropOffData';

const downloadCsv = (name: string, text: string): void => downloadText(name, text, 'text/csv');

export interface DropOffViewProps {
  readonly result: DropOffResult;
  /** The same counts as CSV (flows/runs/dropOff.ts `dropOffCsv`). */
  readonly csv: (result: DropOffResult) => string;
  /** How the file reaches the tester; the browser download by default. */
  readonly download?: (name: string, text: string) => void;
}

const machineOf = (stateId: string): string => stateId.split('.')[0] ?? stateId;
const statesText = (states: readonly string[]): string => (states.length === 0 ? '(none)' : states.join(' '));

interface Column<Row> {
  readonly header: string;
  readonly cell: (row: Row) => string | number;
  /** Monospaced (state ids, events) or a right-aligned number. */
  readonly kind?: 'mono' | 'number';
}

/** One of the drop-off's tables: a caption, a header row, a row per item. */
function CountTable<Row>({
  caption,
  columns,
  rows,
  keyOf,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  keyOf: (row: Row) => string;
}): React.JSX.Element {
  return (
    <div className="runs-table-scroll">
      <table className="inspector-table">
        <caption className="runs-caption">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={keyOf(row)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={
                    column.kind === 'mono' ? 'inspector-mono' : column.kind === 'number' ? 'runs-number' : undefined
                  }
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Stop = DropOffResult['stops'][number];
type Reach = DropOffResult['states'][number];
type Taken = DropOffResult['transitions'][number];

const RUNS = { header: 'Runs', cell: (row: { runs: number }) => row.runs, kind: 'number' } as const;
const SHARE = { header: 'Share', cell: (row: { share: number }) => percent(row.share), kind: 'number' } as const;

const STOP_COLUMNS: readonly Column<Stop>[] = [
  { header: 'Stopped at', cell: (stop) => statesText(stop.states), kind: 'mono' },
  RUNS,
  SHARE,
];
const REACH_COLUMNS: readonly Column<Reach>[] = [
  { header: 'State', cell: (reach) => reach.state, kind: 'mono' },
  RUNS,
  { header: 'Times', cell: (reach) => reach.times, kind: 'number' },
  SHARE,
];
const TAKEN_COLUMNS: readonly Column<Taken>[] = [
  { header: 'Machine', cell: (taken) => taken.machine },
  { header: 'From', cell: (taken) => statesText(taken.from), kind: 'mono' },
  { header: 'Event', cell: (taken) => taken.event, kind: 'mono' },
  { header: 'To', cell: (taken) => statesText(taken.to), kind: 'mono' },
  RUNS,
  SHARE,
];

const takenKey = (taken: Taken): string =>
  `${taken.machine} ${taken.from.join(' ')} ${taken.event} ${taken.to.join(' ')}`;

/**
 * Where the runs of a period dropped off: the headline stops in words, one machine's statechart with the runs drawn
 * on each state and transition, and the same counts as tables and as a CSV download.
 */
export function DropOffView({ result, csv, download = downloadCsv }: DropOffViewProps): React.JSX.Element {
  const machines = useMemo(() => [...new Set(result.states.map((reach) => machineOf(reach.state)))].sort(), [result]);
  const [chosen, setChosen] = useState<string | null>(null);
  const machineId = chosen ?? (machines.includes('assistant') ? 'assistant' : (machines[0] ?? null));
  const counts = useMemo(
    () => (machineId === null ? undefined : dropOffCounts(result, machineId)),
    [result, machineId],
  );
  const pickId = useId();
  const tablesId = useId();

  if (result.runs === 0) return <p role="status">No recorded run matches this filter.</p>;
  return (
    <>
      <p role="status">{result.runs} runs.</p>
      <ul className="runs-stops" aria-label="Where most runs stopped">
        {result.stops.slice(0, 3).map((stop) => (
          <li key={stop.states.join(' ')}>
            {percent(stop.share)} stopped at {statesText(stop.states)}
          </li>
        ))}
      </ul>
      <div className="inspector-row">
        <label htmlFor={pickId}>Statechart of</label>
        <select id={pickId} value={machineId ?? ''} onChange={(event) => setChosen(event.target.value)}>
          {machines.map((machine) => (
            <option key={machine} value={machine}>
              {machine}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => download('drop-off.csv', csv(result))}
        >
          Download CSV
        </button>
      </div>
      <div className="runs-dropoff-graph">
        <GraphPane
          actorName={machineId}
          machine={machineId === null ? null : (machineById(machineId) ?? null)}
          activeIds={[]}
          counts={counts}
        />
      </div>
      <section aria-labelledby={tablesId} className="runs-section runs-columns">
        <h2 id={tablesId} className="visually-hidden">
          The counts as tables
        </h2>
        <CountTable
          caption="Where the runs stopped, most first"
          columns={STOP_COLUMNS}
          rows={result.stops}
          keyOf={(stop) => stop.states.join(' ')}
        />
        <CountTable
          caption="Runs that reached each state"
          columns={REACH_COLUMNS}
          rows={result.states}
          keyOf={(reach) => reach.state}
        />
        <CountTable
          caption="Runs that took each transition"
          columns={TAKEN_COLUMNS}
          rows={result.transitions}
          keyOf={takenKey}
        />
      </section>
    </>
  );
}
