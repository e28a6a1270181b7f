import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/**
 * JSON lines on stdout (or the given stream). Nothing that authenticates anyone is ever passed to
 * the logger: no codes, no tokens, no SMS text; the paths below are redacted as a second line of defence.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'carechat' },
    redact: { paths: ['accessToken', 'token', '*.accessToken', '*.token', 'headers.authorization'], censor: '[redacted]' },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}
