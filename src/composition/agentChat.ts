import { agentChatMachine } from '../../machines/agentChat.machine';
import type { Implementations } from './implementations';

/** machines/agentChat.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeAgentChat(implementations: Implementations<typeof agentChatMachine>): typeof agentChatMachine {
  return agentChatMachine.provide(implementations);
}
