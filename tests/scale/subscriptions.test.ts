import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatError } from '../../domain/errors';
import { tokenHash } from '../../server/modules/auth/tokens';
import { FREE_CLINIC_SESSION_ID } from '../../server/seed/schedule';
import {
  COMMUNICATION,
  chattingPatient,
  dataOf,
  PICK_UP,
  seededStaff,
  staffSend,
  type ChatData,
  type MessageData,
} from '../server/chatApi';
import { APPOINTMENT_FIELDS, bookSession, listenTo, newPatient, type AppointmentData } from '../server/harness';
import { startTestPair, type TestPair } from './pair';
import { untilRedisListens } from './redisListening';

// What a client on instance B sees of a change made on instance A: the change crosses Redis (server/redis/pubsub.ts).
let pair: TestPair;
beforeAll(async () => {
  pair = await startTestPair();
});
afterAll(async () => {
  await pair.close();
});

/** The app's live queue (src/features/booking/graphql/booking.ts AppointmentTokensChanged) and the account's appointments of one session. */
const QUEUE =
  'subscription ($sessionId: ID!) { appointmentTokensChanged(sessionId: $sessionId) { id tokenNo status appointmentPaymentStatus } }';
const MY_APPOINTMENTS = `subscription ($sessionId: ID!) { appointmentsChanged(filter: { sessionId: $sessionId }) { ${APPOINTMENT_FIELDS} } }`;
interface QueueToken {
  id: string;
  tokenNo: number;
  status: string;
}

describe('subscriptions across instances', () => {
  it('pushes a booking made on A to the live queue and the account’s appointments watched on B', async () => {
    const { token, patientId } = await newPatient(pair.b, '0771900001', 'Across');
    const socket = pair.b.socket(token);
    const queue = listenTo<{ appointmentTokensChanged: QueueToken[] }>(socket, QUEUE, {
      sessionId: FREE_CLINIC_SESSION_ID,
    });
    const mine = listenTo<{ appointmentsChanged: AppointmentData[] }>(socket, MY_APPOINTMENTS, {
      sessionId: FREE_CLINIC_SESSION_ID,
    });
    const [before] = await queue.next(1);
    const [none] = await mine.next(1);
    expect(none?.data?.appointmentsChanged).toEqual([]);
    await untilRedisListens(pair.b, `appointmentTokensChanged:${FREE_CLINIC_SESSION_ID}`);
    const accountId = dataOf(
      await pair.b.gql<{ queryOneProfile: { id: string } }>('{ queryOneProfile { id } }', {}, token),
      'profile',
    ).queryOneProfile.id;
    await untilRedisListens(pair.b, `appointmentsChanged:${accountId}`);

    const booked = dataOf(
      await bookSession(pair.a, token, FREE_CLINIC_SESSION_ID, patientId),
      'createAppointment',
    ).createAppointment;

    const queued = await queue.next(2);
    const tokens = queued.at(-1)?.data?.appointmentTokensChanged ?? [];
    expect(tokens).toHaveLength((before?.data?.appointmentTokensChanged.length ?? 0) + 1);
    expect(tokens.find((entry) => entry.id === booked.id)).toMatchObject({
      tokenNo: booked.tokenNo,
      status: booked.status,
    });
    const pushed = await mine.next(2);
    expect(
      pushed
        .at(-1)
        ?.data?.appointmentsChanged.map((appointment) => [appointment.id, appointment.tokenNo, appointment.patientId]),
    ).toEqual([[booked.id, booked.tokenNo, patientId]]);
    queue.stop();
    mine.stop();
  });

  it("delivers a staff message sent on A to the patient's agent chat subscription on B, once and in order", async () => {
    const patient = await chattingPatient(pair.b, '0771900002');
    const staff = await seededStaff(pair.a, 'staff.colombo');
    expect(
      dataOf(await pair.a.gql<{ staffPickUpChat: ChatData }>(PICK_UP, { id: patient.chat.id }, staff.token), 'pickUp')
        .staffPickUpChat.status,
    ).toBe('in_progress');
    // The app's watch (src/features/chat/api/chatActors.ts): every stored message after the last one held, then each new one.
    const held = patient.chat.lastSeq;
    const messages = listenTo<{ communication: MessageData }>(pair.b.socket(patient.token), COMMUNICATION, {
      chatId: patient.chat.id,
      afterSeq: held,
    });
    await messages.next(1); // the 'joined' event stored by the pick-up
    await untilRedisListens(pair.b, `chatMessage:${patient.chat.id}`);

    for (const text of ['Good morning', 'How can we help?', 'Please send a photo']) {
      expect(
        dataOf(await staffSend(pair.a, staff.token, staff.id, patient.chat.id, text), 'staffSendChat').staffSendChat
          .author,
      ).toBe('staff');
    }

    const received = (await messages.next(4)).map((result) => result.data?.communication);
    expect(received.map((message) => message?.author)).toEqual(['system', 'staff', 'staff', 'staff']);
    expect(received.map((message) => message?.seq)).toEqual([held + 1, held + 2, held + 3, held + 4]);
    expect(received.slice(1).map((message) => message?.authorRef)).toEqual(Array(3).fill(`Staff/${staff.id}`));
    messages.stop();
  });

  it("ends a console's subscription on B when its token is signed out on A (the revocation crosses Redis)", async () => {
    const staff = await seededStaff(pair.a, 'staff.colombo');
    const state = { ended: false };
    const errors: unknown[] = [];
    const results: unknown[] = [];
    const stop = pair.b.socket(staff.token).subscribe(
      { query: 'subscription { staffRefundsChanged { id } }' },
      {
        next: (value) => {
          if (value.errors === undefined) results.push(value);
          else errors.push(...value.errors);
        },
        error: (error: unknown) => void errors.push(error),
        complete: () => {
          state.ended = true;
        },
      },
    );
    const deadline = Date.now() + 5000;
    while (results.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await untilRedisListens(pair.b, `tokenRevoked:${tokenHash(staff.token)}`);

    expect(
      dataOf(await pair.a.gql<{ staffSignOut: boolean }>('mutation { staffSignOut }', {}, staff.token), 'staffSignOut')
        .staffSignOut,
    ).toBe(true);

    while (!state.ended && Date.now() < deadline + 5000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.ended).toBe(true);
    expect(errors.map((error) => (error as { message?: string }).message)).toEqual([formatError('ARO-E1024')]);
    stop();
  });
});
