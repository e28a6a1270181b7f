import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema';
import { FREE_CLINIC_SESSION_ID } from '../../server/seed/schedule';
import { bookSession, errorOf, newPatient, type TestServer } from '../server/harness';
import { startTestPair, type TestPair } from './pair';

// Spec 000 §5 on real PostgreSQL with two instances: the session's row lock, not one process's queue, must
// give every concurrent booking its own consecutive token (PGlite serialises transactions and never tested it).
let pair: TestPair;
beforeAll(async () => {
  // 100 sign-ins from one address: the per-address code limit (20 an hour) would stop the 21st.
  pair = await startTestPair({ codeRequestsPerAddressPerHour: 1000 });
});
afterAll(async () => {
  await pair.close();
});

const PATIENTS = 100;
/** Sign-ins at once while making the patients (enough to be quick on 2 cores, not a test of its own). */
const SIGN_IN_BATCH = 10;

const instance = (index: number): TestServer => (index % 2 === 0 ? pair.a : pair.b);

/** 100 accounts with one patient each, signed in through both instances as real users would be. */
async function hundredPatients(): Promise<{ token: string; patientId: string }[]> {
  const people: { token: string; patientId: string }[] = [];
  for (let start = 0; start < PATIENTS; start += SIGN_IN_BATCH) {
    const batch = Array.from({ length: SIGN_IN_BATCH }, (_, offset) => start + offset);
    people.push(
      ...(await Promise.all(
        batch.map((index) => newPatient(instance(index), `0773${String(index).padStart(6, '0')}`, `Load${index}`)),
      )),
    );
  }
  return people;
}

const storedRows = () =>
  pair.a.server.services.db
    .select({ id: appointments.id, tokenNo: appointments.tokenNo, patientId: appointments.patientId })
    .from(appointments)
    .where(eq(appointments.sessionId, FREE_CLINIC_SESSION_ID));

describe('concurrent bookings on two instances', () => {
  it('gives 100 concurrent bookings of 100 patients on one session 100 distinct consecutive tokens, and exactly 100 rows', async () => {
    const people = await hundredPatients();
    const existing = await storedRows();
    const after = Math.max(0, ...existing.map((row) => row.tokenNo));

    const answers = await Promise.all(
      people.map(({ token, patientId }, index) =>
        bookSession(instance(index), token, FREE_CLINIC_SESSION_ID, patientId),
      ),
    );

    expect(answers.map(errorOf).filter((error) => error !== '')).toEqual([]);
    const made = answers.map((answer) => answer.data?.createAppointment);
    const tokens = made.map((appointment) => appointment?.tokenNo ?? 0).sort((x, y) => x - y);
    expect(tokens).toEqual(Array.from({ length: PATIENTS }, (_, index) => after + index + 1));
    expect(new Set(made.map((appointment) => appointment?.patientId)).size).toBe(PATIENTS);

    // What the database holds, not only what the calls answered: one row per booking, each number once.
    const stored = await storedRows();
    expect(stored).toHaveLength(existing.length + PATIENTS);
    expect(new Set(stored.map((row) => row.tokenNo)).size).toBe(stored.length);
    const ours = new Set(people.map((person) => person.patientId));
    const mine = stored.filter((row) => ours.has(row.patientId));
    expect(mine).toHaveLength(PATIENTS);
    expect(new Set(mine.map((row) => row.id))).toEqual(new Set(made.map((appointment) => appointment?.id)));
  });
});
