import { Actor, type AnyActor, type InspectionEvent } from 'xstate';
import { isFlowId, type FlowId } from '../../flows/catalogue';
import { toJson } from '../../flows/trace/json';
import { parentOf } from '../../machines/xstateInternals';
import { createRecorder, type LogEntry, type Recorder } from '../../flows/trace/recorder';
import type { Trace } from '../../flows/trace/trace';
import { inspectionHub, type HubRecord, type InspectionHub } from '../lib/inspection';
import { receivedHandOver, type HandedRecords } from '../lib/inspectionHandover';
import { tenant } from '../config/tenant';

/** Why the current recording cannot be exported as a replayable trace. */
export type Incomplete =
  /** The conversation was resumed from storage: its beginning happened before this page loaded. */
  | 'resumed'
  /** The hub's buffer overflowed before the inspector opened. */
  | 'dropped';

export interface LiveState {
  /** The running conversation's root actor, or null before one started. */
  readonly root: AnyActor | null;
  readonly log: readonly LogEntry[];
  readonly recording: boolean;
  /** Null when the recording covers the whole conversation. */
  readonly incomplete: Incomplete | null;
}

/** The flow a root actor runs (the conversation store only ever runs flows). */
function flowOf(root: InspectedActor): FlowId {
  const id: unknown = (root as { logic?: { id?: unknown } }).logic?.id;
  return isFlowId(id) ? id : 'assistant';
}

type InspectedActor = InspectionEvent['actorRef'];

/**
 * The root actor a `@xstate.actor` event registers, if it is one (children have a parent): a live actor, or the
 * stand-in of one that ran on the patient app's page before the inspector's was loaded (src/lib/inspectionHandover.ts).
 */
function registeredRoot(event: InspectionEvent): InspectedActor | null {
  return event.type === '@xstate.actor' && parentOf(event.actorRef) === undefined ? event.actorRef : null;
}

/**
 * What the live inspector shows: the conversation's running actors, the event log and the recording, fed from
 * what the patient app's page handed over and from this page's inspection hub. One per page load (a module
 * singleton).
 */
export class LiveSession {
  #state: LiveState = { root: null, log: [], recording: false, incomplete: null };
  #recorder: Recorder | null = null;
  #pending: { input: unknown; resumed: boolean } | null = null;
  #detach: (() => void) | null = null;
  #started = false;
  #notifyQueued = false;
  readonly #listeners = new Set<() => void>();

  constructor(
    private readonly hub: InspectionHub,
    private readonly tenantId: string,
    /** What the patient app's page handed over as its Inspector link was followed, read once (none in tests). */
    private readonly handedOver: () => HandedRecords | null = () => null,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getState = (): LiveState => this.#state;

  /** False when the inspector is off for this build: the conversation reports nothing. */
  get enabled(): boolean {
    return this.hub.enabled;
  }

  /**
   * Starts listening (once): what the patient app's page handed over, then what the hub buffered on this page, then
   * every record as it happens.
   */
  start(): void {
    if (this.#started || !this.hub.enabled) return;
    this.#started = true;
    const handed = this.handedOver();
    if (handed !== null) {
      if (handed.dropped > 0 && handed.records[0]?.kind !== 'begin') this.#markIncomplete('dropped');
      for (const record of handed.records) this.#take(record);
    }
    const { buffered, dropped, detach } = this.hub.attach((record) => {
      this.#take(record);
      this.#notifySoon();
    });
    this.#detach = detach;
    this.#state = { ...this.#state, recording: true };
    // Records dropped before the first one kept: whatever conversation they belonged to is incomplete.
    if (dropped > 0 && buffered[0]?.kind !== 'begin') this.#markIncomplete('dropped');
    for (const record of buffered) this.#take(record);
    this.#publish();
  }

  /** Stops recording; the log and the trace stay as they are. */
  stop(): void {
    this.#detach?.();
    this.#detach = null;
    this.#state = { ...this.#state, recording: false };
    this.#publish();
  }

  /** The recording as a trace (unmasked), or null when there is none or it is incomplete. */
  toTrace(): Trace | null {
    const { root, incomplete } = this.#state;
    if (this.#recorder === null || root === null || incomplete !== null) return null;
    const snapshot: unknown = root.getSnapshot();
    return this.#recorder.toTrace({ value: toJson((snapshot as { value?: unknown }).value) });
  }

  #take(record: HubRecord): void {
    // Stamped with when they happened, not when the inspector read them from the buffer.
    switch (record.kind) {
      case 'begin':
        this.#pending = { input: record.input, resumed: record.resumed };
        return;
      case 'emitted':
        this.#recorder?.emitted(record.event, record.at);
        return;
      case 'inspect': {
        const root = registeredRoot(record.event);
        if (root !== null) this.#adopt(root);
        this.#recorder?.inspect(record.event, record.at);
        return;
      }
    }
  }

  /**
   * A new root actor. A fresh conversation starts a new recording; a resumed one continues the
   * recording of the conversation it resumes (the chat was reopened on this page, or the patient app's page handed
   * its recording over), or, when neither saw its start, is logged but cannot become a trace.
   */
  #adopt(root: InspectedActor): void {
    const pending = this.#pending ?? { input: null, resumed: true };
    this.#pending = null;
    if (!pending.resumed || this.#recorder === null) {
      this.#recorder = createRecorder({ flow: flowOf(root), tenant: this.tenantId, input: toJson(pending.input) });
      this.#state = { ...this.#state, incomplete: pending.resumed ? 'resumed' : null };
    }
    // A stand-in only continues the recording: the actors shown are the ones running on this page.
    if (root instanceof Actor) this.#state = { ...this.#state, root: root as AnyActor };
  }

  #markIncomplete(reason: Incomplete): void {
    this.#state = { ...this.#state, incomplete: reason };
  }

  /** Several records arrive in one macrostep; the screen re-renders once for them. */
  #notifySoon(): void {
    if (this.#notifyQueued) return;
    this.#notifyQueued = true;
    queueMicrotask(() => {
      this.#notifyQueued = false;
      this.#publish();
    });
  }

  #publish(): void {
    this.#state = { ...this.#state, log: this.#recorder?.log() ?? [] };
    for (const listener of this.#listeners) listener();
  }
}

/** The page's one live session. */
export const liveSession: LiveSession = new LiveSession(inspectionHub, tenant.id, receivedHandOver);
