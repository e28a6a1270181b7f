import type { EventObject } from 'xstate';

/** The editor's text for an event of this type, ready for its payload to be filled in. */
export function eventDraft(type: string): string {
  return JSON.stringify({ type }, null, 2);
}

export type ParsedEvent =
  { readonly ok: true; readonly event: EventObject } | { readonly ok: false; readonly error: string };

/** The editor's text as an event: a JSON object whose `type` is a non-empty string. */
export function parseEventDraft(text: string): ParsedEvent {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, error: 'An event is a JSON object, like { "type": "RESEND" }.' };
  const type: unknown = (value as Record<string, unknown>).type;
  if (typeof type !== 'string' || type === '')
    return { ok: false, error: 'The event needs a "type" naming it, like "RESEND".' };
  return { ok: true, event: { ...value, type } };
}
