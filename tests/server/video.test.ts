import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatError } from '../../domain/errors';
import { ROLE_REFUSAL_TEXT } from '../../domain/staffRoles';
import { JOIN_REFUSAL_TEXT } from '../../domain/videoCall';
import { FREE_CLINIC_SESSION_ID } from '../../server/seed/schedule';
import { errorOf, newPatient, signInStaff, startTestServer, type TestServer } from './harness';
import {
  DOCTOR,
  runningVideoSession,
  STAFF_VIDEO_SESSIONS,
  TWILIO_TOKEN,
  VIDEO_CALL,
  videoAppointment,
  type StaffVideoSessionsData,
  type VideoCallData,
} from './videoFlow';

/** A server with Twilio credentials (fake ones: minting needs no network). */
const TWILIO = {
  accountSid: 'ACtest0000000000000000000000000000',
  apiKeySid: 'SKtest0000000000000000000000000000',
  apiKeySecret: 'the-api-key-secret',
};
const ICE = [
  { urls: ['stun:stun.example.org:3478'] },
  { urls: ['turn:turn.example.org:3478'], username: 'user', credential: 'pass' },
];

/** The front desk holds no calls: refused by its role (domain/staffRoles.ts), whatever the appointment. */
const FRONT_DESK_REFUSED = formatError('ARO-E1014', ROLE_REFUSAL_TEXT.doctorOnly);

let t: TestServer;
let doctor: string;
let sessionId: string;
beforeAll(async () => {
  t = await startTestServer({ video: { twilio: TWILIO, iceServers: ICE } });
  doctor = await signInStaff(t, DOCTOR);
  sessionId = await runningVideoSession(t, doctor);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const APPOINTMENT = `{ queryAppointment(filter: {}) { id status appointmentArrivedTime communication { id roomId medium } } }`;
interface AppointmentsData {
  queryAppointment: {
    id: string;
    status: string;
    appointmentArrivedTime: string | null;
    communication: { id: string; roomId: string; medium: string } | null;
  }[];
}

describe('the doctor login', () => {
  it('is a doctor with its practitioner; the front desk is not', async () => {
    const me = await t.gql<{
      staffMe: { username: string; role: string; practitionerId: string | null; organization: { id: string } };
    }>('{ staffMe { username role practitionerId organization { id } } }', {}, doctor);
    expect(me.data?.staffMe).toMatchObject({ username: DOCTOR, role: 'doctor', organization: { id: 'org-colombo' } });
    expect(me.data?.staffMe.practitionerId).toMatch(/^prac-/);
    const desk = await t.gql<{ staffMe: { role: string; practitionerId: string | null } }>(
      '{ staffMe { role practitionerId } }',
      {},
      await signInStaff(t, 'staff.colombo'),
    );
    expect(desk.data?.staffMe).toEqual({ role: 'front_desk', practitionerId: null });
  });
});

describe('staffVideoSessions', () => {
  it("lists today's running video session of the doctor with its paid appointments only, by token", async () => {
    const paid = await videoAppointment(t, sessionId, '0778610001', 'Amali');
    await videoAppointment(t, sessionId, '0778610002', 'Unpaid', false);
    const response = await t.gql<StaffVideoSessionsData>(STAFF_VIDEO_SESSIONS, {}, doctor);
    const [today, ...others] = response.data?.staffVideoSessions ?? [];
    expect(others).toEqual([]);
    expect(today?.session).toMatchObject({
      id: sessionId,
      status: 'started',
      participationMode: 'remote_presence_video_call',
      organization: { id: 'org-colombo' },
    });
    // Running now: a tester can always join.
    expect(Date.parse(today?.session.startTime ?? '')).toBeLessThanOrEqual(t.now());
    expect(Date.parse(today?.session.endTime ?? '')).toBeGreaterThan(t.now());
    const listed = today?.appointments ?? [];
    expect(listed.map((row) => row.patientName)).toEqual(['Mr. Amali Silva']);
    expect(listed[0]).toMatchObject({
      id: paid.appointmentId,
      appointmentPaymentStatus: 'paid',
      status: 'booked',
      communication: null,
    });
    expect(listed.map((row) => row.tokenNo)).toEqual([...listed.map((row) => row.tokenNo)].sort((a, b) => a - b));
  });

  it('refuses the front desk (ARO-E1014, by its role) and a patient (ARO-E1022)', async () => {
    expect(errorOf(await t.gql(STAFF_VIDEO_SESSIONS, {}, await signInStaff(t, 'staff.colombo')))).toBe(
      FRONT_DESK_REFUSED,
    );
    const { token } = await newPatient(t, '0778610003');
    expect(errorOf(await t.gql(STAFF_VIDEO_SESSIONS, {}, token))).toBe('ARO-E1022:Authentication failed');
  });
});

describe('videoCall', () => {
  it('lets the patient and the doctor join one call; the patient joining is the patient arrived', async () => {
    const { token, patientId, appointmentId } = await videoAppointment(t, sessionId, '0778610011', 'Kasun');
    const before = await t.gql<AppointmentsData>(APPOINTMENT, {}, token);
    expect(before.data?.queryAppointment[0]).toMatchObject({ status: 'booked', communication: null });

    const patient = await t.gql<VideoCallData>(VIDEO_CALL, { id: appointmentId }, token);
    expect(errorOf(patient)).toBe('');
    const join = patient.data?.videoCall;
    expect(join).toMatchObject({ transport: 'twilio', side: 'patient', participantReference: `Patient/${patientId}` });
    expect(join?.iceServers).toEqual([
      { urls: ['stun:stun.example.org:3478'], username: null, credential: null },
      { urls: ['turn:turn.example.org:3478'], username: 'user', credential: 'pass' },
    ]);
    expect(join?.communication).toMatchObject({
      appointmentId,
      medium: 'VIDEOCONF',
      roomId: `appt-${appointmentId}`,
      history: [],
      practitionerStatus: null,
      patientStatus: null,
    });
    expect(Date.parse(join?.opensAt ?? '')).toBeLessThan(t.now());
    expect(Date.parse(join?.closesAt ?? '')).toBeGreaterThan(t.now());

    const after = (await t.gql<AppointmentsData>(APPOINTMENT, {}, token)).data?.queryAppointment[0];
    expect(after?.status).toBe('arrived');
    expect(after?.appointmentArrivedTime).toBe(new Date(t.now()).toISOString());
    expect(after?.communication).toEqual({
      id: join?.communication.id,
      roomId: `appt-${appointmentId}`,
      medium: 'VIDEOCONF',
    });

    const doctorJoin = (await t.gql<VideoCallData>(VIDEO_CALL, { id: appointmentId }, doctor)).data?.videoCall;
    expect(doctorJoin).toMatchObject({ side: 'doctor', communication: { id: join?.communication.id } });
    expect(doctorJoin?.participantReference).toMatch(/^Practitioner\/prac-/);
    // Joining again keeps the one communication.
    expect(
      (await t.gql<VideoCallData>(VIDEO_CALL, { id: appointmentId }, token)).data?.videoCall.communication.id,
    ).toBe(join?.communication.id);
  });

  it('makes one communication when both parties join at once', async () => {
    const { token, appointmentId } = await videoAppointment(t, sessionId, '0778610012', 'Ruwan');
    const [one, two] = await Promise.all([
      t.gql<VideoCallData>(VIDEO_CALL, { id: appointmentId }, token),
      t.gql<VideoCallData>(VIDEO_CALL, { id: appointmentId }, doctor),
    ]);
    expect(one.data?.videoCall.communication.id).toBeDefined();
    expect(one.data?.videoCall.communication.id).toBe(two.data?.videoCall.communication.id);
  });

  it('is not for another account, the front desk, nor without a login', async () => {
    const { appointmentId } = await videoAppointment(t, sessionId, '0778610013', 'Nimal');
    const { token: stranger } = await newPatient(t, '0778610014');
    expect(errorOf(await t.gql(VIDEO_CALL, { id: appointmentId }, stranger))).toBe('ARO-E1092:This call is not yours.');
    expect(errorOf(await t.gql(VIDEO_CALL, { id: appointmentId }, await signInStaff(t, 'staff.colombo')))).toBe(
      FRONT_DESK_REFUSED,
    );
    expect(errorOf(await t.gql(VIDEO_CALL, { id: 'no-such-appointment' }, stranger))).toBe(
      'ARO-E1092:This call is not yours.',
    );
    expect(errorOf(await t.gql(VIDEO_CALL, { id: appointmentId }))).toBe('ARO-E1023:Please login.');
  });

  it('refuses an unpaid appointment (ARO-E1091) and an in-person one (ARO-E1092)', async () => {
    const unpaid = await videoAppointment(t, sessionId, '0778610015', 'Saman', false);
    expect(errorOf(await t.gql(VIDEO_CALL, { id: unpaid.appointmentId }, unpaid.token))).toBe(
      'ARO-E1091:Please pay for this appointment before joining the call.',
    );
    expect(errorOf(await t.gql(VIDEO_CALL, { id: unpaid.appointmentId }, doctor))).toBe(
      'ARO-E1091:Please pay for this appointment before joining the call.',
    );
    const inPerson = await videoAppointment(t, FREE_CLINIC_SESSION_ID, '0778610017', 'Clinic');
    expect(errorOf(await t.gql(VIDEO_CALL, { id: inPerson.appointmentId }, inPerson.token))).toBe(
      `ARO-E1092:This call is not yours. ${JOIN_REFUSAL_TEXT.notVideo}`,
    );
    expect(
      (await t.gql<AppointmentsData>(APPOINTMENT, {}, inPerson.token)).data?.queryAppointment[0]?.communication,
    ).toBeNull();
  });

  it('opens 15 minutes before the session and closes 30 minutes after its end (ARO-E1090)', async () => {
    const { appointmentId, token } = await videoAppointment(t, sessionId, '0778610016', 'Dilan');
    t.advance(4 * 60 * 60_000);
    try {
      expect(errorOf(await t.gql(VIDEO_CALL, { id: appointmentId }, token))).toBe(
        `ARO-E1090:This call is not open now. ${JOIN_REFUSAL_TEXT.tooLate}`,
      );
      expect(errorOf(await t.gql(VIDEO_CALL, { id: appointmentId }, doctor))).toBe(
        `ARO-E1090:This call is not open now. ${JOIN_REFUSAL_TEXT.tooLate}`,
      );
    } finally {
      t.advance(-4 * 60 * 60_000);
    }
    t.advance(-6 * 60 * 60_000);
    try {
      expect(errorOf(await t.gql(VIDEO_CALL, { id: appointmentId }, token))).toBe(
        `ARO-E1090:This call is not open now. ${JOIN_REFUSAL_TEXT.tooEarly}`,
      );
    } finally {
      t.advance(6 * 60 * 60_000);
    }
  });
});

interface JwtParts {
  header: Record<string, unknown>;
  payload: {
    jti: string;
    iss: string;
    sub: string;
    iat: number;
    nbf: number;
    exp: number;
    grants: { identity: string; video: { room: string } };
  };
  signed: string;
  signature: string;
}
function decodeJwt(token: string): JwtParts {
  const [header = '', payload = '', signature = ''] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JwtParts['payload'],
    signed: `${header}.${payload}`,
    signature,
  };
}

describe('createTwilioToken', () => {
  it("gives the patient and the doctor a token signed with the API key's secret, for the appointment's room only", async () => {
    const { token, patientId, appointmentId } = await videoAppointment(t, sessionId, '0778610021', 'Chamari');
    const room =
      (await t.gql<VideoCallData>(VIDEO_CALL, { id: appointmentId }, token)).data?.videoCall.communication.roomId ?? '';
    const minted = await t.gql<{ createTwilioToken: string }>(TWILIO_TOKEN, { room, id: appointmentId }, token);
    expect(errorOf(minted)).toBe('');
    const jwt = decodeJwt(minted.data?.createTwilioToken ?? '');
    expect(jwt.header).toEqual({ alg: 'HS256', typ: 'JWT', cty: 'twilio-fpa;v=1' });
    expect(jwt.signature).toBe(createHmac('sha256', TWILIO.apiKeySecret).update(jwt.signed).digest('base64url'));
    const nowSec = Math.floor(t.now() / 1000);
    expect(jwt.payload).toMatchObject({
      jti: `${TWILIO.apiKeySid}-${nowSec}`,
      iss: TWILIO.apiKeySid,
      sub: TWILIO.accountSid,
      grants: { identity: `Patient/${patientId}`, video: { room } },
    });
    expect(jwt.payload.exp).toBeGreaterThan(nowSec);
    expect(jwt.payload.exp).toBeLessThanOrEqual(nowSec + 3600);
    // The secret itself is never in the token.
    expect(Buffer.from(minted.data?.createTwilioToken ?? '', 'utf8').toString()).not.toContain(TWILIO.apiKeySecret);

    const doctorToken = decodeJwt(
      (await t.gql<{ createTwilioToken: string }>(TWILIO_TOKEN, { room, id: appointmentId }, doctor)).data
        ?.createTwilioToken ?? '',
    );
    expect(doctorToken.payload.grants.identity).toMatch(/^Practitioner\/prac-/);
    expect(doctorToken.payload.grants.video.room).toBe(room);
  });

  it("ends with the call's window when that is sooner than an hour", async () => {
    const { token, appointmentId } = await videoAppointment(t, sessionId, '0778610022', 'Hiran');
    const join = (await t.gql<VideoCallData>(VIDEO_CALL, { id: appointmentId }, token)).data?.videoCall;
    const closesAt = Date.parse(join?.closesAt ?? '');
    const shift = closesAt - t.now() - 10 * 60_000;
    t.advance(shift);
    try {
      const minted = await t.gql<{ createTwilioToken: string }>(
        TWILIO_TOKEN,
        { room: join?.communication.roomId, id: appointmentId },
        token,
      );
      expect(decodeJwt(minted.data?.createTwilioToken ?? '').payload.exp).toBe(Math.floor(closesAt / 1000));
    } finally {
      t.advance(-shift);
    }
  });

  it('refuses another account, the front desk, another room (ARO-E1093) and an unpaid appointment', async () => {
    const { token, appointmentId } = await videoAppointment(t, sessionId, '0778610023', 'Lahiru');
    const other = await videoAppointment(t, sessionId, '0778610024', 'Other');
    const room =
      (await t.gql<VideoCallData>(VIDEO_CALL, { id: appointmentId }, token)).data?.videoCall.communication.roomId ?? '';
    const otherRoom =
      (await t.gql<VideoCallData>(VIDEO_CALL, { id: other.appointmentId }, other.token)).data?.videoCall.communication
        .roomId ?? '';
    const { token: stranger } = await newPatient(t, '0778610025');
    expect(errorOf(await t.gql(TWILIO_TOKEN, { room, id: appointmentId }, stranger))).toBe(
      'ARO-E1092:This call is not yours.',
    );
    expect(errorOf(await t.gql(TWILIO_TOKEN, { room, id: appointmentId }, await signInStaff(t, 'staff.colombo')))).toBe(
      FRONT_DESK_REFUSED,
    );
    // Its own appointment, another's room: a token for someone else's call is never minted.
    expect(errorOf(await t.gql(TWILIO_TOKEN, { room: otherRoom, id: appointmentId }, token))).toBe(
      'ARO-E1093:This video room cannot be used.',
    );
    expect(errorOf(await t.gql(TWILIO_TOKEN, { room: 'anything', id: appointmentId }, token))).toBe(
      'ARO-E1093:This video room cannot be used.',
    );
    const unpaid = await videoAppointment(t, sessionId, '0778610026', 'Unpaid', false);
    expect(
      errorOf(
        await t.gql(TWILIO_TOKEN, { room: `appt-${unpaid.appointmentId}`, id: unpaid.appointmentId }, unpaid.token),
      ),
    ).toMatch(/^ARO-E1091:/);
  });
});

describe('the doctor after the call', () => {
  it('marks an arrived video appointment fulfilled', async () => {
    const { token, appointmentId } = await videoAppointment(t, sessionId, '0778610031', 'Tharindu');
    await t.gql<VideoCallData>(VIDEO_CALL, { id: appointmentId }, token);
    const fulfilled = await t.gql<{ markAppointmentFulfilled: { appointments: { id: string; status: string }[] } }>(
      'mutation ($id: ID!) { markAppointmentFulfilled(appointmentId: $id) { appointments { id status } } }',
      { id: appointmentId },
      doctor,
    );
    expect(errorOf(fulfilled)).toBe('');
    expect(fulfilled.data?.markAppointmentFulfilled.appointments.find((row) => row.id === appointmentId)?.status).toBe(
      'fulfilled',
    );
    // The call is over: it cannot be joined again, and the console still lists it.
    expect(errorOf(await t.gql(VIDEO_CALL, { id: appointmentId }, token))).toBe(
      `ARO-E1092:This call is not yours. ${JOIN_REFUSAL_TEXT.closedAppointment}`,
    );
    const listed =
      (await t.gql<StaffVideoSessionsData>(STAFF_VIDEO_SESSIONS, {}, doctor)).data?.staffVideoSessions[0]
        ?.appointments ?? [];
    expect(listed.find((row) => row.id === appointmentId)?.status).toBe('fulfilled');
  });
});
