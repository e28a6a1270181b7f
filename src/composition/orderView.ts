import { systemClock, type Clock } from '../../machines/clock';
import { orderViewWithClock, type orderViewMachine } from '../../machines/orderView.machine';
import type { Implementations } from './implementations';

/** machines/orderView.machine.ts with the app's implementations (its actors, the page's actions) and clock. */
export function composeOrderView(
  implementations: Implementations<typeof orderViewMachine>,
  clock: Clock = systemClock,
): typeof orderViewMachine {
  return orderViewWithClock(clock).provide(implementations);
}
