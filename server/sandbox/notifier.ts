import { and, asc, eq, lte } from 'drizzle-orm';
import type { Services } from '../context';
import { sandboxTransactions } from './tables';
import { onceOnly } from '../jobs/onceOnly';
import { loadMerchantKey } from '../gateway/merchantKey';
import { RECEIPT_REPLIES, receivePaymentResult } from '../modules/payments';
import type { PeriodicJob } from '../periodic';
import { SIGNATURE_FIELD } from '../../domain/signedFields';
import { signedTransaction } from './result';
import type { SandboxTransaction } from './transactions';

/** How often the gateway looks for notifications due. */
const NOTIFY_INTERVAL_MS = 5_000;
/** At most this many notifications a round: a backlog drains over a few rounds without one round holding on for long. */
const NOTIFY_BATCH = 50;
const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** The wait before attempt `attempts + 1`: 10 s, 20 s, 40 s … then hourly, as gateways back off. */
function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends one transaction's merchant notification (the signed result, as for the browser) and records the answer:
 * a 2xx ends it, anything else (a refusal, or the merchant failing) schedules the next attempt. In-process,
 * through the very receiver a real gateway's POST to PAYMENT_NOTIFICATION_PATH reaches (as the card tokenisation's
 * notification is). True when the merchant took it.
 */
export async function deliverNotification(services: Services, transaction: SandboxTransaction): Promise<boolean> {
  const signed = signedTransaction(await loadMerchantKey(services.db), transaction);
  let status: number;
  try {
    status =
      RECEIPT_REPLIES[
        (
          await receivePaymentResult(
            services,
            { ...signed.fields, [SIGNATURE_FIELD]: signed.signature },
            'notification',
          )
        ).kind
      ][0];
  } catch (error) {
    services.logger.error({ err: error, transactionId: transaction.id }, 'merchant failed on a payment notification');
    status = 500;
  }
  const taken = status >= 200 && status < 300;
  const attempts = transaction.notifyAttempts + 1;
  await services.db
    .update(sandboxTransactions)
    .set(
      taken
        ? { notification: 'delivered', notifyAttempts: attempts, nextNotifyAt: null }
        : { notifyAttempts: attempts, nextNotifyAt: new Date(services.now() + retryDelayMs(attempts)) },
    )
    .where(and(eq(sandboxTransactions.id, transaction.id), eq(sandboxTransactions.notification, 'pending')));
  if (!taken)
    services.logger.warn(
      { transactionId: transaction.id, status, attempts },
      'payment notification not taken; will retry',
    );
  return taken;
}

/**
 * One round: the notifications due (one instance picks them, server/jobs/onceOnly.ts), then each sent outside that
 * transaction. Delivery is idempotent at the merchant, so a round meeting another's work changes nothing.
 * Returns how many the merchant took.
 */
export async function notifyDue(services: Services): Promise<number> {
  const due = await onceOnly(services.db, 'gatewayNotifier', (tx) =>
    tx
      .select()
      .from(sandboxTransactions)
      .where(
        and(
          eq(sandboxTransactions.notification, 'pending'),
          lte(sandboxTransactions.nextNotifyAt, new Date(services.now())),
        ),
      )
      .orderBy(asc(sandboxTransactions.nextNotifyAt))
      .limit(NOTIFY_BATCH),
  );
  if (!due.ran) return 0;
  let taken = 0;
  for (const transaction of due.value) if (await deliverNotification(services, transaction)) taken++;
  return taken;
}

/** The sandbox gateway's notifier: at start (a crash may have left notifications unsent), then every few seconds. */
export const gatewayNotifierJob: PeriodicJob = {
  name: 'gateway notifier',
  intervalMs: NOTIFY_INTERVAL_MS,
  immediately: true,
  run: (services) => notifyDue(services),
};
