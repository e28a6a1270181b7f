/**
 * A guard as a tester reads it: its name, static params in brackets, and XState's higher-order
 * guards spelled out (`!a`, `a && b`, `a || b`, `in(state)`), from the machine definition only.
 */

/** What XState's `not`/`and`/`or`/`stateIn` helpers attach to the function they return. */
interface HigherOrderGuard {
  readonly name: string;
  readonly guards?: readonly unknown[];
  readonly stateValue?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Static params worth showing: primitive values only (dynamic params are functions, shown as nothing). */
function paramsText(params: unknown): string {
  if (!isRecord(params)) return '';
  const values = Object.values(params).filter((value) => ['string', 'number', 'boolean'].includes(typeof value));
  return values.length === 0 ? '' : `(${values.map(String).join(', ')})`;
}

function higherOrderLabel(guard: HigherOrderGuard): string | null {
  if (guard.stateValue !== undefined)
    return `in(${typeof guard.stateValue === 'string' ? guard.stateValue : JSON.stringify(guard.stateValue)})`;
  if (guard.guards === undefined) return null;
  // A nested and/or keeps its grouping: 'a && (b || c)'.
  const parts = guard.guards
    .map((inner) => guardLabel(inner) ?? 'guard')
    .map((part) => (/ && | \|\| /.test(part) ? `(${part})` : part));
  switch (guard.name) {
    case 'not':
      return `!${parts[0] ?? 'guard'}`;
    case 'and':
      return parts.join(' && ');
    case 'or':
      return parts.join(' || ');
    default:
      return null;
  }
}

/** The guard's label, or null for an unguarded transition. */
export function guardLabel(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const higherOrder = higherOrderLabel(guard);
    if (higherOrder !== null) return higherOrder;
    // An inline arrow in `{ guard: () => … }` is named after the property; that says nothing.
    return guard.name === '' || guard.name === 'guard' ? 'inline guard' : guard.name;
  }
  if (isRecord(guard) && typeof guard.type === 'string') return `${guard.type}${paramsText(guard.params)}`;
  return 'guard';
}
