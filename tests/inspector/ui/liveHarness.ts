import { expect, vi } from 'vitest';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { AssistantInput } from '../../../flows/assistant.machine';
import type { ReplyButton } from '../../../flows/chatProtocol';
import { composeAssistant, type FlowApi } from '../../../flows/compose';
import type { Completion, Initiation } from '../../../machines/auth.machine';
import type { AppointmentCardData, CreatePatientInput, Patient, Profile } from '../../../machines/types';
import { createInspectionHub } from '../../../src/lib/inspection';
import type { HandedRecords } from '../../../src/lib/inspectionHandover';
import { ConversationStore } from '../../../src/features/chat/conversationStore';
import { LiveSession } from '../../../src/inspector/liveSession';
import { carechatDemo } from '../../../tenants/carechat-demo';

export const MOBILE = { typed: '0771234567', normalised: '94771234567' } as const;
export const RIGHT_CODE = '4821';

function notUsed<TOutput, TInput>(): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error('not used')));
}

/** The API as the server answers it, for a holder account with one patient. */
function fakeApi(): FlowApi {
  const profile: Profile = {
    id: 'profile-1',
    mobileNo: MOBILE.normalised,
    patients: [
      {
        id: 'p1',
        prefix: 'Mr',
        given: ['Nimal'],
        family: 'Perera',
        gender: 'male',
        birthDate: '1990-05-14',
        relationship: 'Me',
        hospitalId: 'org-colombo',
        mobileNo: MOBILE.normalised,
      },
    ],
  };
  return {
    initiateAuthentication: fromPromise<Initiation, { mobile: string }>(({ input }) =>
      Promise.resolve({ id: 'initiation-1', mobileNo: input.mobile, resendAfterSeconds: 60 }),
    ),
    completeAuthentication: fromPromise<Completion, { id: string; code: number }>(({ input }) =>
      Promise.resolve<Completion>(
        String(input.code) === RIGHT_CODE
          ? { outcome: 'succeeded', accessToken: 'token-1', triesLeft: 5 }
          : { outcome: 'failed', accessToken: null, triesLeft: 4 },
      ),
    ),
    loadProfile: fromPromise<Profile, { accessToken: string }>(() => Promise.resolve(profile)),
    createPatient: fromPromise<Patient, { accessToken: string; hospitalId: string; input: CreatePatientInput }>(() =>
      Promise.reject(new Error('not used')),
    ),
    // The inspector tests sign in and register; nothing is searched, booked or paid.
    loadSearchCatalogue: notUsed(),
    loadRecentDoctors: notUsed(),
    loadSavedCards: notUsed(),
    loadAppointmentSummary: notUsed(),
    loadUpcomingAppointments: fromPromise<AppointmentCardData[], Record<string, never>>(() => Promise.resolve([])),
    searchSessions: notUsed(),
    loadOrderCatalogue: notUsed(),
    createOrder: notUsed(),
    loadLabReports: notUsed(),
    understandText: notUsed(),
    createAppointment: notUsed(),
    prepareInvoice: notUsed(),
    confirmReservation: notUsed(),
    initiateBooking: notUsed(),
    completeBooking: notUsed(),
    authenticatePaymentGateway: notUsed(),
    cancelAppointment: notUsed(),
    loadInvoice: notUsed(),
    createRefund: notUsed(),
  };
}

const INPUT: AssistantInput = {
  features: carechatDemo.features,
  now: new Date(2025, 5, 1, 9, 30).getTime(),
  session: null,
  deepLink: null,
  hospitalId: 'org-colombo',
};

/** The assistant as the app runs it (a conversation store) reporting to its own inspection hub and live session. */
export function liveAssistant(storageKey = 'test.assistant') {
  let hub = createInspectionHub(true);
  let session = new LiveSession(hub, carechatDemo.id);
  const logic = composeAssistant(fakeApi());
  const navigations: string[] = [];
  let store = new ConversationStore(logic, storageKey, null, hub);
  const connect = (): (() => void) =>
    store.connect({
      createInput: () => INPUT,
      generation: 0,
      onNavigate: (to) => navigations.push(to),
      onError: (error) => console.error(error),
    });
  let disconnect = connect();
  const button = (label: string): ReplyButton => {
    const found = store.getTranscript().buttons.find((candidate) => candidate.label === label);
    if (found === undefined) throw new Error(`No '${label}' button on offer`);
    return found;
  };
  return {
    get hub() {
      return hub;
    },
    get session() {
      return session;
    },
    get store() {
      return store;
    },
    disconnect: (): void => disconnect(),
    /** The chat closed and opened again on the same page (e.g. on /inspect): a new store resumes it from storage. */
    reopen: (): void => {
      disconnect();
      store = new ConversationStore(logic, storageKey, null, hub);
      disconnect = connect();
    },
    /**
     * The page is left for another (the inspector's, inspect.html): a new hub and live session, given what the
     * patient app's page handed over, and a new store resuming the conversation from storage.
     */
    reload: (handedOver: () => HandedRecords | null): void => {
      disconnect();
      hub = createInspectionHub(true);
      session = new LiveSession(hub, carechatDemo.id, handedOver);
      store = new ConversationStore(logic, storageKey, null, hub);
      disconnect = connect();
    },
    navigations,
    tap: (label: string): void => store.send({ type: 'chat.tap', command: button(label).command, label }),
    submit: (text: string): void => store.send({ type: 'chat.submit', text }),
    offered: (label: string): boolean => store.getTranscript().buttons.some((candidate) => candidate.label === label),
    composer: () => store.getTranscript().composer.kind,
  };
}

type Live = ReturnType<typeof liveAssistant>;

/** Waits (10 s at most) until `ready` (without a document: the server's tests use it too). */
export const when = (ready: () => boolean): Promise<void> =>
  vi.waitFor(() => expect(ready()).toBe(true), { timeout: 10_000, interval: 20 });

/** Home Lab Test asks a signed-out patient to sign in: the mobile number, until the code's composer. */
export async function askForCode(live: Live): Promise<void> {
  await when(() => live.offered('Home Lab Test'));
  live.tap('Home Lab Test');
  await when(() => live.composer() === 'mobile');
  live.submit(MOBILE.typed);
  await when(() => live.composer() === 'otp');
}

/** The right code, until the assistant says it was verified. */
export async function enterRightCode(live: Live): Promise<void> {
  live.submit(RIGHT_CODE);
  await when(() =>
    live.store
      .getTranscript()
      .bubbles.some((bubble) => bubble.content.kind === 'event' && bubble.content.text === 'OTP verified successfully'),
  );
}
