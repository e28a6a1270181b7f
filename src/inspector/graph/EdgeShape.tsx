import type { ReactElement } from 'react';
import { edgePath } from './edgePath';
import { labelLines, type LaidOutEdge } from './layoutGraph';
import { LABEL_LINE_HEIGHT, LABEL_PAD_X } from './metrics';

/**
 * One transition: the routed arrow and its label ('EVENT' over '[guard]'). Transitions leaving an
 * active state are what can happen next: drawn in the accent colour with a heavier label. A label
 * of an event transition can be clicked to pick that event (the send-event panel is the keyboard way).
 */

interface Props {
  readonly laid: LaidOutEdge;
  readonly next: boolean;
  readonly markerId: string;
}

export function EdgePath({ laid, next, markerId }: Props): ReactElement {
  return (
    <path
      className={`sc-edge sc-edge--${laid.edge.kind}${next ? ' sc-edge--next' : ''}`}
      d={edgePath(laid.points)}
      markerEnd={`url(#${markerId})`}
      data-edge={laid.edge.id}
    />
  );
}

function labelTitle(laid: LaidOutEdge): string {
  const { edge } = laid;
  if (edge.kind === 'after' && edge.delayMs !== null && edge.delay !== `${edge.delayMs}ms`)
    return `${edge.label} (${edge.delay} = ${edge.delayMs}ms)`;
  return edge.label;
}

interface LabelProps {
  readonly laid: LaidOutEdge;
  readonly next: boolean;
  readonly onSelectEvent?: ((eventType: string) => void) | undefined;
}

export function EdgeLabel({ laid, next, onSelectEvent }: LabelProps): ReactElement | null {
  const { edge, label } = laid;
  if (label === null) return null;
  const selectable = onSelectEvent !== undefined && edge.kind === 'event';
  return (
    <g
      className={`sc-label sc-label--${edge.kind}${next ? ' sc-label--next' : ''}${selectable ? ' sc-selectable' : ''}`}
      data-edge={edge.id}
      onClick={selectable ? () => onSelectEvent(edge.eventType) : undefined}
    >
      <title>{labelTitle(laid)}</title>
      <rect x={label.x} y={label.y} width={label.width} height={label.height} rx={3} />
      <text x={label.x + LABEL_PAD_X} y={label.y + 1}>
        {labelLines(edge).map((line, index) => (
          <tspan
            key={line}
            className={index === 0 ? 'sc-label-trigger' : 'sc-label-guard'}
            x={label.x + LABEL_PAD_X}
            dy={index === 0 ? LABEL_LINE_HEIGHT - 3 : LABEL_LINE_HEIGHT}
          >
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}
