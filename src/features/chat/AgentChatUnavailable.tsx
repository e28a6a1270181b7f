import { createPortal } from 'react-dom';
import type { Client } from 'urql';
import { HANDOVER_TEXT } from '../../../domain/handoverText';
import { t } from '../../../i18n/translate';
import type { ConnectionActor } from '../../lib/connection';
import type { SessionStore } from '../../lib/session/sessionStore';

/**
 * The app's services the agent chat uses, handed down by the chat home: the agent chat's chunk then
 * imports none of the shell's modules itself, which would make the bundler split them out of the first
 * chunk into extra requests (docs/PERFORMANCE.md budget).
 */
export interface AgentChatServices {
  readonly client: Client;
  readonly session: SessionStore;
  /** The connection machine: its WS_CONNECTED / WS_ERROR tell the chat the socket dropped or is back. */
  readonly connection: ConnectionActor;
}

/** What the chat home gives the agent chat (src/features/chat/agent/AgentChat.tsx, loaded on demand). */
export interface AgentChatProps {
  readonly services: AgentChatServices;
  readonly hospitalId: string;
  /** The signed-in account: the chat's stored snapshot is kept per account and hospital. */
  readonly profileId: string;
  /** The chat home's dock: the agent chat's composer and controls are rendered into it. */
  readonly dock: HTMLElement | null;
  /**
   * The patient is in this agent chat now (it owns the dock). False once they went back to the assistant: its
   * chats stay where they were in the transcript, read-only (issue 29 item 14).
   */
  readonly live: boolean;
  /** Handed back: the chats it showed (read again from the server after a reload). */
  readonly chatIds: readonly string[];
  /** Chats already shown by earlier hand-backs in the transcript: not shown again among the earlier chats. */
  readonly shownAbove: readonly string[];
  /** Back to the assistant (chat.handback), with the chats it showed, oldest first. */
  readonly onBack: (chatIds: readonly string[]) => void;
}

/** Shown instead of the agent chat when its code cannot be loaded (no network): say so, and offer the way back. */
export function AgentChatUnavailable({ dock, live, onBack }: AgentChatProps): React.JSX.Element | null {
  if (dock === null || !live) return null;
  return createPortal(
    <div className="chat-composer">
      <p className="chat-composer__error" role="alert">
        {t(HANDOVER_TEXT.prepareFailed)}
      </p>
      <button type="button" className="chat-composer__resend" onClick={() => onBack([])}>
        {t(HANDOVER_TEXT.backToAssistant)}
      </button>
    </div>,
    dock,
  );
}
