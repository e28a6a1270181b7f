import { randomUUID } from 'node:crypto';

const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's `x-correlation-id` when it is a sane token, otherwise a fresh one (it is echoed and logged). */
export function correlationIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && ACCEPTABLE.test(value) ? value : randomUUID();
}
