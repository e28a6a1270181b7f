/**
 * The chat transcript protocol: the only way a flow talks to the transcript.
 *
 * A flow machine `emit`s these events; the transcript UI (src/features/chat/) listens with `actor.on(...)`
 * and renders them. Everything here is plain JSON so a transcript can be persisted, exported in a
 * trace and compared by replay tests. Flows emit patient bubbles too (the echo of a tap or a typed
 * reply), so the transcript is a pure function of the emitted events.
 *
 * Out (flow -> transcript): chat.say, chat.ask, chat.input, chat.navigate, chat.redirect, chat.handover.
 * In (transcript -> flow): chat.tap, chat.submit, chat.redirectFailed, chat.handback, chat.uploaded, chat.uploadFailed.
 *
 * The hand-over to hospital staff: the assistant emits `chat.handover` with the hospital; the
 * transcript then shows the agent chat (its own machine, run by the UI, src/features/chat/agent/) after the
 * assistant's bubbles and replaces the dock with the agent chat's composer. The agent chat's messages
 * are not bubbles of this protocol: they live in the agent chat machine (and the server), so a
 * transcript of the assistant only records that the patient was handed over, and after which bubble.
 * When the patient goes back to the assistant, the transcript sends `chat.handback` with the ids of the
 * chats the agent chat showed; the assistant answers with `chat.handover` null carrying them, and offers
 * its menu again. The transcript keeps those chats where they were (issue 29 item 14): its
 * `handedBack` entries name them, and the UI shows them read from the server.
 */

import type { AppointmentCardData, SessionCardData, InvoiceSummary, PaymentRedirect } from '../machines/types';
import type { Language } from '../i18n/languages';
import type { LabReportLine } from './reports/labReport';

export type Speaker = 'assistant' | 'patient' | 'staff';

/** A hospital to call: what the link names it by (its city) and its number. */
export interface HospitalContact {
  readonly label: string;
  readonly number: string;
}

export type BubbleContent =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'image'; readonly url: string; readonly alt: string }
  /** An event box: the outcome of a step ('OTP sent successfully', 'Patient creation failure', ...). */
  | { readonly kind: 'event'; readonly outcome: 'success' | 'failure'; readonly text: string; readonly detail?: string }
  /** A session card (spec 000 §2 contexts SESSION_VIEW_CHAT_DOCTOR_RESULT / _SPECIALITY_RESULT); picked with reply buttons. */
  | {
      readonly kind: 'session';
      readonly context: 'SESSION_VIEW_CHAT_DOCTOR_RESULT' | 'SESSION_VIEW_CHAT_SPECIALITY_RESULT';
      readonly session: SessionCardData;
    }
  /** The invoice of a booking: its lines and total. */
  | { readonly kind: 'invoice'; readonly invoice: InvoiceSummary }
  /**
   * Call links (spec 000 §2: a search that finds nothing offers to call the hospital): the hospitals the search was
   * about, or without them the tenant's contact numbers.
   */
  | { readonly kind: 'callHospital'; readonly hospitals?: readonly HospitalContact[] }
  /** One of the patient's appointments (spec 000 §2 context MY_APPOINTMENT), opening the appointment. */
  | { readonly kind: 'appointment'; readonly appointment: AppointmentCardData }
  /** Lab reports ready to view ('Lab Reports'), each with its Result link, and See all (the Lab Tests list). */
  | { readonly kind: 'labReports'; readonly reports: readonly LabReportLine[] };

/** `chat.say`: one bubble in the transcript. */
export interface SayEvent {
  readonly type: 'chat.say';
  /** Unique within a conversation; the flow derives it from its own counter so replays are stable. */
  readonly id: string;
  readonly from: Speaker;
  readonly content: BubbleContent;
  /**
   * The language the bubble was worded in (i18n/languages.ts), set by the page that shows it, so a screen reader
   * reads each bubble in its own voice after a change of language; machines and replays leave it out.
   */
  readonly lang?: Language;
}

/** An event a reply button sends back to the flow when tapped. Plain data only. */
export interface FlowCommand {
  readonly type: string;
  readonly [key: string]: string | number | boolean | null;
}

export interface ReplyButton {
  readonly label: string;
  readonly command: FlowCommand;
}

/** What the composer's Resend OTP control sends when tapped (as `chat.tap` with this command and label). */
export const RESEND_OTP_BUTTON = { label: 'Resend OTP', command: { type: 'RESEND' } } as const satisfies ReplyButton;

/** `chat.ask`: the reply buttons on offer now (an empty list clears them). */
interface AskEvent {
  readonly type: 'chat.ask';
  readonly buttons: readonly ReplyButton[];
}

/** The composer's 'Resend OTP' control: disabled with the countdown (formatCountdown) until secondsLeft is 0. */
export interface ResendControl {
  /** 'Resend OTP' in English (the spec's words), in the patient's language otherwise. */
  readonly label: string;
  readonly secondsLeft: number;
}

/**
 * What the composer accepts now; the flow sets it, the composer validates with the named domain rule:
 * mobile -> mobileNumberError, otp -> otpError, digits -> digitsOnly(text, maxLength) as typed.
 */
export type ComposerMode =
  | { readonly kind: 'none' }
  | { readonly kind: 'mobile'; readonly submitLabel: string }
  | { readonly kind: 'otp'; readonly submitLabel: string; readonly resend: ResendControl }
  /** `label` names the input for assistive technology; `placeholder` is the visual hint inside it. */
  | { readonly kind: 'text'; readonly label: string; readonly placeholder: string; readonly submitLabel: string }
  /** Numbers only (date of birth parts): non-digits are ignored and input stops at maxLength. */
  | {
      readonly kind: 'digits';
      readonly label: string;
      readonly placeholder: string;
      readonly submitLabel: string;
      readonly maxLength: number;
    }
  /**
   * A photo (an order's prescription): the composer opens the image picker, the app uploads the image at once
   * (a saved transcript cannot hold a File) and answers chat.uploaded, or chat.uploadFailed.
   */
  | { readonly kind: 'photo'; readonly label: string; readonly submitLabel: string };

/** `chat.input`: switches the composer. */
interface InputEvent {
  readonly type: 'chat.input';
  readonly mode: ComposerMode;
}

/** `chat.navigate`: the flow asks the app to open a route (e.g. 'Show my profile' opens /profiles). */
interface NavigateEvent {
  readonly type: 'chat.navigate';
  readonly to: string;
}

/** `chat.redirect`: the flow leaves the app for a payment gateway (a form post or a plain redirect). */
interface RedirectEvent {
  readonly type: 'chat.redirect';
  readonly redirect: PaymentRedirect;
}

/**
 * `chat.handover`: the conversation is handed to the staff of a hospital (hospitalId), or back to the
 * assistant (null, with the chats the agent chat showed: they stay in the transcript). The assistant
 * waits while the patient talks to the staff.
 */
type HandoverEvent =
  | { readonly type: 'chat.handover'; readonly hospitalId: string }
  | { readonly type: 'chat.handover'; readonly hospitalId: null; readonly chatIds: readonly string[] };

export type ChatEmitted = SayEvent | AskEvent | InputEvent | NavigateEvent | RedirectEvent | HandoverEvent;

/** Every type of ChatEmitted: what a listener picks out of everything an actor emits. */
export const CHAT_EMITTED_TYPES: ReadonlySet<string> = new Set<ChatEmitted['type']>([
  'chat.say',
  'chat.ask',
  'chat.input',
  'chat.navigate',
  'chat.redirect',
  'chat.handover',
]);

/** Events the transcript UI sends into a flow. */
export type TranscriptInput =
  /** The patient tapped a reply button. */
  | { readonly type: 'chat.tap'; readonly command: FlowCommand; readonly label: string }
  /** The patient submitted the composer (already validated by the composer's domain rule). */
  | { readonly type: 'chat.submit'; readonly text: string }
  /** The app could not leave for the payment gateway of a chat.redirect (a refused target, a failed load). */
  | { readonly type: 'chat.redirectFailed' }
  /** The patient left the agent chat (Back to the assistant) after a chat.handover; the chats it showed, oldest first. */
  | { readonly type: 'chat.handback'; readonly chatIds: readonly string[] }
  /** The photo of a photo composer is uploaded and referenced: the flow shows it and keeps its reference. */
  | { readonly type: 'chat.uploaded'; readonly documentReferenceId: string; readonly url: string }
  /** The photo of a photo composer could not be uploaded (the reason, as the app words it). */
  | { readonly type: 'chat.uploadFailed'; readonly message: string }
  /**
   * The saved conversation is on screen again: loaded from storage (a reload, the way back from the payment
   * gateway) or shown again from the browser's back-forward cache.
   */
  | { readonly type: 'chat.resumed' };

/** Who the conversation is handed over to: while set, the transcript shows the agent chat with this hospital. */
export interface AgentHandover {
  readonly hospitalId: string;
  /** The bubble the agent chat follows (the hand-over's own); null before any bubble. */
  readonly afterBubbleId: string | null;
}

/** An agent chat the patient came back from: its chats stay in the transcript after the bubble it followed. */
interface HandedBackChats extends AgentHandover {
  /** The chats it showed, oldest first (none when it could not start). */
  readonly chatIds: readonly string[];
}

/** What the transcript shows: a list of bubbles, the buttons on offer, the composer mode, the hand-overs. */
export interface TranscriptState {
  readonly bubbles: readonly SayEvent[];
  readonly buttons: readonly ReplyButton[];
  readonly composer: ComposerMode;
  /** Set by chat.handover: the agent chat follows the bubbles and owns the dock; null with the assistant. */
  readonly agent: AgentHandover | null;
  /** The agent chats handed back, in order: each stays where it was in the transcript (issue 29 item 14). */
  readonly handedBack: readonly HandedBackChats[];
}

export const emptyTranscript: TranscriptState = {
  bubbles: [],
  buttons: [],
  composer: { kind: 'none' },
  agent: null,
  handedBack: [],
};

/** Folds one emitted event into the transcript. Pure, so the UI, replays and tests share it. */
export function applyChatEvent(state: TranscriptState, event: ChatEmitted): TranscriptState {
  switch (event.type) {
    case 'chat.say':
      if (state.bubbles.some((b) => b.id === event.id)) return state;
      return { ...state, bubbles: [...state.bubbles, event] };
    case 'chat.ask':
      return { ...state, buttons: event.buttons };
    case 'chat.input':
      return { ...state, composer: event.mode };
    case 'chat.handover':
      if (event.hospitalId === null) {
        if (state.agent === null) return state;
        return { ...state, agent: null, handedBack: [...state.handedBack, { ...state.agent, chatIds: event.chatIds }] };
      }
      if (state.agent?.hospitalId === event.hospitalId) return state;
      return { ...state, agent: { hospitalId: event.hospitalId, afterBubbleId: state.bubbles.at(-1)?.id ?? null } };
    case 'chat.navigate':
    case 'chat.redirect':
      return state;
  }
}
