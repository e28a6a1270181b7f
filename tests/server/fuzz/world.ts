import { randomUUID } from 'node:crypto';
import { and, count, eq, lte } from 'drizzle-orm';
import { blobUrl } from '../../../domain/chatPayload';
import { sandboxTransactions, serviceRequests } from '../../../server/db/schema';
import { notifyViewableReports } from '../../../server/modules/reports/viewableNotifier';
import { notifyDue } from '../../../server/sandbox/notifier';
import {
  accountIdOf,
  dataOf,
  insertBlob,
  PICK_UP,
  PREPARE,
  seededStaff,
  type ChatData,
  type SignedInStaff,
} from '../chatApi';
import { afterAll, beforeAll } from 'vitest';
import type { StartOptions } from '../../../server/app';
import {
  bookSession,
  errorOf,
  newPatient,
  startTestServer,
  type GraphqlResponse,
  type SessionData,
  type TestServer,
} from '../harness';
import { addParameters, examinationOrder } from '../labReportsFlow';
import { bookAndPay, paidSessionsOf } from '../refundFlow';
import { DOCTOR, runningVideoSession, VIDEO_CALL, videoAppointment, type VideoCallData } from '../videoFlow';

/**
 * What the fuzzed mutations act on, made through the real API (the database only where other server tests do the
 * same: a paid flag, a saved card): accounts, the Colombo front desk, sessions, appointments in each state, chats,
 * orders, lab reports and a video call. Each piece is made when an entry first asks for it and kept, so one entry's
 * success never takes away another's context (each entry that uses something up gets its own).
 */
export interface Holder {
  /** The account's mobile number as typed (0779…). */
  readonly mobile: string;
  readonly token: string;
  readonly patientId: string;
  readonly accountId: string;
}

export const HOSPITAL = 'org-colombo';
export const QUESTIONNAIRE = 'questionnaire-colombo';
export const FBC = '10000001';
export const UFR = '10000002';

const STAFF_OP = (name: string, arg: 'sessionId' | 'appointmentId'): string =>
  `mutation ($id: ID!) { ${name}(${arg}: $id) { session { id } } }`;
const QUESTIONS = `query ($id: ID!) { queryAppointmentQuestionnaire(appointmentId: $id) { questionnaire { id questions { question type } } } }`;
const STAFF_CANCEL_ORDER = `mutation ($id: ID!) { staffCancelOrder(id: $id, reason: "patientRequested") { order { id } } }`;
const CANCEL = `mutation ($id: ID!) { cancelAppointment(appointmentId: $id) { id status } }`;
const PREPARE_INVOICE = `mutation ($input: PrepareInvoiceInput!) { prepareInvoice(input: $input) { id sessionId appointmentId } }`;
const INITIATE_BOOKING = `mutation ($input: InitiateBookingInput!) { initiateBooking(input: $input) { id } }`;

export function ok<T>(response: GraphqlResponse<T>, what: string): T {
  if (response.errors !== undefined) throw new Error(`${what} failed: ${errorOf(response)}`);
  return dataOf(response, what);
}

export class FuzzWorld {
  private readonly kept = new Map<string, Promise<unknown>>();
  private mobiles = 0;

  constructor(readonly t: TestServer) {}

  /**
   * Does now what timers would do during a fuzzed call, which would change the tables as if the call had (the suite
   * checks them after refusals): the sandbox gateway's merchant notifications due, and the lab reports' ready notices
   * (the clock stands still, so once done neither has more to do until a call makes some).
   */
  async quiet(): Promise<void> {
    const { db } = this.t.server.services;
    await notifyViewableReports(this.t.server.services);
    for (;;) {
      const due = and(
        eq(sandboxTransactions.notification, 'pending'),
        lte(sandboxTransactions.nextNotifyAt, new Date(this.t.now())),
      );
      const [row] = await db.select({ n: count() }).from(sandboxTransactions).where(due);
      if ((row?.n ?? 0) === 0) return;
      await notifyDue(this.t.server.services);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Made once per key, then kept. */
  once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let value = this.kept.get(key) as Promise<T> | undefined;
    if (value === undefined) this.kept.set(key, (value = make()));
    return value;
  }

  /** A fresh mobile number (0779…), never one the seed or another test of this file holds. */
  mobile(): string {
    this.mobiles += 1;
    return `0779${String(this.mobiles).padStart(6, '0')}`;
  }

  /** A new account with its holder patient. */
  async holder(given = 'Nuwan'): Promise<Holder> {
    const mobile = this.mobile();
    const { token, patientId } = await newPatient(this.t, mobile, given);
    return { mobile, token, patientId, accountId: await accountIdOf(this.t, token) };
  }

  /** A new signed-in account without a patient yet. */
  async emptyAccount(): Promise<string> {
    return this.t.signIn(this.mobile());
  }

  /** The demo holder (0771234567, seeded with relatives, a default saved card and lab reports), signed in once. */
  demoHolder(): Promise<string> {
    return this.once('demoHolder', () => this.t.signIn('0771234567'));
  }

  /** The Colombo front desk. */
  staff(): Promise<SignedInStaff> {
    return this.once('staff', () => seededStaff(this.t, 'staff.colombo'));
  }

  /** A Colombo session started by the front desk, only for visits (its appointments can arrive and be fulfilled). */
  visitSession(): Promise<string> {
    return this.once('visits', async () => {
      const staff = await this.staff();
      const session = (await this.futureSessions()).visits;
      ok(await this.t.gql(STAFF_OP('startSession', 'sessionId'), { id: session.id }, staff.token), 'startSession');
      return session.id;
    });
  }

  /**
   * Scheduled paid Colombo sessions more than two days ahead (cancellable) with room: the one with the most room
   * (unlimited if any) for visits, the others to book in turn.
   */
  futureSessions(): Promise<{ readonly visits: SessionData; readonly others: readonly SessionData[] }> {
    return this.once('future', async () => {
      const room = (session: SessionData): number =>
        session.appointmentMaxAllowed === -1
          ? Number.MAX_SAFE_INTEGER
          : session.appointmentMaxAllowed - session.activeAppointments;
      const sessions = (await paidSessionsOf(this.t, HOSPITAL))
        .filter((session) => Date.parse(session.startTime) > this.t.now() + 2 * 24 * 60 * 60 * 1000)
        .sort((a, b) => room(b) - room(a));
      const [visits, ...others] = sessions;
      if (visits === undefined || others.length < 2)
        throw new Error('the seed has too few Colombo sessions two days ahead');
      return { visits, others };
    });
  }

  /** A future session (not the visits' one): each call the next, so no one session fills up. */
  private sessionTurn = 0;
  async nextFutureSession(): Promise<SessionData> {
    const { others } = await this.futureSessions();
    const session = others[this.sessionTurn++ % others.length];
    if (session === undefined) throw new Error('no future session');
    return session;
  }

  /** Books the patient into the next future session that has room. */
  private async bookNext(who: {
    token: string;
    patientId: string;
  }): Promise<{ appointmentId: string; session: SessionData }> {
    const { others } = await this.futureSessions();
    for (let tries = 0; tries < others.length; tries += 1) {
      const session = await this.nextFutureSession();
      const booked = await bookSession(this.t, who.token, session.id, who.patientId);
      if (booked.data?.createAppointment !== undefined)
        return { appointmentId: booked.data.createAppointment.id, session };
      if (!errorOf(booked).startsWith('ARO-E1041')) throw new Error(`createAppointment failed: ${errorOf(booked)}`);
    }
    throw new Error('every future Colombo session is full');
  }

  /** A held (temporary, status booked) appointment of a new holder in a future session. */
  async bookedAppointment(): Promise<Holder & { appointmentId: string; sessionId: string }> {
    const who = await this.holder();
    const { appointmentId, session } = await this.bookNext(who);
    return { ...who, appointmentId, sessionId: session.id };
  }

  /** A paid appointment of a new holder in a future session (through the sandbox's card pages). */
  async paidAppointment(): Promise<Holder & { appointmentId: string; organizationId: string }> {
    const who = await this.holder();
    const { others } = await this.futureSessions();
    for (let tries = 0; tries < others.length; tries += 1) {
      try {
        const booked = await bookAndPay(this.t, who, await this.nextFutureSession());
        return { ...who, appointmentId: booked.appointmentId, organizationId: booked.organizationId };
      } catch (error) {
        // A session filled by the fuzzed bookings: the next one.
        if (!(error instanceof Error && error.message.includes('ARO-E1041'))) throw error;
      }
    }
    throw new Error('every future Colombo session is full');
  }

  /** A paid appointment its patient cancelled (it can be rescheduled). */
  async cancelledPaidAppointment(): Promise<Holder & { appointmentId: string }> {
    const paid = await this.paidAppointment();
    ok(await this.t.gql(CANCEL, { id: paid.appointmentId }, paid.token), 'cancelAppointment');
    return paid;
  }

  /** A new holder's appointment in the started visits' session, arrived and fulfilled by the front desk (it can be rated). */
  async fulfilledAppointment(): Promise<Holder & { appointmentId: string }> {
    const session = await this.visitSession();
    const staff = await this.staff();
    const who = await this.holder();
    const appointmentId = ok(await bookSession(this.t, who.token, session, who.patientId), 'createAppointment')
      .createAppointment.id;
    ok(
      await this.t.gql(STAFF_OP('markAppointmentArrived', 'appointmentId'), { id: appointmentId }, staff.token),
      'markAppointmentArrived',
    );
    ok(
      await this.t.gql(STAFF_OP('markAppointmentFulfilled', 'appointmentId'), { id: appointmentId }, staff.token),
      'markAppointmentFulfilled',
    );
    return { ...who, appointmentId };
  }

  /** The first text question of the Colombo questionnaire, as an appointment offers it. */
  textQuestion(appointmentId: string, token: string): Promise<string> {
    return this.once('question', async () => {
      const found = ok(
        await this.t.gql<{
          queryAppointmentQuestionnaire: { questionnaire: { questions: { question: string; type: string }[] } } | null;
        }>(QUESTIONS, { id: appointmentId }, token),
        'queryAppointmentQuestionnaire',
      );
      const question = found.queryAppointmentQuestionnaire?.questionnaire.questions.find(
        (candidate) => candidate.type === 'text',
      )?.question;
      if (question === undefined) throw new Error('the Colombo questionnaire has no text question');
      return question;
    });
  }

  /** An invoice of a held appointment, and what initiateBooking needs. */
  async invoice(): Promise<Holder & { invoiceId: string; sessionId: string; appointmentId: string }> {
    const booked = await this.bookedAppointment();
    const invoice = ok(
      await this.t.gql<{ prepareInvoice: { id: string; sessionId: string; appointmentId: string } }>(
        PREPARE_INVOICE,
        { input: { appointmentId: booked.appointmentId } },
        booked.token,
      ),
      'prepareInvoice',
    ).prepareInvoice;
    return { ...booked, invoiceId: invoice.id };
  }

  /** A booking initiated with the gateway for an invoice (quick pay or the card provider's pages). */
  async booking(
    gateway: string,
    invoice: { token: string; invoiceId: string; sessionId: string; appointmentId: string },
  ): Promise<string> {
    const input = {
      invoiceId: invoice.invoiceId,
      paymentGatewayType: gateway,
      successUrl: `/view/appointment?id=${invoice.appointmentId}`,
      failureUrl: `/view/appointment?id=${invoice.appointmentId}`,
    };
    return ok(
      await this.t.gql<{ initiateBooking: { id: string } }>(INITIATE_BOOKING, { input }, invoice.token),
      'initiateBooking',
    ).initiateBooking.id;
  }

  /** A new holder's chat with Colombo, picked up by the front desk. */
  async answeredChat(): Promise<Holder & { chatId: string }> {
    const who = await this.holder();
    const staff = await this.staff();
    const chat = ok(
      await this.t.gql<{ prepareChat: ChatData }>(PREPARE, { hospitalId: HOSPITAL }, who.token),
      'prepareChat',
    ).prepareChat;
    ok(await this.t.gql(PICK_UP, { id: chat.id }, staff.token), 'staffPickUpChat');
    return { ...who, chatId: chat.id };
  }

  /** An image blob owned by the account (as the blob service stores an upload), as its URL. */
  async accountImage(accountId: string): Promise<string> {
    return blobUrl(await insertBlob(this.t, { accountId }));
  }

  /** An image blob uploaded by the front desk, as its id. */
  async staffImage(): Promise<string> {
    return insertBlob(this.t, { staffId: (await this.staff()).id });
  }

  /** An open examination order (FBC) of a new holder at Colombo. */
  async openOrder(tests: readonly string[] = [FBC]): Promise<Holder & { orderId: string }> {
    const who = await this.holder();
    await this.labParameters();
    return { ...who, orderId: await examinationOrder(this.t, who.token, who.patientId, tests, false) };
  }

  /** A closed (cancelled) order of a new holder: it can be rated. */
  async closedOrder(): Promise<Holder & { orderId: string }> {
    const order = await this.openOrder();
    ok(await this.t.gql(STAFF_CANCEL_ORDER, { id: order.orderId }, (await this.staff()).token), 'staffCancelOrder');
    return order;
  }

  /** A paid examination order of FBC and UFR for results. */
  async labOrder(): Promise<string> {
    const order = await this.openOrder([FBC, UFR]);
    await this.t.server.services.db
      .update(serviceRequests)
      .set({ paymentStatus: 'paid' })
      .where(eq(serviceRequests.id, order.orderId));
    return order.orderId;
  }

  /** FBC and UFR with parameters the results fill (tests/server/labReportsFlow.ts). */
  labParameters(): Promise<void> {
    return this.once('lab', () => addParameters(this.t, HOSPITAL));
  }

  /** A paid video appointment of today's running video session, and its call as the patient joins it. */
  videoCall(): Promise<{
    token: string;
    appointmentId: string;
    communicationId: string;
    participantReference: string;
    roomId: string;
  }> {
    return this.once('video', async () => {
      const doctor = await seededStaff(this.t, DOCTOR);
      const session = await runningVideoSession(this.t, doctor.token);
      const patient = await videoAppointment(this.t, session, this.mobile(), 'Video');
      const call = ok(
        await this.t.gql<VideoCallData>(VIDEO_CALL, { id: patient.appointmentId }, patient.token),
        'videoCall',
      ).videoCall;
      return {
        token: patient.token,
        appointmentId: patient.appointmentId,
        communicationId: call.communication.id,
        participantReference: call.participantReference,
        roomId: call.communication.roomId,
      };
    });
  }

  /** A new id for a create that is idempotent on it. */
  static id(): string {
    return randomUUID();
  }
}

/** A file's server and its world: started before the file's tests, closed after them (read them inside tests). */
export function worldPerFile(options: Partial<StartOptions> = {}): {
  readonly t: TestServer;
  readonly world: FuzzWorld;
} {
  const held: { t?: TestServer; world?: FuzzWorld } = {};
  beforeAll(async () => {
    held.t = await startTestServer(options);
    held.world = new FuzzWorld(held.t);
  });
  afterAll(async () => {
    await held.t?.close();
  });
  return {
    get t(): TestServer {
      if (held.t === undefined) throw new Error('the server starts in beforeAll');
      return held.t;
    },
    get world(): FuzzWorld {
      if (held.world === undefined) throw new Error('the world is made in beforeAll');
      return held.world;
    },
  };
}
