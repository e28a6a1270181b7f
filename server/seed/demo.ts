import { count, sql } from 'drizzle-orm';
import type { Tenant } from '../../tenants/schema';
import type { Db } from '../db/connect';
import { accounts, appointments, chargingSchemes, organizations, patients, paymentMethods, practitioners, sessions, specialties, staffAccounts } from '../db/schema';
import { chunks } from './batch';
import { planChargingSchemes, planSavedCards, planStaff, staffDemoPassword } from './extras';
import { HOSPITALS } from './hospitals';
import { planPeople } from './people';
import { generatePractitioners, SPECIALTIES } from './practitioners';
import { createRandom } from './random';
import { planWeek } from './schedule';

export const DEMO_PRACTITIONERS = 36;
const DEMO_SEED = 20_240_611;

export interface SeedSummary {
  readonly organizations: number;
  readonly specialties: number;
  readonly practitioners: number;
  readonly sessions: number;
  readonly accounts: number;
  readonly patients: number;
  readonly appointments: number;
  readonly staff: number;
}

/**
 * Seeds the demo network of the tenant when the database has no organisations yet (first start).
 * One transaction under an advisory lock: two servers starting on one empty database seed it once.
 * Returns what was inserted, or null when the database was already seeded.
 */
export async function seedDemoIfEmpty(db: Db, tenant: Tenant, now: number): Promise<SeedSummary | null> {
  const hospitals = HOSPITALS.filter((hospital) => tenant.organizationIds.includes(hospital.id));
  // scrypt is slow on purpose: hashed before the transaction, which then only writes.
  const staff = await planStaff(hospitals, staffDemoPassword(), now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('carechat-seed'))`);
    const [existing] = await tx.select({ n: count() }).from(organizations);
    if ((existing?.n ?? 0) > 0) return null;

    const random = createRandom(DEMO_SEED);
    const missing = tenant.organizationIds.filter((id) => !hospitals.some((hospital) => hospital.id === id));
    if (missing.length > 0) throw new Error(`No seed data for organisations ${missing.join(', ')} (add them to server/seed/hospitals.ts)`);

    const doctors = generatePractitioners(random, DEMO_PRACTITIONERS, (index) => `prac-${String(index + 1).padStart(4, '0')}`);
    const week = planWeek(random, doctors, tenant.organizationIds, now);
    const people = planPeople(random, week, tenant.defaultOrganizations.channelling, now);

    await tx.insert(organizations).values([...hospitals]);
    await tx.insert(specialties).values(SPECIALTIES.map(({ id, code, display }) => ({ id, code, display })));
    await tx.insert(practitioners).values(doctors);
    for (const part of chunks(week.sessions, 500)) await tx.insert(sessions).values(part);
    await tx.insert(accounts).values(people.accounts);
    await tx.insert(patients).values(people.patients);
    await tx.insert(appointments).values(people.appointments);
    await tx.insert(chargingSchemes).values(planChargingSchemes(hospitals, tenant));
    await tx.insert(staffAccounts).values(staff);
    await tx.insert(paymentMethods).values(planSavedCards(now));
    return {
      organizations: hospitals.length,
      specialties: SPECIALTIES.length,
      practitioners: doctors.length,
      sessions: week.sessions.length,
      accounts: people.accounts.length,
      patients: people.patients.length,
      appointments: people.appointments.length,
      staff: staff.length,
    };
  });
}

