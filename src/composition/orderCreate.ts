import { orderCreateMachine } from '../../machines/orderCreate.machine';
import type { Implementations } from './implementations';

/** machines/orderCreate.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeOrderCreate(
  implementations: Implementations<typeof orderCreateMachine>,
): typeof orderCreateMachine {
  return orderCreateMachine.provide(implementations);
}
