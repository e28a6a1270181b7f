import { useEffect, useState } from 'react';
import { errorMessage } from '../../../machines/errorMessage';
import type { DocumentItem } from './api/documentActors';

export type DocumentList =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: string }
  | { readonly status: 'loaded'; readonly documents: readonly DocumentItem[] };

/**
 * An appointment's documents, read again whenever `version` changes (pass `load` stable, from useCallback) (a live push, an upload ended):
 * a read-only list, so no machine; the newest read wins.
 */
export function useDocumentList(load: () => Promise<DocumentItem[]>, version: number): DocumentList {
  const [list, setList] = useState<DocumentList>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    load().then(
      (documents) => live && setList({ status: 'loaded', documents }),
      (error: unknown) => live && setList({ status: 'failed', error: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [load, version]);
  return list;
}
