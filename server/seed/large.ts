import type { Tenant } from '../../tenants/schema';
import type { Db } from '../db/connect';
import { practitioners, sessions, type SessionStatus } from '../db/schema';
import { chunks } from './batch';
import { colomboMidnight, MINUTE_MS } from './clock';
import { ROOMS } from './hospitals';
import { generatePractitioners } from './practitioners';
import { createRandom } from './random';
import { sessionRow, type SessionRow } from './schedule';

export interface LargeSeedOptions {
  readonly practitioners: number;
  readonly sessions: number;
}

export const LARGE_DEFAULTS: LargeSeedOptions = { practitioners: 10_000, sessions: 5_000 };

const LARGE_SEED = 77_001;
const BATCH = 1_000;

export interface LargeSeedSummary {
  readonly practitioners: number;
  readonly sessions: number;
}

function statusAt(start: number, end: number, now: number, roll: number): SessionStatus {
  if (end <= now) return roll < 0.05 ? 'practitioner_canceled' : 'completed';
  if (start <= now) return 'started';
  if (roll < 0.04) return 'practitioner_canceled';
  if (roll < 0.06) return 'provider_aborted';
  return 'scheduled';
}

/**
 * A benchmark-sized network on top of the demo one: ids are deterministic ('prac-l-000001',
 * 'sess-l-000001'), so running it twice adds nothing. Sessions spread over the coming 14 days.
 */
export async function seedLarge(
  db: Db,
  tenant: Tenant,
  now: number,
  options: LargeSeedOptions,
): Promise<LargeSeedSummary> {
  const random = createRandom(LARGE_SEED);
  const doctors = generatePractitioners(
    random,
    options.practitioners,
    (index) => `prac-l-${String(index + 1).padStart(6, '0')}`,
  );
  let insertedPractitioners = 0;
  for (const part of chunks(doctors, BATCH)) {
    const rows = await db.insert(practitioners).values(part).onConflictDoNothing().returning({ id: practitioners.id });
    insertedPractitioners += rows.length;
  }

  const planned: SessionRow[] = [];
  for (let index = 0; index < options.sessions && doctors.length > 0; index++) {
    const practitioner = random.pick(doctors);
    const start = colomboMidnight(now, random.int(0, 13)) + random.int(28, 80) * 15 * MINUTE_MS;
    const minutes = random.pick([120, 150, 180]);
    const video = random.chance(0.1);
    planned.push(
      sessionRow({
        id: `sess-l-${String(index + 1).padStart(6, '0')}`,
        practitioner,
        organizationId: random.pick(tenant.organizationIds),
        start,
        minutes,
        capacity: random.pick([10, 15, 20, 25, 30, 40, -1]),
        status: statusAt(start, start + minutes * MINUTE_MS, now, random.next()),
        video,
        room: random.pick(ROOMS),
        now,
      }),
    );
  }
  let insertedSessions = 0;
  for (const part of chunks(planned, BATCH)) {
    const rows = await db.insert(sessions).values(part).onConflictDoNothing().returning({ id: sessions.id });
    insertedSessions += rows.length;
  }
  return { practitioners: insertedPractitioners, sessions: insertedSessions };
}
