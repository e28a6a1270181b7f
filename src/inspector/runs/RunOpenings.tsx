import { useId } from 'react';
import type { RunOpening } from './runData';
import { formatTime } from './runFormat';

/** Who opened this run and when (the server records every opening, this one included). */
export function RunOpenings({ openings }: { openings: readonly RunOpening[] }): React.JSX.Element {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="runs-section">
      <h2 id={titleId} className="inspector-heading">
        Openings
      </h2>
      <table className="inspector-table">
        <caption className="visually-hidden">Every opening of this run, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Opened by</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          {openings.map((opening) => (
            <tr key={`${opening.by}-${opening.at}`}>
              <td>{opening.by}</td>
              <td>{formatTime(opening.at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
