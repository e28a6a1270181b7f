import { Fragment, useState, type ComponentType, type ReactNode } from 'react';
import type { SayEvent } from '../../../flows/chatProtocol';
import { BubbleContent } from './BubbleContent';
import { speakerLabel, sideOf } from './speakers';

/** A row drawn with entry animation (src/features/chat/AnimatedRows.tsx), once its code has loaded. */
export type AnimatedRowComponent = ComponentType<{ readonly bubble: SayEvent }>;

/**
 * Rows of the log that are not bubbles, placed after a bubble: the agent chat after its hand-over's bubble,
 * live or handed back (issue 29 item 14). The key keeps a part the same element as it goes from live to
 * handed back, so its rows are not inserted again (nor announced again).
 */
export interface TranscriptInsert {
  readonly key: string;
  /** The bubble it follows; null: before every bubble. One naming no bubble goes last. */
  readonly afterBubbleId: string | null;
  readonly node: ReactNode;
}

export interface RowsProps {
  readonly bubbles: readonly SayEvent[];
  readonly inserts?: readonly TranscriptInsert[];
  /** Rows mounted while this is set animate in; null until the animation code has loaded (or if it cannot). */
  readonly animatedRow?: AnimatedRowComponent | null;
}

export function rowClassName(bubble: SayEvent): string {
  const side = sideOf(bubble.from);
  return `chat-row chat-row--${side} chat-row--${bubble.from}`;
}

/** One bubble's content with its speaker said out loud (the speaker label is visually hidden). */
export function RowContent({ bubble }: { readonly bubble: SayEvent }): React.JSX.Element {
  return (
    <>
      <span className="chat-visually-hidden">{speakerLabel(bubble.from)}</span>
      <BubbleContent content={bubble.content} />
    </>
  );
}

/**
 * One bubble's row. How it is drawn is fixed when it mounts: a row drawn plain stays the same element when the
 * animation code arrives, since a swapped element would be a new addition to the live region and be read again.
 */
function TranscriptRow({
  bubble,
  animatedRow,
}: {
  readonly bubble: SayEvent;
  readonly animatedRow: AnimatedRowComponent | null;
}): React.JSX.Element {
  const [Animated] = useState(() => animatedRow);
  if (Animated !== null) return <Animated bubble={bubble} />;
  return (
    <li className={rowClassName(bubble)} data-side={sideOf(bubble.from)} lang={bubble.lang}>
      <RowContent bubble={bubble} />
    </li>
  );
}

const NO_INSERTS: readonly TranscriptInsert[] = [];

/**
 * The bubbles' rows, each keyed by its bubble so a row is inserted into the log once, with the inserts after
 * theirs: one keyed list, so nothing is re-created as bubbles follow.
 */
export function TranscriptRows({ bubbles, inserts = NO_INSERTS, animatedRow = null }: RowsProps): React.JSX.Element {
  const ids = new Set(bubbles.map((bubble) => bubble.id));
  const placed = (id: string | null): ReactNode[] => inserts.filter((insert) => insert.afterBubbleId === id).map(keyed);
  const rows: ReactNode[] = placed(null);
  for (const bubble of bubbles)
    rows.push(<TranscriptRow key={bubble.id} bubble={bubble} animatedRow={animatedRow} />, ...placed(bubble.id));
  rows.push(...inserts.filter((insert) => insert.afterBubbleId !== null && !ids.has(insert.afterBubbleId)).map(keyed));
  return <>{rows}</>;
}

function keyed(insert: TranscriptInsert): ReactNode {
  return <Fragment key={insert.key}>{insert.node}</Fragment>;
}
