import type { Call } from '../../flows/actorsOf';
import { once } from '../lib/once';

/**
 * The one lazy wrapper: the named calls of a module that loads on the first call (once; a failed load, offline,
 * is tried again at the next call). The chat home's first frame carries none of the API code (docs/PERFORMANCE.md
 * budget); each call waits for its module only the first time.
 */
export function lazyCalls<Calls extends { readonly [K in Name]: Call<never, unknown> }, Name extends keyof Calls>(
  load: () => Promise<Calls>,
  names: readonly Name[],
): Pick<Calls, Name> {
  const loaded = once(load);
  const entries = names.map((name) => {
    const call = async (input: unknown): Promise<unknown> => {
      const calls = (await loaded()) as unknown as Record<Name, Call<unknown, unknown>>;
      return calls[name](input);
    };
    return [name, call];
  });
  return Object.fromEntries(entries) as Pick<Calls, Name>;
}
