import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildSchema } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatError } from '../../domain/errors';
import { ROLE_REFUSAL_TEXT, roleRefusal, STAFF_RULES, type StaffOperation } from '../../domain/staffRoles';
import { communications } from '../../server/db/schema';
import { addStaff, chattingPatient, insertBlob, STAFF_COLLEAGUES, textPayload, TRANSFER } from './chatApi';
import { errorOf, signInStaff, startTestServer, type GraphqlResponse, type TestServer } from './harness';
import { bookAndPay, paidSessionsOf, requestRefund } from './refundFlow';
import {
  DOCTOR,
  runningVideoSession,
  subscribe,
  subscriptionError,
  VIDEO_CALL,
  videoAppointment,
  type VideoCallData,
} from './videoFlow';

/**
 * Staff roles on the server (issue 28, docs/decisions/0020-staff-roles.md): every staff query, mutation
 * and subscription of domain/staffRoles.ts, walked through the real server for the front desk, a doctor on its own
 * sessions and a doctor on another doctor's session. A refused one answers the role's ARO-E1014 (or the call's party
 * refusal, ARO-E1092) and changes no row; an allowed one is never refused for its role or token.
 */

const SCHEMA_FILE = new URL('../../server/schema.graphql', import.meta.url);
const SERVER_DIR = new URL('../../server/', import.meta.url).pathname;

const REFUSED = {
  frontDeskOnly: formatError('ARO-E1014', ROLE_REFUSAL_TEXT.frontDeskOnly),
  doctorOnly: formatError('ARO-E1014', ROLE_REFUSAL_TEXT.doctorOnly),
  notOwnSession: formatError('ARO-E1014', ROLE_REFUSAL_TEXT.notOwnSession),
  notYourCall: formatError('ARO-E1092'),
};

/** What one walk acts on: the doctor's own session and appointment, or another doctor's. */
interface Targets {
  readonly sessionId: string;
  readonly appointmentId: string;
  readonly communicationId: string;
  /** A blob the acting staff member uploaded (a prescription to attach). */
  readonly blobId: string;
  readonly staffId: string;
}

/** What every walk shares: the hospital's chat, refund, orders and report. */
interface Shared {
  readonly chatId: string;
  readonly colleagueId: string;
  readonly refundId: string;
  readonly orderId: string;
  readonly examinationOrderId: string;
  readonly testCode: string;
  readonly reportId: string;
}

type Variables = (targets: Targets, shared: Shared) => Record<string, unknown>;

interface Case {
  readonly kind: 'query' | 'mutation' | 'subscription';
  readonly document: string;
  readonly variables?: Variables;
  /** A list a doctor sees narrowed to its own sessions (no target to be refused on). */
  readonly listsSessions?: (
    data: unknown,
  ) => readonly { readonly practitionerId: string; readonly sessionId: string }[];
  /** A subscription that pushes nothing on its own: makes it push once it is live. */
  readonly provoke?: (targets: Targets) => Promise<void>;
}

let t: TestServer;
let shared: Shared;
let own: Targets;
let others: Targets;
let desk: Targets;
let tokens: { frontDesk: string; doctor: string; tester: string };
let doctorPractitionerId: string;
let videoPatient: { token: string; appointmentId: string };

const sessionRows = (
  rows: readonly { session: { id: string; practitioner: { id: string } } }[],
): { practitionerId: string; sessionId: string }[] =>
  rows.map((row) => ({ practitionerId: row.session.practitioner.id, sessionId: row.session.id }));

/** Every staff operation of the table, as this test calls it. Typed by the table: one missing does not compile. */
const CASES: Record<StaffOperation, Case> = {
  staffMe: { kind: 'query', document: '{ staffMe { id role practitionerId } }' },
  staffSignOut: { kind: 'mutation', document: 'mutation { staffSignOut }' },

  staffSessions: {
    kind: 'query',
    document: '{ staffSessions { session { id practitioner { id } } } }',
    listsSessions: (data) =>
      sessionRows(
        (data as { staffSessions: { session: { id: string; practitioner: { id: string } } }[] }).staffSessions,
      ),
  },
  startSession: {
    kind: 'mutation',
    document: 'mutation ($id: ID!) { startSession(sessionId: $id) { session { id status } } }',
    variables: (x) => ({ id: x.sessionId }),
  },
  completeSession: {
    kind: 'mutation',
    document: 'mutation ($id: ID!) { completeSession(sessionId: $id) { session { id status } } }',
    variables: (x) => ({ id: x.sessionId }),
  },
  cancelSession: {
    kind: 'mutation',
    document: 'mutation ($id: ID!) { cancelSession(sessionId: $id) { session { id status } } }',
    variables: (x) => ({ id: x.sessionId }),
  },
  markAppointmentArrived: {
    kind: 'mutation',
    document: 'mutation ($id: ID!) { markAppointmentArrived(appointmentId: $id) { session { id } } }',
    variables: (x) => ({ id: x.appointmentId }),
  },
  markAppointmentFulfilled: {
    kind: 'mutation',
    document: 'mutation ($id: ID!) { markAppointmentFulfilled(appointmentId: $id) { session { id } } }',
    variables: (x) => ({ id: x.appointmentId }),
  },
  staffDocuments: {
    kind: 'query',
    document: 'query ($id: ID!) { staffDocuments(appointmentId: $id) { id } }',
    variables: (x) => ({ id: x.appointmentId }),
  },
  staffUploadDocument: {
    kind: 'mutation',
    document: 'mutation ($input: CreateDocumentReferenceInput!) { staffUploadDocument(input: $input) { id } }',
    variables: (x) => ({
      input: {
        id: randomUUID(),
        appointmentId: x.appointmentId,
        description: 'Prescription',
        contentType: 'image/png',
        url: `/blob/get/${x.blobId}`,
      },
    }),
  },
  staffAppointmentDetails: {
    kind: 'query',
    document: 'query ($id: ID!) { staffAppointmentDetails(appointmentId: $id) { appointmentId } }',
    variables: (x) => ({ id: x.appointmentId }),
  },

  staffVideoSessions: {
    kind: 'query',
    document: '{ staffVideoSessions { session { id practitioner { id } } } }',
    listsSessions: (data) =>
      sessionRows(
        (data as { staffVideoSessions: { session: { id: string; practitioner: { id: string } } }[] })
          .staffVideoSessions,
      ),
  },
  videoCall: {
    kind: 'query',
    document: 'query ($id: ID!) { videoCall(appointmentId: $id) { side } }',
    variables: (x) => ({ id: x.appointmentId }),
  },
  createTwilioToken: {
    kind: 'mutation',
    document: 'mutation ($room: String!, $id: ID!) { createTwilioToken(roomSid: $room, appointmentId: $id) }',
    variables: (x) => ({ room: `appt-${x.appointmentId}`, id: x.appointmentId }),
  },
  sendCommunication: {
    kind: 'mutation',
    document: 'mutation ($id: ID!, $payload: String!) { sendCommunication(id: $id, payload: $payload) { id } }',
    variables: (x) => ({ id: x.communicationId, payload: 'e30=' }),
  },
  sendVideoSignal: {
    kind: 'mutation',
    document:
      'mutation ($id: ID!, $kind: VideoSignalKind!, $data: String!) { sendVideoSignal(appointmentId: $id, kind: $kind, data: $data) }',
    variables: (x) => ({ id: x.appointmentId, kind: 'hello', data: '' }),
  },
  videoSignals: {
    kind: 'subscription',
    document: 'subscription ($id: ID!) { videoSignals(appointmentId: $id) { kind } }',
    variables: (x) => ({ id: x.appointmentId }),
    // Once the doctor shows connected (the subscription records it), the patient's signal reaches it.
    provoke: async (x) => {
      for (let tries = 0; tries < 250; tries += 1) {
        const join = await t.gql<{ videoCall: { communication: { practitionerStatus: string | null } } }>(
          'query ($id: ID!) { videoCall(appointmentId: $id) { communication { practitionerStatus } } }',
          { id: x.appointmentId },
          videoPatient.token,
        );
        if (join.data?.videoCall.communication.practitionerStatus === 'connected') break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await t.gql(CASES.sendVideoSignal.document, { id: x.appointmentId, kind: 'hello', data: '' }, videoPatient.token);
    },
  },
  videoCommunicationChanged: {
    kind: 'subscription',
    document: 'subscription ($id: ID!) { videoCommunicationChanged(appointmentId: $id) { id } }',
    variables: (x) => ({ id: x.appointmentId }),
  },

  staffChats: { kind: 'query', document: '{ staffChats { id } }' },
  staffChat: {
    kind: 'query',
    document: 'query ($id: ID!) { staffChat(id: $id) { id } }',
    variables: (_, s) => ({ id: s.chatId }),
  },
  staffColleagues: { kind: 'query', document: '{ staffColleagues { id } }' },
  staffPickUpChat: {
    kind: 'mutation',
    document: 'mutation ($id: ID!) { staffPickUpChat(id: $id) { id status } }',
    variables: (_, s) => ({ id: s.chatId }),
  },
  staffTransferChat: {
    kind: 'mutation',
    document: 'mutation ($id: ID!, $to: ID) { staffTransferChat(id: $id, toStaffId: $to) { id } }',
    variables: (_, s) => ({ id: s.chatId, to: s.colleagueId }),
  },
  staffSendChat: {
    kind: 'mutation',
    document: 'mutation ($input: SendChatInput!) { staffSendChat(input: $input) { id } }',
    variables: (x, s) => ({
      input: { chatId: s.chatId, id: randomUUID(), payload: textPayload(`Staff/${x.staffId}`, 'Hello') },
    }),
  },
  staffCompleteChat: {
    kind: 'mutation',
    document: 'mutation ($id: ID!) { staffCompleteChat(id: $id) { id status } }',
    variables: (_, s) => ({ id: s.chatId }),
  },
  staffMarkChatDelivered: {
    kind: 'mutation',
    document: 'mutation ($id: ID!) { staffMarkChatDelivered(id: $id, seq: 1) { id } }',
    variables: (_, s) => ({ id: s.chatId }),
  },
  staffChatTyping: {
    kind: 'mutation',
    document: 'mutation ($id: ID!) { staffChatTyping(id: $id, typing: true) }',
    variables: (_, s) => ({ id: s.chatId }),
  },
  staffChatsChanged: { kind: 'subscription', document: 'subscription { staffChatsChanged { id } }' },
  chat: {
    kind: 'subscription',
    document: 'subscription ($id: ID!) { chat(id: $id) { id } }',
    variables: (_, s) => ({ id: s.chatId }),
  },
  communication: {
    kind: 'subscription',
    document: 'subscription ($id: ID!) { communication(chatId: $id, afterSeq: 0) { seq } }',
    variables: (_, s) => ({ id: s.chatId }),
  },

  staffRefunds: { kind: 'query', document: '{ staffRefunds { id } }' },
  staffApproveRefund: {
    kind: 'mutation',
    document: 'mutation ($id: ID!) { staffApproveRefund(id: $id) { id status } }',
    variables: (_, s) => ({ id: s.refundId }),
  },
  staffMarkRefunded: {
    kind: 'mutation',
    document: 'mutation ($id: ID!) { staffMarkRefunded(id: $id) { id status } }',
    variables: (_, s) => ({ id: s.refundId }),
  },
  staffRefundsChanged: { kind: 'subscription', document: 'subscription { staffRefundsChanged { id } }' },
  staffFeedback: { kind: 'query', document: '{ staffFeedback { count } }' },

  staffOrders: { kind: 'query', document: '{ staffOrders { order { id } } }' },
  staffOrder: {
    kind: 'query',
    document: 'query ($id: ID!) { staffOrder(id: $id) { order { id } } }',
    variables: (_, s) => ({ id: s.orderId }),
  },
  staffReplyOrder: {
    kind: 'mutation',
    document: 'mutation ($id: ID!) { staffReplyOrder(id: $id, note: "Priced", amount: 1) { order { id } } }',
    variables: (_, s) => ({ id: s.orderId }),
  },
  staffMoveOrder: {
    kind: 'mutation',
    document: 'mutation ($id: ID!) { staffMoveOrder(id: $id, to: "confirmed") { order { id } } }',
    variables: (_, s) => ({ id: s.orderId }),
  },
  staffCancelOrder: {
    kind: 'mutation',
    document: 'mutation ($id: ID!) { staffCancelOrder(id: $id, reason: "outOfStock") { order { id } } }',
    variables: (_, s) => ({ id: s.orderId }),
  },
  staffRecordCashPayment: {
    kind: 'mutation',
    document: 'mutation ($id: ID!) { staffRecordCashPayment(id: $id) { order { id } } }',
    variables: (_, s) => ({ id: s.orderId }),
  },
  staffOrdersChanged: { kind: 'subscription', document: 'subscription { staffOrdersChanged { order { id } } }' },
  staffOrderReports: {
    kind: 'query',
    document: 'query ($id: ID!) { staffOrderReports(serviceRequestId: $id) { code } }',
    variables: (_, s) => ({ id: s.examinationOrderId }),
  },
  staffReportImages: { kind: 'query', document: '{ staffReportImages { headerImageUrl } }' },
  staffSaveResults: {
    kind: 'mutation',
    document: 'mutation ($input: ReportResultsInput!) { staffSaveResults(input: $input) { code } }',
    variables: (_, s) => ({ input: { serviceRequestId: s.examinationOrderId, code: s.testCode, results: [] } }),
  },
  staffVerifyReport: {
    kind: 'mutation',
    document: 'mutation ($id: ID!) { staffVerifyReport(id: $id) { code } }',
    variables: (_, s) => ({ id: s.reportId }),
  },
  staffSetReportImage: {
    kind: 'mutation',
    document: 'mutation { staffSetReportImage(kind: "header", blobId: null) { headerImageUrl } }',
  },
  recordedRuns: { kind: 'query', document: '{ recordedRuns { id } }' },
  recordedRun: {
    kind: 'query',
    document: 'query ($id: ID!) { recordedRun(id: $id) { id } }',
    variables: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
  },
  runDropOff: { kind: 'query', document: '{ runDropOff }' },
};

const OPERATIONS = Object.keys(STAFF_RULES) as StaffOperation[];

type Actor = 'frontDesk' | 'doctor' | 'doctorOnOthers' | 'tester';
type Expected = { readonly allowed: true } | { readonly allowed: false; readonly answer: string };

/** What the table says `actor` gets from `operation` (domain/staffRoles.ts). */
function expected(operation: StaffOperation, actor: Actor): Expected {
  const rule = STAFF_RULES[operation];
  const refusal = (role: 'front_desk' | 'doctor' | 'tester'): Expected => ({
    allowed: false,
    answer: formatError('ARO-E1014', roleRefusal(role, operation)),
  });
  if (actor === 'frontDesk') return rule.frontDesk ? { allowed: true } : refusal('front_desk');
  if (actor === 'tester') return rule.tester ? { allowed: true } : refusal('tester');
  if (rule.doctor === 'refused') return refusal('doctor');
  if (actor === 'doctor' || rule.doctor === 'any') return { allowed: true };
  if (rule.doctor === 'ownCalls') return { allowed: false, answer: REFUSED.notYourCall };
  // ownSessions: an operation on another doctor's session is refused; a list simply leaves it out.
  return CASES[operation].listsSessions === undefined
    ? { allowed: false, answer: REFUSED.notOwnSession }
    : { allowed: true };
}

/** An answer that refuses the caller for its role or token (what an allowed operation must never get). */
function refusesCaller(message: string): boolean {
  return /^ARO-E10(14|22|23|24):/.test(message) || message === REFUSED.notYourCall;
}

// ——— Every row of every table, to see that a refused operation changed nothing ———

/** Written by the periodic jobs (reminders, the report-ready SMS) whatever a request does: not a request's change. */
const JOB_WRITTEN = new Set(['sms_outbox', 'reminders_sent']);
const JOB_WRITTEN_COLUMNS = ['viewable_notified_time'];

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers (PGlite, node-postgres) answer raw SQL with { rows }.
  const result: unknown = await t.server.services.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function snapshot(): Promise<Map<string, string[]>> {
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const all = new Map<string, string[]>();
  for (const { table_name: table } of tables) {
    if (JOB_WRITTEN.has(table) || table.startsWith('__drizzle')) continue;
    const rows = await rowsOf<{ row: Record<string, unknown> }>(
      sql`select row_to_json(t) as row from ${sql.identifier(table)} t`,
    );
    all.set(
      table,
      rows
        .map(({ row }) =>
          JSON.stringify(
            Object.fromEntries(Object.entries(row).filter(([column]) => !JOB_WRITTEN_COLUMNS.includes(column))),
          ),
        )
        .sort(),
    );
  }
  return all;
}

/** The rows that differ between two snapshots, by table ('' when none). */
function changes(before: Map<string, string[]>, after: Map<string, string[]>): string {
  const lines: string[] = [];
  for (const [table, rows] of after) {
    const earlier = new Set(before.get(table) ?? []);
    const later = new Set(rows);
    for (const row of rows) if (!earlier.has(row)) lines.push(`${table} + ${row}`);
    for (const row of before.get(table) ?? []) if (!later.has(row)) lines.push(`${table} - ${row}`);
  }
  return lines.join('\n');
}

// ——— Calling an operation ———

interface Answer {
  readonly message: string;
  readonly data: unknown;
}

const firstMessage = (response: GraphqlResponse<unknown>): Answer => ({
  message: errorOf(response),
  data: response.data ?? null,
});

async function call(
  operation: StaffOperation,
  token: string,
  socket: Client,
  targets: Targets,
  expectPush: boolean,
): Promise<Answer> {
  const spec = CASES[operation];
  const variables = spec.variables?.(targets, shared) ?? {};
  if (spec.kind !== 'subscription') return firstMessage(await t.gql(spec.document, variables, token));
  const subscription = subscribe<unknown>(socket, spec.document, variables);
  try {
    // A refusal arrives as the first answer; an allowed subscription is live once it pushes (provoked when it would not).
    if (expectPush && spec.provoke !== undefined) await spec.provoke(targets);
    await subscription.until((results) => results.length > 0);
    if (subscription.errors.length > 0) return { message: subscriptionError(subscription.errors), data: null };
    return {
      message: subscription.results.length > 0 ? '' : 'no push within 5 s',
      data: subscription.results[0]?.data ?? null,
    };
  } finally {
    subscription.stop();
  }
}

const CLOSING: readonly StaffOperation[] = ['markAppointmentFulfilled', 'completeSession', 'cancelSession'];
const rank = (operation: StaffOperation): number =>
  CLOSING.includes(operation) ? 3 : { subscription: 0, query: 1, mutation: 2 }[CASES[operation].kind];

/** Walks every operation for one actor: refused ones first (one snapshot around them all), then allowed ones. */
async function walk(actor: Actor, token: string, targets: Targets): Promise<string[]> {
  const failures: string[] = [];
  const socket = t.socket(token);
  const refused = OPERATIONS.filter((operation) => !expected(operation, actor).allowed);
  // Reads first, then moves, and last those that close the session (a call needs it open).
  const allowed = OPERATIONS.filter(
    (operation) => expected(operation, actor).allowed && operation !== 'staffSignOut',
  ).sort((a, b) => rank(a) - rank(b));

  const before = await snapshot();
  for (const operation of refused) {
    const want = expected(operation, actor);
    const { message } = await call(operation, token, socket, targets, false);
    if (!want.allowed && message !== want.answer)
      failures.push(`${actor} ${operation}: refused with "${message}", expected "${want.answer}"`);
  }
  const changed = changes(before, await snapshot());
  if (changed !== '') failures.push(`${actor}: refused operations changed rows:\n${changed}`);

  for (const operation of allowed) {
    const { message, data } = await call(operation, token, socket, targets, true);
    if (refusesCaller(message)) failures.push(`${actor} ${operation}: allowed by the table but refused: "${message}"`);
    if (CASES[operation].kind === 'subscription' && message !== '')
      failures.push(`${actor} ${operation}: allowed subscription answered "${message}"`);
    const listed = CASES[operation].listsSessions;
    if (listed !== undefined && actor !== 'frontDesk') {
      const rows = data === null ? [] : listed(data);
      if (rows.length === 0) failures.push(`${actor} ${operation}: the doctor's own sessions are not listed`);
      const foreign = rows.filter((row) => row.practitionerId !== doctorPractitionerId);
      if (foreign.length > 0)
        failures.push(
          `${actor} ${operation}: lists another doctor's sessions ${foreign.map((row) => row.sessionId).join(', ')}`,
        );
    }
  }
  await socket.dispose();
  return failures;
}

/** staffSignOut, allowed to every role, on a token of its own (it ends the token). */
async function signsOut(username: string): Promise<string[]> {
  const token = await signInStaff(t, username);
  const answer = await t.gql<{ staffSignOut: boolean }>(CASES.staffSignOut.document, {}, token);
  if (answer.data?.staffSignOut !== true) return [`${username} staffSignOut: ${errorOf(answer)}`];
  const after = errorOf(await t.gql(CASES.staffMe.document, {}, token));
  return after.startsWith('ARO-E1024:') ? [] : [`${username}: the token still works after staffSignOut ("${after}")`];
}

beforeAll(async () => {
  t = await startTestServer();
  tokens = {
    frontDesk: await signInStaff(t, 'staff.colombo'),
    doctor: await signInStaff(t, DOCTOR),
    tester: await signInStaff(t, 'tester.colombo'),
  };
  const me = async (token: string): Promise<{ id: string; practitionerId: string | null }> =>
    (
      await t.gql<{ staffMe: { id: string; practitionerId: string | null } }>(
        '{ staffMe { id practitionerId } }',
        {},
        token,
      )
    ).data!.staffMe;
  const [deskMe, doctorMe] = [await me(tokens.frontDesk), await me(tokens.doctor)];
  doctorPractitionerId = doctorMe.practitionerId!;

  // The doctor's own: today's running video session, a paid video appointment in it and its call.
  const ownSessionId = await runningVideoSession(t, tokens.doctor);
  const ownBooking = await videoAppointment(t, ownSessionId, '0779100001', 'Own');
  videoPatient = { token: ownBooking.token, appointmentId: ownBooking.appointmentId };
  const ownCall = (await t.gql<VideoCallData>(VIDEO_CALL, { id: ownBooking.appointmentId }, ownBooking.token)).data!
    .videoCall;

  // Another doctor's: a paid appointment (with a refund request) in a session of another practitioner of the hospital.
  const session = (await paidSessionsOf(t, 'org-colombo')).find(
    (candidate) => candidate.practitioner.id !== doctorPractitionerId,
  )!;
  const refunding = await chattingPatient(t, '0779100002');
  const booked = await bookAndPay(t, refunding, session);
  const refund = await requestRefund(t, refunding, booked);
  const [otherCommunication] = await t.server.services.db
    .insert(communications)
    .values({
      appointmentId: booked.appointmentId,
      medium: 'VIDEOCONF',
      roomId: `appt-${booked.appointmentId}`,
      createdTime: new Date(t.now()),
    })
    .returning({ id: communications.id });

  // The hospital's chat (one message, waiting), an open order and an examination order's test with a report.
  const sent = await refunding.send('Hello, anyone there?');
  expect(errorOf(sent)).toBe('');
  const orders = (
    await t.gql<{ staffOrders: { order: { id: string; category: string; status: string } }[] }>(
      '{ staffOrders { order { id category status } } }',
      {},
      tokens.frontDesk,
    )
  ).data!.staffOrders;
  const open = orders.find((row) => row.order.status === 'active' || row.order.status === 'draft')!;
  let examination: { orderId: string; code: string; reportId: string } | undefined;
  for (const row of orders.filter((candidate) => candidate.order.category === 'Examination')) {
    const tests = (
      await t.gql<{ staffOrderReports: { code: string; report: { id: string; status: string } | null }[] }>(
        'query ($id: ID!) { staffOrderReports(serviceRequestId: $id) { code report { id status } } }',
        { id: row.order.id },
        tokens.frontDesk,
      )
    ).data!.staffOrderReports;
    const withReport = tests.find((test) => test.report !== null && test.report.status !== 'final');
    if (withReport?.report) {
      examination = { orderId: row.order.id, code: withReport.code, reportId: withReport.report.id };
      break;
    }
  }
  if (examination === undefined) throw new Error('no examination order with a report in the seed');
  shared = {
    chatId: refunding.chat.id,
    colleagueId: (await addStaff(t, 'org-colombo', 'staff.colombo.second', 'Front desk, second')).id,
    refundId: refund.data!.createRefund.id,
    orderId: open.order.id,
    examinationOrderId: examination.orderId,
    testCode: examination.code,
    reportId: examination.reportId,
  };
  own = {
    sessionId: ownSessionId,
    appointmentId: ownBooking.appointmentId,
    communicationId: ownCall.communication.id,
    blobId: await insertBlob(t, { staffId: doctorMe.id }),
    staffId: doctorMe.id,
  };
  others = {
    sessionId: session.id,
    appointmentId: booked.appointmentId,
    communicationId: String(otherCommunication!.id),
    blobId: own.blobId,
    staffId: doctorMe.id,
  };
  desk = { ...others, blobId: await insertBlob(t, { staffId: deskMe.id }), staffId: deskMe.id };
}, 180_000);

afterAll(async () => {
  await t.close();
});

describe('the rule table', () => {
  it('names every staff operation of the schema, and nothing else', () => {
    const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
      Object.keys(type?.getFields() ?? {}),
    );
    const staffNamed = roots.filter((name) => name.startsWith('staff') && name !== 'staffSignIn');
    expect(staffNamed.filter((name) => !(name in STAFF_RULES))).toEqual([]);
    expect(OPERATIONS.filter((name) => !roots.includes(name))).toEqual([]);
    expect(Object.keys(CASES).sort()).toEqual([...OPERATIONS].sort());
  });

  it('is the only way to a staff caller: no resolver reads the staff token around staffCaller', () => {
    const files = (function walkDir(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walkDir(path) : path.endsWith('.ts') ? [path] : [];
      });
    })(SERVER_DIR);
    // The helper itself; where the token is read (the request context); the blob routes (HTTP, not GraphQL).
    const allowed = new Set([
      'modules/staff/roles.ts',
      'modules/staff/staffTokens.ts',
      'graphql/yoga.ts',
      'modules/blobs/caller.ts',
    ]);
    const readers = files.filter(
      (file) =>
        !allowed.has(relative(SERVER_DIR, file)) && /\bcallerStaff\(|\bstaffOfToken\(/.test(readFileSync(file, 'utf8')),
    );
    expect(readers.map((file) => relative(SERVER_DIR, file))).toEqual([]);
  });
});

describe('what issue 28 found a doctor login could do', () => {
  it('reads no chat, prices no order and cancels no other doctor’s session; nothing changes', async () => {
    const before = await snapshot();
    expect(errorOf(await t.gql(CASES.staffChats.document, {}, tokens.doctor))).toBe(REFUSED.frontDeskOnly);
    expect(errorOf(await t.gql(CASES.staffChat.document, { id: shared.chatId }, tokens.doctor))).toBe(
      REFUSED.frontDeskOnly,
    );
    expect(errorOf(await t.gql(CASES.staffReplyOrder.document, { id: shared.orderId }, tokens.doctor))).toBe(
      REFUSED.frontDeskOnly,
    );
    expect(errorOf(await t.gql(CASES.cancelSession.document, { id: others.sessionId }, tokens.doctor))).toBe(
      REFUSED.frontDeskOnly,
    );
    expect(errorOf(await t.gql(CASES.startSession.document, { id: others.sessionId }, tokens.doctor))).toBe(
      REFUSED.notOwnSession,
    );
    expect(changes(before, await snapshot())).toBe('');
  });

  it('a chat is never handed to a doctor, who is no colleague in the transfer list', async () => {
    const colleagues = (
      await t.gql<{ staffColleagues: { id: string }[] }>(STAFF_COLLEAGUES, {}, tokens.frontDesk)
    ).data!.staffColleagues.map((member) => member.id);
    expect(colleagues).toContain(shared.colleagueId);
    expect(colleagues).not.toContain(own.staffId);
    const waiting = await chattingPatient(t, '0779100003');
    expect(errorOf(await t.gql(CASES.staffPickUpChat.document, { id: waiting.chat.id }, tokens.frontDesk))).toBe('');
    expect(errorOf(await t.gql(TRANSFER, { id: waiting.chat.id, toStaffId: own.staffId }, tokens.frontDesk))).toBe(
      formatError('ARO-E1046', 'Choose a colleague of your hospital.'),
    );
  });
});

describe('every staff operation for every role, through the real server', () => {
  it('a doctor on another doctor’s session: refused (and nothing changes), its lists leave those sessions out', async () => {
    expect(await walk('doctorOnOthers', tokens.doctor, others)).toEqual([]);
  }, 120_000);

  it('a doctor on its own sessions: its session moves, documents, details and calls; the front desk’s work refused', async () => {
    expect(await walk('doctor', tokens.doctor, own)).toEqual([]);
  }, 120_000);

  it('the front desk: everything but the doctor’s calls', async () => {
    expect(await walk('frontDesk', tokens.frontDesk, desk)).toEqual([]);
  }, 120_000);

  it('a tester: its own login and the recorded runs only; every hospital operation refused', async () => {
    expect(await walk('tester', tokens.tester, desk)).toEqual([]);
  }, 120_000);

  it('every role may sign itself out, and its token is refused after', async () => {
    expect([
      ...(await signsOut('staff.colombo')),
      ...(await signsOut(DOCTOR)),
      ...(await signsOut('tester.colombo')),
    ]).toEqual([]);
  });
});
