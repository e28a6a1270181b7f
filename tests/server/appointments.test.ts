import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment } from '../../server/modules/appointments/createAppointment';
import { confirmReservation } from '../../server/modules/appointments/updateAppointment';
import { FREE_CLINIC_SESSION_ID } from '../../server/seed/schedule';
import {
  APPOINTMENT_FIELDS,
  bookSession,
  errorOf,
  listenTo,
  newPatient,
  sessionById,
  startTestServer,
  startTestServices,
  type AppointmentData,
  type TestServer,
  type TestServices,
} from './harness';

let t: TestServer;
let direct: TestServices;
beforeAll(async () => {
  [t, direct] = await Promise.all([startTestServer(), startTestServices()]);
});
afterAll(async () => {
  await Promise.all([t.close(), direct.database.close()]);
});

const QUERY_APPOINTMENT = `query ($filter: AppointmentFilter!) { queryAppointment(filter: $filter) { ${APPOINTMENT_FIELDS} } }`;
const PATCH = `mutation ($id: ID!, $patch: AppointmentPatch!) { patchAppointment(id: $id, patch: $patch) { ${APPOINTMENT_FIELDS} } }`;
const CONFIRM = `mutation ($id: ID!) { confirmReservation(appointmentId: $id) { ${APPOINTMENT_FIELDS} } }`;
const TOKENS =
  'query ($id: ID!) { queryAppointmentTokens(sessionId: $id) { id tokenNo status appointmentPaymentStatus } }';
const MINUTE = 60_000;

describe('createAppointment', () => {
  it('books the next token as a temporary booking held for 15 minutes', async () => {
    const { token, patientId } = await newPatient(t, '0778200001');
    const before = await sessionById(t, 'sess-0006');
    const response = await bookSession(t, token, 'sess-0006', patientId, { appointmentOriginChannel: 'chat' });
    const appointment = response.data?.createAppointment;
    expect(errorOf(response)).toBe('');
    expect(appointment).toMatchObject({
      sessionId: 'sess-0006',
      patientId,
      status: 'booked',
      bookingType: 'temporary',
      appointmentPaymentStatus: 'pending',
      appointmentOriginChannel: 'chat',
      tokenNo: 4, // three seeded bookings before it
      session: { activeAppointments: (before?.activeAppointments ?? 0) + 1 },
    });
    expect(Date.parse(appointment?.holdExpiresAt ?? '')).toBe(t.now() + 15 * MINUTE);
  });

  it('gives the same patient in the same session its live hold again, not another token (over HTTP)', async () => {
    const { token, patientId } = await newPatient(t, '0778200002');
    const before = (await sessionById(t, FREE_CLINIC_SESSION_ID))?.activeAppointments ?? 0;
    const first = (await bookSession(t, token, FREE_CLINIC_SESSION_ID, patientId)).data?.createAppointment;
    const second = (await bookSession(t, token, FREE_CLINIC_SESSION_ID, patientId)).data?.createAppointment;
    expect(second).toMatchObject({ id: first?.id, tokenNo: first?.tokenNo, holdExpiresAt: first?.holdExpiresAt });
    expect((await sessionById(t, FREE_CLINIC_SESSION_ID))?.activeAppointments).toBe(before + 1);

    // Concurrent requests too: the session lock makes them one hold.
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => bookSession(t, token, FREE_CLINIC_SESSION_ID, patientId)),
    );
    expect(responses.map(errorOf).filter((message) => message !== '')).toEqual([]);
    expect(new Set(responses.map((response) => response.data?.createAppointment.id))).toEqual(new Set([first?.id]));
    expect((await sessionById(t, FREE_CLINIC_SESSION_ID))?.activeAppointments).toBe(before + 1);

    // Once the hold has ended the patient may book again (a new token).
    t.advance(16 * MINUTE);
    const again = (await bookSession(t, token, FREE_CLINIC_SESSION_ID, patientId)).data?.createAppointment;
    expect(again?.id).not.toBe(first?.id);
    expect(again?.tokenNo).toBe((first?.tokenNo ?? 0) + 1);
  });

  it('gives 48 concurrent bookings of 12 patients through the service 12 distinct consecutive tokens, one per patient', async () => {
    const patient = (index: number): string => String((index % 12) + 1).padStart(2, '0');
    const made = await Promise.all(
      Array.from({ length: 48 }, (_, index) =>
        createAppointment(direct.services, `acct-demo-f${patient(index)}`, {
          sessionId: FREE_CLINIC_SESSION_ID,
          patientId: `pat-demo-f${patient(index)}`,
        }),
      ),
    );
    expect([...new Set(made.map((appointment) => appointment.tokenNo))].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
    for (const appointment of made)
      expect(made.find((other) => other.patientId === appointment.patientId)?.id).toBe(appointment.id);
  });

  it('takes appointmentRescheduledFor only as a paid cancelled appointment of the account (a reschedule: tests/server/cancelReschedule.test.ts)', async () => {
    const mine = await newPatient(t, '0778200005');
    const theirs = await newPatient(t, '0778200006');
    const ended = (await bookSession(t, mine.token, 'sess-0006', mine.patientId)).data?.createAppointment;
    t.advance(16 * MINUTE);
    // Booking the session again releases the ended hold (hold_expired) first.
    const live = (await bookSession(t, mine.token, 'sess-0006', mine.patientId)).data?.createAppointment;
    const foreign = (await bookSession(t, theirs.token, 'sess-0006', theirs.patientId)).data?.createAppointment;
    expect(
      errorOf(
        await bookSession(t, mine.token, FREE_CLINIC_SESSION_ID, mine.patientId, {
          appointmentRescheduledFor: live?.id,
        }),
      ),
    ).toBe('ARO-E1046:You cannot reschedule this appointment because it is not cancelled');
    expect(
      errorOf(
        await bookSession(t, mine.token, FREE_CLINIC_SESSION_ID, mine.patientId, {
          appointmentRescheduledFor: foreign?.id,
        }),
      ),
    ).toMatch(/^ARO-E1040:/);
    expect(
      errorOf(
        await bookSession(t, mine.token, FREE_CLINIC_SESSION_ID, mine.patientId, {
          appointmentRescheduledFor: 'appt-missing',
        }),
      ),
    ).toMatch(/^ARO-E1040:/);
    // A lapsed hold was never paid: there is nothing to move, the patient books afresh.
    expect(
      errorOf(
        await bookSession(t, mine.token, FREE_CLINIC_SESSION_ID, mine.patientId, {
          appointmentRescheduledFor: ended?.id,
        }),
      ),
    ).toBe('ARO-E1046:You cannot reschedule this appointment because it was not paid');
  });

  it('refuses a full, a cancelled and a finished session (ARO-E1041 with the reason)', async () => {
    const { token, patientId } = await newPatient(t, '0778200003');
    expect(errorOf(await bookSession(t, token, 'sess-0005', patientId))).toBe(
      'ARO-E1041:This session cannot be booked. This session is full.',
    );
    expect(errorOf(await bookSession(t, token, 'sess-0003', patientId))).toBe(
      'ARO-E1041:This session cannot be booked. This session was cancelled.',
    );
    expect(errorOf(await bookSession(t, token, 'sess-0001', patientId))).toBe(
      'ARO-E1041:This session cannot be booked. This session is over.',
    );
    expect(errorOf(await bookSession(t, token, 'sess-missing', patientId))).toBe(
      'ARO-E1041:This session cannot be booked. This session was not found.',
    );
  });

  it("refuses another account's patient (ARO-E1040) and a caller without a login", async () => {
    const { token } = await newPatient(t, '0778200004');
    expect(errorOf(await bookSession(t, token, 'sess-0006', 'pat-demo-holder-me'))).toMatch(/^ARO-E1040:/);
    expect(errorOf(await bookSession(t, '', 'sess-0006', 'pat-demo-holder-me'))).toBe('ARO-E1023:Please login.');
  });
});

describe('queryAppointment and patchAppointment', () => {
  it("returns only the account's own appointments; another's id or patient is ARO-E1040", async () => {
    const mine = await newPatient(t, '0778300001');
    const theirs = await newPatient(t, '0778300002');
    const booked = (await bookSession(t, theirs.token, 'sess-0006', theirs.patientId)).data?.createAppointment;
    const own = (await bookSession(t, mine.token, 'sess-0006', mine.patientId)).data?.createAppointment;

    const list = await t.gql<{ queryAppointment: AppointmentData[] }>(QUERY_APPOINTMENT, { filter: {} }, mine.token);
    expect(list.data?.queryAppointment.map((appointment) => appointment.id)).toEqual([own?.id]);
    const byId = await t.gql<{ queryAppointment: AppointmentData[] }>(
      QUERY_APPOINTMENT,
      { filter: { id: own?.id } },
      mine.token,
    );
    expect(byId.data?.queryAppointment[0]).toMatchObject({
      id: own?.id,
      patient: { id: mine.patientId },
      session: { id: 'sess-0006' },
    });

    expect(errorOf(await t.gql(QUERY_APPOINTMENT, { filter: { id: booked?.id } }, mine.token))).toMatch(/^ARO-E1040:/);
    expect(errorOf(await t.gql(QUERY_APPOINTMENT, { filter: { patientIds: [theirs.patientId] } }, mine.token))).toMatch(
      /^ARO-E1040:/,
    );
    expect(errorOf(await t.gql(PATCH, { id: booked?.id, patch: { heartbeatLinkSeen: true } }, mine.token))).toMatch(
      /^ARO-E1040:/,
    );
    expect(errorOf(await t.gql(CONFIRM, { id: booked?.id }, mine.token))).toMatch(/^ARO-E1040:/);
  });

  it('records the heartbeat: link seen once, last seen at the server’s now', async () => {
    const { token, patientId } = await newPatient(t, '0778300003');
    const booked = (await bookSession(t, token, 'sess-0006', patientId)).data?.createAppointment;
    expect(booked?.heartbeatLinkSeen).toBe(false);
    t.advance(MINUTE);
    const patched = await t.gql<{ patchAppointment: AppointmentData }>(
      PATCH,
      { id: booked?.id, patch: { heartbeatLinkSeen: true, heartbeatLastSeen: true } },
      token,
    );
    expect(patched.data?.patchAppointment).toMatchObject({
      heartbeatLinkSeen: true,
      heartbeatLastSeen: new Date(t.now()).toISOString(),
    });
    const again = await t.gql<{ patchAppointment: AppointmentData }>(
      PATCH,
      { id: booked?.id, patch: { heartbeatLinkSeen: false } },
      token,
    );
    expect(again.data?.patchAppointment.heartbeatLinkSeen).toBe(true);
  });

  it('announces the link seen once and never a last-seen heartbeat (appointmentsChanged)', async () => {
    const { token, patientId } = await newPatient(t, '0778300004');
    const booked = (await bookSession(t, token, 'sess-0006', patientId)).data?.createAppointment;
    const live = listenTo<{ appointmentsChanged: { id: string; heartbeatLinkSeen: boolean }[] }>(
      t.socket(token),
      'subscription { appointmentsChanged(filter: {}) { id heartbeatLinkSeen } }',
    );
    expect(await live.next(1)).toHaveLength(1);
    for (let beat = 0; beat < 3; beat++)
      expect(errorOf(await t.gql(PATCH, { id: booked?.id, patch: { heartbeatLastSeen: true } }, token))).toBe('');
    expect(
      errorOf(
        await t.gql(PATCH, { id: booked?.id, patch: { heartbeatLinkSeen: true, heartbeatLastSeen: true } }, token),
      ),
    ).toBe('');
    expect(
      errorOf(
        await t.gql(PATCH, { id: booked?.id, patch: { heartbeatLinkSeen: true, heartbeatLastSeen: true } }, token),
      ),
    ).toBe('');
    const pushes = await live.next(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushes).toHaveLength(2);
    expect(pushes[1]?.data?.appointmentsChanged).toEqual([{ id: booked?.id, heartbeatLinkSeen: true }]);
    live.stop();
  });

  it('lists a session’s queue without any patient data', async () => {
    const response = await t.gql<{ queryAppointmentTokens: { tokenNo: number; status: string }[] }>(TOKENS, {
      id: 'sess-0002',
    });
    const tokens = response.data?.queryAppointmentTokens ?? [];
    expect(tokens.map((entry) => entry.tokenNo)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(tokens.map((entry) => entry.status).slice(0, 3)).toEqual(['fulfilled', 'fulfilled', 'arrived']);
    expect(JSON.stringify(response)).not.toMatch(/pat-|acct-/);
  });
});

describe('confirmReservation', () => {
  it('confirms a held booking unpaid; an ended hold is ARO-E1043', async () => {
    const { token, patientId } = await newPatient(t, '0778400001');
    const held = (await bookSession(t, token, 'sess-0006', patientId)).data?.createAppointment;
    const confirmed = await t.gql<{ confirmReservation: AppointmentData }>(CONFIRM, { id: held?.id }, token);
    expect(confirmed.data?.confirmReservation).toMatchObject({
      bookingType: 'confirmed',
      appointmentPaymentStatus: 'pending',
      holdExpiresAt: null,
      status: 'booked',
    });

    const late = (await bookSession(t, token, 'sess-0006', patientId)).data?.createAppointment;
    t.advance(16 * MINUTE);
    expect(errorOf(await t.gql(CONFIRM, { id: late?.id }, token))).toBe(
      'ARO-E1043:This booking is no longer held, please book again.',
    );
  });

  it('is refused where the tenant offers no reservations (ARO-E1046)', async () => {
    const services = {
      ...direct.services,
      tenant: {
        ...direct.services.tenant,
        features: { ...direct.services.tenant.features, channelling: { enabled: true, payment: true, reserve: false } },
      },
    };
    const held = await createAppointment(services, 'acct-demo-holder', {
      sessionId: 'sess-0006',
      patientId: 'pat-demo-holder-mother',
    });
    await expect(confirmReservation(services, 'acct-demo-holder', held.id)).rejects.toThrow(/^ARO-E1046:/);
  });
});
