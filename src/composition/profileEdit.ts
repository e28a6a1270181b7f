import { systemClock, type Clock } from '../../machines/clock';
import { profileEditWithClock, type profileEditMachine } from '../../machines/profileEdit.machine';
import type { Implementations } from './implementations';

/** machines/profileEdit.machine.ts with the app's implementations (its actors, the page's actions) and clock. */
export function composeProfileEdit(
  implementations: Implementations<typeof profileEditMachine>,
  clock: Clock = systemClock,
): typeof profileEditMachine {
  return profileEditWithClock(clock).provide(implementations);
}
