import { documentUploadMachine } from '../../machines/documentUpload.machine';
import type { Implementations } from './implementations';

/** machines/documentUpload.machine.ts with the app's implementations (its actors, the page's actions). */
export function composeDocumentUpload(
  implementations: Implementations<typeof documentUploadMachine>,
): typeof documentUploadMachine {
  return documentUploadMachine.provide(implementations);
}
