// First, as in the page: the replay words times in the hospital's zone (domain/days).
import '../../config/hospitalTime';
import { maskTrace } from '../../../flows/trace/mask';
import { machineVersions } from '../../../flows/runs/versions';
import { DEFAULT_LANGUAGE, type Language } from '../../../i18n/languages';
import { loadLanguage } from '../language/catalogue';
import type { MaskAnswer, MaskRequest } from './workerMasker';

/**
 * The recorded runs' masking worker (workerMasker.ts starts it): masks each run the page sends with the inspector's
 * masking, which replays it in the language it was held in, and names the build's version of each machine.
 */

/** The worker's own scope (the project's types are the page's). */
const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<MaskRequest>) => void): void;
  postMessage(answer: MaskAnswer): void;
};

/** The build's version of each machine: the same for every run of this page, so hashed once. */
let versions: Readonly<Record<string, string>> | null = null;

const languages = new Map<Language, Promise<void>>();

function loaded(language: Language): Promise<void> {
  let loading = languages.get(language);
  if (loading === undefined) {
    loading = loadLanguage(language);
    languages.set(language, loading);
    // Offline: asked again with the next run.
    loading.catch(() => languages.delete(language));
  }
  return loading;
}

scope.addEventListener('message', ({ data: { seq, trace } }) => {
  loaded(trace.language ?? DEFAULT_LANGUAGE)
    .then(() => scope.postMessage({ seq, trace: maskTrace(trace), versions: (versions ??= machineVersions()) }))
    .catch((error: unknown) =>
      scope.postMessage({ seq, error: error instanceof Error ? error.message : String(error) }),
    );
});
