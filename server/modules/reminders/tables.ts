import { check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { REMINDER_KINDS, type ReminderKind } from '../../../domain/reminders';
import { at, inList } from '../../db/columns';
import { appointments } from '../appointments/tables';
import { accounts } from '../auth/tables';

/** An account's opt-out of one reminder kind (issue 20): a row means no SMS of that kind; none means every kind. */
export const reminderOptOuts = pgTable(
  'reminder_opt_outs',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').$type<ReminderKind>().notNull(),
    created: at('created').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.kind] }),
    check('reminder_opt_outs_kind_check', inList('kind', REMINDER_KINDS)),
  ],
);

/**
 * Every appointment reminder sent (issue 20), one row per kind and appointment: the primary key is the claim, so
 * an SMS goes once across restarts and instances (the row is written in the claiming transaction, the SMS after
 * its commit). Report-ready SMS keep their claim on diagnostic_reports.viewable_notified_time.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    kind: text('kind').$type<ReminderKind>().notNull(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id),
    sentTime: at('sent_time').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.appointmentId] }),
    check('reminders_sent_kind_check', inList('kind', REMINDER_KINDS)),
  ],
);
