import { agentChatWithClock, type agentChatMachine } from '../../machines/agentChat.machine';
import { systemClock, type Clock } from '../../machines/clock';
import type { Implementations } from './implementations';

/** machines/agentChat.machine.ts with the app's implementations (its actors, the page's actions) and clock. */
export function composeAgentChat(
  implementations: Implementations<typeof agentChatMachine>,
  clock: Clock = systemClock,
): typeof agentChatMachine {
  return agentChatWithClock(clock).provide(implementations);
}
