import { profileEditMachine } from '../../machines/profileEdit.machine';
import type { Implementations } from './implementations';

/** machines/profileEdit.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeProfileEdit(
  implementations: Implementations<typeof profileEditMachine>,
): typeof profileEditMachine {
  return profileEditMachine.provide(implementations);
}
