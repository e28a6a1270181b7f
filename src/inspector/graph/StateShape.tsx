import type { ReactElement } from 'react';
import type { LaidOutNode, NodeLine } from './layoutGraph';
import { ACTIVE_MARKER, FINAL_INSET, LINE_HEIGHT, NAME_HEIGHT, PAD_X, stateName } from './metrics';

/**
 * One state node: a box (a labelled container when it has children), dashed when it is a region of
 * a parallel state, double-bordered when final, a circled H for history. An active state is filled
 * (a container tinted) and its name starts with a dot, so the highlight never relies on colour.
 */

interface Props {
  readonly laid: LaidOutNode;
  readonly active: boolean;
  readonly onSelectEvent?: ((eventType: string) => void) | undefined;
}

function classNames(laid: LaidOutNode, active: boolean): string {
  const { node } = laid;
  return [
    'sc-state',
    `sc-state--${node.type}`,
    node.children.length > 0 ? 'sc-state--container' : 'sc-state--leaf',
    node.region ? 'sc-state--region' : '',
    node.parent === null ? 'sc-state--root' : '',
    active ? 'sc-state--active' : '',
  ]
    .filter((name) => name !== '')
    .join(' ');
}

function Line({
  line,
  x,
  y,
  onSelectEvent,
}: {
  line: NodeLine;
  x: number;
  y: number;
  onSelectEvent?: ((eventType: string) => void) | undefined;
}): ReactElement {
  const edge = line.edge;
  const selectable = onSelectEvent !== undefined && edge !== null && edge.kind === 'event';
  return (
    <text
      className={`sc-line sc-line--${line.kind}${selectable ? ' sc-selectable' : ''}`}
      x={x}
      y={y}
      onClick={selectable ? () => onSelectEvent(edge.eventType) : undefined}
    >
      <title>
        {line.kind === 'invoke'
          ? `Runs ${line.src ?? 'an actor'} while in this state`
          : `${line.text}: handled here, the state is kept`}
      </title>
      {line.text}
    </text>
  );
}

export function StateShape({ laid, active, onSelectEvent }: Props): ReactElement {
  const { node, box, lines } = laid;
  const className = classNames(laid, active);
  if (node.type === 'history') {
    const r = box.width / 2;
    return (
      <g className={className} data-state={node.id}>
        <circle className="sc-box" cx={box.x + r} cy={box.y + r} r={r} />
        <text className="sc-name" x={box.x + r} y={box.y + r + 4} textAnchor="middle">
          {active ? ACTIVE_MARKER : ''}
          {node.history === 'deep' ? 'H*' : 'H'}
        </text>
      </g>
    );
  }
  const inset = node.type === 'final' ? FINAL_INSET : 0;
  const textX = box.x + PAD_X + inset;
  return (
    <g className={className} data-state={node.id}>
      <rect
        className="sc-box"
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={node.children.length > 0 ? 10 : 7}
      />
      {node.type === 'final' && (
        <rect
          className="sc-box-inner"
          x={box.x + inset}
          y={box.y + inset}
          width={box.width - 2 * inset}
          height={box.height - 2 * inset}
          rx={4}
        />
      )}
      <text className="sc-name" x={textX} y={box.y + inset + 17}>
        {active ? ACTIVE_MARKER : ''}
        {stateName(node.key, node.type)}
      </text>
      {lines.map((line, index) => (
        <Line
          key={`${line.kind}-${line.edge?.id ?? line.text}`}
          line={line}
          x={textX}
          y={box.y + inset + NAME_HEIGHT + index * LINE_HEIGHT + 9}
          onSelectEvent={onSelectEvent}
        />
      ))}
    </g>
  );
}
