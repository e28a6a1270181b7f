import { feedbackMachine } from '../../machines/feedback.machine';
import type { Implementations } from './implementations';

/** machines/feedback.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeFeedback(implementations: Implementations<typeof feedbackMachine>): typeof feedbackMachine {
  return feedbackMachine.provide(implementations);
}
