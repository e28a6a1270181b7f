import { useEffect, useRef, useState } from 'react';
import { t } from '../../../../i18n/translate';
import type { AgentChatEvent } from '../../../../machines/agentChat.types';
import type { AgentChatView } from '../../../../machines/agentChatView';
import { focusIsIdle, trackInputModality, usingKeyboard } from '../inputModality';
import { AgentComposer } from './AgentComposer';
import { AgentCompleteButton } from './AgentCompleteButton';
import { AgentRating } from './AgentRating';

interface AgentDockProps {
  readonly view: AgentChatView;
  readonly send: (event: AgentChatEvent) => void;
  readonly onBack: () => void;
}

/** What the chat says about itself now (one polite announcement each time it changes). */
function noticeOf(view: AgentChatView): string {
  switch (view.phase) {
    case 'preparing':
      return t('chat.connecting');
    case 'open':
      return view.waitingNotice ?? '';
    case 'closed':
      return view.closedNotice ?? '';
    case 'rated':
      return view.closedNotice === null ? t('chat.rated') : `${view.closedNotice} ${t('chat.rated')}`;
    case 'prepareFailed':
      return '';
  }
}

/** Start new chat; first of the closed chat's controls when there is no rating, so a keyboard user whose Complete chat went away lands on it. */
function StartNewButton({
  focusFirst,
  onStartNew,
}: {
  readonly focusFirst: boolean;
  readonly onStartNew: () => void;
}): React.JSX.Element {
  const button = useRef<HTMLButtonElement>(null);
  const [first] = useState(focusFirst);
  useEffect(() => {
    trackInputModality();
    if (first && usingKeyboard() && focusIsIdle()) button.current?.focus();
  }, [first]);
  return (
    <button
      ref={button}
      type="button"
      className="chat-replies__button agent-action agent-action--primary"
      onClick={onStartNew}
    >
      {t('chat.startNew')}
    </button>
  );
}

/**
 * The agent chat's part of the dock: its notices (waiting in the queue, no staff online, offline, the
 * staff typing), then by phase the composer and Complete chat, or after closing the rating thumbs, Start
 * new chat and Back to the assistant. The status lines are always there (empty when quiet), so screen
 * readers announce each change.
 */
export function AgentDock({ view, send, onBack }: AgentDockProps): React.JSX.Element {
  const closed = view.phase === 'closed' || view.phase === 'rated';
  return (
    <div className="agent-dock">
      <div className="agent-notices">
        <p className="agent-notice" role="status">
          {noticeOf(view)}
        </p>
        <p className="agent-notice agent-notice--offline" role="status">
          {view.offlineNotice ?? ''}
        </p>
        <p className="agent-notice agent-notice--typing" role="status">
          {view.typingNotice ?? ''}
        </p>
        <p className="agent-notice" role="status">
          {view.uploading ? t('chat.uploading') : ''}
        </p>
      </div>
      {view.error !== null && (
        <p className="chat-composer__error agent-error" role="alert">
          {view.error}
        </p>
      )}
      {view.uploadError !== null && view.phase === 'open' && (
        <p className="chat-composer__error agent-error" role="alert">
          {view.uploadError}
        </p>
      )}
      {view.phase === 'prepareFailed' && (
        <div className="agent-actions">
          <button
            type="button"
            className="chat-replies__button agent-action agent-action--primary"
            onClick={() => send({ type: 'RETRY' })}
          >
            {t('chat.retry')}
          </button>
          <button type="button" className="chat-replies__button agent-action" onClick={onBack}>
            {t('chat.backToAssistant')}
          </button>
        </div>
      )}
      {view.phase === 'open' && (
        <>
          <AgentComposer
            disabled={!view.canSend}
            onSend={(text) => send({ type: 'SEND', text })}
            onTyping={() => send({ type: 'TYPING' })}
            onAttach={(file) => send({ type: 'ATTACH', file, description: '' })}
          />
          <div className="agent-actions">
            <AgentCompleteButton disabled={!view.canComplete} onComplete={() => send({ type: 'COMPLETE' })} />
          </div>
        </>
      )}
      {closed && (
        <>
          {/* Only a chat staff answered asks for a rating (issue 29 item 13). */}
          {view.ratable && (
            <AgentRating
              rating={view.rating}
              canRate={view.canRate}
              onRate={(happy) => send({ type: 'RATE', happy })}
            />
          )}
          <div className="agent-actions">
            <StartNewButton focusFirst={!view.ratable} onStartNew={() => send({ type: 'START_NEW' })} />
            <button type="button" className="chat-replies__button agent-action" onClick={onBack}>
              {t('chat.backToAssistant')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
