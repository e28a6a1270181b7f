import { registrationMachine } from '../../machines/registration.machine';
import type { Implementations } from './implementations';

/** machines/registration.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeRegistration(
  implementations: Implementations<typeof registrationMachine>,
): typeof registrationMachine {
  return registrationMachine.provide(implementations);
}
