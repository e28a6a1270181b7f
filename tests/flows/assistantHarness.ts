import { vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import type { DeepLink } from '../../domain/deepLink';
import { assistantMachine, type AssistantInput } from '../../flows/assistant.machine';
import { transcriptLines } from '../../flows/trace/transcriptLines';
import { composeCancel, composeLabReports, composeRefund } from '../../flows/composeMachines';
import { cancelAppointmentMachine } from '../../machines/cancelAppointment.machine';
import { refundRequestMachine, type RefundInvoice } from '../../machines/refundRequest.machine';
import type { LabReportsLoad } from '../../flows/reports/labReport';
import { labReportsMachine } from '../../flows/reports/labReports.machine';
import {
  RESEND_OTP_BUTTON,
  applyChatEvent,
  emptyTranscript,
  type ChatEmitted,
  type SayEvent,
  type TranscriptState,
} from '../../flows/chatProtocol';
import type { PaymentGateway } from '../../domain/payment';
import type { Patient, PaymentRedirect, Profile, Session } from '../../machines/types';
import { carechatDemo } from '../../tenants/carechat-demo';
import type { Tenant } from '../../tenants/schema';
import { fakeAuthApi } from '../machines/authHarness';
import { fakeRegistrationApi } from '../machines/registrationHarness';
import { fakeBookingFlowApi, type BookingFakeOptions } from './bookingFakes';
import { restoreTimers, type PersistedTimer } from '../../src/lib/persistedTimers';

export const HOLDER: Patient = {
  id: 'patient-holder',
  prefix: 'Mr',
  given: ['Nimal'],
  family: 'Perera',
  gender: 'male',
  birthDate: '1990-05-14',
  relationship: 'Me',
  hospitalId: 'org-colombo',
  mobileNo: '94771234567',
};

export const SIGNED_IN: Session = {
  accessToken: 'token-saved',
  profile: { id: 'profile-1', mobileNo: '94771234567', patients: [HOLDER] },
};

/** The after-booking machines with an action that throws on entry: the conversation must not hang on them. */
const broken = (): never => {
  throw new Error('broken machine');
};
const BROKEN_CANCEL = cancelAppointmentMachine.provide({ actions: { clearMessages: broken } });
const BROKEN_REFUND = refundRequestMachine.provide({
  actors: {
    loadInvoice: fromPromise<RefundInvoice, { readonly appointmentId: string }>(() =>
      Promise.resolve({ lines: null, currency: '' }),
    ),
  },
  actions: { storeInvoice: broken },
});
/** The lab reports' child stopping with an error (a load failure it answers itself): its answer cannot be read. */
const BROKEN_LAB_REPORTS = labReportsMachine.provide({
  actors: {
    loadLabReports: fromPromise<LabReportsLoad, Record<string, never>>(() =>
      Promise.resolve({
        get reports(): never {
          return broken();
        },
        loadedAt: 0,
      }),
    ),
  },
});

export interface AssistantOptions {
  readonly features?: Tenant['features'];
  readonly session?: Session | null;
  readonly deepLink?: DeepLink | null;
  readonly now?: Date;
  /** Patients the account already has when it signs in. */
  readonly patients?: Patient[];
  /** How many times the profile reload after creating a patient fails. */
  readonly refetchFailures?: number;
  /** Sessions, saved cards and outcomes of the search and booking API. */
  readonly booking?: BookingFakeOptions;
  readonly gateways?: readonly PaymentGateway[];
  /** The hospital Chat With Hospital hands over to (the input's hospitalId when not given). */
  readonly chatHospitalId?: string;
  /** A child machine that stops with an error (a broken deployment), in place of the composed one. */
  readonly brokenAction?: 'cancelFlow' | 'refundFlow' | 'labReports';
  /** Resume this persisted snapshot and its pending timers (the app's hand-over from the opening, a reload) instead of starting afresh. */
  readonly resume?: { readonly snapshot: unknown; readonly timers: readonly PersistedTimer[] };
}

/** A bubble as the patient reads it: 'assistant: text', 'assistant: [failure] OTP sending failure (detail)'. */
export function describeBubble(bubble: SayEvent): string {
  const { content } = bubble;
  switch (content.kind) {
    case 'text':
      return `${bubble.from}: ${content.text}`;
    case 'image':
      return `${bubble.from}: [image] ${content.alt}`;
    case 'event':
      return `${bubble.from}: [${content.outcome}] ${content.text}${content.detail === undefined ? '' : ` (${content.detail})`}`;
    case 'session':
    case 'invoice':
    case 'appointment':
    case 'labReports':
    case 'callHospital':
      // The same line a trace's transcript has for it.
      return transcriptLines([bubble])[0] ?? '';
  }
}

/**
 * The assistant with fake APIs, driven the way the transcript UI drives it: it folds what the flow
 * emits with applyChatEvent and only taps buttons that are on offer and types only into an open composer.
 */
export function startAssistant(options: AssistantOptions = {}) {
  const authApi = fakeAuthApi({ patients: options.patients ?? [] });
  const registrationApi = fakeRegistrationApi({ refetchFailures: options.refetchFailures ?? 0 });
  const bookingApi = fakeBookingFlowApi(options.booking);
  const {
    loadSearchCatalogue,
    loadRecentDoctors,
    loadSavedCards,
    loadAppointmentSummary,
    loadUpcomingAppointments,
    searchSessions,
    loadOrderCatalogue,
    createOrder,
    loadLabReports,
    understandText,
  } = bookingApi.api;
  const storedProfiles: Profile[] = [];
  // What the app provides: the registration tells it the refreshed profile, to keep.
  const registration = registrationApi.machine.provide({
    actions: { profileRefreshed: (_, profile) => void storedProfiles.push(profile) },
  });
  // What the app does: the auth machine stores the session, and the session store tells the conversation
  // (src/features/chat/assistantSession.ts) while the sign-in is still finishing.
  const auth = authApi.machine.provide({
    actions: { storeSession: (_, session) => actor.send({ type: 'session.changed', session }) },
  });
  const logic = assistantMachine.provide({
    actors: {
      auth,
      registration,
      booking: bookingApi.booking,
      cancelFlow: options.brokenAction === 'cancelFlow' ? BROKEN_CANCEL : composeCancel(bookingApi.api),
      refundFlow: options.brokenAction === 'refundFlow' ? BROKEN_REFUND : composeRefund(bookingApi.api),
      labReports: options.brokenAction === 'labReports' ? BROKEN_LAB_REPORTS : composeLabReports(bookingApi.api),
      loadSearchCatalogue,
      loadRecentDoctors,
      loadSavedCards,
      loadAppointmentSummary,
      loadUpcomingAppointments,
      searchSessions,
      loadOrderCatalogue,
      createOrder,
      loadLabReports,
      understandText,
    },
  });
  const input: AssistantInput = {
    features: options.features ?? carechatDemo.features,
    now: (options.now ?? new Date(2025, 5, 1, 9, 30)).getTime(),
    session: options.session ?? null,
    deepLink: options.deepLink ?? null,
    hospitalId: 'org-colombo',
    gateways: options.gateways ?? ['cardProvider', 'masterCard', 'genie'],
    ...(options.chatHospitalId === undefined ? {} : { chatHospitalId: options.chatHospitalId }),
  };
  let transcript: TranscriptState = emptyTranscript;
  let read = 0;
  const emitted: ChatEmitted[] = [];
  const navigations: string[] = [];
  const redirects: PaymentRedirect[] = [];

  const connect = (actor: Actor<typeof logic>): Actor<typeof logic> => {
    actor.on('*', (event) => {
      emitted.push(event);
      transcript = applyChatEvent(transcript, event);
      if (event.type === 'chat.navigate') navigations.push(event.to);
      if (event.type === 'chat.redirect') redirects.push(event.redirect);
    });
    return actor.start();
  };
  let actor =
    options.resume === undefined
      ? connect(createActor(logic, { input }))
      : connect(
          createActor(logic, {
            snapshot: options.resume.snapshot as ReturnType<Actor<typeof logic>['getPersistedSnapshot']>,
            input,
          }),
        );
  if (options.resume !== undefined) restoreTimers(actor, options.resume.timers, Date.now());
  const settle = (): Promise<void> => vi.advanceTimersByTimeAsync(0).then(() => undefined);

  return {
    input,
    calls: { auth: authApi.calls, registration: registrationApi.calls, booking: bookingApi.calls },
    emitted,
    navigations,
    redirects,
    /** The profiles the app was asked to keep (after a registration in the chat). */
    storedProfiles,
    get actor() {
      return actor;
    },
    transcript: (): TranscriptState => transcript,
    lines: (): string[] => transcript.bubbles.map(describeBubble),
    /** The bubbles added since the last call. */
    newLines: (): string[] => {
      const lines = transcript.bubbles.slice(read).map(describeBubble);
      read = transcript.bubbles.length;
      return lines;
    },
    buttons: (): string[] => transcript.buttons.map((button) => button.label),
    composer: (): TranscriptState['composer'] => transcript.composer,
    wait: (ms: number): Promise<void> => vi.advanceTimersByTimeAsync(ms).then(() => undefined),
    tap: async (label: string): Promise<void> => {
      const button = transcript.buttons.find((candidate) => candidate.label === label);
      if (button === undefined)
        throw new Error(
          `No '${label}' button on offer; offered: ${transcript.buttons.map((b) => b.label).join(', ') || 'none'}`,
        );
      actor.send({ type: 'chat.tap', command: button.command, label: button.label });
      await settle();
    },
    type: async (text: string): Promise<void> => {
      if (transcript.composer.kind === 'none') throw new Error(`The composer is closed; cannot type '${text}'`);
      actor.send({ type: 'chat.submit', text });
      await settle();
    },
    resend: async (): Promise<void> => {
      if (transcript.composer.kind !== 'otp') throw new Error('No Resend OTP control on offer');
      actor.send({ type: 'chat.tap', command: RESEND_OTP_BUTTON.command, label: RESEND_OTP_BUTTON.label });
      await settle();
    },
    /** Back to the assistant from the agent chat, as its Back to the assistant button does. */
    handback: async (chatIds: readonly string[] = []): Promise<void> => {
      if (transcript.agent === null)
        throw new Error('Not handed over to the hospital: there is no agent chat to leave');
      actor.send({ type: 'chat.handback', chatIds });
      await settle();
    },
    /** A page reload: the persisted snapshot through JSON into a new actor; the UI keeps the transcript. */
    reload: (): string => {
      const json = JSON.stringify(actor.getPersistedSnapshot());
      actor.stop();
      actor = connect(
        createActor(logic, { snapshot: JSON.parse(json) as ReturnType<typeof actor.getPersistedSnapshot>, input }),
      );
      return json;
    },
  };
}

export type AssistantHarness = ReturnType<typeof startAssistant>;

/** From the sign-in's number prompt: the holder's number, then the code the fake server accepts. */
export async function signInAsHolder(chat: AssistantHarness): Promise<void> {
  await chat.type('0771234567');
  await chat.wait(1000);
  await chat.type('4821');
  await chat.wait(1000);
}

/** Answers the registration from the prefix to the relationship, then waits for the profile's refetch (2 s). */
export async function registerFirstPatient(chat: AssistantHarness): Promise<void> {
  await chat.tap('Mr');
  for (const answer of ['Nimal', 'Perera', '14', '5', '1990']) {
    await chat.wait(300);
    await chat.type(answer);
  }
  await chat.wait(1300);
  await chat.tap('SUBMIT');
  await chat.wait(1300);
  await chat.tap('Me');
  await chat.wait(2000);
}
