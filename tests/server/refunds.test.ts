import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, loyaltyTransactions, refunds } from '../../server/db/schema';
import { newPatient, signInStaff, startTestServer, type SessionData, type TestServer } from './harness';
import { ok } from './payFlow';
import {
  APPROVE,
  bookAndPay,
  errorOf,
  MARK_REFUNDED,
  paidSessionsOf,
  REFUND_OF_APPOINTMENT,
  requestRefund,
  STAFF_REFUNDS,
  type StaffRefundData,
} from './refundFlow';

/** Refund requests over the real server: ownership, refusals in the spec's words, one refund per appointment, staff, loyalty. */

const BALANCES = `{ fetchBalanceLoyaltyAccount { patientId activePoints } }`;
const PAYMENTS = `{ queryMyPayments { id status appointmentId refundStatus } }`;
const REFUSED = 'ARO-E1070:You cannot request a refund because,';
const CANCEL = `mutation ($id: ID!) { cancelAppointment(appointmentId: $id) { id } }`;
const RESCHEDULE = `mutation ($input: RescheduleAppointmentInput!) { rescheduleAppointment(input: $input) { id } }`;

let t: TestServer;
let sessions: SessionData[];
let next = 0;
let staffColombo: string;
let staffKandy: string;

const session = (): SessionData => {
  const found = sessions[next++ % sessions.length];
  if (found === undefined) throw new Error('no paid session at org-colombo');
  return found;
};

async function pointsOf(token: string, patientId: string): Promise<number> {
  return (
    ok(
      await t.gql<{ fetchBalanceLoyaltyAccount: { patientId: string; activePoints: number }[] }>(BALANCES, {}, token),
    ).fetchBalanceLoyaltyAccount.find((entry) => entry.patientId === patientId)?.activePoints ?? 0
  );
}

beforeAll(async () => {
  t = await startTestServer();
  sessions = await paidSessionsOf(t, 'org-colombo');
  staffColombo = await signInStaff(t, 'staff.colombo');
  staffKandy = await signInStaff(t, 'staff.kandy');
});
afterAll(async () => {
  await t.close();
});

describe('createRefund', () => {
  it('refuses another account (ARO-E1040), who cannot read the appointment or the staff queue either', async () => {
    const owner = await newPatient(t, '0774100001');
    const stranger = await newPatient(t, '0774100002');
    const booked = await bookAndPay(t, owner, session());
    expect(errorOf(await requestRefund(t, { token: stranger.token, patientId: owner.patientId }, booked))).toMatch(
      /^ARO-E1040:/,
    );
    expect(errorOf(await requestRefund(t, stranger, booked))).toMatch(/^ARO-E1040:/);
    expect(errorOf(await t.gql(REFUND_OF_APPOINTMENT, { id: booked.appointmentId }, stranger.token))).toMatch(
      /^ARO-E1040:/,
    );
    expect(errorOf(await t.gql(STAFF_REFUNDS, {}, stranger.token))).toMatch(/^ARO-E10(22|24):/);
    expect(
      await t.server.services.db.select().from(refunds).where(eq(refunds.appointmentId, booked.appointmentId)),
    ).toHaveLength(0);
  });

  it("refuses in the spec's words: not paid, doctor payment given, rescheduled, refund status already set", async () => {
    const who = await newPatient(t, '0774100003');
    const unpaid = await bookAndPay(t, who, session(), false);
    expect(errorOf(await requestRefund(t, who, unpaid))).toBe(`${REFUSED} appointment is not paid`);

    const doctorPaid = await bookAndPay(t, who, session());
    await t.server.services.db
      .update(appointments)
      .set({ practitionerPaymentStatus: 'paid' })
      .where(eq(appointments.id, doctorPaid.appointmentId));
    expect(errorOf(await requestRefund(t, who, doctorPaid))).toBe(`${REFUSED} doctor payment is given`);

    const rescheduled = await bookAndPay(t, who, session());
    await t.server.services.db
      .update(appointments)
      .set({ rescheduledBy: unpaid.appointmentId })
      .where(eq(appointments.id, rescheduled.appointmentId));
    expect(
      ok(
        await t.gql<{ queryAppointment: { appointmentRescheduledBy: string }[] }>(
          REFUND_OF_APPOINTMENT,
          { id: rescheduled.appointmentId },
          who.token,
        ),
      ).queryAppointment[0]?.appointmentRescheduledBy,
    ).toBe(unpaid.appointmentId);
    expect(errorOf(await requestRefund(t, who, rescheduled))).toBe(`${REFUSED} appointment is rescheduled`);

    const twice = await bookAndPay(t, who, session());
    expect(ok(await requestRefund(t, who, twice)).createRefund.status).toBe('requested');
    expect(errorOf(await requestRefund(t, who, twice))).toBe(`${REFUSED} refund status is already requested`);
  });

  it("of a rescheduled appointment: the old one refuses in the spec's words, the new one holding the moved payment gives back all of it", async () => {
    const who = await newPatient(t, '0774100010');
    const ahead = sessions.filter((candidate) => Date.parse(candidate.startTime) > t.now() + 26 * 60 * 60 * 1000);
    const [from, to] = ahead;
    if (from === undefined || to === undefined)
      throw new Error('the seed has too few paid sessions more than a day ahead');
    const booked = await bookAndPay(t, who, from);
    ok(await t.gql(CANCEL, { id: booked.appointmentId }, who.token));
    const moved = ok(
      await t.gql<{ rescheduleAppointment: { id: string } }>(
        RESCHEDULE,
        { input: { appointmentId: booked.appointmentId, sessionId: to.id } },
        who.token,
      ),
    ).rescheduleAppointment;

    expect(errorOf(await requestRefund(t, who, booked))).toBe(`${REFUSED} appointment is rescheduled`);
    const refund = ok(await requestRefund(t, who, { ...booked, appointmentId: moved.id })).createRefund;
    expect(refund).toMatchObject({ appointmentId: moved.id, status: 'requested' });
    expect(Math.round(refund.amount.value * 100)).toBe(booked.totalCents);
    const before = await pointsOf(who.token, who.patientId);
    ok(await t.gql(MARK_REFUNDED, { id: refund.id }, staffColombo));
    expect(await pointsOf(who.token, who.patientId)).toBe(before - Math.floor(booked.totalCents / 10_000));
  });

  it("refuses a reason that is not one of §9 and excluded fees that are not the reason's", async () => {
    const who = await newPatient(t, '0774100004');
    const booked = await bookAndPay(t, who, session());
    expect(errorOf(await requestRefund(t, who, booked, { code: 'BOOKED WRONG', label: 'Doctor requested' }))).toMatch(
      /Please choose a reason for the refund\.$/,
    );
    expect(
      errorOf(
        await requestRefund(t, who, booked, { code: 'DOCTOR RELATED', label: 'Doctor requested' }, { excluded: [] }),
      ),
    ).toMatch(/The excluded fees do not match the reason\.$/);
    expect(errorOf(await requestRefund(t, who, booked, undefined, { status: 'refunded' }))).toMatch(
      /A refund can only be requested\.$/,
    );
  });

  it('makes one refund of two requests at once, cancels the booked appointment and shows requested', async () => {
    const who = await newPatient(t, '0774100005');
    const booked = await bookAndPay(t, who, session());
    const answers = await Promise.all([requestRefund(t, who, booked), requestRefund(t, who, booked)]);
    expect(answers.filter((answer) => answer.data?.createRefund.status === 'requested')).toHaveLength(1);
    expect(answers.map(errorOf).filter((error) => error !== '')).toEqual([
      `${REFUSED} refund status is already requested`,
    ]);
    expect(
      await t.server.services.db.select().from(refunds).where(eq(refunds.appointmentId, booked.appointmentId)),
    ).toHaveLength(1);
    const [appointment] = ok(
      await t.gql<{ queryAppointment: Record<string, unknown>[] }>(
        REFUND_OF_APPOINTMENT,
        { id: booked.appointmentId },
        who.token,
      ),
    ).queryAppointment;
    expect(appointment).toMatchObject({
      status: 'cancelled',
      cancelReason: 'refund_requested',
      appointmentPaymentStatus: 'paid',
      appointmentPaymentRefundStatus: 'requested',
    });
    const payments = ok(
      await t.gql<{ queryMyPayments: { appointmentId: string; refundStatus: string | null }[] }>(
        PAYMENTS,
        {},
        who.token,
      ),
    ).queryMyPayments;
    expect(payments.find((payment) => payment.appointmentId === booked.appointmentId)?.refundStatus).toBe('requested');
  });

  it("gives back the whole invoice, or for 'Doctor requested' all but the hospital's fees, with the default note", async () => {
    const who = await newPatient(t, '0774100006');
    const whole = await bookAndPay(t, who, session());
    const all = ok(await requestRefund(t, who, whole)).createRefund;
    expect(Math.round(all.amount.value * 100)).toBe(whole.totalCents);
    expect(all).toMatchObject({ remarks: 'Request Refund', excluded: [], reason: 'Wrong person' });

    const doctor = await bookAndPay(t, who, session());
    const part = ok(
      await requestRefund(
        t,
        who,
        doctor,
        { code: 'DOCTOR RELATED', label: 'Doctor requested' },
        { remarks: '  The doctor asked me to  ' },
      ),
    ).createRefund;
    expect(part.items.map((item) => item.category)).toEqual(['doctor_fee']);
    expect(part.amount.value).toBe(part.items[0]?.amount.value);
    expect(Math.round(part.amount.value * 100)).toBeLessThan(doctor.totalCents);
    expect(part.excluded).toContain('hospital_fee');
    expect(part.remarks).toBe('The doctor asked me to');
  });

  it('is refused where the tenant has refunds switched off', async () => {
    const off = await startTestServer({ tenantId: 'harbour-clinic' });
    try {
      const token = await off.signIn('0774100007');
      const answer = await off.gql(
        `mutation { createRefund(input: { serviceRef: "Appointment/x", organizationRef: "Organization/y", patientId: "p", reasonCode: "BOOKED WRONG", reason: "Wrong person" }) { id } }`,
        {},
        token,
      );
      expect(errorOf(answer)).toBe('ARO-E1070:Refunds are not available at this hospital.');
    } finally {
      await off.close();
    }
  });
});

describe('staff refunds', () => {
  it("lists only the hospital's refunds; another hospital cannot approve; approve, then refunded takes the points back once", async () => {
    const who = await newPatient(t, '0774100008', 'Kamal');
    const booked = await bookAndPay(t, who, session());
    const before = await pointsOf(who.token, who.patientId);
    expect(before).toBeGreaterThan(0);
    const refund = ok(await requestRefund(t, who, booked)).createRefund;

    const queue = ok(await t.gql<{ staffRefunds: StaffRefundData[] }>(STAFF_REFUNDS, {}, staffColombo)).staffRefunds;
    expect(queue.find((entry) => entry.id === refund.id)).toMatchObject({
      status: 'requested',
      patientName: expect.stringContaining('Kamal') as string,
      reason: 'Wrong person',
    });
    expect(queue.findIndex((entry) => entry.status !== 'requested')).not.toBe(0);
    expect(
      ok(await t.gql<{ staffRefunds: StaffRefundData[] }>(STAFF_REFUNDS, {}, staffKandy)).staffRefunds.some(
        (entry) => entry.id === refund.id,
      ),
    ).toBe(false);

    expect(errorOf(await t.gql(APPROVE, { id: refund.id }, staffKandy))).toMatch(/^ARO-E1014:/);
    expect(errorOf(await t.gql(MARK_REFUNDED, { id: refund.id }, staffKandy))).toMatch(/^ARO-E1014:/);
    expect(errorOf(await t.gql(APPROVE, { id: refund.id }, who.token))).toMatch(/^ARO-E10(22|24):/);

    expect(
      ok(await t.gql<{ staffApproveRefund: StaffRefundData }>(APPROVE, { id: refund.id }, staffColombo))
        .staffApproveRefund,
    ).toMatchObject({ status: 'approved', actedBy: expect.any(String) as string });
    expect(errorOf(await t.gql(APPROVE, { id: refund.id }, staffColombo))).toMatch(/^ARO-E1046:.*approved/);
    expect(await pointsOf(who.token, who.patientId)).toBe(before);
    const approved = ok(
      await t.gql<{ queryAppointment: { appointmentPaymentRefundStatus: string }[] }>(
        REFUND_OF_APPOINTMENT,
        { id: booked.appointmentId },
        who.token,
      ),
    ).queryAppointment[0];
    expect(approved?.appointmentPaymentRefundStatus).toBe('approved');

    const marks = await Promise.all([
      t.gql(MARK_REFUNDED, { id: refund.id }, staffColombo),
      t.gql(MARK_REFUNDED, { id: refund.id }, staffColombo),
    ]);
    expect(marks.map(errorOf).filter((error) => error === '')).toHaveLength(1);
    expect(await pointsOf(who.token, who.patientId)).toBe(before - Math.floor(booked.totalCents / 10_000));
    const taken = await t.server.services.db
      .select()
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.refundId, refund.id));
    expect(taken.map((entry) => [entry.reasonCode, entry.points])).toEqual([
      ['refund_taken_back', -Math.floor(booked.totalCents / 10_000)],
    ]);
    expect(errorOf(await t.gql(MARK_REFUNDED, { id: refund.id }, staffColombo))).toMatch(/^ARO-E1046:.*refunded/);
  });

  it("takes back only the points of the part refunded ('Doctor requested')", async () => {
    const who = await newPatient(t, '0774100009');
    const booked = await bookAndPay(t, who, session());
    const before = await pointsOf(who.token, who.patientId);
    const refund = ok(
      await requestRefund(t, who, booked, { code: 'DOCTOR RELATED', label: 'Doctor requested' }),
    ).createRefund;
    ok(await t.gql(MARK_REFUNDED, { id: refund.id }, staffColombo));
    const keptCents = booked.totalCents - Math.round(refund.amount.value * 100);
    expect(await pointsOf(who.token, who.patientId)).toBe(
      before - (Math.floor(booked.totalCents / 10_000) - Math.floor(keptCents / 10_000)),
    );
  });
});
