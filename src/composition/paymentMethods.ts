import { paymentMethodsMachine } from '../../machines/paymentMethods.machine';
import type { Implementations } from './implementations';

/** machines/paymentMethods.machine.ts with the app's implementations (its actors, the page's actions). */
export function composePaymentMethods(
  implementations: Implementations<typeof paymentMethodsMachine>,
): typeof paymentMethodsMachine {
  return paymentMethodsMachine.provide(implementations);
}
