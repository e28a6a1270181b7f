import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema';
import { onceOnly } from '../../server/jobs/onceOnly';
import { createAppointment } from '../../server/modules/appointments/createAppointment';
import { releaseExpiredHolds } from '../../server/modules/appointments/holdSweeper';
import { startTestServices, type TestServices } from './harness';

/** The once-only lock on the embedded database (and on PostgreSQL in its pass): a held job is skipped, not queued. */

const MINUTE = 60_000;
let direct: TestServices;
beforeAll(async () => {
  direct = await startTestServices();
});
afterAll(async () => {
  await direct.database.close();
});

/** A promise and the function that settles it: holds a job's lock until the test lets go. */
function gate(): { readonly opened: Promise<void>; open(): void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('onceOnly', () => {
  it('runs the work and hands back its value when the lock is free', async () => {
    expect(await onceOnly(direct.services.db, 'orphanBlobSweep', () => Promise.resolve(42))).toEqual({
      ran: true,
      value: 42,
    });
  });

  it('skips a run at once while the job is held, runs again once it is free, and leaves other jobs alone', async () => {
    const { db } = direct.services;
    const held = gate();
    const holder = onceOnly(db, 'orphanBlobSweep', async () => {
      await held.opened;
      return 'holder';
    });
    expect(await onceOnly(db, 'orphanBlobSweep', () => Promise.resolve('second'))).toEqual({ ran: false });
    held.open();
    expect(await holder).toEqual({ ran: true, value: 'holder' });
    expect(await onceOnly(db, 'orphanBlobSweep', () => Promise.resolve('third'))).toEqual({
      ran: true,
      value: 'third',
    });
  });

  it('a failed run lets go of the lock', async () => {
    const { db } = direct.services;
    await expect(onceOnly(db, 'reportReadyNotifier', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await onceOnly(db, 'reportReadyNotifier', () => Promise.resolve('after'))).toEqual({
      ran: true,
      value: 'after',
    });
  });

  it('the hold sweep gives 0 while another run holds its lock, and releases the hold on its next round', async () => {
    const { services } = direct;
    const hold = await createAppointment(services, 'acct-demo-holder', {
      sessionId: 'sess-0006',
      patientId: 'pat-demo-holder-mother',
    });
    direct.advance(16 * MINUTE);
    const held = gate();
    const other = onceOnly(services.db, 'holdSweep', () => held.opened);
    expect(await releaseExpiredHolds(services)).toBe(0);
    held.open();
    await other;
    const status = async (): Promise<string | undefined> =>
      (
        await services.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, hold.id))
      )[0]?.status;
    expect(await status()).toBe('booked');
    expect(await releaseExpiredHolds(services)).toBe(1);
    expect(await status()).toBe('cancelled');
    // Idempotent: a run right after finds nothing left to release.
    expect(await releaseExpiredHolds(services)).toBe(0);
  });
});
