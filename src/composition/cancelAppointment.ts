import { cancelAppointmentMachine } from '../../machines/cancelAppointment.machine';
import type { Implementations } from './implementations';

/** machines/cancelAppointment.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeCancelAppointment(
  implementations: Implementations<typeof cancelAppointmentMachine>,
): typeof cancelAppointmentMachine {
  return cancelAppointmentMachine.provide(implementations);
}
