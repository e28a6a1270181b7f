import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/** Drizzle's query errors end their message with '\nparams: …': the values bound to the query. */
const PARAMS_MARKER = '\nparams:';
/** The stack repeats the message: from the params line up to the first frame (or the end). */
const STACK_PARAMS = /\nparams:[\s\S]*?(?=\n\s+at |$)/;
/**
 * Bound values (an SMS text holds a live code; patient rows hold names and birth dates) and the driver
 * error under `cause`, which carries the same query and params again.
 */
const DROPPED_KEYS = new Set(['params', 'cause', 'originalError', 'raw']);

interface ErrorLike {
  readonly message: string;
  readonly [key: string]: unknown;
}

export function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

function withoutParams(message: string): string {
  const at = message.indexOf(PARAMS_MARKER);
  return at === -1 ? message : message.slice(0, at);
}

/**
 * The `err` serializer: type, message and stack without query params, the other own fields, and the
 * driver's error code (SQLSTATE) instead of the whole cause.
 */
function serializeError(value: unknown, seen: WeakSet<object> = new WeakSet()): unknown {
  if (!isErrorLike(value) || seen.has(value)) return isErrorLike(value) ? '[circular]' : value;
  seen.add(value);
  const message = withoutParams(value.message);
  const name = typeof value.name === 'string' ? value.name : 'Error';
  const out: Record<string, unknown> = { type: value instanceof Error ? value.constructor.name : name, message };
  if (typeof value.stack === 'string')
    out.stack = value.stack.replace(value.message, message).replace(STACK_PARAMS, '');
  // A GraphQL error wraps the database error as originalError.
  const cause = isErrorLike(value.originalError) ? value.originalError.cause : value.cause;
  if (isErrorLike(cause) && typeof cause.code === 'string') out.causeCode = cause.code;
  for (const [key, field] of Object.entries(value)) {
    if (key in out || DROPPED_KEYS.has(key)) continue;
    if (Array.isArray(field)) out[key] = field.map((item: unknown) => serializeError(item, seen));
    else out[key] = serializeError(field, seen);
  }
  return out;
}

/**
 * JSON lines on stdout (or the given stream). Nothing that authenticates anyone is ever passed to
 * the logger: no codes, no tokens, no SMS text; the paths below are redacted as a second line of defence,
 * and errors lose the query params a database error carries.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'carechat' },
    serializers: { err: (error: unknown) => serializeError(error) },
    redact: {
      paths: ['accessToken', 'token', '*.accessToken', '*.token', 'headers.authorization'],
      censor: '[redacted]',
    },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}
