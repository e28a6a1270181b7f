import { lastFourDigits } from '../../domain/mobileNumber';
import type { Logger } from '../logger';
import type { SmsProvider } from './provider';

export interface HttpSmsOptions {
  readonly url: string;
  readonly token: string;
  readonly timeoutMs?: number;
}

/** A real SMS gateway: POST { to, text } as JSON with a bearer token; any non-2xx answer is a failed send. */
export function createHttpSmsProvider(options: HttpSmsOptions, logger: Logger): SmsProvider {
  return {
    async send(mobile, text) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ to: mobile, text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
      logger.info({ mobileEnding: lastFourDigits(mobile) }, 'sms sent');
    },
  };
}
