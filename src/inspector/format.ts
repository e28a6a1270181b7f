import type { JsonValue } from '../../flows/trace/trace';

/** Milliseconds since the recording started, as the log's time column shows them: '1:02.345'. */
export function formatAt(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const minutes = Math.floor(total / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  return `${minutes}:${String(seconds).padStart(2, '0')}.${String(millis).padStart(3, '0')}`;
}

/**
 * A state value as one line: 'enteringCode.counting'; parallel regions side by side in braces:
 * 'enteringCode.{countdown.counting, entry.idle}'.
 */
export function stateLabel(value: JsonValue | null): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || Array.isArray(value)) return JSON.stringify(value);
  const parts = Object.entries(value).map(([key, child]) =>
    child === null || (typeof child === 'object' && Object.keys(child).length === 0)
      ? key
      : `${key}.${stateLabel(child)}`,
  );
  return parts.length === 1 ? (parts[0] ?? '') : `{${parts.join(', ')}}`;
}

/** Indented JSON for payloads and the send-event editor. */
export function prettyJson(value: JsonValue): string {
  return JSON.stringify(value, null, 2);
}
