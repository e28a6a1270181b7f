import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { startCluster, type RunningCluster } from '../../server/cluster/startCluster';
import { FREE_CLINIC_SESSION_ID } from '../../server/seed/schedule';
import { PICK_UP, PREPARE, STAFF_SEND, textPayload, type ChatData, type MessageData } from '../server/chatApi';
import {
  APPOINTMENT_FIELDS,
  COMPLETE,
  CREATE_PATIENT,
  errorOf,
  INITIATE,
  patientInput,
  STAFF_PASSWORD,
  STAFF_SIGN_IN,
  type AppointmentData,
  type CompleteData,
  type InitiateData,
  type OutboxMessage,
  type PatientData,
} from '../server/harness';
import { freshDatabaseUrl } from '../infra/testDatabase';
import { gqlAt, openResyncingPatient, type ResyncingPatient } from './resyncingPatient';

// Two real server processes (server/main.ts) behind the round-robin balancer. Instance A is killed with SIGKILL
// (no drain, no close frame) while a patient's agent chat and live queue are open on it.
let cluster: RunningCluster | undefined;
let patient: ResyncingPatient | null = null;
beforeAll(async () => {
  const databaseUrl = await freshDatabaseUrl();
  const redisUrl = inject('redisUrl') ?? '';
  if (databaseUrl === undefined || redisUrl === '')
    throw new Error('the scale-out suite runs with vitest.scale.config.ts (PostgreSQL and Redis)');
  cluster = await startCluster({
    instances: 2,
    databaseUrl,
    redisUrl,
    stdio: 'ignore',
    env: { CODE_REQUESTS_PER_ADDRESS_PER_HOUR: '1000', LOG_LEVEL: 'warn' },
  });
});
afterAll(async () => {
  await patient?.dispose();
  // Undefined when the cluster failed to start (beforeAll's error is the one to read).
  await cluster?.stop();
});

/** The data of a response, or throws with its error. */
function dataOf<T>(response: { data?: T | null; errors?: readonly { message: string }[] }, what: string): T {
  if (!response.data) throw new Error(`${what} failed: ${errorOf(response)}`);
  return response.data;
}

/** A patient signed in on one instance with one patient; returns the token and patient id. */
async function signInPatient(base: string, mobile: string): Promise<{ token: string; patientId: string }> {
  const { id, mobileNo } = dataOf(
    await gqlAt<InitiateData>(base, INITIATE, { username: mobile }),
    'initiate',
  ).initiateAuthentication;
  const outbox = (await (await fetch(`${base}/dev/sms`)).json()) as OutboxMessage[];
  const code = /\b(\d{4})\b/.exec(outbox.find((message) => message.mobile === mobileNo)?.text ?? '')?.[1];
  const token = dataOf(await gqlAt<CompleteData>(base, COMPLETE, { id, code: Number(code) }), 'complete')
    .completeAuthentication.accessToken;
  if (token === null) throw new Error('sign-in failed');
  const created = await gqlAt<{ createPatient: PatientData }>(
    base,
    CREATE_PATIENT,
    { hospitalId: 'org-colombo', args: patientInput({ given: ['Failover'] }) },
    token,
  );
  return { token, patientId: dataOf(created, 'createPatient').createPatient.id };
}

/**
 * Staff's sending as the console does: one message after another, each with its own id, and a send whose
 * connection failed (its instance died) is sent again with the SAME id, which the server never stores twice.
 */
async function sendUntilStored(
  base: string,
  token: string,
  chatId: string,
  staffId: string,
  text: string,
): Promise<MessageData> {
  const input = { chatId, id: randomUUID(), payload: textPayload(`Staff/${staffId}`, text) };
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await gqlAt<{ staffSendChat: MessageData }>(base, STAFF_SEND, { input }, token);
      if (response.data) return response.data.staffSendChat;
      throw new Error(`staffSendChat failed: ${errorOf(response)}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('staffSendChat failed')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`'${text}' was never stored`);
}

/** Staff's pace: about 20 messages in the test, under the 30 a minute one author may send in a chat (sendLimit.ts). */
const SEND_EVERY_MS = 200;
/** Never past the limit, whatever the timing: a test that needs more fails on waiting, not on ARO-E1033. */
const MAX_SENDS = 28;

/** Polls until `check` passes (up to `ms`). */
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('losing an instance', () => {
  it('moves the patient to B through the balancer, which resyncs: no message lost, doubled or out of order; the queue shows a later booking', async () => {
    if (cluster === undefined) throw new Error('no cluster');
    const running = cluster;
    const [a, b] = running.instances;
    if (a === undefined || b === undefined) throw new Error('two instances');
    const balancer = running.url;

    // The patient opens the chat and the session's queue on A.
    const { token, patientId } = await signInPatient(a.url, '0774900001');
    const chat = dataOf(
      await gqlAt<{ prepareChat: ChatData }>(a.url, PREPARE, { hospitalId: 'org-colombo' }, token),
      'prepareChat',
    ).prepareChat;
    patient = await openResyncingPatient({
      httpUrl: () => (a.child.exitCode === null && a.child.signalCode === null ? a.url : balancer),
      socketUrl: (connection) => (connection === 1 ? a.url : balancer),
      token,
      chatId: chat.id,
      sessionId: FREE_CLINIC_SESSION_ID,
    });
    const live = patient;
    await until(() => live.queue() !== null, 10_000, 'the live queue on A');

    // Staff answer through the balancer (their requests land on A and B in turn).
    const staff = dataOf(
      await gqlAt<{ staffSignIn: { accessToken: string; staff: { id: string } } }>(balancer, STAFF_SIGN_IN, {
        username: 'staff.colombo',
        password: STAFF_PASSWORD,
      }),
      'staffSignIn',
    ).staffSignIn;
    expect(
      dataOf(
        await gqlAt<{ staffPickUpChat: ChatData }>(balancer, PICK_UP, { id: chat.id }, staff.accessToken),
        'pickUp',
      ).staffPickUpChat.status,
    ).toBe('in_progress');

    const sent: MessageData[] = [];
    const sending = { on: true };
    const sender = (async () => {
      for (let n = 1; sending.on && n <= MAX_SENDS; n++) {
        sent.push(await sendUntilStored(balancer, staff.accessToken, chat.id, staff.staff.id, `Message ${n}`));
        await new Promise((resolve) => setTimeout(resolve, SEND_EVERY_MS));
      }
    })();
    // A failure surfaces where the sender is awaited; until then it must not count as unhandled.
    sender.catch(() => undefined);
    const staffTexts = (): string[] =>
      live
        .messages()
        .flatMap((message) =>
          message.author === 'staff' && message.content.kind === 'message' ? [message.content.message] : [],
        );

    // Some arrive live on A, then A dies mid-stream.
    await until(() => staffTexts().length >= 5, 10_000, 'messages on A');
    expect(live.connections()).toBe(1);
    const placedBeforeKill = running.balancer.placements.length;
    expect(await a.kill('SIGKILL')).toBeNull();
    const sentAtKill = sent.length;

    // The client reconnects through the balancer, which can only place it on B, and catches up.
    await until(() => live.connections() >= 2, 15_000, 'the reconnect to B');
    const sentAtReconnect = sent.length;
    // Staff went on while the patient was away (the app waits about a second before reconnecting).
    expect(sentAtReconnect - sentAtKill).toBeGreaterThanOrEqual(3);
    await until(() => live.catchUps() >= 1, 10_000, 'the catch-up');
    await until(() => sent.length >= sentAtReconnect + 5, 15_000, 'messages after the reconnect');
    const placedAfterKill = running.balancer.placements.slice(placedBeforeKill);
    expect(placedAfterKill.length).toBeGreaterThan(0);
    expect(new Set(placedAfterKill)).toEqual(new Set([1]));

    // A booking after the kill reaches the re-subscribed live queue.
    const booked = dataOf(
      await gqlAt<{ createAppointment: AppointmentData }>(
        balancer,
        `mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { ${APPOINTMENT_FIELDS} } }`,
        { input: { sessionId: FREE_CLINIC_SESSION_ID, patientId } },
        token,
      ),
      'createAppointment',
    ).createAppointment;
    await until(
      () => (live.queue() ?? []).some((entry) => entry.id === booked.id),
      5000,
      'the booking in the live queue',
    );
    expect(live.queue()?.find((entry) => entry.id === booked.id)).toMatchObject({
      tokenNo: booked.tokenNo,
      status: booked.status,
    });

    sending.on = false;
    await sender;
    const last = sent.at(-1);
    await until(() => live.messages().some((message) => message.id === last?.id), 10_000, 'the last message');

    // Exactly what staff sent, each once, in the order stored (seq order, no gap in the transcript).
    expect(staffTexts()).toEqual(sent.map((_, index) => `Message ${index + 1}`));
    expect(
      live
        .messages()
        .filter((message) => message.author === 'staff')
        .map((message) => message.id),
    ).toEqual(sent.map((message) => message.id));
    const seqs = live.messages().map((message) => message.seq);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, index) => (seqs[0] ?? 1) + index));
    // Each socket handed the messages in seq order (the replay after reconnecting starts again from the
    // original afterSeq, and the transcript merges it away by id).
    for (const connection of new Set(live.arrivals.map((arrival) => arrival.connection))) {
      const order = live.arrivals.filter((arrival) => arrival.connection === connection).map((arrival) => arrival.seq);
      expect(order).toEqual([...order].sort((x, y) => x - y));
      expect(new Set(order).size).toBe(order.length);
    }
    expect(live.errors).toEqual([]);
  });
});
