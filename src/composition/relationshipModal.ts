import { relationshipModalMachine } from '../../machines/relationshipModal.machine';
import type { Implementations } from './implementations';

/** machines/relationshipModal.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeRelationshipModal(
  implementations: Implementations<typeof relationshipModalMachine>,
): typeof relationshipModalMachine {
  return relationshipModalMachine.provide(implementations);
}
