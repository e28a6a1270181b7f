import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { type ChatAuthor } from '../../../domain/chatMessages';
import { CHAT_STATUSES, OPEN_CHAT_STATUSES, type ChatStatus } from '../../../domain/chatStatus';
import { at, inList } from '../../db/columns';
import { accounts } from '../auth/tables';
import { organizations } from '../organizations/tables';
import { patients } from '../profiles/tables';
import { recordedRuns } from '../runs/tables';
import { staffAccounts } from '../staff/tables';

/** An agent chat between one patient of an account and the staff of one hospital. */
export const chats = pgTable(
  'chats',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    status: text('status').$type<ChatStatus>().notNull(),
    /** The staff member answering it (in_progress); null while it waits in the queue. */
    assignedStaffId: text('assigned_staff_id').references(() => staffAccounts.id),
    /** 1 happy, 0 unhappy, null not rated. */
    rating: integer('rating'),
    /** The place in the hospital's queue: when it started waiting (kept when put back). */
    queuedAt: at('queued_at').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    closedAt: at('closed_at'),
    /** The seq of the newest message (messages are numbered 1, 2, 3… under this row's lock). */
    lastSeq: integer('last_seq').notNull().default(0),
    /** Up to which seq the patient's app has received the messages. */
    patientDeliveredSeq: integer('patient_delivered_seq').notNull().default(0),
    /** Up to which seq the staff console has received them (unread counts start after it). */
    staffDeliveredSeq: integer('staff_delivered_seq').notNull().default(0),
    /** The assistant conversation the patient handed over from (issue 33), when the browser recorded it. */
    assistantRunId: text('assistant_run_id').references(() => recordedRuns.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('chats_status', inList('status', CHAT_STATUSES)),
    check('chats_rating', sql`${table.rating} is null or ${table.rating} in (0, 1)`),
    // One open chat per patient and hospital: preparing again returns it.
    uniqueIndex('chats_one_open_per_patient')
      .on(table.patientId, table.organizationId)
      .where(inList('status', OPEN_CHAT_STATUSES)),
    index('chats_organization_status_idx').on(table.organizationId, table.status, table.queuedAt),
    index('chats_account_idx').on(table.accountId),
  ],
);

/** One message of a chat. The id is the sender's, so a retried send finds the stored one. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id),
    seq: integer('seq').notNull(),
    author: text('author').$type<ChatAuthor>().notNull(),
    /** 'Patient/{id}', 'Staff/{id}' or 'Organization/{id}' for system events. */
    authorRef: text('author_ref').notNull(),
    authorName: text('author_name').notNull(),
    kind: text('kind').$type<'message' | 'event' | 'image'>().notNull(),
    /** The message, the event, or the image's description. */
    text: text('text').notNull(),
    imageUrl: text('image_url'),
    /** The base64 payload re-encoded from the checked content (what queryChat hands back). */
    payload: text('payload').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    unique('chat_messages_chat_seq').on(table.chatId, table.seq),
    // The blob service's read check: which chats show an image.
    index('chat_messages_image_url_idx')
      .on(table.imageUrl)
      .where(sql`${table.imageUrl} is not null`),
    check('chat_messages_author', inList('author', ['patient', 'staff', 'system'])),
    check('chat_messages_kind', inList('kind', ['message', 'event', 'image'])),
  ],
);
