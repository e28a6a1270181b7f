import { reportViewMachine } from '../../machines/reportView.machine';
import type { Implementations } from './implementations';

/** machines/reportView.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeReportView(
  implementations: Implementations<typeof reportViewMachine>,
): typeof reportViewMachine {
  return reportViewMachine.provide(implementations);
}
