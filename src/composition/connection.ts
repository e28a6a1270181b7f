import { connectionMachine } from '../../machines/connection.machine';
import type { Implementations } from './implementations';

/** machines/connection.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeConnection(
  implementations: Implementations<typeof connectionMachine>,
): typeof connectionMachine {
  return connectionMachine.provide(implementations);
}
