import { DELIVERY_LABEL_IDS } from '../../../../domain/chatMessages';
import { t } from '../../../../i18n/translate';
import { chatMessageTime } from '../../../../domain/chatTimes';
import type { ChatBubble } from '../../../../machines/agentChatView';
import '../../../config/hospitalTime';
import { AgentImage } from './AgentImage';

interface AgentBubblesProps {
  readonly bubbles: readonly ChatBubble[];
  readonly loadImage: (imageUrl: string) => Promise<string>;
}

/** Read before each message by screen readers: the sides are visual only. */
function speakerOf(bubble: ChatBubble): string {
  if (bubble.mine) return t('first.youSaid');
  if (bubble.author === 'system') return `${bubble.authorName}:`;
  return t('chat.staffSaid', { name: bubble.authorName });
}

function rowClass(bubble: ChatBubble): string {
  if (bubble.author === 'system') return 'chat-row agent-row agent-row--system';
  return bubble.mine
    ? 'chat-row chat-row--right chat-row--patient agent-row'
    : 'chat-row chat-row--left chat-row--staff agent-row';
}

/** What a message says. Text is rendered as text (React text nodes), never as HTML; CSS keeps its line breaks. */
function Content({
  bubble,
  loadImage,
}: {
  readonly bubble: ChatBubble;
  readonly loadImage: AgentBubblesProps['loadImage'];
}): React.JSX.Element {
  const { content } = bubble;
  switch (content.kind) {
    case 'message':
      return <p className="chat-bubble chat-bubble__text">{content.message}</p>;
    case 'event':
      return <p className="agent-event">{content.event}</p>;
    case 'image':
      return (
        <div className="chat-bubble chat-bubble--image">
          <AgentImage
            key={content.imageUrl}
            imageUrl={content.imageUrl}
            description={content.description}
            loadImage={loadImage}
          />
        </div>
      );
  }
}

/**
 * The agent chat's messages as rows of the transcript's log, after the assistant's bubbles: the
 * patient's on the right with the time and where the message is (Waiting for network, Sending, Sent,
 * Delivered), the staff's on the left with who wrote it, the hospital's events as a box in the middle.
 */
export function AgentBubbles({ bubbles, loadImage }: AgentBubblesProps): React.JSX.Element {
  // Scrolling is the transcript's (src/features/chat/Transcript.tsx): the patient's own message (data-side right) always
  // comes into view, others when the reader follows.
  return (
    <>
      {bubbles.map((bubble) => (
        <li
          key={bubble.id}
          className={rowClass(bubble)}
          data-side={bubble.author === 'system' ? 'center' : bubble.mine ? 'right' : 'left'}
        >
          <div className="agent-bubble">
            <span className="chat-visually-hidden">{speakerOf(bubble)} </span>
            {bubble.author === 'staff' && (
              <p className="agent-bubble__author" aria-hidden="true">
                {bubble.authorName}
              </p>
            )}
            <Content bubble={bubble} loadImage={loadImage} />
            {bubble.author !== 'system' && (
              <p className="agent-bubble__meta">
                <time dateTime={new Date(bubble.createdAt).toISOString()}>{chatMessageTime(bubble.createdAt)}</time>
                {bubble.delivery !== null && (
                  <span className="agent-bubble__delivery"> · {t(DELIVERY_LABEL_IDS[bubble.delivery])}</span>
                )}
              </p>
            )}
            {bubble.error !== null && <p className="agent-bubble__error">{bubble.error}</p>}
          </div>
        </li>
      ))}
    </>
  );
}
