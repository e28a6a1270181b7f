import { deepLinkMachine } from '../../machines/deepLink.machine';
import type { Implementations } from './implementations';

/** machines/deepLink.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeDeepLink(implementations: Implementations<typeof deepLinkMachine>): typeof deepLinkMachine {
  return deepLinkMachine.provide(implementations);
}
