import { systemClock, type Clock } from '../../machines/clock';
import { paymentMethodsWithClock, type paymentMethodsMachine } from '../../machines/paymentMethods.machine';
import type { Implementations } from './implementations';

/** machines/paymentMethods.machine.ts with the app's implementations (its actors, the page's actions) and clock. */
export function composePaymentMethods(
  implementations: Implementations<typeof paymentMethodsMachine>,
  clock: Clock = systemClock,
): typeof paymentMethodsMachine {
  return paymentMethodsWithClock(clock).provide(implementations);
}
