import { useId } from 'react';

interface VersionsTableProps {
  /** The machines' versions the run was recorded with (flows/runs/versions.ts `machineVersions()` in the patient's build). */
  readonly recorded: Readonly<Record<string, string>>;
  /** The same of the build this page runs. */
  readonly current: Readonly<Record<string, string>>;
}

/** Each machine the run or this build knows: its version then and now, and whether it changed since. */
export function VersionsTable({ recorded, current }: VersionsTableProps): React.JSX.Element {
  const titleId = useId();
  const ids = [...new Set([...Object.keys(recorded), ...Object.keys(current)])].sort();
  const changed = ids.filter((id) => recorded[id] !== current[id]);
  return (
    <section aria-labelledby={titleId} className="runs-section">
      <h2 id={titleId} className="inspector-heading">
        Versions
      </h2>
      <p role="status">
        {changed.length === 0
          ? 'Every machine is the same in this build as in the run.'
          : `Changed since the run: ${changed.join(', ')}.`}
      </p>
      <details>
        <summary>Every machine's version</summary>
        <table className="inspector-table">
          <caption className="visually-hidden">Each machine's version in the run and in this build</caption>
          <thead>
            <tr>
              <th scope="col">Machine</th>
              <th scope="col">In the run</th>
              <th scope="col">In this build</th>
              <th scope="col">Same</th>
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => (
              <tr key={id} className={recorded[id] === current[id] ? undefined : 'runs-changed'}>
                <th scope="row">{id}</th>
                <td className="inspector-mono">{recorded[id] ?? '—'}</td>
                <td className="inspector-mono">{current[id] ?? '—'}</td>
                <td>{recorded[id] === current[id] ? 'yes' : 'no'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
