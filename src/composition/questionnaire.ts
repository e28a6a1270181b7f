import { questionnaireMachine } from '../../machines/questionnaire.machine';
import type { Implementations } from './implementations';

/** machines/questionnaire.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeQuestionnaire(
  implementations: Implementations<typeof questionnaireMachine>,
): typeof questionnaireMachine {
  return questionnaireMachine.provide(implementations);
}
