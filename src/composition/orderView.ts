import { orderViewMachine } from '../../machines/orderView.machine';
import type { Implementations } from './implementations';

/** machines/orderView.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeOrderView(implementations: Implementations<typeof orderViewMachine>): typeof orderViewMachine {
  return orderViewMachine.provide(implementations);
}
