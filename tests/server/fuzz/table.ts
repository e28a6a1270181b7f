import fc from 'fast-check';
import type { PgTable } from 'drizzle-orm/pg-core';
import { decodeChatPayload, encodeChatPayload } from '../../../domain/chatPayload';
import { decodeVideoPayload, encodeVideoPayload } from '../../../domain/videoCall';
import {
  accessTokens,
  accounts,
  appointments,
  bookings,
  cardTokenisations,
  chatMessages,
  chats,
  communicationEvents,
  communications,
  diagnosticReports,
  documentReferences,
  invoices,
  labResults,
  loyaltyTransactions,
  observations,
  organizations,
  otpChallenges,
  patients,
  paymentMethods,
  payments,
  questionnaireResponses,
  recordedRuns,
  refunds,
  sandboxTransactions,
  serviceRequests,
  sessions,
  staffTokens,
} from '../../../server/db/schema';
import { patientInput, STAFF_PASSWORD } from '../harness';
import { requestRefund } from '../refundFlow';
import { newKey, RECORD, runText } from '../runUploads';
import { anyText } from './arbitraries';
import { FBC, FuzzWorld, HOSPITAL, ok, QUESTIONNAIRE, UFR } from './world';

/**
 * How each mutation is fuzzed (tests/server/fuzzedInput.test.ts): who calls it, on what valid context, and which
 * tables it writes (a refused call must leave them as they were). The suite fuzzes every text and number input the
 * schema gives the mutation (tests/server/fuzz/schemaInputs.ts), one at a time, in the first base that holds it (else
 * the first that holds its parent object); every input must be reached by a base or named in `unfuzzed` with why.
 */

type Variables = Record<string, unknown>;

/** One call that would succeed (or be refused for the fuzzed input alone). */
export interface Call {
  /** The caller's token: a patient's or a staff member's; none for sign-in. */
  readonly token?: string;
  readonly variables: Variables;
}

interface FuzzBase {
  /** Makes the call's context (once, and again after a success when renewAfterSuccess) and returns the call. */
  readonly call: (world: FuzzWorld) => Promise<Call>;
  /**
   * A success uses the context up (one rating per visit, one refund per payment) or makes the next call a replay of
   * the same id: after a success the base is made again, so every run meets the rules and the insert.
   */
  readonly renewAfterSuccess?: boolean;
  /** The base call as it is succeeds (checked once before fuzzing): its context is valid. Off where it would spend shared state. */
  readonly succeeds?: boolean;
}

/** A value fuzzed inside another input (a chat message inside its base64 payload), beside the schema's own inputs. */
interface InnerInput {
  readonly label: string;
  readonly arbitrary: fc.Arbitrary<string>;
  readonly apply: (call: Call, value: string) => Call;
}

export interface FuzzEntry {
  readonly bases: readonly FuzzBase[];
  /** Tables the mutation writes. */
  readonly tables: readonly PgTable[];
  readonly unfuzzed?: Readonly<Record<string, string>>;
  readonly inner?: readonly InnerInput[];
}

/** A mutation the suite does not fuzz, and why. */
export interface Excluded {
  readonly excluded: string;
}

const SAVED_CARDS = '{ queryOneProfile { id paymentMethods { id defaultMethod } patients { id relationship } } }';
const QUICK_PAY = 'cardProviderQuickPay';

/** A typed chat message inside its payload, by author. */
const chatPayload = (authorRef: string, message: string): string =>
  encodeChatPayload({ authorRef, timestamp: Date.now(), content: { kind: 'message', message } });

/** A device report of the call's patient (what the app sends from the camera check). */
const deviceReport = (participantReference: string, userAgent = 'Mozilla/5.0'): string =>
  encodeVideoPayload({
    class: '.VideoDeviceReport',
    timestamp: new Date().toISOString(),
    participantReference,
    permissions: { camera: 'granted', microphone: 'granted' },
    support: { webrtc: true, getUserMedia: true, userAgent },
  });

/** A requested time inside the order's week: tomorrow at 10:00 UTC. */
const tomorrow = (world: FuzzWorld): string => {
  const day = new Date(world.t.now() + 24 * 60 * 60 * 1000);
  day.setUTCHours(10, 0, 0, 0);
  return day.toISOString();
};

/** The message inside a chat payload, fuzzed (the base64 around it is the schema's input), by the base payload's author. */
const chatMessageInput: InnerInput = {
  label: 'input.payload (the message inside)',
  arbitrary: anyText,
  apply: (call, message) => {
    const input = call.variables.input as Variables;
    const author = decodeChatPayload(String(input.payload))?.authorRef ?? '';
    return { ...call, variables: { ...call.variables, input: { ...input, payload: chatPayload(author, message) } } };
  },
};

export const FUZZ_TABLE: Readonly<Record<string, FuzzEntry | Excluded>> = {
  setReminderPreference: {
    excluded: 'kind is an enum and enabled a Boolean: no text or number input (the schema refuses anything else).',
  },
  logout: { excluded: 'No input.' },
  setAccountLanguage: {
    excluded: 'language is an enum (en, si, ta): no text or number input (the schema refuses anything else).',
  },

  // ——— Sign-in ———
  initiateAuthentication: {
    bases: [{ call: (world) => Promise.resolve({ variables: { username: world.mobile() } }), succeeds: true }],
    tables: [otpChallenges],
  },
  completeAuthentication: {
    // A live challenge and a wrong code: a wrong try is an answer (outcome failed), not an error.
    bases: [
      {
        call: async (world) => {
          const sent = await world.t.sendCode(world.mobile());
          const code = await world.t.latestCode(sent.mobileNo);
          return { variables: { id: sent.id, code: (code + 1) % 10_000 } };
        },
        succeeds: true,
      },
    ],
    tables: [otpChallenges, accessTokens, accounts],
  },
  staffSignOut: { excluded: 'No input: it revokes the token it is called with.' },
  staffSignIn: {
    bases: [
      {
        call: () => Promise.resolve({ variables: { username: 'staff.colombo', password: STAFF_PASSWORD } }),
        succeeds: true,
      },
    ],
    tables: [staffTokens],
  },

  // ——— Profiles and cards ———
  createPatient: {
    // An account holds at most 20 patients: each success starts from a new account.
    bases: [
      {
        call: async (world) => ({
          token: await world.emptyAccount(),
          variables: { hospitalId: HOSPITAL, args: patientInput({ relationship: 'Me', link: [] }) },
        }),
        renewAfterSuccess: true,
        succeeds: true,
      },
    ],
    tables: [patients, accounts],
  },
  patchPatient: {
    bases: [
      {
        call: async (world) =>
          patchOfRelative(world, {
            op: 'add',
            path: '/name',
            name: { prefix: 'Mr', given: ['Kamal'], family: 'Perera' },
          }),
        succeeds: true,
      },
      {
        call: async (world) =>
          patchOfRelative(world, {
            op: 'add',
            path: '/address',
            address: { use: 'home', line: ['12 Galle Road'], city: 'Colombo' },
          }),
        succeeds: true,
      },
      {
        call: async (world) => patchOfRelative(world, { op: 'add', path: '/birthDate', birthDate: '1980-02-03' }),
        succeeds: true,
      },
      {
        call: async (world) => patchOfRelative(world, { op: 'add', path: '/extension', relationship: 'Friend' }),
        succeeds: true,
      },
      { call: async (world) => patchOfRelative(world, { op: 'add', path: '/link', link: [] }), succeeds: true },
    ],
    tables: [patients],
  },
  setDefaultPaymentMethod: {
    bases: [
      {
        call: async (world) =>
          demoHolderCard(world).then(({ token, cardId }) => ({ token, variables: { id: cardId } })),
        succeeds: true,
      },
    ],
    tables: [paymentMethods],
  },
  deletePaymentMethod: {
    // The demo holder's card pays quick pay below: the base is never run as it is.
    bases: [
      {
        call: async (world) =>
          demoHolderCard(world).then(({ token, cardId }) => ({ token, variables: { id: cardId } })),
      },
    ],
    tables: [paymentMethods],
  },
  initiateCardTokenisation: {
    // At most a few tokenisations an hour per account: each success starts from a new account.
    bases: [
      {
        call: async (world) => ({
          token: await world.emptyAccount(),
          variables: {
            input: {
              successUrl: '/profiles/payment-methods',
              failureUrl: '/profiles/payment-methods',
              nameOnCard: 'Nimal Perera',
            },
          },
        }),
        renewAfterSuccess: true,
        succeeds: true,
      },
    ],
    tables: [cardTokenisations],
  },

  // ——— Booking and paying ———
  createAppointment: {
    // Each success takes a token of a session: the next future session each time.
    bases: [
      {
        call: async (world) => {
          const who = await world.once('createAppointment', () => world.holder());
          const session = await world.nextFutureSession();
          return {
            token: who.token,
            variables: {
              input: {
                sessionId: session.id,
                patientId: who.patientId,
                appointmentOriginChannel: 'chat',
                appointmentRescheduledFor: null,
              },
            },
          };
        },
        renewAfterSuccess: true,
        succeeds: true,
      },
    ],
    tables: [appointments, sessions],
  },
  patchAppointment: {
    bases: [
      {
        call: async (world) =>
          world.bookedAppointment().then((booked) => ({
            token: booked.token,
            variables: { id: booked.appointmentId, patch: { heartbeatLinkSeen: true } },
          })),
        succeeds: true,
      },
    ],
    tables: [appointments],
  },
  confirmReservation: {
    bases: [
      {
        call: async (world) =>
          world
            .bookedAppointment()
            .then((booked) => ({ token: booked.token, variables: { appointmentId: booked.appointmentId } })),
      },
    ],
    tables: [appointments, bookings],
  },
  cancelAppointment: {
    bases: [
      {
        call: async (world) =>
          world
            .paidAppointment()
            .then((paid) => ({ token: paid.token, variables: { appointmentId: paid.appointmentId } })),
      },
    ],
    tables: [appointments, bookings, payments],
  },
  rescheduleAppointment: {
    bases: [
      {
        call: async (world) => {
          const cancelled = await world.cancelledPaidAppointment();
          const session = await world.nextFutureSession();
          return {
            token: cancelled.token,
            variables: {
              input: {
                appointmentId: cancelled.appointmentId,
                sessionId: session.id,
                appointmentOriginChannel: 'flat',
              },
            },
          };
        },
        renewAfterSuccess: true,
        succeeds: true,
      },
    ],
    tables: [appointments, payments, sessions],
  },
  prepareInvoice: {
    bases: [
      {
        call: async (world) =>
          world.bookedAppointment().then((booked) => ({
            token: booked.token,
            variables: { input: { appointmentId: booked.appointmentId, schemeId: null } },
          })),
        succeeds: true,
      },
      {
        call: async (world) =>
          world
            .openOrder()
            .then((order) => ({ token: order.token, variables: { input: { serviceRequestId: order.orderId } } })),
      },
    ],
    tables: [invoices],
  },
  initiateBooking: {
    bases: [
      {
        call: async (world) => {
          const invoice = await world.invoice();
          const back = `/view/appointment?id=${invoice.appointmentId}`;
          return {
            token: invoice.token,
            variables: {
              input: {
                invoiceId: invoice.invoiceId,
                paymentGatewayType: 'cardProvider',
                successUrl: back,
                failureUrl: back,
              },
            },
          };
        },
        succeeds: true,
      },
    ],
    tables: [bookings],
  },
  completeBooking: {
    bases: [
      {
        call: async (world) => {
          const { token, cardId, patientId } = await demoHolderCard(world);
          const invoice = await demoHolderInvoice(world, token, patientId);
          return {
            token,
            variables: {
              id: await world.booking(QUICK_PAY, { token, ...invoice }),
              paymentGatewayType: QUICK_PAY,
              paymentMethodId: cardId,
            },
          };
        },
        renewAfterSuccess: true,
        succeeds: true,
      },
    ],
    tables: [bookings, payments, appointments, sandboxTransactions, loyaltyTransactions],
  },
  authenticatePaymentGateway: {
    bases: [
      {
        call: async (world) => {
          const invoice = await world.invoice();
          return { token: invoice.token, variables: { bookingId: await world.booking('cardProvider', invoice) } };
        },
      },
    ],
    tables: [bookings],
  },

  // ——— After booking ———
  createRefund: {
    // One refund per payment: each success starts from a new paid appointment.
    bases: [
      {
        call: async (world) => {
          const paid = await world.paidAppointment();
          return {
            token: paid.token,
            variables: {
              input: {
                serviceRef: `Appointment/${paid.appointmentId}`,
                organizationRef: `Organization/${paid.organizationId}`,
                patientId: paid.patientId,
                status: 'requested',
                reasonCode: 'BOOKED WRONG',
                reason: 'Wrong person',
                excluded: null,
                remarks: 'Booked for the wrong person',
              },
            },
          };
        },
        renewAfterSuccess: true,
        succeeds: true,
      },
    ],
    tables: [refunds, appointments],
  },
  staffApproveRefund: {
    bases: [
      {
        call: async (world) =>
          staffWithRefund(world).then(({ token, refundId }) => ({ token, variables: { id: refundId } })),
      },
    ],
    tables: [refunds, loyaltyTransactions],
  },
  staffMarkRefunded: {
    bases: [
      {
        call: async (world) =>
          staffWithRefund(world).then(({ token, refundId }) => ({ token, variables: { id: refundId } })),
      },
    ],
    tables: [refunds, loyaltyTransactions],
  },
  updateExtensionOfAppointment: {
    // One rating per visit: each success starts from a new fulfilled visit.
    bases: [
      {
        call: async (world) =>
          world.fulfilledAppointment().then((visit) => ({
            token: visit.token,
            variables: { id: visit.appointmentId, extension: { feedbackRating: 8, feedbackComment: 'Kind doctor' } },
          })),
        renewAfterSuccess: true,
        succeeds: true,
      },
    ],
    tables: [appointments],
  },
  createQuestionnaireResponse: {
    // One response per appointment: each success starts from a new booking.
    bases: [
      {
        call: async (world) => {
          const booked = await world.bookedAppointment();
          const question = await world.textQuestion(booked.appointmentId, booked.token);
          return {
            token: booked.token,
            variables: {
              input: {
                questionnaireId: QUESTIONNAIRE,
                appointmentId: booked.appointmentId,
                items: [{ text: question, answer: 'Since Monday' }],
              },
            },
          };
        },
        renewAfterSuccess: true,
        succeeds: true,
      },
    ],
    tables: [questionnaireResponses],
  },
  createObservation: {
    // Idempotent on its id: each success takes a new one.
    bases: [
      {
        call: async (world) => {
          const booked = await world.once('observation', () => world.bookedAppointment());
          return {
            token: booked.token,
            variables: {
              input: {
                id: FuzzWorld.id(),
                appointmentId: booked.appointmentId,
                value: 'Headache for three days',
                derivedFrom: null,
              },
            },
          };
        },
        renewAfterSuccess: true,
        succeeds: true,
      },
    ],
    tables: [observations],
  },
  createDocumentReference: {
    bases: [
      {
        call: async (world) => {
          const booked = await world.once('document', () => world.bookedAppointment());
          return {
            token: booked.token,
            variables: {
              input: {
                id: FuzzWorld.id(),
                appointmentId: booked.appointmentId,
                description: 'X-ray',
                contentType: 'image/png',
                url: await world.accountImage(booked.accountId),
              },
            },
          };
        },
        renewAfterSuccess: true,
        succeeds: true,
      },
    ],
    tables: [documentReferences],
  },
  patchDocumentReference: {
    bases: [
      {
        call: async (world) => {
          const booked = await world.bookedAppointment();
          const created = ok(
            await world.t.gql<{ createDocumentReference: { id: string } }>(
              'mutation ($input: CreateDocumentReferenceInput!) { createDocumentReference(input: $input) { id } }',
              {
                input: {
                  appointmentId: booked.appointmentId,
                  description: 'Scan',
                  contentType: 'image/png',
                  url: await world.accountImage(booked.accountId),
                },
              },
              booked.token,
            ),
            'createDocumentReference',
          ).createDocumentReference;
          return { token: booked.token, variables: { id: created.id, patientId: booked.patientId } };
        },
        succeeds: true,
      },
    ],
    tables: [documentReferences],
  },
  staffUploadDocument: {
    bases: [
      {
        call: async (world) => {
          const staff = await world.staff();
          const booked = await world.once('staffDocument', async () => {
            const visit = await world.fulfilledAppointment();
            return visit;
          });
          return {
            token: staff.token,
            variables: {
              input: {
                id: FuzzWorld.id(),
                appointmentId: booked.appointmentId,
                description: 'Prescription',
                contentType: 'image/png',
                url: `/blob/get/${await world.staffImage()}`,
              },
            },
          };
        },
        renewAfterSuccess: true,
        succeeds: true,
      },
    ],
    tables: [documentReferences],
  },

  // ——— The front desk's sessions ———
  startSession: {
    bases: [
      {
        call: async (world) => ({
          token: (await world.staff()).token,
          variables: { sessionId: await world.visitSession() },
        }),
      },
    ],
    tables: [sessions, appointments],
  },
  completeSession: {
    bases: [
      {
        call: async (world) => ({
          token: (await world.staff()).token,
          variables: { sessionId: await world.visitSession() },
        }),
      },
    ],
    tables: [sessions, appointments],
  },
  cancelSession: {
    bases: [
      {
        call: async (world) => ({
          token: (await world.staff()).token,
          variables: { sessionId: await world.visitSession() },
        }),
      },
    ],
    tables: [sessions, appointments],
  },
  markAppointmentArrived: {
    bases: [
      {
        call: async (world) =>
          world.fulfilledAppointment().then(async (visit) => ({
            token: (await world.staff()).token,
            variables: { appointmentId: visit.appointmentId },
          })),
      },
    ],
    tables: [appointments, sessions],
  },
  markAppointmentFulfilled: {
    bases: [
      {
        call: async (world) =>
          world.fulfilledAppointment().then(async (visit) => ({
            token: (await world.staff()).token,
            variables: { appointmentId: visit.appointmentId },
          })),
      },
    ],
    tables: [appointments, sessions],
  },

  // ——— Recorded runs (issue 33) ———
  recordRun: {
    // Signed out, as a conversation starts; each success stores a run, so the next call names a new one.
    bases: [
      {
        call: () => Promise.resolve({ variables: { id: FuzzWorld.id(), key: newKey(), run: runText() } }),
        renewAfterSuccess: true,
        succeeds: true,
      },
    ],
    tables: [recordedRuns],
  },

  // ——— Agent chat ———
  prepareChat: {
    bases: [
      {
        call: async (world) =>
          world.holder().then((who) => ({ token: who.token, variables: { hospitalId: HOSPITAL } })),
        succeeds: true,
      },
      {
        // Opened from the assistant: the run the holder's browser recorded, and its key.
        call: async (world) => {
          const who = await world.holder();
          const [id, key] = [FuzzWorld.id(), newKey()];
          ok(await world.t.gql(RECORD, { id, key, run: runText() }, who.token), 'recordRun');
          return { token: who.token, variables: { hospitalId: HOSPITAL, assistantRunId: id, assistantRunKey: key } };
        },
        succeeds: true,
      },
    ],
    tables: [chats],
  },
  sendChat: {
    // Idempotent on input.id, and SENDS_PER_CHAT_AUTHOR a minute: each success takes a new chat.
    bases: [
      {
        call: async (world) => {
          const chat = await world.answeredChat();
          const author = `Patient/${chat.patientId}`;
          return {
            token: chat.token,
            variables: { input: { chatId: chat.chatId, id: FuzzWorld.id(), payload: chatPayload(author, 'Hello') } },
          };
        },
        renewAfterSuccess: true,
        succeeds: true,
      },
    ],
    inner: [chatMessageInput],
    tables: [chatMessages, chats],
  },
  patchChat: {
    bases: [
      {
        call: async (world) => {
          const chat = await world.once('patchChat', () => world.answeredChat());
          return { token: chat.token, variables: { id: chat.chatId, patch: { rating: 1 } } };
        },
      },
    ],
    tables: [chats],
  },
  markChatDelivered: {
    bases: [
      {
        call: async (world) =>
          world
            .once('delivered', () => world.answeredChat())
            .then((chat) => ({ token: chat.token, variables: { id: chat.chatId, seq: 1 } })),
        succeeds: true,
      },
    ],
    tables: [chats],
  },
  chatTyping: {
    bases: [
      {
        call: async (world) =>
          world
            .once('delivered', () => world.answeredChat())
            .then((chat) => ({ token: chat.token, variables: { id: chat.chatId, typing: true } })),
        succeeds: true,
      },
    ],
    tables: [chats],
  },
  staffPickUpChat: {
    bases: [
      {
        call: async (world) => ({
          token: (await world.staff()).token,
          variables: { id: (await world.once('delivered', () => world.answeredChat())).chatId },
        }),
      },
    ],
    tables: [chats, chatMessages],
  },
  staffTransferChat: {
    bases: [
      {
        call: async (world) => ({
          token: (await world.staff()).token,
          variables: { id: (await world.answeredChat()).chatId, toStaffId: 'staff-kandy' },
        }),
      },
    ],
    tables: [chats, chatMessages],
  },
  staffSendChat: {
    // Idempotent on input.id, and SENDS_PER_CHAT_AUTHOR a minute: each success takes a new chat.
    bases: [
      {
        call: async (world) => {
          const staff = await world.staff();
          const chat = await world.answeredChat();
          const author = `Staff/${staff.id}`;
          return {
            token: staff.token,
            variables: {
              input: { chatId: chat.chatId, id: FuzzWorld.id(), payload: chatPayload(author, 'How can we help?') },
            },
          };
        },
        renewAfterSuccess: true,
        succeeds: true,
      },
    ],
    inner: [chatMessageInput],
    tables: [chatMessages, chats],
  },
  staffCompleteChat: {
    bases: [
      {
        call: async (world) => ({
          token: (await world.staff()).token,
          variables: { id: (await world.answeredChat()).chatId },
        }),
      },
    ],
    tables: [chats, chatMessages],
  },
  staffMarkChatDelivered: {
    bases: [
      {
        call: async (world) => ({
          token: (await world.staff()).token,
          variables: { id: (await world.once('delivered', () => world.answeredChat())).chatId, seq: 1 },
        }),
        succeeds: true,
      },
    ],
    tables: [chats],
  },
  staffChatTyping: {
    bases: [
      {
        call: async (world) => ({
          token: (await world.staff()).token,
          variables: { id: (await world.once('delivered', () => world.answeredChat())).chatId, typing: true },
        }),
        succeeds: true,
      },
    ],
    tables: [chats],
  },

  // ——— Orders ———
  createServiceRequest: {
    // Idempotent on input.id: each success takes a new one.
    bases: [
      {
        call: async (world) => {
          const who = await world.once('createOrder', async () => {
            await world.labParameters();
            return world.holder();
          });
          const when = tomorrow(world);
          return {
            token: who.token,
            variables: {
              input: {
                id: `fuzz-${FuzzWorld.id()}`,
                patientId: who.patientId,
                orderCategory: 'Examination',
                documentReferenceIds: [],
                organization: HOSPITAL,
                serviceRequestInitiatedFor: 'homecare',
                serviceRequestInitiatedFrom: 'flat',
                requestedLat: 6.9271,
                requestedLng: 79.8612,
                addressLineOne: '12 Galle Road',
                addressLineTwo: 'Kollupitiya',
                addressLineThree: 'Near the temple',
                addressCity: 'Colombo',
                diagnosticReport: [FBC],
                procedureRequest: [],
                sampleCollectionRequestedTime: when,
                homeVisitRequestedTime: when,
                additionalNote: 'Please call before coming',
              },
            },
          };
        },
        renewAfterSuccess: true,
        succeeds: true,
      },
    ],
    tables: [serviceRequests, documentReferences],
  },
  patchServiceRequest: {
    bases: [
      {
        call: async (world) => {
          const order = await world.once('patchOrder', () => world.openOrder());
          return {
            token: order.token,
            variables: {
              id: order.orderId,
              patch: {
                addressLineOne: '3 Temple Road',
                addressLineTwo: 'Nugegoda',
                addressLineThree: 'Flat 2',
                addressCity: 'Colombo',
                requestedLat: 6.87,
                requestedLng: 79.89,
                serviceRequestInitiatedFor: 'homecare',
              },
            },
          };
        },
        succeeds: true,
      },
      {
        call: async (world) =>
          world.openOrder().then((order) => ({
            token: order.token,
            variables: { id: order.orderId, patch: { serviceRequestPaymentMethod: 'cash' } },
          })),
        succeeds: true,
      },
    ],
    tables: [serviceRequests],
  },
  updateExtensionOfServiceRequest: {
    bases: [
      {
        call: async (world) =>
          world
            .once('orderNote', () => world.openOrder())
            .then((order) => ({
              token: order.token,
              variables: { id: order.orderId, extension: { note: 'Please come after 4 pm' } },
            })),
        succeeds: true,
      },
      {
        // One rating per order: each success starts from a new closed order.
        call: async (world) =>
          world.closedOrder().then((order) => ({
            token: order.token,
            variables: { id: order.orderId, extension: { feedbackRating: 9, feedbackComment: 'Quick service' } },
          })),
        renewAfterSuccess: true,
        succeeds: true,
      },
    ],
    tables: [serviceRequests],
  },
  staffReplyOrder: {
    bases: [
      {
        call: async (world) => {
          const order = await world.once('staffReply', () => world.openOrder());
          return {
            token: (await world.staff()).token,
            variables: { id: order.orderId, note: 'Your tests are ready to book', amount: 1500 },
          };
        },
        succeeds: true,
      },
    ],
    tables: [serviceRequests],
  },
  staffMoveOrder: {
    bases: [
      {
        call: async (world) => ({
          token: (await world.staff()).token,
          variables: { id: (await world.openOrder()).orderId, to: 'confirming' },
        }),
      },
    ],
    tables: [serviceRequests, diagnosticReports],
  },
  staffCancelOrder: {
    bases: [
      {
        call: async (world) => ({
          token: (await world.staff()).token,
          variables: { id: (await world.openOrder()).orderId, reason: 'patientRequested' },
        }),
      },
    ],
    tables: [serviceRequests],
  },
  staffRecordCashPayment: {
    bases: [
      {
        call: async (world) => ({
          token: (await world.staff()).token,
          variables: { id: (await world.openOrder()).orderId },
        }),
      },
    ],
    tables: [serviceRequests, diagnosticReports],
  },

  // ——— Lab reports ———
  updateExtensionOfDiagnosticReport: {
    bases: [
      {
        call: async (world) => {
          const token = await world.demoHolder();
          const reports = ok(
            await world.t.gql<{ queryDiagnosticReport: { id: string }[] }>(
              '{ queryDiagnosticReport(filter: {}) { id } }',
              {},
              token,
            ),
            'queryDiagnosticReport',
          ).queryDiagnosticReport;
          return { token, variables: { id: reports[0]?.id ?? '', extension: { heartbeatLastSeen: true } } };
        },
      },
    ],
    tables: [diagnosticReports],
  },
  staffSaveResults: {
    bases: [
      {
        call: async (world) => ({
          token: (await world.staff()).token,
          variables: {
            input: {
              serviceRequestId: await world.once('labOrderFbc', () => world.labOrder()),
              code: FBC,
              results: [
                { code: 'HB', valueQuantity: 14 },
                { code: 'WBC', valueQuantity: 7 },
                { code: 'FILM', options: ['Normal'] },
              ],
              sensitive: false,
              external: false,
            },
          },
        }),
        succeeds: true,
      },
      {
        call: async (world) => ({
          token: (await world.staff()).token,
          variables: {
            input: {
              serviceRequestId: await world.once('labOrderUfr', () => world.labOrder()),
              code: UFR,
              results: [
                {
                  code: 'CULT',
                  valueString: 'Growth of E. coli',
                  organism: 'Escherichia coli',
                  antibiogram: [{ antibiotic: 'Amoxicillin', interpretation: 'S', mic: '2' }],
                },
                { code: 'CELLS', options: ['Pus cells'] },
              ],
            },
          },
        }),
        succeeds: true,
      },
    ],
    tables: [diagnosticReports, labResults],
  },
  staffVerifyReport: {
    bases: [
      { call: async (world) => ({ token: (await world.staff()).token, variables: { id: 'report-of-no-order' } }) },
    ],
    tables: [diagnosticReports, labResults, serviceRequests],
  },
  staffSetReportImage: {
    bases: [
      {
        call: async (world) => ({
          token: (await world.staff()).token,
          variables: { kind: 'header', blobId: await world.staffImage() },
        }),
        succeeds: true,
      },
    ],
    tables: [organizations],
  },

  // ——— Video ———
  createTwilioToken: {
    bases: [
      {
        call: async (world) =>
          world.videoCall().then((call) => ({
            token: call.token,
            variables: { roomSid: call.roomId, appointmentId: call.appointmentId },
          })),
      },
    ],
    tables: [communications, communicationEvents],
  },
  sendCommunication: {
    bases: [
      {
        call: async (world) =>
          world.videoCall().then((call) => ({
            token: call.token,
            variables: { id: call.communicationId, payload: deviceReport(call.participantReference) },
          })),
        succeeds: true,
      },
    ],
    inner: [
      {
        label: 'payload (the device report’s userAgent inside)',
        arbitrary: anyText,
        apply: (call, userAgent) => {
          const report = decodeVideoPayload(String(call.variables.payload));
          const participant = report?.class === '.VideoDeviceReport' ? report.participantReference : '';
          return { ...call, variables: { ...call.variables, payload: deviceReport(participant, userAgent) } };
        },
      },
    ],
    tables: [communicationEvents],
  },
  sendVideoSignal: {
    bases: [
      {
        call: async (world) =>
          world.videoCall().then((call) => ({
            token: call.token,
            variables: { appointmentId: call.appointmentId, kind: 'hello', data: '{}' },
          })),
        succeeds: true,
      },
    ],
    tables: [communicationEvents],
  },
};

/** The demo holder (seeded with a default saved card) and that card. */
function demoHolderCard(world: FuzzWorld): Promise<{ token: string; cardId: string; patientId: string }> {
  return world.once('demoHolderCard', async () => {
    const token = await world.demoHolder();
    const profile = ok(
      await world.t.gql<{
        queryOneProfile: {
          paymentMethods: { id: string; defaultMethod: boolean }[];
          patients: { id: string; relationship: string | null }[];
        };
      }>(SAVED_CARDS, {}, token),
      'queryOneProfile',
    ).queryOneProfile;
    const cardId = profile.paymentMethods.find((card) => card.defaultMethod)?.id;
    const patientId = profile.patients.find((patient) => patient.relationship === 'Me')?.id;
    if (cardId === undefined || patientId === undefined)
      throw new Error('the demo holder has no default card or no Me');
    return { token, cardId, patientId };
  });
}

/** An invoice of a new booking of the demo holder's own patient. */
async function demoHolderInvoice(
  world: FuzzWorld,
  token: string,
  patientId: string,
): Promise<{ invoiceId: string; sessionId: string; appointmentId: string }> {
  const session = await world.nextFutureSession();
  const appointmentId = ok(
    await world.t.gql<{ createAppointment: { id: string } }>(
      'mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { id } }',
      { input: { sessionId: session.id, patientId } },
      token,
    ),
    'createAppointment',
  ).createAppointment.id;
  const invoice = ok(
    await world.t.gql<{ prepareInvoice: { id: string } }>(
      'mutation ($input: PrepareInvoiceInput!) { prepareInvoice(input: $input) { id } }',
      { input: { appointmentId } },
      token,
    ),
    'prepareInvoice',
  ).prepareInvoice;
  return { invoiceId: invoice.id, sessionId: session.id, appointmentId };
}

/** A patch of one operation on the relative of a holder (the account's second patient). */
async function patchOfRelative(world: FuzzWorld, operation: Variables): Promise<Call> {
  const family = await world.once('patchPatient', async () => {
    const holder = await world.holder();
    const relative = ok(
      await world.t.gql<{ createPatient: { id: string } }>(
        'mutation ($hospitalId: ID!, $args: CreatePatientInput!) { createPatient(hospitalId: $hospitalId, args: $args) { id } }',
        { hospitalId: HOSPITAL, args: patientInput({ given: ['Sunil'], relationship: 'Brother' }) },
        holder.token,
      ),
      'createPatient',
    ).createPatient.id;
    return { token: holder.token, holderId: holder.patientId, relativeId: relative };
  });
  const linked = operation.path === '/link' ? { ...operation, link: [family.holderId] } : operation;
  return { token: family.token, variables: { id: family.relativeId, patch: [linked] } };
}

/** The front desk and a refund requested of a paid Colombo appointment. */
function staffWithRefund(world: FuzzWorld): Promise<{ token: string; refundId: string }> {
  return world.once('refund', async () => {
    const paid = await world.paidAppointment();
    const refund = ok(
      await requestRefund(world.t, paid, {
        appointmentId: paid.appointmentId,
        organizationId: paid.organizationId,
        totalCents: 0,
      }),
      'createRefund',
    ).createRefund;
    return { token: (await world.staff()).token, refundId: refund.id };
  });
}
