import type { ServerResponse } from 'node:http';
import { desc } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { smsOutbox } from '../db/schema';

interface OutboxMessage {
  readonly mobile: string;
  readonly text: string;
  readonly time: string;
}

/** The local outbox, newest first (development only: the texts hold live codes). */
async function readOutbox(db: Db, limit = 100): Promise<OutboxMessage[]> {
  const rows = await db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(limit);
  return rows.map((row) => ({ mobile: row.mobileNo, text: row.text, time: row.createdAt.toISOString() }));
}

export async function serveOutbox(db: Db, res: ServerResponse): Promise<void> {
  const body = JSON.stringify(await readOutbox(db));
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}
