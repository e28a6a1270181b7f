import { doctorSearchMachine } from '../../machines/doctorSearch.machine';
import type { Implementations } from './implementations';

/** machines/doctorSearch.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeDoctorSearch(
  implementations: Implementations<typeof doctorSearchMachine>,
): typeof doctorSearchMachine {
  return doctorSearchMachine.provide(implementations);
}
