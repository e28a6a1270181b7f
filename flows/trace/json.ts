/** Plain JSON: what a trace file holds. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

function isActorRef(value: object): value is { id: string; sessionId: string } {
  return 'sessionId' in value && 'send' in value && typeof value.sessionId === 'string';
}

/**
 * Any runtime value as JSON for a log or a trace: actor refs become their id, errors their
 * message, functions and undefined are dropped, cycles and depth are cut.
 */
export function toJson(value: unknown, depth = 8, seen: WeakSet<object> = new WeakSet()): JsonValue {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'bigint':
      return value.toString();
    case 'undefined':
    case 'function':
    case 'symbol':
      return null;
    case 'object':
      break;
  }
  if (value === null) return null;
  if (value instanceof Error) return value.message;
  if (value instanceof Date) return value.toISOString();
  if (isActorRef(value)) return `[actor ${value.id}]`;
  if (depth <= 0 || seen.has(value)) return '[…]';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item: unknown) => toJson(item, depth - 1, seen));
    if (value instanceof Map)
      return Object.fromEntries(
        [...value.entries()].map(([key, item]) => [String(key), toJson(item, depth - 1, seen)]),
      );
    if (value instanceof Set) return [...value].map((item: unknown) => toJson(item, depth - 1, seen));
    const result: JsonObject = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined || typeof item === 'function') continue;
      result[key] = toJson(item, depth - 1, seen);
    }
    return result;
  } finally {
    seen.delete(value);
  }
}

export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
