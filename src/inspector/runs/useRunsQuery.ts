import { useQuery, type AnyVariables, type TypedDocumentNode } from 'urql';
import { outcomeOf } from '../../lib/staffLogin/staffClient';

export type Loaded<Value> =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly message: string }
  | { readonly state: 'loaded'; readonly value: Value };

/**
 * A tester query's answer read into what the screen shows: loading, the server's refusal in its words (a login
 * without the tester role, ARO-E1014), or the value `read` made of the data (an answer it cannot read is a failure).
 */
export function useRunsQuery<Data, Variables extends AnyVariables, Value>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  read: (data: unknown) => Value,
): readonly [Loaded<Value>, () => void] {
  const [result, reexecute] = useQuery({ query, variables });
  const refresh = (): void => reexecute({ requestPolicy: 'network-only' });
  if (result.fetching && result.data === undefined) return [{ state: 'loading' }, refresh];
  const outcome = outcomeOf(result);
  if (!outcome.ok) return [{ state: 'failed', message: outcome.message }, refresh];
  try {
    return [{ state: 'loaded', value: read(outcome.data) }, refresh];
  } catch (error) {
    return [{ state: 'failed', message: `The answer could not be read: ${String(error)}` }, refresh];
  }
}
