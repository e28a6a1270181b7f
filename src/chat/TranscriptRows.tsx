import { useState, type ComponentType } from 'react';
import type { SayEvent } from '../../flows/chatProtocol';
import { BubbleContent } from './BubbleContent';
import { SPEAKER_LABEL, sideOf } from './speakers';

/** A row drawn with entry animation (src/chat/AnimatedRows.tsx), once its code has loaded. */
export type AnimatedRowComponent = ComponentType<{ readonly bubble: SayEvent }>;

export interface RowsProps {
  readonly bubbles: readonly SayEvent[];
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
      <span className="chat-visually-hidden">{SPEAKER_LABEL[bubble.from]}</span>
      <BubbleContent content={bubble.content} />
    </>
  );
}

/**
 * One bubble's row. How it is drawn is fixed when it mounts: a row drawn plain stays the same element when the
 * animation code arrives, since a swapped element would be a new addition to the live region and be read again.
 */
function TranscriptRow({ bubble, animatedRow }: { readonly bubble: SayEvent; readonly animatedRow: AnimatedRowComponent | null }): React.JSX.Element {
  const [Animated] = useState(() => animatedRow);
  if (Animated !== null) return <Animated bubble={bubble} />;
  return (
    <li className={rowClassName(bubble)} data-side={sideOf(bubble.from)}>
      <RowContent bubble={bubble} />
    </li>
  );
}

/** The bubbles' rows, each keyed by its bubble so a row is inserted into the log once. */
export function TranscriptRows({ bubbles, animatedRow = null }: RowsProps): React.JSX.Element {
  return (
    <>
      {bubbles.map((bubble) => (
        <TranscriptRow key={bubble.id} bubble={bubble} animatedRow={animatedRow} />
      ))}
    </>
  );
}
