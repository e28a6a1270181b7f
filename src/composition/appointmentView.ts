import { systemClock, type Clock } from '../../machines/clock';
import { appointmentViewWithClock, type appointmentViewMachine } from '../../machines/appointmentView.machine';
import type { Implementations } from './implementations';

/** machines/appointmentView.machine.ts with the app's implementations (its actors, the page's actions) and clock. */
export function composeAppointmentView(
  implementations: Implementations<typeof appointmentViewMachine>,
  clock: Clock = systemClock,
): typeof appointmentViewMachine {
  return appointmentViewWithClock(clock).provide(implementations);
}
