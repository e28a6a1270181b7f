import { count, eq, sql } from 'drizzle-orm';
import type { Tenant } from '../../tenants/schema';
import type { Db } from '../db/connect';
import {
  accounts,
  appointments,
  blobs,
  documentReferences,
  serviceRequests,
  bookings,
  chargingSchemes,
  invoices,
  loyaltyTransactions,
  orderCodes,
  organizations,
  patients,
  paymentMethods,
  payments,
  practitioners,
  questionnaires,
  sessions,
  specialties,
  staffAccounts,
  testParameters,
} from '../db/schema';
import { chunks } from './batch';
import { hashPassword } from '../modules/staff';
import {
  planChargingSchemes,
  planDoctorLogin,
  planSavedCards,
  planStaff,
  planTesterLogin,
  staffDemoPassword,
} from './extras';
import { HOSPITALS } from './hospitals';
import { planDemoOrders } from './demoOrders';
import { seedLabDemo, type SeedTx } from './labSeed';
import { DEMO_DELIVERY_CHARGE_CENTS, planOrderCodes } from './orderCatalogue';
import { planPaidHistory } from './payments';
import { DEMO_HOLDER_PATIENT_ID, planPeople } from './people';
import { planQuestionnaires } from './questionnaires';
import { generatePractitioners, SPECIALTIES } from './practitioners';
import { createRandom } from './random';
import { planWeek } from './schedule';

const DEMO_PRACTITIONERS = 36;
const DEMO_SEED = 20_240_611;

export interface SeedSummary {
  readonly organizations: number;
  readonly specialties: number;
  readonly practitioners: number;
  readonly sessions: number;
  readonly accounts: number;
  readonly patients: number;
  readonly appointments: number;
  /** Accepted payments of the paid appointments (with their invoices, bookings and loyalty points). */
  readonly payments: number;
  readonly staff: number;
  /** The demo holder's and their mother's lab reports (labSeed.ts). */
  readonly labReports: number;
}

const hasHolder = (rows: readonly { readonly id?: string }[]): boolean =>
  rows.some((row) => row.id === DEMO_HOLDER_PATIENT_ID);

/**
 * A database seeded before lab reports existed (no test parameters at all) gets issue 17's demo data once, so a
 * developer's data directory need not be wiped. Later starts find parameters and add nothing.
 */
async function addLabDemoIfMissing(tx: SeedTx, tenant: Tenant, now: number): Promise<void> {
  const [parameters] = await tx.select({ n: count() }).from(testParameters);
  if ((parameters?.n ?? 0) > 0) return;
  const holder = await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, DEMO_HOLDER_PATIENT_ID));
  await seedLabDemo(tx, tenant, { withReports: hasHolder(holder), now });
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
  const doctorPasswordHash = await hashPassword(staffDemoPassword());
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('carechat-seed'))`);
    const [existing] = await tx.select({ n: count() }).from(organizations);
    if ((existing?.n ?? 0) > 0) {
      await addLabDemoIfMissing(tx, tenant, now);
      return null;
    }

    const random = createRandom(DEMO_SEED);
    const missing = tenant.organizationIds.filter((id) => !hospitals.some((hospital) => hospital.id === id));
    if (missing.length > 0)
      throw new Error(`No seed data for organisations ${missing.join(', ')} (add them to server/seed/hospitals.ts)`);

    const doctors = generatePractitioners(
      random,
      DEMO_PRACTITIONERS,
      (index) => `prac-${String(index + 1).padStart(4, '0')}`,
    );
    const week = planWeek(random, doctors, tenant.organizationIds, now);
    const people = planPeople(random, week, tenant.defaultOrganizations.channelling, now);
    const { videoNow } = week.anchors;
    const videoDoctor = doctors.find((doctor) => doctor.id === videoNow.practitionerId);
    const logins = [
      ...staff,
      planDoctorLogin(
        videoNow,
        `${videoDoctor?.prefix ?? 'Dr.'} ${videoDoctor?.name ?? 'Doctor'}`,
        doctorPasswordHash,
        now,
      ),
      // The tester reads recorded runs: only where the tenant records them (issue 33).
      ...(tenant.recordedRuns.enabled && hospitals[0] !== undefined
        ? [planTesterLogin(hospitals[0], doctorPasswordHash, now)]
        : []),
    ];

    await tx
      .insert(organizations)
      .values(hospitals.map((hospital) => ({ ...hospital, homecareDeliveryChargeCents: DEMO_DELIVERY_CHARGE_CENTS })));
    await tx.insert(orderCodes).values(planOrderCodes(tenant.organizationIds));
    await tx.insert(specialties).values(SPECIALTIES.map(({ id, code, display }) => ({ id, code, display })));
    await tx.insert(practitioners).values(doctors);
    for (const part of chunks(week.sessions, 500)) await tx.insert(sessions).values(part);
    await tx.insert(accounts).values(people.accounts);
    await tx.insert(patients).values(people.patients);
    await tx.insert(appointments).values(people.appointments);
    await tx.insert(chargingSchemes).values(planChargingSchemes(hospitals, tenant));
    await tx.insert(staffAccounts).values(logins);
    await tx.insert(questionnaires).values(planQuestionnaires(hospitals));
    const savedCards = planSavedCards(now);
    await tx.insert(paymentMethods).values(savedCards);
    // The appointments seeded as paid were paid: their invoices, payments and the points they earned.
    const paid = planPaidHistory({
      appointments: people.appointments,
      patients: people.patients,
      sessions: week.sessions,
      hospitals,
      doctors,
      savedCards,
      tenant,
    });
    if (paid.payments.length > 0) {
      await tx.insert(invoices).values(paid.invoices);
      await tx.insert(bookings).values(paid.bookings);
      await tx.insert(payments).values(paid.payments);
    }
    if (paid.loyalty.length > 0) await tx.insert(loyaltyTransactions).values(paid.loyalty);
    if (hasHolder(people.patients)) {
      const demoOrders = planDemoOrders(tenant.defaultOrganizations.medicationOrder, now);
      await tx.insert(blobs).values(demoOrders.blobs);
      await tx.insert(serviceRequests).values(demoOrders.orders);
      await tx.insert(documentReferences).values(demoOrders.documents);
    }
    const lab = await seedLabDemo(tx, tenant, { withReports: hasHolder(people.patients), now });
    return {
      organizations: hospitals.length,
      specialties: SPECIALTIES.length,
      practitioners: doctors.length,
      sessions: week.sessions.length,
      accounts: people.accounts.length,
      patients: people.patients.length,
      appointments: people.appointments.length,
      payments: paid.payments.length,
      staff: logins.length,
      labReports: lab.reports,
    };
  });
}
