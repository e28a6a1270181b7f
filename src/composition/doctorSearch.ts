import { systemClock, type Clock } from '../../machines/clock';
import { doctorSearchWithClock, type doctorSearchMachine } from '../../machines/doctorSearch.machine';
import type { Implementations } from './implementations';

/** machines/doctorSearch.machine.ts with the app's implementations (its actors, the page's actions) and clock. */
export function composeDoctorSearch(
  implementations: Implementations<typeof doctorSearchMachine>,
  clock: Clock = systemClock,
): typeof doctorSearchMachine {
  return doctorSearchWithClock(clock).provide(implementations);
}
