import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../server/context';
import { appointments, recordedRuns } from '../../server/db/schema';
import { onceOnly } from '../../server/jobs/onceOnly';
import { createAppointment } from '../../server/modules/appointments/createAppointment';
import { releaseExpiredHolds } from '../../server/modules/appointments/holdSweeper';
import { eveningBeforeStart } from '../../domain/reminderSchedule';
import { sendDueReminders, type ReminderSms } from '../../server/modules/reminders/appointmentReminders';
import { notifyViewableReports } from '../../server/modules/reports/viewableNotifier';
import { deleteExpiredRuns } from '../../server/modules/runs/retention';
import { errorOf, newPatient, signInStaff } from '../server/harness';
import { newKey, RECORD, runText } from '../server/runUploads';
import { bookAndPay, paidSessionsOf } from '../server/refundFlow';
import { addParameters, MINUTE, verifiedFbc } from '../server/labReportsFlow';
import { startTestPair, type TestPair } from './pair';

/** Both instances run every periodic job; what the jobs do must still happen once. */

let pair: TestPair;
let a: Services;
let b: Services;

beforeAll(async () => {
  pair = await startTestPair();
  a = pair.a.server.services;
  b = pair.b.server.services;
});

afterAll(async () => {
  await pair.close();
});

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything published on a topic and key, on one instance's pub/sub (it arrives through Redis from either). */
function collect<T>(iterator: AsyncIterableIterator<T>): { readonly seen: T[]; stop(): Promise<void> } {
  const seen: T[] = [];
  void (async () => {
    for await (const value of iterator) seen.push(value);
  })();
  return {
    seen,
    stop: async () => {
      await iterator.return?.();
    },
  };
}

describe('once-only work across two instances', () => {
  it('the advisory lock lets exactly one of A and B work at a time, round after round', async () => {
    for (let round = 0; round < 5; round += 1) {
      let working = 0;
      let overlapped = false;
      const work = async (): Promise<string> => {
        working += 1;
        if (working > 1) overlapped = true;
        await sleep(150);
        working -= 1;
        return 'done';
      };
      const runs = await Promise.all([onceOnly(a.db, 'holdSweep', work), onceOnly(b.db, 'holdSweep', work)]);
      expect(runs.filter((run) => run.ran)).toEqual([{ ran: true, value: 'done' }]);
      expect(overlapped).toBe(false);
    }
    // Free again once the round's transaction ended: a run alone works.
    expect(await onceOnly(b.db, 'holdSweep', () => Promise.resolve(1))).toEqual({ ran: true, value: 1 });
  });

  it('an expired hold swept by A and B at the same moment is released once, and announced once', async () => {
    const first = await createAppointment(a, 'acct-demo-holder', {
      sessionId: 'sess-0006',
      patientId: 'pat-demo-holder-mother',
    });
    const second = await createAppointment(b, 'acct-demo-holder', {
      sessionId: 'sess-0007',
      patientId: 'pat-demo-holder-son',
    });
    expect([first.bookingType, second.bookingType]).toEqual(['temporary', 'temporary']);
    const onA = collect(a.pubsub.subscribe('appointmentsChanged', 'acct-demo-holder'));
    const onB = collect(b.pubsub.subscribe('appointmentsChanged', 'acct-demo-holder'));
    await sleep(150); // Redis confirms SUBSCRIBE asynchronously.

    pair.advance(16 * MINUTE);
    const released: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const [fromA, fromB] = await Promise.all([releaseExpiredHolds(a), releaseExpiredHolds(b)]);
      released.push(fromA, fromB);
    }
    await sleep(300); // Anything published twice would have arrived by now.

    expect(released.reduce((sum, n) => sum + n, 0)).toBe(2);
    const rows = await a.db
      .select({ id: appointments.id, status: appointments.status, cancelReason: appointments.cancelReason })
      .from(appointments)
      .where(inArray(appointments.id, [first.id, second.id]));
    expect(rows.map((row) => [row.status, row.cancelReason])).toEqual([
      ['cancelled', 'hold_expired'],
      ['cancelled', 'hold_expired'],
    ]);
    // One announcement per released hold, whichever instance released it, seen alike on both.
    for (const listener of [onA, onB]) {
      expect(listener.seen.map((change) => change.sessionId).sort()).toEqual(['sess-0006', 'sess-0007']);
    }
    await Promise.all([onA.stop(), onB.stop()]);
  });

  it('a report that became viewable is announced by one SMS when A and B notify at the same moment', async () => {
    const staff = await signInStaff(pair.a, 'staff.colombo');
    await addParameters(pair.a, 'org-colombo');
    const patient = await newPatient(pair.b, '0779001919', 'Sunil');
    // The demo seed's own reports are announced first, so the rounds below concern this one alone.
    pair.advance(16 * MINUTE);
    await notifyViewableReports(a);
    await verifiedFbc(pair.a, staff, patient.token, patient.patientId);

    pair.advance(16 * MINUTE);
    const claimed: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const [fromA, fromB] = await Promise.all([notifyViewableReports(a), notifyViewableReports(b)]);
      claimed.push(fromA, fromB);
    }

    expect(claimed.reduce((sum, n) => sum + n, 0)).toBe(1);
    const sent = (await pair.b.outbox()).filter(
      (message) => message.mobile.endsWith('779001919') && message.text.includes('is ready'),
    );
    expect(sent).toHaveLength(1);
    // No one, seeded or not, heard twice.
    const ready = (await pair.a.outbox())
      .filter((message) => message.text.includes('is ready'))
      .map((message) => `${message.mobile} ${message.text}`);
    expect(new Set(ready).size).toBe(ready.length);
  });

  it('an appointment reminder due when A and B run the reminder job at the same moment is sent once', async () => {
    const session = (await paidSessionsOf(pair.a, 'org-colombo')).find(
      (s) => eveningBeforeStart(Date.parse(s.startTime), 'Asia/Colombo') > pair.now() + 60 * MINUTE,
    );
    if (session === undefined) throw new Error('the seed has no paid Colombo session to remind of');
    const patient = await newPatient(pair.a, '0779001920', 'Ruwan');
    await bookAndPay(pair.b, patient, session);

    pair.advance(eveningBeforeStart(Date.parse(session.startTime), 'Asia/Colombo') - pair.now());
    const claimed: ReminderSms[] = [];
    for (let round = 0; round < 5; round += 1) {
      const [fromA, fromB] = await Promise.all([sendDueReminders(a), sendDueReminders(b)]);
      claimed.push(...fromA, ...fromB);
    }
    // This patient's one evening reminder, however the rounds fell (a periodic round may have claimed it first).
    await sleep(300);
    const outbox = await pair.b.outbox();
    const sent = outbox.filter(
      (message) => message.mobile.endsWith('779001920') && message.text.startsWith('Reminder:'),
    );
    expect(sent).toHaveLength(1);
    // The seed's paid bookings are reminded too, of every kind due by then (the clock may have passed other sessions'
    // starts): no kind of an appointment was claimed twice, and each claimed SMS went out exactly once.
    const keys = claimed.map((sms) => `${sms.kind} ${sms.appointmentId}`);
    expect(new Set(keys).size).toBe(keys.length);
    const heard = outbox.map((message) => `${message.mobile} ${message.text}`);
    for (const sms of claimed) expect(heard.filter((line) => line === `${sms.mobile} ${sms.text}`)).toHaveLength(1);
  });

  const DAY = 24 * 60 * MINUTE;

  it('recorded runs past the retention, swept by A and B at the same moment, are deleted once', async () => {
    const ids = [randomUUID(), randomUUID()];
    for (const id of ids) expect(errorOf(await pair.a.gql(RECORD, { id, key: newKey(), run: runText() }))).toBe('');
    pair.advance(31 * DAY);
    const young = randomUUID();
    expect(errorOf(await pair.b.gql(RECORD, { id: young, key: newKey(), run: runText() }))).toBe('');
    const deleted = await Promise.all([deleteExpiredRuns(a), deleteExpiredRuns(b)]);
    // However the two fell (one skipped, or one after the other found nothing left), the two old runs went once.
    expect(deleted.reduce((sum, count) => sum + count, 0)).toBe(ids.length);
    expect(deleted).toContain(0);
    const left = await a.db.select({ id: recordedRuns.id }).from(recordedRuns);
    expect(left).toEqual([{ id: young }]);
  });
});
