/**
 * Which staff role may use which operation (issue 28): the one rule table the server checks on every staff
 * operation (server/modules/staff/roles.ts) and the console reads to offer only what the server accepts.
 * Reasons in docs/decisions/0020-staff-roles.md.
 */

/**
 * front_desk runs the hospital's console; doctor holds its own sessions and their calls (issue 18); tester reads the
 * recorded assistant runs (issue 33) and nothing of the hospital's work.
 */
export type StaffRole = 'front_desk' | 'doctor' | 'tester';

/**
 * What a doctor login may do with an operation:
 * - `refused`: the front desk's work;
 * - `any`: the operation only ever concerns the login itself (who am I, sign out);
 * - `ownSessions`: only sessions whose practitioner is the doctor's own, and their appointments: an operation on
 *   another session or its appointment is refused, a list shows only the doctor's own;
 * - `ownCalls`: only the calls of its own sessions, as the call's party rule decides (server/modules/video/access.ts
 *   callOfParty: ARO-E1092 for anyone else's call).
 */
type DoctorAccess = 'refused' | 'any' | 'ownSessions' | 'ownCalls';

export interface StaffRule {
  readonly frontDesk: boolean;
  readonly doctor: DoctorAccess;
  /** A tester login: its own login and the recorded runs, nothing else. */
  readonly tester: boolean;
}

const FRONT_DESK_ONLY = { frontDesk: true, doctor: 'refused', tester: false } as const satisfies StaffRule;
const EVERY_LOGIN = { frontDesk: true, doctor: 'any', tester: true } as const satisfies StaffRule;
const DOCTORS_OWN_SESSIONS = { frontDesk: true, doctor: 'ownSessions', tester: false } as const satisfies StaffRule;
const DOCTORS_OWN_CALLS = { frontDesk: false, doctor: 'ownCalls', tester: false } as const satisfies StaffRule;
const TESTERS_ONLY = { frontDesk: false, doctor: 'refused', tester: true } as const satisfies StaffRule;

/**
 * Every query, mutation and subscription of server/schema.graphql a staff token may use, by field name (the chat and
 * video ones that take either token: their staff side). staffSignIn takes no token and is not here.
 */
export const STAFF_RULES = {
  // The login itself.
  staffMe: EVERY_LOGIN,
  staffSignOut: EVERY_LOGIN,

  // The session board: a doctor sees and moves its own sessions; cancelling one is the front desk's.
  staffSessions: DOCTORS_OWN_SESSIONS,
  startSession: DOCTORS_OWN_SESSIONS,
  completeSession: DOCTORS_OWN_SESSIONS,
  markAppointmentArrived: DOCTORS_OWN_SESSIONS,
  markAppointmentFulfilled: DOCTORS_OWN_SESSIONS,
  cancelSession: FRONT_DESK_ONLY,
  // The board's Documents (a prescription back) and Details (questionnaire, notes, rating) of an appointment.
  staffDocuments: DOCTORS_OWN_SESSIONS,
  staffUploadDocument: DOCTORS_OWN_SESSIONS,
  staffAppointmentDetails: DOCTORS_OWN_SESSIONS,

  // Video calls: the doctor's desk and the doctor's side of its calls.
  staffVideoSessions: { frontDesk: false, doctor: 'ownSessions', tester: false },
  videoCall: DOCTORS_OWN_CALLS,
  createTwilioToken: DOCTORS_OWN_CALLS,
  sendCommunication: DOCTORS_OWN_CALLS,
  sendVideoSignal: DOCTORS_OWN_CALLS,
  videoSignals: DOCTORS_OWN_CALLS,
  videoCommunicationChanged: DOCTORS_OWN_CALLS,

  // Agent chats (an open chat list is the hospital's 'staff online' to patients).
  staffChats: FRONT_DESK_ONLY,
  staffChat: FRONT_DESK_ONLY,
  staffColleagues: FRONT_DESK_ONLY,
  staffPickUpChat: FRONT_DESK_ONLY,
  staffTransferChat: FRONT_DESK_ONLY,
  staffSendChat: FRONT_DESK_ONLY,
  staffCompleteChat: FRONT_DESK_ONLY,
  staffMarkChatDelivered: FRONT_DESK_ONLY,
  staffChatTyping: FRONT_DESK_ONLY,
  staffChatsChanged: FRONT_DESK_ONLY,
  chat: FRONT_DESK_ONLY,
  communication: FRONT_DESK_ONLY,

  // Refunds and feedback.
  staffRefunds: FRONT_DESK_ONLY,
  staffApproveRefund: FRONT_DESK_ONLY,
  staffMarkRefunded: FRONT_DESK_ONLY,
  staffRefundsChanged: FRONT_DESK_ONLY,
  staffFeedback: FRONT_DESK_ONLY,

  // Orders, and the results of examination orders.
  staffOrders: FRONT_DESK_ONLY,
  staffOrder: FRONT_DESK_ONLY,
  staffReplyOrder: FRONT_DESK_ONLY,
  staffMoveOrder: FRONT_DESK_ONLY,
  staffCancelOrder: FRONT_DESK_ONLY,
  staffRecordCashPayment: FRONT_DESK_ONLY,
  staffOrdersChanged: FRONT_DESK_ONLY,
  staffOrderReports: FRONT_DESK_ONLY,
  staffReportImages: FRONT_DESK_ONLY,
  staffSaveResults: FRONT_DESK_ONLY,
  staffVerifyReport: FRONT_DESK_ONLY,
  staffSetReportImage: FRONT_DESK_ONLY,

  // Recorded assistant runs (issue 33): the tester's library; patients' conversations are nobody else's to read.
  recordedRuns: TESTERS_ONLY,
  recordedRun: TESTERS_ONLY,
  runDropOff: TESTERS_ONLY,
} as const satisfies Readonly<Record<string, StaffRule>>;

export type StaffOperation = keyof typeof STAFF_RULES;

/** The operations a doctor may use on its own sessions only (the server checks which session they are about). */
export type OwnSessionsOperation = {
  [Operation in StaffOperation]: (typeof STAFF_RULES)[Operation]['doctor'] extends 'ownSessions' ? Operation : never;
}[StaffOperation];

/** Whether the role may use the operation at all (a doctor's `ownSessions` and `ownCalls` then depend on the session). */
export function roleMay(role: StaffRole, operation: StaffOperation): boolean {
  const rule: StaffRule = STAFF_RULES[operation];
  if (role === 'tester') return rule.tester;
  return role === 'doctor' ? rule.doctor !== 'refused' : rule.frontDesk;
}

/** Why an operation was refused for the role (after ARO-E1014's catalogue text). */
export const ROLE_REFUSAL_TEXT = {
  frontDeskOnly: 'Only the front desk may do this.',
  doctorOnly: 'Only a doctor login may do this.',
  notOwnSession: "Only the session's own doctor or the front desk may do this.",
  testerOnly: 'Only a tester login may do this.',
  hospitalStaffOnly: 'Only the front desk or a doctor may do this.',
} as const;

/** The refusal a role gets for an operation the table does not let it use at all (roleMay false). */
export function roleRefusal(role: StaffRole, operation: StaffOperation): string {
  const rule: StaffRule = STAFF_RULES[operation];
  const doctorMay = rule.doctor !== 'refused';
  if (role === 'front_desk') return doctorMay ? ROLE_REFUSAL_TEXT.doctorOnly : ROLE_REFUSAL_TEXT.testerOnly;
  if (role === 'doctor') return rule.frontDesk ? ROLE_REFUSAL_TEXT.frontDeskOnly : ROLE_REFUSAL_TEXT.testerOnly;
  if (rule.frontDesk) return doctorMay ? ROLE_REFUSAL_TEXT.hospitalStaffOnly : ROLE_REFUSAL_TEXT.frontDeskOnly;
  return ROLE_REFUSAL_TEXT.doctorOnly;
}
