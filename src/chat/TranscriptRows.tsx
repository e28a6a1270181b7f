import type { SayEvent } from '../../flows/chatProtocol';
import { BubbleContent } from './BubbleContent';
import { SPEAKER_LABEL, sideOf } from './speakers';

export interface RowsProps {
  readonly bubbles: readonly SayEvent[];
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

/** The rows without animation: what the first bubble is drawn with, before the animation code loads. */
export function PlainRows({ bubbles }: RowsProps): React.JSX.Element {
  return (
    <>
      {bubbles.map((bubble) => (
        <li key={bubble.id} className={rowClassName(bubble)} data-side={sideOf(bubble.from)}>
          <RowContent bubble={bubble} />
        </li>
      ))}
    </>
  );
}
