import type { AnyStateMachine } from 'xstate';
import type { CountsOf } from './graph/CountMarks';
import { StatechartView } from './graph/StatechartView';

interface GraphPaneProps {
  /** The selected actor's name, for the heading. */
  readonly actorName: string | null;
  readonly machine: AnyStateMachine | null;
  readonly activeIds: readonly string[];
  readonly onSelectEvent?: (eventType: string) => void;
  /** Numbers to draw on the statechart (the drop-off's runs per state and transition). */
  readonly counts?: CountsOf;
}

/** The selected actor's statechart, or why there is none to draw. */
export function GraphPane({ actorName, machine, activeIds, onSelectEvent, counts }: GraphPaneProps): React.JSX.Element {
  return (
    <section className="inspector-graph" aria-label="Statechart">
      {actorName === null ? (
        <p className="inspector-muted inspector-graph__note">Choose an actor to see its statechart.</p>
      ) : machine === null ? (
        <p className="inspector-muted inspector-graph__note">
          {actorName} is not a state machine (a promise or callback actor), so it has no statechart.
        </p>
      ) : (
        <StatechartView machine={machine} activeIds={activeIds} onSelectEvent={onSelectEvent} counts={counts} />
      )}
    </section>
  );
}
