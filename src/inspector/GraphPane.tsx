import type { AnyStateMachine } from 'xstate';
import { StatechartView } from './graph/StatechartView';

interface GraphPaneProps {
  /** The selected actor's name, for the heading. */
  readonly actorName: string | null;
  readonly machine: AnyStateMachine | null;
  readonly activeIds: readonly string[];
  readonly onSelectEvent?: (eventType: string) => void;
}

/** The selected actor's statechart, or why there is none to draw. */
export function GraphPane({ actorName, machine, activeIds, onSelectEvent }: GraphPaneProps): React.JSX.Element {
  return (
    <section className="inspector-graph" aria-label="Statechart">
      {actorName === null ? (
        <p className="inspector-muted inspector-graph__note">Choose an actor to see its statechart.</p>
      ) : machine === null ? (
        <p className="inspector-muted inspector-graph__note">
          {actorName} is not a state machine (a promise or callback actor), so it has no statechart.
        </p>
      ) : (
        <StatechartView machine={machine} activeIds={activeIds} onSelectEvent={onSelectEvent} />
      )}
    </section>
  );
}
