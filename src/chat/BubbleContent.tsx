import type { BubbleContent as Content } from '../../flows/chatProtocol';
import { EventBox } from './EventBox';
import { ImageBubble } from './ImageBubble';

interface BubbleContentProps {
  readonly content: Content;
}

/** What one bubble shows. Text is rendered as text (never as HTML); CSS keeps its line breaks. */
export function BubbleContent({ content }: BubbleContentProps): React.JSX.Element {
  switch (content.kind) {
    case 'text':
      return <p className="chat-bubble chat-bubble__text">{content.text}</p>;
    case 'image':
      return (
        <div className="chat-bubble chat-bubble--image">
          <ImageBubble url={content.url} alt={content.alt} />
        </div>
      );
    case 'event':
      return <EventBox outcome={content.outcome} text={content.text} detail={content.detail} />;
  }
}
