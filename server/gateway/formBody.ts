import type { IncomingMessage } from 'node:http';
import { readBodyWithin } from '../http/bodyLimit';

/** Gateway posts are small forms: 64 KB is far more than any of them. */
const MAX_FORM_BYTES = 64 * 1024;

export type FormRead =
  | { readonly kind: 'ok'; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: 'too-large' }
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'bad' };

/**
 * A urlencoded form body (at most 64 KB). A field named twice is refused: which value was signed would
 * be ambiguous.
 */
export async function readForm(req: IncomingMessage): Promise<FormRead> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return { kind: 'unsupported' };
  const body = await readBodyWithin(req, MAX_FORM_BYTES);
  if (body === null) return { kind: 'too-large' };
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body.toString('utf8'))) {
    if (Object.hasOwn(fields, name)) return { kind: 'bad' };
    fields[name] = value;
  }
  return { kind: 'ok', fields };
}
