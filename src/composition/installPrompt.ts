import { installPromptMachine } from '../../machines/installPrompt.machine';
import type { Implementations } from './implementations';

/** machines/installPrompt.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeInstallPrompt(
  implementations: Implementations<typeof installPromptMachine>,
): typeof installPromptMachine {
  return installPromptMachine.provide(implementations);
}
