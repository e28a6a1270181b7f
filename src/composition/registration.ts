import { systemClock, type Clock } from '../../machines/clock';
import { registrationWithClock, type registrationMachine } from '../../machines/registration.machine';
import type { Implementations } from './implementations';

/** machines/registration.machine.ts with the app's implementations (its actors, the page's actions) and clock. */
export function composeRegistration(
  implementations: Implementations<typeof registrationMachine>,
  clock: Clock = systemClock,
): typeof registrationMachine {
  return registrationWithClock(clock).provide(implementations);
}
