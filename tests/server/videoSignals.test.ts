import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeVideoPayload, videoCallEvent, type VideoDeviceReport } from '../../domain/videoCall';
import { accountOfToken } from '../../server/modules/auth/tokens';
import { sendVideoSignal } from '../../server/modules/video/signals';
import { errorOf, newPatient, signInStaff, startTestServer, type TestServer } from './harness';
import {
  COMMUNICATION_CHANGED,
  DOCTOR,
  pause,
  runningVideoSession,
  SEND_COMMUNICATION,
  SEND_SIGNAL,
  subscribe,
  subscriptionError,
  TWILIO_TOKEN,
  VIDEO_CALL,
  VIDEO_SIGNALS,
  videoAppointment,
  type CommunicationData,
  type VideoCallData,
} from './videoFlow';

/** A server without Twilio credentials: calls are peer to peer, signalled through videoSignals. */
let t: TestServer;
let doctor: string;
let sessionId: string;
beforeAll(async () => {
  t = await startTestServer({ video: { twilio: null, iceServers: [] } });
  doctor = await signInStaff(t, DOCTOR);
  sessionId = await runningVideoSession(t, doctor);
}, 120_000);
afterAll(async () => {
  await t.close();
});

interface SignalData {
  videoSignals: { kind: string; data: string };
}
const signalsOf = (results: readonly { data?: SignalData | null }[]): string[] =>
  results.flatMap((result) =>
    result.data ? [`${result.data.videoSignals.kind}:${result.data.videoSignals.data}`] : [],
  );

async function communicationOf(token: string, appointmentId: string): Promise<CommunicationData> {
  const response = await t.gql<VideoCallData>(VIDEO_CALL, { id: appointmentId }, token);
  const communication = response.data?.videoCall.communication;
  if (communication === undefined) throw new Error(`videoCall failed: ${errorOf(response)}`);
  return communication;
}

describe('a peer-to-peer call', () => {
  it('is p2p without ICE servers by default, and has no Twilio token (ARO-E1093)', async () => {
    const { token, appointmentId } = await videoAppointment(t, sessionId, '0778620001', 'Pradeep');
    const join = (await t.gql<VideoCallData>(VIDEO_CALL, { id: appointmentId }, token)).data?.videoCall;
    expect(join).toMatchObject({ transport: 'p2p', iceServers: [] });
    expect(errorOf(await t.gql(TWILIO_TOKEN, { room: join?.communication.roomId, id: appointmentId }, token))).toBe(
      'ARO-E1093:This video room cannot be used. This server has no Twilio credentials.',
    );
  });
});

describe('videoSignals', () => {
  it("carries a side's signals to the other side of the same call only, never to another call or account", async () => {
    const one = await videoAppointment(t, sessionId, '0778620011', 'First');
    const two = await videoAppointment(t, sessionId, '0778620012', 'Second');
    const { token: stranger } = await newPatient(t, '0778620013', 'Stranger');
    const patientOne = subscribe<SignalData>(t.socket(one.token), VIDEO_SIGNALS, { id: one.appointmentId });
    const patientTwo = subscribe<SignalData>(t.socket(two.token), VIDEO_SIGNALS, { id: two.appointmentId });
    const doctorSocket = t.socket(doctor);
    const doctorOne = subscribe<SignalData>(doctorSocket, VIDEO_SIGNALS, { id: one.appointmentId });
    const doctorTwo = subscribe<SignalData>(doctorSocket, VIDEO_SIGNALS, { id: two.appointmentId });
    const strangerOnOne = subscribe<SignalData>(t.socket(stranger), VIDEO_SIGNALS, { id: one.appointmentId });
    try {
      // Subscribed once each is recorded connected.
      const connected = async (appointmentId: string): Promise<void> => {
        for (let tries = 0; tries < 100; tries++) {
          const communication = await communicationOf(doctor, appointmentId);
          if (communication.patientStatus === 'connected' && communication.practitionerStatus === 'connected') return;
          await pause(50);
        }
        throw new Error(`${appointmentId}: both sides never connected`);
      };
      await connected(one.appointmentId);
      await connected(two.appointmentId);

      const send = async (token: string, id: string, kind: string, data: string): Promise<string> =>
        errorOf(await t.gql(SEND_SIGNAL, { id, kind, data }, token));
      expect(await send(one.token, one.appointmentId, 'hello', 'from patient one')).toBe('');
      expect(await send(doctor, one.appointmentId, 'welcome', 'from the doctor to one')).toBe('');
      expect(await send(doctor, two.appointmentId, 'description', '{"type":"offer","sdp":"v=0"}')).toBe('');
      expect(await send(two.token, two.appointmentId, 'candidate', '{"candidate":"c"}')).toBe('');
      // Someone else's call: refused, and nothing sent.
      expect(await send(stranger, one.appointmentId, 'bye', 'intruder')).toBe('ARO-E1092:This call is not yours.');
      expect(await send(two.token, one.appointmentId, 'bye', 'wrong call')).toBe('ARO-E1092:This call is not yours.');

      await doctorOne.until((results) => results.length >= 1);
      await patientOne.until((results) => results.length >= 1);
      await doctorTwo.until((results) => results.length >= 1);
      await patientTwo.until((results) => results.length >= 1);
      await pause(300);
      expect(signalsOf(doctorOne.results)).toEqual(['hello:from patient one']);
      expect(signalsOf(patientOne.results)).toEqual(['welcome:from the doctor to one']);
      expect(signalsOf(doctorTwo.results)).toEqual(['candidate:{"candidate":"c"}']);
      expect(signalsOf(patientTwo.results)).toEqual(['description:{"type":"offer","sdp":"v=0"}']);
      expect(strangerOnOne.results).toEqual([]);
      expect(subscriptionError(strangerOnOne.errors)).toBe('ARO-E1092:This call is not yours.');
    } finally {
      for (const subscription of [patientOne, patientTwo, doctorOne, doctorTwo, strangerOnOne]) subscription.stop();
    }
  });

  it('refuses a signal over 64 KB (ARO-E1046), an unpaid call and one outside its window', async () => {
    const { token, appointmentId } = await videoAppointment(t, sessionId, '0778620021', 'Large');
    // The API's body limit (64 KB) refuses it before GraphQL; the rule itself, called directly, is ARO-E1046.
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: SEND_SIGNAL,
        variables: { id: appointmentId, kind: 'description', data: 'x'.repeat(64 * 1024 + 1) },
      }),
    });
    expect(response.status).toBe(413);
    const accountId = await accountOfToken(t.server.services.db, token, t.now());
    const caller = { kind: 'patient', accountId } as const;
    await expect(
      sendVideoSignal(t.server.services, caller, appointmentId, {
        kind: 'description',
        data: 'x'.repeat(64 * 1024 + 1),
      }),
    ).rejects.toThrow(/^ARO-E1046:.* A video signal carries at most 64 KB\.$/);
    expect(
      await sendVideoSignal(t.server.services, caller, appointmentId, {
        kind: 'description',
        data: 'x'.repeat(64 * 1024),
      }),
    ).toBe(true);
    const unpaid = await videoAppointment(t, sessionId, '0778620022', 'Unpaid', false);
    const refused = subscribe<SignalData>(t.socket(unpaid.token), VIDEO_SIGNALS, { id: unpaid.appointmentId });
    await refused.until(() => false);
    expect(subscriptionError(refused.errors)).toBe(
      'ARO-E1091:Please pay for this appointment before joining the call.',
    );
    t.advance(4 * 60 * 60_000);
    try {
      const late = subscribe<SignalData>(t.socket(token), VIDEO_SIGNALS, { id: appointmentId });
      await late.until(() => false);
      expect(subscriptionError(late.errors)).toMatch(/^ARO-E1090:/);
    } finally {
      t.advance(-4 * 60 * 60_000);
    }
  });
});

interface ChangedData {
  videoCommunicationChanged: CommunicationData;
}

describe('presence and call history', () => {
  it("records each side connecting and leaving as the spec's events, labelled Doctor and You, and pushes each change", async () => {
    const { token, patientId, appointmentId } = await videoAppointment(t, sessionId, '0778620031', 'History');
    const communication = await communicationOf(token, appointmentId);
    const watch = subscribe<ChangedData>(t.socket(token), COMMUNICATION_CHANGED, { id: appointmentId });
    const latest = (): CommunicationData | undefined => watch.results.at(-1)?.data?.videoCommunicationChanged;
    const patientCall = subscribe<SignalData>(t.socket(token), VIDEO_SIGNALS, { id: appointmentId });
    try {
      await watch.until(() => latest()?.patientStatus === 'connected');
      expect(latest()).toMatchObject({ id: communication.id, patientStatus: 'connected', practitionerStatus: null });

      const doctorCall = subscribe<SignalData>(t.socket(doctor), VIDEO_SIGNALS, { id: appointmentId });
      await watch.until(() => latest()?.practitionerStatus === 'connected');
      doctorCall.stop();
      await watch.until(() => latest()?.practitionerStatus === 'disconnected');
      const seen = latest();
      expect(seen).toMatchObject({ patientStatus: 'connected', practitionerStatus: 'disconnected' });
      expect(seen?.history.map((entry) => `${entry.label} ${entry.participantStatus}`)).toEqual([
        'You connected',
        'Doctor connected',
        'Doctor disconnected',
      ]);
      const [first] = seen?.history ?? [];
      expect(first).toMatchObject({ type: 'participant-connected', participantReference: `Patient/${patientId}` });
      // data is the stored base64 VideoCallEvent.
      const decoded = JSON.parse(Buffer.from(first?.data ?? '', 'base64').toString('utf8')) as Record<string, unknown>;
      expect(decoded).toMatchObject({
        class: '.VideoCallEvent',
        type: 'participant-connected',
        topic: communication.roomId,
        timestamp: first?.timestamp,
        extensions: { participantReference: `Patient/${patientId}`, participantStatus: 'connected' },
      });
      expect(seen?.history[1]?.participantReference).toMatch(/^Practitioner\/prac-/);
    } finally {
      patientCall.stop();
      watch.stop();
    }
    // The patient left too: the appointment's communication says so.
    for (
      let tries = 0;
      tries < 100 && (await communicationOf(doctor, appointmentId)).patientStatus !== 'disconnected';
      tries++
    )
      await pause(50);
    const after = await communicationOf(doctor, appointmentId);
    expect(after.history.map((entry) => `${entry.label} ${entry.participantStatus}`)).toEqual([
      'You connected',
      'Doctor connected',
      'Doctor disconnected',
      'You disconnected',
    ]);
  });

  it('keeps a participant connected while another subscription of theirs lives (a reload)', async () => {
    const { token, appointmentId } = await videoAppointment(t, sessionId, '0778620041', 'Reload');
    const first = subscribe<SignalData>(t.socket(token), VIDEO_SIGNALS, { id: appointmentId });
    const second = subscribe<SignalData>(t.socket(token), VIDEO_SIGNALS, { id: appointmentId });
    try {
      for (
        let tries = 0;
        tries < 100 && (await communicationOf(token, appointmentId)).patientStatus !== 'connected';
        tries++
      )
        await pause(50);
      await pause(200);
      first.stop();
      await pause(300);
      const communication = await communicationOf(token, appointmentId);
      expect(communication.patientStatus).toBe('connected');
      expect(communication.history.map((entry) => `${entry.label} ${entry.participantStatus}`)).toEqual([
        'You connected',
      ]);
    } finally {
      second.stop();
    }
  });

  it("tells the patient's appointment views when the doctor connects (the queue's 'Please await here' ends)", async () => {
    const { token, appointmentId } = await videoAppointment(t, sessionId, '0778620051', 'Queue');
    await communicationOf(token, appointmentId);
    const views = subscribe<{
      appointmentsChanged: {
        id: string;
        status: string;
        communication: { practitionerStatus: string | null } | null;
      }[];
    }>(
      t.socket(token),
      `subscription { appointmentsChanged(filter: {}) { id status communication { practitionerStatus } } }`,
      {},
    );
    const doctorCall = subscribe<SignalData>(t.socket(doctor), VIDEO_SIGNALS, { id: appointmentId });
    try {
      const seen = await views.until((results) =>
        results.some(
          (result) =>
            result.data?.appointmentsChanged.find((row) => row.id === appointmentId)?.communication
              ?.practitionerStatus === 'connected',
        ),
      );
      const row = seen.at(-1)?.data?.appointmentsChanged.find((entry) => entry.id === appointmentId);
      expect(row).toEqual({ id: appointmentId, status: 'arrived', communication: { practitionerStatus: 'connected' } });
    } finally {
      doctorCall.stop();
      views.stop();
    }
  });

  it('refuses videoCommunicationChanged to another account', async () => {
    const { appointmentId } = await videoAppointment(t, sessionId, '0778620061', 'Private');
    const { token: stranger } = await newPatient(t, '0778620062', 'Stranger');
    const watch = subscribe<ChangedData>(t.socket(stranger), COMMUNICATION_CHANGED, { id: appointmentId });
    await watch.until(() => false);
    expect(watch.results).toEqual([]);
    expect(subscriptionError(watch.errors)).toBe('ARO-E1092:This call is not yours.');
  });
});

describe('sendCommunication', () => {
  const REPORTED_AT = '2026-01-02T03:04:05.000Z';
  const report = (participantReference: string): VideoDeviceReport => ({
    class: '.VideoDeviceReport',
    timestamp: REPORTED_AT,
    participantReference,
    permissions: { camera: 'granted', microphone: 'denied' },
    support: {
      webrtc: true,
      getUserMedia: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
    },
  });

  it("stores the patient's device report and a call event about the caller; refuses anything about someone else", async () => {
    const { token, patientId, appointmentId } = await videoAppointment(t, sessionId, '0778620071', 'Device');
    const communication = await communicationOf(token, appointmentId);
    const sent = await t.gql<{ sendCommunication: CommunicationData }>(
      SEND_COMMUNICATION,
      { id: communication.id, payload: encodeVideoPayload(report(`Patient/${patientId}`)) },
      token,
    );
    expect(errorOf(sent)).toBe('');
    expect(sent.data?.sendCommunication.patientDevice).toEqual({
      timestamp: REPORTED_AT,
      participantReference: `Patient/${patientId}`,
      camera: 'granted',
      microphone: 'denied',
      webrtc: true,
      getUserMedia: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
    });
    // The doctor reads it on the call.
    expect((await communicationOf(doctor, appointmentId)).patientDevice?.microphone).toBe('denied');

    const event = (reference: string, topic = communication.roomId): string =>
      encodeVideoPayload(
        videoCallEvent({
          id: 'evt-1',
          time: t.now(),
          roomId: topic,
          participantReference: reference,
          status: 'disconnected',
        }),
      );
    const own = await t.gql<{ sendCommunication: CommunicationData }>(
      SEND_COMMUNICATION,
      { id: communication.id, payload: event(`Patient/${patientId}`) },
      token,
    );
    expect(own.data?.sendCommunication).toMatchObject({
      patientStatus: 'disconnected',
      history: [{ label: 'You', participantStatus: 'disconnected' }],
    });

    const refused = async (payload: string, caller = token, id = communication.id): Promise<string> =>
      errorOf(await t.gql(SEND_COMMUNICATION, { id, payload }, caller));
    expect(await refused(encodeVideoPayload(report('Practitioner/prac-0001')))).toMatch(
      /^ARO-E1046:.*about its sender/,
    );
    expect(await refused(event('Practitioner/prac-0001'))).toMatch(/^ARO-E1046:.*about its sender/);
    expect(await refused(event(`Patient/${patientId}`, 'appt-another'))).toMatch(/^ARO-E1046:/);
    expect(await refused('bm90IGpzb24=')).toMatch(/^ARO-E1046:/);
    const { token: stranger, patientId: strangerPatient } = await newPatient(t, '0778620072', 'Stranger');
    expect(await refused(encodeVideoPayload(report(`Patient/${strangerPatient}`)), stranger)).toBe(
      'ARO-E1092:This call is not yours.',
    );
    expect(await refused(encodeVideoPayload(report(`Patient/${patientId}`)), token, '999999')).toBe(
      'ARO-E1092:This call is not yours.',
    );
  });
});
