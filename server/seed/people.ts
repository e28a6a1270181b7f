import { storedRelationship } from '../../domain/profileForm';
import type { accounts, AppointmentStatus, appointments, PaymentStatus, patients } from '../db/schema';
import { DAY_MS, HOUR_MS } from './clock';
import { sriLankanName } from './practitioners';
import type { Random } from './random';
import type { SessionRow, WeekPlan } from './schedule';

type AccountRow = typeof accounts.$inferInsert;
type PatientRow = typeof patients.$inferInsert;
type AppointmentRow = typeof appointments.$inferInsert;

/** The demo numbers of the README: a holder with relatives, and an account with one unclassified patient. */
export const DEMO_HOLDER_MOBILE = '94771234567';
const DEMO_UNCLASSIFIED_MOBILE = '94772345678';
export const DEMO_HOLDER_ACCOUNT_ID = 'acct-demo-holder';
/** The holder's own profile (relationship Me): the demo's orders and lab reports are theirs. */
export const DEMO_HOLDER_PATIENT_ID = 'pat-demo-holder-me';

export interface People {
  readonly accounts: AccountRow[];
  readonly patients: PatientRow[];
  readonly appointments: AppointmentRow[];
}

const FILLERS = 12;

/**
 * Demo accounts, a dozen other patients who fill the queues, and appointments that tell the demo's
 * story: the holder is in today's running queue, their mother was seen earlier today, the son has a
 * video consultation in three days, and one session tomorrow is full.
 */
export function planPeople(random: Random, week: WeekPlan, hospitalId: string, now: number): People {
  const accountRows: AccountRow[] = [];
  const patientRows: PatientRow[] = [];
  const appointmentRows: AppointmentRow[] = [];
  const since = (days: number): Date => new Date(now - days * DAY_MS);

  accountRows.push({ id: DEMO_HOLDER_ACCOUNT_ID, mobileNo: DEMO_HOLDER_MOBILE, status: 'active', created: since(400) });
  const holder = (id: string, patient: Omit<PatientRow, 'id' | 'accountId' | 'hospitalId' | 'links'>): string => {
    patientRows.push({ id, accountId: DEMO_HOLDER_ACCOUNT_ID, hospitalId, links: [], ...patient });
    return id;
  };
  const me = holder(DEMO_HOLDER_PATIENT_ID, {
    prefix: 'Mr',
    given: ['Kasun'],
    family: 'Jayawardena',
    gender: 'male',
    birthDate: '1988-04-12',
    relationship: 'Me',
    created: since(400),
  });
  const mother = holder('pat-demo-holder-mother', {
    prefix: 'Mrs',
    given: ['Kamala'],
    family: 'Jayawardena',
    gender: 'female',
    birthDate: '1959-09-03',
    relationship: 'Mother',
    created: since(399),
  });
  const son = holder('pat-demo-holder-son', {
    prefix: 'Baby',
    given: ['Senuk'],
    family: 'Jayawardena',
    gender: 'male',
    birthDate: '2019-06-21',
    relationship: storedRelationship('Son', 'Senuk'),
    created: since(120),
  });

  accountRows.push({
    id: 'acct-demo-unclassified',
    mobileNo: DEMO_UNCLASSIFIED_MOBILE,
    status: 'active',
    created: since(30),
  });
  patientRows.push({
    id: 'pat-demo-unclassified',
    accountId: 'acct-demo-unclassified',
    prefix: 'Ms',
    given: ['Dilini'],
    family: 'Fernando',
    gender: 'female',
    birthDate: '1995-02-20',
    relationship: null,
    hospitalId,
    links: [],
    created: since(30),
  });

  const fillers: string[] = [];
  for (let index = 1; index <= FILLERS; index++) {
    const suffix = String(index).padStart(2, '0');
    const accountId = `acct-demo-f${suffix}`;
    const person = sriLankanName(random);
    accountRows.push({ id: accountId, mobileNo: `947000001${suffix}`, status: 'active', created: since(200 + index) });
    const id = `pat-demo-f${suffix}`;
    patientRows.push({
      id,
      accountId,
      prefix: person.gender === 'male' ? 'Mr' : random.pick(['Mrs', 'Ms', 'Miss']),
      given: person.given.split(' '),
      family: person.family,
      gender: person.gender,
      birthDate: `${random.int(1950, 2004)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      relationship: 'Me',
      hospitalId,
      links: [],
      created: since(200 + index),
    });
    fillers.push(id);
  }
  const filler = (n: number): string => fillers[(n - 1) % fillers.length] ?? me;

  let serial = 0;
  const queues = new Map<string, number>();
  const book = (
    session: SessionRow,
    patientId: string,
    status: AppointmentStatus,
    paymentStatus: PaymentStatus,
    hoursAgo: number,
  ): void => {
    const tokenNo = (queues.get(session.id) ?? 0) + 1;
    queues.set(session.id, tokenNo);
    const created = Math.min(now, session.startTime.getTime()) - hoursAgo * HOUR_MS;
    appointmentRows.push({
      id: `appt-${String(++serial).padStart(4, '0')}`,
      sessionId: session.id,
      patientId,
      status,
      tokenNo,
      paymentStatus,
      createdTime: new Date(created),
      arrivedTime:
        status === 'arrived' || status === 'fulfilled'
          ? new Date(Math.min(now, session.startTime.getTime() + tokenNo * 10 * 60_000))
          : null,
    });
  };

  const { started, completed, full, tomorrow, video, canceled } = week.anchors;
  book(started, filler(1), 'fulfilled', 'paid', 30);
  book(started, filler(2), 'fulfilled', 'paid', 28);
  book(started, filler(3), 'arrived', 'paid', 26);
  book(started, filler(4), 'booked', 'paid', 20);
  book(started, filler(5), 'booked', 'paid', 12);
  book(started, me, 'booked', 'paid', 10);
  book(started, filler(6), 'booked', 'pending', 2);

  for (let n = 1; n <= 4; n++) book(completed, filler(n + 6), 'fulfilled', 'paid', 40 - n);
  book(completed, mother, 'fulfilled', 'paid', 30);
  book(completed, filler(11), 'noshow', 'paid', 20);

  for (let n = 1; n <= 4; n++) book(full, filler(n), 'booked', 'paid', 24 - n);

  book(tomorrow, filler(11), 'booked', 'paid', 20);
  book(tomorrow, filler(12), 'booked', 'paid', 16);
  book(tomorrow, me, 'booked', 'paid', 6);

  book(video, son, 'booked', 'pending', 3);

  book(canceled, filler(9), 'booked', 'paid', 30);
  book(canceled, mother, 'booked', 'paid', 26);

  // One the holder cancelled themselves, later in the week.
  const later = week.sessions.find(
    (session) =>
      session.status === 'scheduled' &&
      session.participationMode === 'in_person' &&
      session.startTime.getTime() > now + 4 * DAY_MS,
  );
  if (later !== undefined) book(later, me, 'cancelled', 'paid', 48);

  return { accounts: accountRows, patients: patientRows, appointments: appointmentRows };
}
