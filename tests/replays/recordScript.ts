import { createActor, type EventObject, type InspectionEvent } from 'xstate';
import type { AssistantInput } from '../../flows/assistant.machine';
import {
  CHAT_EMITTED_TYPES,
  RESEND_OTP_BUTTON,
  applyChatEvent,
  emptyTranscript,
  type ChatEmitted,
  type TranscriptState,
} from '../../flows/chatProtocol';
import { composeAssistant } from '../../flows/compose';
import { toJson } from '../../flows/trace/json';
import { createRecorder, type LogEntry } from '../../flows/trace/recorder';
import type { Trace } from '../../flows/trace/trace';
import type { Patient } from '../../machines/types';
import { ScriptClock } from './scriptClock';
import { scriptedApi, type ScriptedClinic } from './scriptedApi';

/**
 * Runs the real composed assistant the way the app does (recorder on its inspection events, chat
 * events folded into a transcript) while a script acts as the patient: it taps only buttons on
 * offer and types only into an open composer. The API answers as the server would.
 */

export interface Patient_ {
  tap(label: string): Promise<void>;
  type(text: string): Promise<void>;
  resend(): Promise<void>;
  /** A prescription photo picked and uploaded (only while the photo composer is open). */
  upload(documentReferenceId: string): Promise<void>;
  /** Back to the assistant from the agent chat (only while handed over). */
  handback(): Promise<void>;
  wait(ms: number): Promise<void>;
  /** The code of the latest SMS. */
  latestCode(): string;
  lines(): string[];
}

export interface Script {
  readonly tenant: string;
  readonly input: AssistantInput;
  /** Accounts the server knows (normalised mobile -> patients). */
  readonly accounts: Record<string, Patient[]>;
  /** Doctors, sessions, recent doctors and saved cards the server knows (none by default). */
  readonly clinic?: ScriptedClinic;
  readonly play: (patient: Patient_) => Promise<void>;
}

export interface RecordOptions {
  /** Timers fire late by this many ms (the nth timer); default on time. */
  readonly lag?: (nth: number) => number;
  readonly recordedAt?: string;
}

const CHAT_EVENTS: ReadonlySet<string> = CHAT_EMITTED_TYPES;

/** Wall-clock times of what becomes a step (a UI event to the root, an API result), for comparison in tests. */
function stepWallTime(ev: InspectionEvent, now: number, times: number[]): void {
  if (ev.type !== '@xstate.event') return;
  const isResult = ev.event.type === 'xstate.promise.resolve' || ev.event.type === 'xstate.promise.reject';
  const isUiEvent =
    ev.sourceRef === undefined && ev.actorRef.sessionId === ev.rootId && !ev.event.type.startsWith('xstate.');
  if (isResult || isUiEvent) times.push(now);
}

export async function recordScript(
  script: Script,
  options: RecordOptions = {},
): Promise<{ trace: Trace; transcript: TranscriptState; wallTimes: number[]; log: readonly LogEntry[] }> {
  const clock = new ScriptClock(options.lag);
  const api = scriptedApi(clock, structuredClone(script.accounts), script.clinic);
  const recorder = createRecorder({
    flow: 'assistant',
    tenant: script.tenant,
    input: toJson(script.input),
    clock,
    recordedAt: options.recordedAt ?? new Date().toISOString(),
  });
  const wallTimes: number[] = [];
  const actor = createActor(composeAssistant(api.actors), {
    input: script.input,
    clock,
    inspect: (ev) => {
      recorder.inspect(ev);
      stepWallTime(ev, clock.now(), wallTimes);
    },
  });
  let transcript = emptyTranscript;
  actor.on('*', (event: EventObject) => {
    if (!CHAT_EVENTS.has(event.type)) return;
    const chat = event as ChatEmitted;
    transcript = applyChatEvent(transcript, chat);
    recorder.emitted(chat);
  });
  actor.subscribe({ error: (error: unknown) => console.error('the assistant stopped', error) });
  actor.start();

  // A patient takes a moment to read and act; the script's waits say how long.
  const patient: Patient_ = {
    async tap(label) {
      const button = transcript.buttons.find((candidate) => candidate.label === label);
      if (button === undefined)
        throw new Error(
          `No '${label}' button on offer; offered: ${transcript.buttons.map((b) => b.label).join(', ') || 'none'}`,
        );
      actor.send({ type: 'chat.tap', command: button.command, label: button.label });
      await clock.advance(0);
    },
    async type(text) {
      if (transcript.composer.kind === 'none') throw new Error(`The composer is closed; cannot type '${text}'`);
      actor.send({ type: 'chat.submit', text });
      await clock.advance(0);
    },
    async resend() {
      const { composer } = transcript;
      if (composer.kind !== 'otp' || composer.resend.secondsLeft > 0)
        throw new Error('Resend OTP is not available yet');
      actor.send({ type: 'chat.tap', command: RESEND_OTP_BUTTON.command, label: RESEND_OTP_BUTTON.label });
      await clock.advance(0);
    },
    async upload(documentReferenceId) {
      if (transcript.composer.kind !== 'photo')
        throw new Error(`No image picker open; cannot upload '${documentReferenceId}'`);
      actor.send({ type: 'chat.uploaded', documentReferenceId, url: `/blob/get/${documentReferenceId}` });
      await clock.advance(0);
    },
    async handback() {
      if (transcript.agent === null) throw new Error('Not handed over to the hospital; nothing to come back from');
      actor.send({ type: 'chat.handback', chatIds: [] });
      await clock.advance(0);
    },
    wait: (ms) => clock.advance(ms),
    latestCode: () => api.latestCode(),
    lines: () => transcript.bubbles.map((bubble) => `${bubble.from}: ${JSON.stringify(bubble.content)}`),
  };
  await clock.advance(0);
  await script.play(patient);
  const trace = recorder.toTrace({ value: toJson(actor.getSnapshot().value) });
  // The live log before the stop (a page leaving does not stop the conversation either).
  const log = recorder.log();
  actor.stop();
  return { trace, transcript, wallTimes, log };
}
