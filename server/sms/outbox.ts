import { lastFourDigits } from '../../domain/mobileNumber';
import type { Db } from '../db/connect';
import { smsOutbox } from './tables';
import type { Logger } from '../logger';
import type { SmsProvider } from './provider';

/** The local default: messages are stored (readable at GET /dev/sms outside production), never sent. */
export function createOutboxSmsProvider(db: Db, now: () => number, logger: Logger): SmsProvider {
  return {
    async send(mobile, text) {
      await db.insert(smsOutbox).values({ mobileNo: mobile, text, createdAt: new Date(now()) });
      // The text holds the code: only the number's last digits are logged.
      logger.info({ mobileEnding: lastFourDigits(mobile) }, 'sms queued');
    },
  };
}
