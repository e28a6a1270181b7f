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

function StopsTable({ result }: { result: DropOffResult }): React.JSX.Element {
  return (
    <table className="inspector-table">
      <caption className="runs-caption">Where the runs stopped, most first</caption>
      <thead>
        <tr>
          <th scope="col">Stopped at</th>
          <th scope="col">Runs</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {result.stops.map((stop) => (
          <tr key={stop.states.join(' ')}>
            <td className="inspector-mono">{statesText(stop.states)}</td>
            <td className="runs-number">{stop.runs}</td>
            <td className="runs-number">{percent(stop.share)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ReachTable({ result }: { result: DropOffResult }): React.JSX.Element {
  return (
    <table className="inspector-table">
      <caption className="runs-caption">Runs that reached each state</caption>
      <thead>
        <tr>
          <th scope="col">State</th>
          <th scope="col">Runs</th>
          <th scope="col">Times</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {result.states.map((reach) => (
          <tr key={reach.state}>
            <td className="inspector-mono">{reach.state}</td>
            <td className="runs-number">{reach.runs}</td>
            <td className="runs-number">{reach.times}</td>
            <td className="runs-number">{percent(reach.share)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TransitionsTable({ result }: { result: DropOffResult }): React.JSX.Element {
  return (
    <table className="inspector-table">
      <caption className="runs-caption">Runs that took each transition</caption>
      <thead>
        <tr>
          <th scope="col">Machine</th>
          <th scope="col">From</th>
          <th scope="col">Event</th>
          <th scope="col">To</th>
          <th scope="col">Runs</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {result.transitions.map((taken) => (
          <tr key={`${taken.machine} ${taken.from.join(' ')} ${taken.event} ${taken.to.join(' ')}`}>
            <td>{taken.machine}</td>
            <td className="inspector-mono">{statesText(taken.from)}</td>
            <td className="inspector-mono">{taken.event}</td>
            <td className="inspector-mono">{statesText(taken.to)}</td>
            <td className="runs-number">{taken.runs}</td>
            <td className="runs-number">{percent(taken.share)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

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
        <StopsTable result={result} />
        <ReachTable result={result} />
        <TransitionsTable result={result} />
      </section>
    </>
  );
}
