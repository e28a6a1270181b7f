import { useMemo, useState } from 'react';
import { sequenceOf } from '../../../flows/runs/sequence';
import { replayTrace } from '../../../flows/trace/replay';
import type { Trace } from '../../../flows/trace/trace';
import { SequenceView } from './SequenceView';

/**
 * The run's sequence diagram, drawn when asked for: a run keeps its trace, not its log, so the log is its replay's
 * (the whole run on this build's machines) and a long run's replay is not paid for until wanted.
 */
export function RunSequence({ trace }: { trace: Trace }): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const sequence = useMemo(() => (open ? sequenceOf(replayTrace(trace).log) : null), [open, trace]);
  return (
    <details className="runs-section" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Sequence diagram of the actors</summary>
      {sequence === null ? null : <SequenceView model={sequence} />}
    </details>
  );
}
