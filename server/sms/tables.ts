import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns';

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobileNo: text('mobile_no').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('sms_outbox_created_idx').on(table.createdAt)],
);
