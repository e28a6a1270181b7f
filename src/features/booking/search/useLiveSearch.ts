import { useEffect, useRef } from 'react';
import { useClient } from 'urql';
import type { SessionSearch } from '../../../../machines/types';
import { toSessionFilter } from '../api/searchActors';
import { SearchSessionsChangedSubscription } from '../graphql/sessions';

/**
 * Live search: while a search is shown, the server pushes its sessions whenever any session changes;
 * each push after the first (which is the state the search just read) asks the machine to search again.
 * Every push counts, so the source is read directly rather than through a hook's latest value, which
 * would fold two quick pushes into one.
 */
export function useLiveSearch(search: SessionSearch | null, onChange: () => void): void {
  const client = useClient();
  // By value: a new object for the same search must not resubscribe.
  const key = search === null ? null : JSON.stringify(toSessionFilter(search));
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (key === null) return undefined;
    const filter = JSON.parse(key) as ReturnType<typeof toSessionFilter>;
    let pushes = 0;
    const subscription = client.subscription(SearchSessionsChangedSubscription, { filter }).subscribe(() => {
      pushes += 1;
      if (pushes > 1) latest.current();
    });
    return () => subscription.unsubscribe();
  }, [client, key]);
}
