/**
 * A setup's `extend` that also hands back what it was given, so that the assistant's root can merge the actions,
 * guards and delays of every conversation once (XState's setup keeps its implementations to itself). The result
 * has no `extend` of its own: a conversation's setup is a leaf of the star, never the base of another.
 *
 * Written over any `(parts) => setup` so that TypeScript carries XState's own generic signature of `extend`
 * through unchanged (higher-order function type inference): each conversation's parts are typed exactly as
 * `extend` types them, and no XState type is restated here.
 */
export function keepingParts<TParts extends object, TSetup extends object>(
  extend: (parts: TParts) => TSetup,
): (parts: TParts) => Omit<TSetup, 'extend'> & { readonly parts: Kept<TParts> } {
  return (parts) => ({ ...extend(parts), parts: kept(parts) });
}

/** Every part present (an empty record for one not given), so the root can spread each without a check. */
type Kept<TParts> = { readonly [K in keyof TParts]-?: NonNullable<TParts[K]> };

function kept<TParts extends object>(parts: TParts): Kept<TParts> {
  // The one cast of the assistant's composition: `extend`'s parts are `actions`, `guards` and `delays`, each an
  // optional record, so filling the missing ones with empty records gives every key its record. TypeScript
  // cannot follow a spread over a generic type, hence the assertion.
  return { actions: {}, guards: {}, delays: {}, ...parts } as unknown as Kept<TParts>;
}
