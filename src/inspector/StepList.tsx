import { useEffect, useId, useRef } from 'react';
import type { TraceStep } from '../../flows/trace/trace';
import { formatAt } from './format';
import { stepText } from './stepText';

interface StepListProps {
  readonly steps: readonly TraceStep[];
  /** Frame on screen: 0 is before the first step, n is after step n. */
  readonly current: number;
  readonly onJump: (index: number) => void;
}

/** Every recorded step; pressing one jumps the replay to just after it. The current row stays in view. */
export function StepList({ steps, current, onJump }: StepListProps): React.JSX.Element {
  const titleId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const currentRow = useRef<HTMLTableRowElement>(null);
  // Keeps the current step in view inside the list only (scrollIntoView would move the whole page too).
  useEffect(() => {
    const box = scroller.current;
    const row = currentRow.current;
    if (box === null || row === null) return;
    const header = box.querySelector('thead')?.offsetHeight ?? 0;
    if (row.offsetTop - header < box.scrollTop) box.scrollTop = row.offsetTop - header;
    else if (row.offsetTop + row.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = row.offsetTop + row.offsetHeight - box.clientHeight;
  }, [current]);

  const rows = [
    { index: 0, at: 0, text: 'before the first step' },
    ...steps.map((step, i) => ({ index: i + 1, at: step.at, text: stepText(step) })),
  ];
  return (
    <section className="inspector-steps" aria-labelledby={titleId}>
      <h2 id={titleId} className="inspector-heading">
        Recorded steps
      </h2>
      <div ref={scroller} className="inspector-steps__scroll">
        <table className="inspector-table">
          <caption className="visually-hidden">Recorded steps; choose one to jump to it</caption>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Time</th>
              <th scope="col">What happened</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.index}
                ref={row.index === current ? currentRow : undefined}
                aria-current={row.index === current ? 'step' : undefined}
                className={row.index === current ? 'inspector-table__current' : undefined}
              >
                <td>
                  <button type="button" className="inspector-link" onClick={() => onJump(row.index)}>
                    Step {row.index}
                  </button>
                </td>
                <td className="inspector-mono inspector-time">{formatAt(row.at)}</td>
                <td>{row.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
