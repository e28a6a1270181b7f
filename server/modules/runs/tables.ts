import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, inList } from '../../db/columns';
import { accounts } from '../auth/tables';
import { staffAccounts } from '../staff/tables';

/**
 * What a run's outcome is when time alone cannot change it any more, written at each upload (outcomeOf at the
 * upload's own time): paid, booked, failed, abandoned (ended without either), or ongoing, which becomes abandoned
 * once the run has been idle ABANDONED_AFTER_MS. Kept so the tester's outcome filter is SQL, not a scan.
 */
export const RUN_TERMINALS = ['paid', 'booked', 'failed', 'abandoned', 'ongoing'] as const;
export type RunTerminal = (typeof RUN_TERMINALS)[number];

/**
 * One assistant conversation recorded by the patient's browser (issue 33), masked there, the whole run so far at
 * each upload (last write wins). Deleted after the tenant's retention (retention.ts).
 */
export const recordedRuns = pgTable(
  'recorded_runs',
  {
    /** The browser's UUID of the conversation. */
    id: text('id').primaryKey(),
    /** The tenant the run was recorded under (one server, one tenant; a shared database keeps them apart). */
    tenant: text('tenant').notNull(),
    /** The signed-in account when there was one; never shown to testers. Null after the account goes. */
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** SHA-256 of the run's write key (runKey.ts): later uploads must present the key. */
    keyHash: text('key_hash').notNull(),
    flow: text('flow').notNull(),
    language: text('language').notNull(),
    /** The first upload (server clock). */
    startedAt: at('started_at').notNull(),
    /** The latest upload (server clock): an idle run is abandoned ABANDONED_AFTER_MS after it. */
    updatedAt: at('updated_at').notNull(),
    /** The browser said the conversation ended (left the page or finished). */
    ended: boolean('ended').notNull(),
    terminal: text('terminal').$type<RunTerminal>().notNull(),
    trace: jsonb('trace').notNull(),
    checkpoints: jsonb('checkpoints').notNull(),
    versions: jsonb('versions').notNull(),
    /** The last checkpoint's states joined with ' ' (the final-state filter is a substring of it). */
    finalState: text('final_state').notNull(),
    /** The last failed call's error text, as masked in the browser; null when none failed. */
    error: text('error'),
    steps: integer('steps').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
  },
  (table) => [
    check('recorded_runs_terminal', inList('terminal', RUN_TERMINALS)),
    // The tester's list (newest first, by date) and the retention sweep (by start).
    index('recorded_runs_tenant_started_idx').on(table.tenant, table.startedAt),
  ],
);

/** Every opening of a recorded run by staff (who, when): the run's own audit trail. Goes with the run. */
export const runOpenings = pgTable(
  'run_openings',
  {
    id: text('id').primaryKey(),
    runId: text('run_id')
      .notNull()
      .references(() => recordedRuns.id, { onDelete: 'cascade' }),
    staffId: text('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    at: at('at').notNull(),
  },
  (table) => [index('run_openings_run_idx').on(table.runId, table.at)],
);
