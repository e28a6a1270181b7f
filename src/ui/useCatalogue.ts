import { useSyncExternalStore } from 'react';
import { i18n } from '../../i18n/translate';

/**
 * Renders the caller again when the catalogue changes: what the first frame may show (the bottom bars, a page's
 * loading line, the error screen) is worded from the part loaded after it, so it is worded again once that is in.
 */
let version = 0;
i18n.on('change', () => {
  version += 1;
});

const subscribe = (notify: () => void): (() => void) => i18n.on('change', notify);
const snapshot = (): number => version;

export function useCatalogue(): void {
  useSyncExternalStore(subscribe, snapshot, snapshot);
}
