import { authMachine } from '../../machines/auth.machine';
import type { Implementations } from './implementations';

/** machines/auth.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeAuth(implementations: Implementations<typeof authMachine>): typeof authMachine {
  return authMachine.provide(implementations);
}
