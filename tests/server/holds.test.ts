import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, bookings, invoices } from '../../server/db/schema';
import { createAppointment } from '../../server/modules/appointments/createAppointment';
import { releaseExpiredHolds } from '../../server/modules/appointments/holdSweeper';
import { isHeld, markAppointmentPaid } from '../../server/modules/appointments/payAppointment';
import { searchCacheOf } from '../../server/modules/sessions/searchCache';
import { normalizeSessionFilter } from '../../server/modules/sessions/sessionFilter';
import {
  bookSession,
  errorOf,
  newPatient,
  sessionById,
  startTestServer,
  startTestServices,
  type TestServer,
  type TestServices,
} from './harness';

const MINUTE = 60_000;
let t: TestServer;
let direct: TestServices;
beforeAll(async () => {
  [t, direct] = await Promise.all([startTestServer(), startTestServices()]);
});
afterAll(async () => {
  await Promise.all([t.close(), direct.database.close()]);
});

const fill = async (sessionId: string): Promise<number> =>
  (
    await searchCacheOf(direct.services).search(normalizeSessionFilter({ id: sessionId }, null, direct.services.now()))
  )[0]?.activeAppointments ?? -1;

describe('the hold sweeper', () => {
  it('cancels a hold after 15 minutes (hold_expired), expires its initiated booking, and the session fills less', async () => {
    const { services } = direct;
    const held = await createAppointment(services, 'acct-demo-holder', {
      sessionId: 'sess-0006',
      patientId: 'pat-demo-holder-mother',
    });
    const kept = await createAppointment(services, 'acct-demo-holder', {
      sessionId: 'sess-0006',
      patientId: 'pat-demo-holder-son',
    });
    await markAppointmentPaid(services.db, kept.id, services.now());
    await services.db.insert(invoices).values({
      id: 'inv-hold-test',
      appointmentId: held.id,
      organizationId: held.session.organization.id,
      patientId: held.patientId,
      schemeId: `scheme-${held.session.organization.id}-standard`,
      variant: 'standard',
      reasonCode: 'revenue_collected',
      items: [],
      totalCents: 100,
      currency: 'LKR',
      createdAt: new Date(services.now()),
    });
    await services.db.insert(bookings).values({
      id: 'bk-hold-test',
      accountId: 'acct-demo-holder',
      invoiceId: 'inv-hold-test',
      appointmentId: held.id,
      gatewayType: 'cardProvider',
      status: 'initiated',
      amountCents: 100,
      currency: 'LKR',
      successUrl: '/s',
      failureUrl: '/f',
      transactionUuid: 'tx-hold-test',
      createdAt: new Date(services.now()),
    });
    const before = await fill('sess-0006');

    direct.advance(14 * MINUTE);
    expect(await releaseExpiredHolds(services)).toBe(0);
    direct.advance(2 * MINUTE);
    expect(await releaseExpiredHolds(services)).toBe(1);

    const [row] = await services.db.select().from(appointments).where(eq(appointments.id, held.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'hold_expired' });
    expect(row === undefined ? true : isHeld(row, services.now())).toBe(false);
    const [booking] = await services.db.select().from(bookings).where(eq(bookings.id, 'bk-hold-test'));
    expect(booking?.status).toBe('expired');
    const [paid] = await services.db.select().from(appointments).where(eq(appointments.id, kept.id));
    expect(paid).toMatchObject({
      status: 'booked',
      bookingType: 'confirmed',
      paymentStatus: 'paid',
      holdExpiresAt: null,
    });
    // The release was announced: the cached search answer was dropped.
    expect(await fill('sess-0006')).toBe(before - 1);
  });

  it('isHeld: booked, temporary and before the end of its hold', () => {
    const now = Date.now();
    expect(isHeld({ status: 'booked', bookingType: 'temporary', holdExpiresAt: new Date(now + 1) }, now)).toBe(true);
    expect(isHeld({ status: 'booked', bookingType: 'temporary', holdExpiresAt: new Date(now) }, now)).toBe(false);
    expect(isHeld({ status: 'cancelled', bookingType: 'temporary', holdExpiresAt: new Date(now + 1) }, now)).toBe(
      false,
    );
    expect(isHeld({ status: 'booked', bookingType: 'confirmed', holdExpiresAt: null }, now)).toBe(false);
  });

  it('gives a full session’s held place back to the next booking once the hold has ended (over HTTP)', async () => {
    const full = await sessionById(t, 'sess-0005');
    expect(full).toMatchObject({ appointmentMaxAllowed: 4, activeAppointments: 4 });
    const { token, patientId } = await newPatient(t, '0778500001');
    // Make room: a free place is taken by a hold that is never paid.
    const small = await sessionById(t, 'sess-0006');
    expect(small).toBeDefined();
    const held = await bookSession(t, token, 'sess-0006', patientId);
    expect(errorOf(held)).toBe('');
    const withHold = (await sessionById(t, 'sess-0006'))?.activeAppointments ?? 0;
    t.advance(16 * MINUTE);
    const next = await bookSession(t, token, 'sess-0006', patientId);
    expect(errorOf(next)).toBe('');
    // The expired hold was released before counting: the fill is the same, the token moved on.
    expect(next.data?.createAppointment.session.activeAppointments).toBe(withHold);
    expect(next.data?.createAppointment.tokenNo).toBe((held.data?.createAppointment.tokenNo ?? 0) + 1);
  });
});
