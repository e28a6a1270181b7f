import { appointmentViewMachine } from '../../machines/appointmentView.machine';
import type { Implementations } from './implementations';

/** machines/appointmentView.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeAppointmentView(
  implementations: Implementations<typeof appointmentViewMachine>,
): typeof appointmentViewMachine {
  return appointmentViewMachine.provide(implementations);
}
