import { useId } from 'react';
import type { Sequence } from '../../../flows/runs/sequence';
import { formatAt } from '../format';

const COLUMN = 150;
const HEAD = 36;
const ROW = 26;
const LABEL_MAX = 22;

const short = (label: string): string => (label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label);

/**
 * The actors of one run and the messages between them, as Stately's sequence view draws them: a lifeline per actor,
 * an arrow per message, top to bottom in time. The drawing is an image whose text twin is the numbered list below
 * it (what a screen reader reads, and what can be searched or copied).
 */
export function SequenceView({ model }: { model: Sequence }): React.JSX.Element {
  const names = model.lifelines.map((lifeline) => lifeline.name);
  const titleId = useId();
  const listId = useId();
  const x = (actor: string): number => names.indexOf(actor) * COLUMN + COLUMN / 2;
  const width = Math.max(1, names.length) * COLUMN;
  const height = HEAD + (model.messages.length + 1) * ROW;
  return (
    <section aria-labelledby={titleId} className="runs-section runs-sequence">
      <h2 id={titleId} className="inspector-heading">
        Sequence
      </h2>
      <div className="runs-sequence__scroll">
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={`Sequence diagram: ${model.messages.length} messages between ${names.join(', ')}; the list below says the same`}
        >
          <defs>
            <marker
              id={`${listId}-arrow`}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto"
            >
              <path d="M0 1 L9 5 L0 9 z" />
            </marker>
          </defs>
          {names.map((actor) => (
            <g key={actor} className="runs-sequence__lifeline">
              <rect x={x(actor) - 60} y={4} width={120} height={24} rx={4} />
              <text x={x(actor)} y={20} textAnchor="middle">
                {actor}
              </text>
              <line x1={x(actor)} y1={28} x2={x(actor)} y2={height} />
            </g>
          ))}
          {model.messages.map((message, index) => {
            const y = HEAD + (index + 1) * ROW;
            const from = x(message.from);
            const to = x(message.to);
            const self = from === to;
            return (
              <g key={message.seq} className="runs-sequence__message">
                <title>{`${formatAt(message.at)} ${message.from} → ${message.to}: ${message.label}`}</title>
                {self ? (
                  <path d={`M${from} ${y - 8} h24 v8 h-22`} markerEnd={`url(#${listId}-arrow)`} />
                ) : (
                  <line x1={from} y1={y} x2={to} y2={y} markerEnd={`url(#${listId}-arrow)`} />
                )}
                <text x={self ? from + 28 : (from + to) / 2} y={y - 4} textAnchor={self ? 'start' : 'middle'}>
                  {short(message.label)}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <details>
        <summary>The messages as a list</summary>
        <ol id={listId} className="runs-sequence__list">
          {model.messages.map((message) => (
            <li key={message.seq}>
              <span className="inspector-mono">{formatAt(message.at)}</span> {message.from} → {message.to}:{' '}
              <span className="inspector-mono">{message.label}</span>
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
