import type { ReactElement } from 'react';
import type { LaidOutGraph } from './layoutGraph';
import type { GraphModel } from './machineGraph';

/** Numbers to draw on a statechart (the drop-off's runs): by state node id and by edge id. */
export interface GraphCounts {
  readonly states: ReadonlyMap<string, number>;
  readonly edges: ReadonlyMap<string, number>;
}

/** What a caller counts, once the machine's drawable model is known (edge ids are the model's). */
export type CountsOf = (model: GraphModel) => GraphCounts;

/**
 * The counts over the drawing: a state's at its top right corner, a transition's just above its label (or at the
 * middle of its arrow when it has none). Drawn last, so nothing covers them; the page's table says the same in text.
 */
export function CountMarks({ layout, counts }: { layout: LaidOutGraph; counts: GraphCounts }): ReactElement {
  return (
    <g className="sc-counts" aria-hidden="true">
      {layout.nodes.map((laid) => {
        const count = counts.states.get(laid.node.id);
        if (count === undefined) return null;
        return (
          <text
            key={laid.node.id}
            className="sc-count sc-count--state"
            x={laid.box.x + laid.box.width - 6}
            y={laid.box.y + 15}
            textAnchor="end"
          >
            {count}
          </text>
        );
      })}
      {layout.edges.map((laid) => {
        const count = counts.edges.get(laid.edge.id);
        if (count === undefined) return null;
        const middle = laid.points[Math.floor(laid.points.length / 2)] ?? { x: 0, y: 0 };
        const x = laid.label === null ? middle.x : laid.label.x;
        const y = laid.label === null ? middle.y - 4 : laid.label.y - 3;
        return (
          <text key={`${laid.edge.id}-${laid.target}`} className="sc-count sc-count--edge" x={x} y={y}>
            ×{count}
          </text>
        );
      })}
    </g>
  );
}
