import { Writable } from 'node:stream';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../server/context';
import type { Database } from '../../server/db/connect';
import { openTestDatabase } from '../infra/testDatabase';
import { accounts, organizations, patients } from '../../server/db/schema';
import { createLogger } from '../../server/logger';
import { initiateAuthentication } from '../../server/modules/auth/challenges';
import { loadOtpKey } from '../../server/modules/auth/otpKey';
import { isSecondMeViolation } from '../../server/modules/profiles/accountPatients';
import { createPatient } from '../../server/modules/profiles/createPatient';
import type { CreatePatientInput } from '../../server/modules/profiles/patientInput';
import { createInProcessPubSub } from '../../server/pubsub';
import { createGrowingDelay } from '../../server/growingDelay';
import { createRateLimiter } from '../../server/rateLimit';
import { WRONG_CODES_PER_ADDRESS_DELAY } from '../../domain/signInDelays';
import { HOSPITALS } from '../../server/seed/hospitals';
import { createOutboxSmsProvider } from '../../server/sms/outbox';
import { loadTenant } from '../../tenants/load';
import { buildServices } from '../../server/services';

// The services called directly: over HTTP the embedded database runs each request to its end before
// the next is read, so only direct calls in one tick can interleave the way a pool of connections does.
let database: Database;
let services: Services;
const logs: string[] = [];
const now = Date.now();

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logs.push(
          ...chunk
            .toString('utf8')
            .split('\n')
            .filter((line) => line !== ''),
        );
        callback();
      },
    }),
  );
  await db.insert(organizations).values([...HOSPITALS]);
  await db.insert(accounts).values(
    ['acct-a', 'acct-b', 'acct-c'].map((id, n) => ({
      id,
      mobileNo: `9477000000${n}`,
      status: 'active',
      created: new Date(now),
    })),
  );
  services = buildServices({
    db,
    tenant: loadTenant('carechat-demo'),
    logger,
    sms: createOutboxSmsProvider(db, () => now, logger),
    pubsub: createInProcessPubSub(),
    now: () => now,
    otpKey: await loadOtpKey(db),
    codeRequests: createRateLimiter({ name: 'codes', limit: 100, windowMs: 60 * 60 * 1000 }, null),
    wrongCodes: createGrowingDelay('wrong-codes', WRONG_CODES_PER_ADDRESS_DELAY, { redis: null }),
    redis: null,
    instanceId: 'test',
    publicUrl: () => 'http://localhost:8080',
  });
});
afterAll(async () => {
  await database.close();
});

const input = (given: string, relationship: string | null): CreatePatientInput => ({
  prefix: 'Mr',
  given: [given],
  family: 'Silva',
  gender: 'male',
  birthDate: '1990-05-17',
  relationship,
});
const patientRow = (id: string, accountId: string, relationship: string | null): typeof patients.$inferInsert => ({
  id,
  accountId,
  prefix: 'Mr',
  given: ['Nuwan'],
  family: 'Silva',
  gender: 'male',
  birthDate: '1990-05-17',
  relationship,
  hospitalId: 'org-colombo',
  created: new Date(now),
});

describe('one Me per account', () => {
  it('is held by the database itself: a second Me of an account is refused, and read as the Me rule', async () => {
    const { db } = database;
    await db
      .insert(patients)
      .values([
        patientRow('p-1', 'acct-a', 'Me'),
        patientRow('p-2', 'acct-a', 'Mother'),
        patientRow('p-3', 'acct-a', null),
        patientRow('p-4', 'acct-a', null),
      ]);
    // Another account has its own Me.
    await db.insert(patients).values(patientRow('p-5', 'acct-b', 'Me'));
    const refused = await db
      .insert(patients)
      .values(patientRow('p-6', 'acct-a', 'Me'))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isSecondMeViolation(refused)).toBe(true);
    // Other failures are not mistaken for it.
    const duplicateId = await db
      .insert(patients)
      .values(patientRow('p-1', 'acct-c', null))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(duplicateId).toBeInstanceOf(Error);
    expect(isSecondMeViolation(duplicateId)).toBe(false);
  });

  it('holds when two createPatient calls for Me run at the same time', async () => {
    const both = await Promise.allSettled([
      createPatient(services, 'acct-c', 'org-colombo', input('First', 'Me')),
      createPatient(services, 'acct-c', 'org-colombo', input('Second', 'Me')),
    ]);
    expect(both.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const rejected = both.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : []));
    expect(rejected).toEqual([
      expect.stringContaining('ARO-E1040:We need a valid patient profile. Only one profile can be you (Me).'),
    ]);
    const [mes] = await database.db
      .select({ n: count() })
      .from(patients)
      .where(and(eq(patients.accountId, 'acct-c'), eq(patients.relationship, 'Me')));
    expect(mes?.n).toBe(1);
  });
});

describe('patients per account', () => {
  it('stays at 20 when many are added at the same time', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 24 }, (_, n) =>
        createPatient(services, 'acct-b', 'org-kandy', input(`Friend${n}`, `Friend Friend${n}`)),
      ),
    );
    // acct-b already holds its Me: 19 more fit.
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(19);
    const reasons = new Set(
      outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : [])),
    );
    expect([...reasons]).toEqual([expect.stringContaining('An account can hold at most 20 profiles.')]);
    const [held] = await database.db.select({ n: count() }).from(patients).where(eq(patients.accountId, 'acct-b'));
    expect(held?.n).toBe(20);
  });
});

describe('logs of a failed SMS', () => {
  it('keep the failed query but not its params: no SMS text, no code, no number', async () => {
    // Every insert into the outbox now fails, with the SMS text among the query params.
    await database.db.execute(sql`alter table sms_outbox add constraint refuse_all check (false) not valid`);
    await expect(initiateAuthentication(services, services.logger, 'test-client', '0771112223')).rejects.toThrow(
      'ARO-E1001',
    );
    const line = logs
      .map((entry) => JSON.parse(entry) as { msg: string; err?: { message: string; causeCode?: string } })
      .find((entry) => entry.msg === 'sms send failed');
    expect(line?.err?.message).toMatch(/^Failed query: insert into "sms_outbox"/);
    expect(line?.err?.causeCode).toBe('23514');
    const all = logs.join('\n');
    expect(all).not.toContain('verification code');
    expect(all).not.toContain('params');
    expect(all).not.toContain('94771112223');
  });
});
