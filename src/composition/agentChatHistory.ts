import { agentChatHistoryMachine } from '../../machines/agentChatHistory.machine';
import type { Implementations } from './implementations';

/** machines/agentChatHistory.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeAgentChatHistory(
  implementations: Implementations<typeof agentChatHistoryMachine>,
): typeof agentChatHistoryMachine {
  return agentChatHistoryMachine.provide(implementations);
}
