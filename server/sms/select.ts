import type { Db } from '../db/connect';
import type { Logger } from '../logger';
import { createHttpSmsProvider } from './http';
import { createOutboxSmsProvider } from './outbox';
import type { SmsProvider } from './provider';

export interface SmsSettings {
  /** Unset or 'outbox': the local outbox; 'http': the HTTP gateway at url with token. */
  readonly provider?: string | undefined;
  readonly httpUrl?: string | undefined;
  readonly httpToken?: string | undefined;
}

/** Unset or 'outbox': codes go to the local outbox (and GET /dev/sms may show it outside production). */
export function usesLocalOutbox(settings: SmsSettings): boolean {
  const kind = settings.provider ?? '';
  return kind === '' || kind === 'outbox';
}

export function selectSmsProvider(settings: SmsSettings, db: Db, now: () => number, logger: Logger): SmsProvider {
  const kind = settings.provider ?? '';
  if (usesLocalOutbox(settings)) return createOutboxSmsProvider(db, now, logger);
  if (kind === 'http') {
    if (settings.httpUrl === undefined || settings.httpUrl === '')
      throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
    return createHttpSmsProvider({ url: settings.httpUrl, token: settings.httpToken ?? '' }, logger);
  }
  throw new Error(`Unknown SMS_PROVIDER '${kind}' (use 'http' or leave it unset for the local outbox)`);
}
