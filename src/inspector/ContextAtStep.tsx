import { useId } from 'react';
import type { JsonValue } from '../../flows/trace/trace';
import { prettyJson } from './format';

/** The selected actor's context at this step of a replay, as JSON (what its guards and bubbles read then). */
export function ContextAtStep({
  actorName,
  context,
  step,
}: {
  actorName: string;
  context: JsonValue;
  step: number;
}): React.JSX.Element {
  const titleId = useId();
  return (
    <section className="inspector-context" aria-labelledby={titleId}>
      <h2 id={titleId} className="inspector-heading">
        Context of {actorName} at step {step}
      </h2>
      <pre className="inspector-mono inspector-context__json" tabIndex={0}>
        {prettyJson(context)}
      </pre>
    </section>
  );
}
