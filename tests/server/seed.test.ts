import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../../tenants/load';
import type { Database } from '../../server/db/connect';
import { openTestDatabase } from '../infra/testDatabase';
import {
  accounts,
  appointments,
  organizations,
  patients,
  practitioners,
  SESSION_STATUSES,
  sessions,
  specialties,
} from '../../server/db/schema';
import { seedDemoIfEmpty } from '../../server/seed/demo';
import { seedLarge } from '../../server/seed/large';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
/** Calendar day in Sri Lanka (UTC+05:30), where the clinics are. */
const colomboDay = (time: Date): string => new Date(time.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);

let demo: Database;
let flat: Database;
beforeAll(async () => {
  [demo, flat] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  await seedDemoIfEmpty(demo.db, loadTenant('carechat-demo'), now);
  await seedDemoIfEmpty(flat.db, loadTenant('harbour-clinic'), now);
  // Two embedded databases boot here: allow for a busy machine.
}, 60_000);
afterAll(async () => {
  await Promise.all([demo.close(), flat.close()]);
});

describe('the demo network', () => {
  it('has the tenant’s three hospitals, at least 30 doctors and 10 specialties', async () => {
    const hospitals = await demo.db.select().from(organizations);
    expect(hospitals.map((hospital) => hospital.id).sort()).toEqual(['org-colombo', 'org-galle', 'org-kandy']);
    const doctors = await demo.db.select().from(practitioners);
    expect(doctors.length).toBeGreaterThanOrEqual(30);
    expect(new Set(doctors.map((doctor) => doctor.name)).size).toBe(doctors.length);
    expect(new Set(doctors.map((doctor) => doctor.specialtyId)).size).toBeGreaterThanOrEqual(10);
    expect((await demo.db.select({ n: count() }).from(specialties))[0]?.n).toBeGreaterThanOrEqual(10);
    for (const doctor of doctors) {
      expect(doctor.prefix).toBe('Dr.');
      expect(doctor.roles[0]).toEqual({ code: 'doctor', display: 'Doctor' });
      expect(doctor.roles[1]?.display).toMatch(/^Consultant /);
    }
  });

  it('has sessions in every status over the coming 7 days, and one video session a day', async () => {
    const rows = await demo.db.select().from(sessions);
    const week = rows.filter((row) => row.startTime.getTime() > now - DAY && row.startTime.getTime() < now + 7 * DAY);
    expect(new Set(week.map((row) => row.status))).toEqual(new Set(SESSION_STATUSES));
    const days = new Set(week.map((row) => colomboDay(row.startTime)));
    expect(days.size).toBeGreaterThanOrEqual(7);
    const videoDays = rows
      .filter((row) => row.participationMode === 'remote_presence_video_call')
      .map((row) => colomboDay(row.startTime));
    expect(videoDays).toHaveLength(7);
    expect(new Set(videoDays).size).toBe(7);
    for (const row of rows) {
      expect(row.endTime.getTime()).toBeGreaterThan(row.startTime.getTime());
      if (row.status === 'completed') expect(row.startTime.getTime()).toBeLessThan(now);
      if (row.status === 'started') expect(row.startTime.getTime()).toBeLessThanOrEqual(now);
      if (row.status === 'scheduled') expect(row.startTime.getTime()).toBeGreaterThan(now);
    }
  });

  it('holds the demo accounts and the holder’s appointments, numbered in each session’s queue', async () => {
    const [holder] = await demo.db.select().from(accounts).where(eq(accounts.mobileNo, '94771234567'));
    const [unclassified] = await demo.db.select().from(accounts).where(eq(accounts.mobileNo, '94772345678'));
    expect(holder).toBeDefined();
    expect(unclassified).toBeDefined();
    const family = await demo.db
      .select()
      .from(patients)
      .where(eq(patients.accountId, holder?.id ?? ''));
    expect(family.map((patient) => patient.relationship).sort()).toEqual(['Me', 'Mother', 'Son Senuk']);
    const lone = await demo.db
      .select()
      .from(patients)
      .where(eq(patients.accountId, unclassified?.id ?? ''));
    expect(lone.map((patient) => patient.relationship)).toEqual([null]);

    const booked = await demo.db
      .select({ status: appointments.status })
      .from(appointments)
      .innerJoin(patients, eq(patients.id, appointments.patientId))
      .where(eq(patients.accountId, holder?.id ?? ''));
    expect(booked.length).toBeGreaterThanOrEqual(3);
    expect(booked.map((row) => row.status)).toContain('booked');

    // Tokens run 1..n in every session.
    const tokens = await demo.db
      .select({ sessionId: appointments.sessionId, tokenNo: appointments.tokenNo })
      .from(appointments)
      .orderBy(appointments.sessionId, appointments.tokenNo);
    const queues = new Map<string, number[]>();
    for (const row of tokens) queues.set(row.sessionId, [...(queues.get(row.sessionId) ?? []), row.tokenNo]);
    for (const queue of queues.values()) expect(queue).toEqual(queue.map((_, index) => index + 1));
  });

  it('seeds once: a second start finds it seeded and adds nothing', async () => {
    const before = (await demo.db.select({ n: count() }).from(sessions))[0]?.n;
    expect(await seedDemoIfEmpty(demo.db, loadTenant('carechat-demo'), now + DAY)).toBeNull();
    expect((await demo.db.select({ n: count() }).from(sessions))[0]?.n).toBe(before);
  });

  it('is the same network on every machine: only the dates move', async () => {
    const names = async (database: Database): Promise<string[]> =>
      (await database.db.select().from(practitioners).orderBy(practitioners.id)).map((row) => row.name);
    expect(await names(flat)).toEqual(await names(demo));
  });

  it('seeds a single-hospital tenant with only its hospital', async () => {
    expect((await flat.db.select().from(organizations)).map((row) => row.id)).toEqual(['org-galle']);
    const places = await flat.db.selectDistinct({ id: sessions.organizationId }).from(sessions);
    expect(places).toEqual([{ id: 'org-galle' }]);
    expect(new Set((await flat.db.select().from(patients)).map((row) => row.hospitalId))).toEqual(
      new Set(['org-galle']),
    );
  });
});

describe('the large seed', () => {
  it('adds practitioners and sessions in batches, and adds nothing when run again', async () => {
    const tenant = loadTenant('harbour-clinic');
    const first = await seedLarge(flat.db, tenant, now, { practitioners: 1500, sessions: 1200 });
    expect(first).toEqual({ practitioners: 1500, sessions: 1200 });
    expect(await seedLarge(flat.db, tenant, now, { practitioners: 1500, sessions: 1200 })).toEqual({
      practitioners: 0,
      sessions: 0,
    });
    const statuses = await flat.db
      .selectDistinct({ status: sessions.status })
      .from(sessions)
      .where(sql`${sessions.id} like 'sess-l-%'`);
    expect(statuses.length).toBeGreaterThanOrEqual(3);
  });
});
