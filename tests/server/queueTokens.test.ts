import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, appointments, patients } from '../../server/db/schema';
import { createAppointment } from '../../server/modules/appointments/createAppointment';
import { FREE_CLINIC_SESSION_ID } from '../../server/seed/schedule';
import { startTestServices, type TestServices } from './harness';

// Spec 000 §5: a token number is the session's appointments + 1. Under concurrent bookings every patient
// must still get a number of their own, one after another. On PostgreSQL (TEST_DATABASE=postgres) the
// session's row lock orders 100 bookings really in flight at once; the embedded database takes one
// transaction at a time, so there the same test checks the numbering only. The second test checks that
// the unique (session, token) constraint, not the lock alone, is what refuses a duplicate number.
let direct: TestServices;
beforeAll(async () => {
  direct = await startTestServices();
});
afterAll(async () => {
  await direct.database.close();
});

const PATIENTS = 100;

/** A hundred accounts with one patient each, written straight into the database (signing 100 numbers in adds nothing here). */
async function manyPatients(): Promise<{ accountId: string; patientId: string }[]> {
  const created = new Date(direct.services.now());
  const people = Array.from({ length: PATIENTS }, (_, index) => ({
    accountId: `acct-load-${index}`,
    patientId: `pat-load-${index}`,
  }));
  await direct.services.db.insert(accounts).values(
    people.map(({ accountId }, index) => ({
      id: accountId,
      mobileNo: `9477900${String(index).padStart(4, '0')}`,
      status: 'active',
      created,
    })),
  );
  await direct.services.db.insert(patients).values(
    people.map(({ accountId, patientId }, index) => ({
      id: patientId,
      accountId,
      prefix: 'Ms',
      given: [`Load${index}`],
      family: 'Tester',
      gender: 'female' as const,
      birthDate: '1990-01-01',
      relationship: 'Me',
      hospitalId: 'org-colombo',
      created,
    })),
  );
  return people;
}

describe('queue tokens under concurrent bookings', () => {
  it('gives 100 concurrent bookings of 100 patients on one session 100 distinct consecutive tokens and exactly 100 rows', async () => {
    const people = await manyPatients();
    const existing = await direct.services.db
      .select({ tokenNo: appointments.tokenNo })
      .from(appointments)
      .where(eq(appointments.sessionId, FREE_CLINIC_SESSION_ID));
    const after = Math.max(0, ...existing.map((row) => row.tokenNo));

    const made = await Promise.all(
      people.map(({ accountId, patientId }) =>
        createAppointment(direct.services, accountId, { sessionId: FREE_CLINIC_SESSION_ID, patientId }),
      ),
    );

    const numbers = made.map((appointment) => appointment.tokenNo).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: PATIENTS }, (_, index) => after + index + 1));
    expect(new Set(made.map((appointment) => appointment.patientId)).size).toBe(PATIENTS);
    // What the database holds, not only what the calls answered: one row per patient, no number twice.
    const stored = await direct.services.db
      .select({ tokenNo: appointments.tokenNo, patientId: appointments.patientId })
      .from(appointments)
      .where(and(eq(appointments.sessionId, FREE_CLINIC_SESSION_ID)));
    expect(stored).toHaveLength(existing.length + PATIENTS);
    expect(new Set(stored.map((row) => row.tokenNo)).size).toBe(stored.length);
  });

  it('refuses a second appointment with a token number already taken, whoever writes it', async () => {
    const [taken] = await direct.services.db
      .select()
      .from(appointments)
      .where(eq(appointments.sessionId, FREE_CLINIC_SESSION_ID))
      .limit(1);
    if (taken === undefined) throw new Error('the first test booked this session');
    const error: unknown = await direct.services.db
      .insert(appointments)
      .values({ ...taken, id: 'appt-duplicate-token' })
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    const cause = error instanceof Error ? (error.cause as { constraint?: string } | undefined) : undefined;
    expect(cause?.constraint).toBe('appointments_session_token_unique');
  });
});
