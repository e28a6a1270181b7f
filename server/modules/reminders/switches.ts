import type { ReminderKind } from '../../../domain/reminders';
import { REMINDER_KINDS } from '../../../domain/reminders';
import type { Tenant } from '../../../tenants/schema';

/** The tenant's switch of each kind (tenants/schema.ts names them in camel case). */
const SWITCH_OF: Readonly<Record<ReminderKind, keyof Tenant['reminders']>> = {
  evening_before: 'eveningBefore',
  two_hours_before: 'twoHoursBefore',
  doctor_arrived: 'doctorArrived',
  doctor_late: 'doctorLate',
  report_ready: 'reportReady',
};

/** False when the tenant turned the kind off: nobody gets it, nothing is claimed, the account screen leaves it out. */
export function tenantSends(tenant: Tenant, kind: ReminderKind): boolean {
  return tenant.reminders[SWITCH_OF[kind]].enabled;
}

/** The kinds the tenant sends, in REMINDER_KINDS order. */
export function kindsSentBy(tenant: Tenant): ReminderKind[] {
  return REMINDER_KINDS.filter((kind) => tenantSends(tenant, kind));
}
