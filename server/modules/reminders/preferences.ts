import { and, eq, inArray } from 'drizzle-orm';
import type { ReminderKind } from '../../../domain/reminders';
import type { Services } from '../../context';
import type { Db } from '../../db/connect';
import { reminderOptOuts } from './tables';
import type { JobTx } from '../../jobs/onceOnly';
import { apiError } from '../../graphql/apiError';
import { kindsSentBy, tenantSends } from './switches';

export interface ReminderPreferenceView {
  readonly kind: ReminderKind;
  readonly enabled: boolean;
}

/** The accounts among `accountIds` that opted out of `kind`. */
export async function optedOut(
  db: Db | JobTx,
  kind: ReminderKind,
  accountIds: readonly string[],
): Promise<Set<string>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .select({ accountId: reminderOptOuts.accountId })
    .from(reminderOptOuts)
    .where(and(eq(reminderOptOuts.kind, kind), inArray(reminderOptOuts.accountId, [...accountIds])));
  return new Set(rows.map((row) => row.accountId));
}

/** One preference per kind the tenant sends, enabled unless the account opted out. */
export async function reminderPreferences(services: Services, accountId: string): Promise<ReminderPreferenceView[]> {
  const rows = await services.db
    .select({ kind: reminderOptOuts.kind })
    .from(reminderOptOuts)
    .where(eq(reminderOptOuts.accountId, accountId));
  const off = new Set(rows.map((row) => row.kind));
  return kindsSentBy(services.tenant).map((kind) => ({ kind, enabled: !off.has(kind) }));
}

/** Opting out writes a row, opting in deletes it; both idempotent. ARO-E1100 for a kind the tenant does not send. */
export async function setReminderPreference(
  services: Services,
  accountId: string,
  kind: ReminderKind,
  enabled: boolean,
): Promise<ReminderPreferenceView[]> {
  if (!tenantSends(services.tenant, kind)) throw apiError('ARO-E1100');
  if (enabled) {
    await services.db
      .delete(reminderOptOuts)
      .where(and(eq(reminderOptOuts.accountId, accountId), eq(reminderOptOuts.kind, kind)));
  } else {
    await services.db
      .insert(reminderOptOuts)
      .values({ accountId, kind, created: new Date(services.now()) })
      .onConflictDoNothing();
  }
  return reminderPreferences(services, accountId);
}
