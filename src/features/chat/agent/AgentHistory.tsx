import { t } from '../../../../i18n/translate';
import { chatEndedText } from '../../../../domain/chatTimes';
import type { AgentChatHistoryView, EarlierConversation } from '../../../../machines/agentChatHistoryView';
import '../../../config/hospitalTime';
import { AgentBubbles } from './AgentBubbles';

interface AgentHistoryProps {
  readonly view: AgentChatHistoryView;
  readonly onLoadMore: () => void;
  readonly onRetry: () => void;
  readonly loadImage: (imageUrl: string) => Promise<string>;
}

/**
 * The earlier chats with the hospital as rows of the transcript's log, above the current chat: a button
 * for older ones (or why they could not be read), then each chat's messages followed by a divider saying
 * when it ended. Like the current chat's, the text is rendered as text.
 */
export function AgentHistory({ view, onLoadMore, onRetry, loadImage }: AgentHistoryProps): React.JSX.Element {
  return (
    <>
      {(view.canLoadMore || view.loading || view.failed || view.error !== null) && (
        <li className="chat-row agent-row agent-history__more">
          {view.loading && <p role="status">{t('chat.loadingEarlier')}</p>}
          {view.error !== null && <p className="agent-bubble__error">{t('chat.earlierFailed')}</p>}
          {view.canLoadMore && (
            <button type="button" className="chat-replies__button agent-action" onClick={onLoadMore}>
              {t('chat.showEarlier')}
            </button>
          )}
          {view.failed && (
            <button type="button" className="chat-replies__button agent-action" onClick={onRetry}>
              {t('chat.retry')}
            </button>
          )}
        </li>
      )}
      {view.conversations.map((conversation) => (
        <EarlierChatRows key={conversation.id} conversation={conversation} loadImage={loadImage} />
      ))}
    </>
  );
}

function EarlierChatRows({
  conversation,
  loadImage,
}: {
  readonly conversation: EarlierConversation;
  readonly loadImage: AgentHistoryProps['loadImage'];
}): React.JSX.Element {
  return (
    <>
      <AgentBubbles bubbles={conversation.bubbles} loadImage={loadImage} />
      <li className="chat-row agent-row agent-divider" data-chat-id={conversation.id}>
        <p className="agent-divider__text">{chatEndedText(conversation.status, conversation.closedAt)}</p>
      </li>
    </>
  );
}
