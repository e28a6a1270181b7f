import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisPresence } from '../../server/live/redisPresence';
import { TYPING_TTL_MS } from '../../server/live/typing';
import {
  CHAT_SUBSCRIPTION,
  chattingPatient,
  readChat,
  seededStaff,
  STAFF_CHAT,
  STAFF_CHATS_CHANGED,
  TYPING,
  type ChatData,
  type SummaryData,
} from '../server/chatApi';
import { listenTo, signInStaff, type TestServer } from '../server/harness';
import {
  COMMUNICATION_CHANGED,
  DOCTOR,
  pause,
  runningVideoSession,
  subscribe,
  VIDEO_CALL,
  VIDEO_SIGNALS,
  videoAppointment,
  type CommunicationData,
  type VideoCallData,
} from '../server/videoFlow';
import { startTestPair, type TestPair } from './pair';

// Peer-to-peer video, so videoSignals carries presence without Twilio.
let pair: TestPair;
beforeAll(async () => {
  pair = await startTestPair({ codeRequestsPerAddressPerHour: 1000, video: { twilio: null, iceServers: [] } });
});
afterAll(async () => {
  await pair.close();
});

/** Polls until `check` passes or `ms` run out; returns the last value read (the caller's expect says what was wrong). */
async function waitFor<T>(read: () => T | Promise<T>, check: (value: T) => boolean, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await pause(25);
    value = await read();
  }
  return value;
}

describe('staff presence across instances', () => {
  it('shows a console open on A as staffOnline to a patient on B, and offline once it closes', async () => {
    const patient = await chattingPatient(pair.b, '0779100001', 'org-galle');
    expect(patient.chat.staffOnline).toBe(false);
    // Staff list a chat once the patient wrote in it (issue 29 item 13).
    await patient.send('Hello');
    const watch = listenTo<{ chat: ChatData }>(pair.b.socket(patient.token), CHAT_SUBSCRIPTION, {
      id: patient.chat.id,
    });
    await watch.next(1);
    const latest = (): boolean | undefined => watch.results.at(-1)?.data?.chat.staffOnline;

    const staff = await seededStaff(pair.a, 'staff.galle');
    const console = listenTo<{ staffChatsChanged: SummaryData[] }>(pair.a.socket(staff.token), STAFF_CHATS_CHANGED);
    expect((await console.next(1))[0]?.data?.staffChatsChanged.map((chat) => chat.id)).toContain(patient.chat.id);
    expect(await waitFor(latest, (online) => online === true)).toBe(true);
    expect((await readChat(pair.b, patient.token, patient.chat.id)).staffOnline).toBe(true);

    // A second console on B, closed again, leaves the hospital online (A's is still open).
    const second = listenTo<{ staffChatsChanged: SummaryData[] }>(pair.b.socket(staff.token), STAFF_CHATS_CHANGED);
    await second.next(1);
    second.stop();
    await pause(200);
    expect((await readChat(pair.b, patient.token, patient.chat.id)).staffOnline).toBe(true);
    expect(latest()).toBe(true);

    console.stop();
    expect(await waitFor(latest, (online) => online === false)).toBe(false);
    expect((await readChat(pair.a, patient.token, patient.chat.id)).staffOnline).toBe(false);
    expect((await readChat(pair.b, patient.token, patient.chat.id)).staffOnline).toBe(false);
    watch.stop();
  });

  it("lets a killed instance's consoles lapse after the ttl: the next console is the first again", async () => {
    const { redis } = pair.a.server.services;
    if (redis === null) throw new Error('the pair runs with Redis');
    // A short ttl stands in for PRESENCE_TTL_MS; "killed" = it joined, then never refreshed nor left.
    const killed = createRedisPresence({
      redis: redis.command,
      instanceId: 'killed',
      logger: pair.a.server.services.logger,
      ttlMs: 300,
    });
    const live = createRedisPresence({
      redis: redis.command,
      instanceId: 'live',
      logger: pair.a.server.services.logger,
      ttlMs: 300,
    });
    const key = `test:killed:${Date.now()}`;
    expect((await killed.join(key)).first).toBe(true);
    expect(await live.isPresent(key)).toBe(true);
    await killed.close();
    // close() lets its holds go; a killed instance cannot: put one back as it would have stayed.
    const [seconds, micros] = await redis.command.time();
    await redis.command.zadd(
      `presence:${key}`,
      Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) + 300,
      'killed:1',
    );
    expect(await live.isPresent(key)).toBe(true);
    const second = await live.join(key);
    expect(second.first).toBe(false);
    await pause(400);
    // Only the live instance's hold (refreshed every ttl/3) is left.
    expect(await second.leave()).toBe(true);
    expect(await live.isPresent(key)).toBe(false);
    expect((await live.join(key)).first).toBe(true);
    await live.close();
    expect(await live.isPresent(key)).toBe(false);
  });
});

describe('typing across instances', () => {
  it('shows typing reported on A to readers on B, and its lapse after TYPING_TTL_MS', async () => {
    const patient = await chattingPatient(pair.a, '0779100002');
    const staff = await seededStaff(pair.b, 'staff.colombo');
    await pair.b.gql('mutation ($id: ID!) { staffPickUpChat(id: $id) { id } }', { id: patient.chat.id }, staff.token);
    const watch = listenTo<{ chat: ChatData }>(pair.b.socket(staff.token), CHAT_SUBSCRIPTION, { id: patient.chat.id });
    await watch.next(1);
    const latest = (): boolean | undefined => watch.results.at(-1)?.data?.chat.patientTyping;
    const staffView = async (): Promise<ChatData | undefined> =>
      (await pair.b.gql<{ staffChat: ChatData }>(STAFF_CHAT, { id: patient.chat.id }, staff.token)).data?.staffChat;

    expect(
      (await pair.a.gql<{ chatTyping: boolean }>(TYPING, { id: patient.chat.id, typing: true }, patient.token)).data
        ?.chatTyping,
    ).toBe(true);
    expect(await waitFor(latest, (shown) => shown === true)).toBe(true);
    expect((await staffView())?.patientTyping).toBe(true);

    // Stopped on B (another request of the same patient): seen at once everywhere.
    await pair.b.gql(TYPING, { id: patient.chat.id, typing: false }, patient.token);
    expect(await waitFor(latest, (shown) => shown === false)).toBe(false);
    expect((await readChat(pair.a, patient.token, patient.chat.id)).patientTyping).toBe(false);

    // Reported on A and never renewed: it lapses, and B's subscriber is told (A's timer announces it).
    await pair.a.gql(TYPING, { id: patient.chat.id, typing: true }, patient.token);
    expect(await waitFor(latest, (shown) => shown === true)).toBe(true);
    const reported = Date.now();
    expect(await waitFor(latest, (shown) => shown === false, TYPING_TTL_MS + 3000)).toBe(false);
    expect(Date.now() - reported).toBeGreaterThan(TYPING_TTL_MS - 1000);
    expect((await staffView())?.patientTyping).toBe(false);
    watch.stop();
  });

  it("judges a flag by the server's clock, as one instance does", async () => {
    const patient = await chattingPatient(pair.a, '0779100003');
    await pair.a.gql(TYPING, { id: patient.chat.id, typing: true }, patient.token);
    expect((await readChat(pair.b, patient.token, patient.chat.id)).patientTyping).toBe(true);
    pair.advance(TYPING_TTL_MS);
    expect((await readChat(pair.b, patient.token, patient.chat.id)).patientTyping).toBe(false);
  });
});

describe('video call presence across instances', () => {
  const historyOf = (communication: CommunicationData | undefined): string[] =>
    (communication?.history ?? []).map((entry) => `${entry.label} ${entry.participantStatus}`);

  it('a patient on A and the doctor on B see each other connected; one connected and one disconnected per participant', async () => {
    const doctor = await signInStaff(pair.b, DOCTOR);
    const sessionId = await runningVideoSession(pair.b, doctor);
    const { token, appointmentId } = await videoAppointment(pair.a, sessionId, '0778100001', 'Across');
    const communicationOn = async (t: TestServer, caller: string): Promise<CommunicationData | undefined> =>
      (await t.gql<VideoCallData>(VIDEO_CALL, { id: appointmentId }, caller)).data?.videoCall.communication;

    const patientWatch = subscribe<{ videoCommunicationChanged: CommunicationData }>(
      pair.a.socket(token),
      COMMUNICATION_CHANGED,
      { id: appointmentId },
    );
    const doctorWatch = subscribe<{ videoCommunicationChanged: CommunicationData }>(
      pair.b.socket(doctor),
      COMMUNICATION_CHANGED,
      { id: appointmentId },
    );
    const seenByPatient = (): CommunicationData | undefined =>
      patientWatch.results.at(-1)?.data?.videoCommunicationChanged;
    const seenByDoctor = (): CommunicationData | undefined =>
      doctorWatch.results.at(-1)?.data?.videoCommunicationChanged;

    const patientOnA = subscribe(pair.a.socket(token), VIDEO_SIGNALS, { id: appointmentId });
    const doctorOnB = subscribe(pair.b.socket(doctor), VIDEO_SIGNALS, { id: appointmentId });
    expect((await waitFor(seenByPatient, (seen) => seen?.practitionerStatus === 'connected'))?.practitionerStatus).toBe(
      'connected',
    );
    expect((await waitFor(seenByDoctor, (seen) => seen?.patientStatus === 'connected'))?.patientStatus).toBe(
      'connected',
    );

    // The patient reloads and lands on B: still one stay, one connected.
    const patientOnB = subscribe(pair.b.socket(token), VIDEO_SIGNALS, { id: appointmentId });
    await pause(300);
    patientOnA.stop();
    await pause(300);
    const during = await communicationOn(pair.a, doctor);
    expect(during?.patientStatus).toBe('connected');
    expect(historyOf(during).sort()).toEqual(['Doctor connected', 'You connected']);

    // The doctor leaves: one disconnected, seen by the patient on A.
    doctorOnB.stop();
    expect(
      (await waitFor(seenByPatient, (seen) => seen?.practitionerStatus === 'disconnected'))?.practitionerStatus,
    ).toBe('disconnected');
    patientOnB.stop();
    const after = await waitFor(
      () => communicationOn(pair.a, doctor),
      (seen) => seen?.patientStatus === 'disconnected',
    );
    expect(after?.patientStatus).toBe('disconnected');
    const history = historyOf(after);
    expect(history.filter((entry) => entry === 'You connected')).toHaveLength(1);
    expect(history.filter((entry) => entry === 'Doctor connected')).toHaveLength(1);
    expect(history.slice(2)).toEqual(['Doctor disconnected', 'You disconnected']);
    patientWatch.stop();
    doctorWatch.stop();
  });
});
