import { rescheduleMachine } from '../../machines/reschedule.machine';
import type { Implementations } from './implementations';

/** machines/reschedule.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeReschedule(
  implementations: Implementations<typeof rescheduleMachine>,
): typeof rescheduleMachine {
  return rescheduleMachine.provide(implementations);
}
