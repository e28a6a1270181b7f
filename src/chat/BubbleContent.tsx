import type { BubbleContent as Content } from '../../flows/chatProtocol';
import type { SessionCardData } from '../../machines/types';
import { SessionCard } from '../sessions/SessionCard';
import { useNow } from '../sessions/useNow';
import { InvoiceTable } from '../ui/InvoiceTable';
import { EventBox } from './EventBox';
import { ImageBubble } from './ImageBubble';

interface BubbleContentProps {
  readonly content: Content;
}

/**
 * A session in the transcript: a record of what was offered, so never a control of its own (the reply
 * buttons pick it). Its label follows the clock like any list's.
 */
function SessionBubble({ context, session }: { context: 'SESSION_VIEW_CHAT_DOCTOR_RESULT' | 'SESSION_VIEW_CHAT_SPECIALITY_RESULT'; session: SessionCardData }): React.JSX.Element {
  const now = useNow();
  return (
    <div className="chat-bubble chat-bubble--card">
      <SessionCard session={session} context={context} now={now} />
    </div>
  );
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
    case 'session':
      return <SessionBubble context={content.context} session={content.session} />;
    case 'invoice':
      return (
        <div className="chat-bubble chat-bubble--card">
          <InvoiceTable invoice={content.invoice} />
        </div>
      );
  }
}
