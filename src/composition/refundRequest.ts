import { refundRequestMachine } from '../../machines/refundRequest.machine';
import type { Implementations } from './implementations';

/** machines/refundRequest.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeRefundRequest(
  implementations: Implementations<typeof refundRequestMachine>,
): typeof refundRequestMachine {
  return refundRequestMachine.provide(implementations);
}
