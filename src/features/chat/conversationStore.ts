import { activeLanguage } from '../../../i18n/translate';
import {
  createActor,
  type AnyActor,
  type AnyActorLogic,
  type EmittedFrom,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type Snapshot,
} from 'xstate';
import {
  CHAT_EMITTED_TYPES,
  applyChatEvent,
  emptyTranscript,
  type ChatEmitted,
  type TranscriptInput,
  type TranscriptState,
} from '../../../flows/chatProtocol';
import type { PaymentRedirect } from '../../../machines/types';
import { inspectionHub, type InspectionHub, type InspectionRun } from '../../lib/inspection';
import { clearConversation, loadConversation, saveConversation, type StoredConversation } from './conversationStorage';
import { captureTimers, restoreTimers, type PersistedTimer } from '../../lib/persistedTimers';

/**
 * Compile-time check that a flow talks to the transcript: it emits only the chat protocol and
 * accepts taps and submits. Use as `logic: TLogic & ConversationLogic<TLogic>`.
 */
export type ConversationLogic<TLogic extends AnyActorLogic> = [EmittedFrom<TLogic>] extends [ChatEmitted]
  ? [TranscriptInput] extends [EventFromLogic<TLogic>]
    ? unknown
    : { readonly error: 'the flow must accept chat.tap and chat.submit' }
  : { readonly error: 'the flow may emit only chat protocol events' };

export type ConversationInput<TLogic extends AnyActorLogic> = InputFrom<TLogic>;

function isChatEmitted(event: EventObject): event is ChatEmitted {
  return CHAT_EMITTED_TYPES.has(event.type);
}

/** A tap or typed reply of the patient's (not the app's own news, such as the login). */
function isPatientInput(event: EventObject): boolean {
  return event.type === 'chat.tap' || event.type === 'chat.submit';
}

function statusOf(actor: AnyActor): unknown {
  const snapshot: unknown = actor.getSnapshot();
  return typeof snapshot === 'object' && snapshot !== null && 'status' in snapshot ? snapshot.status : undefined;
}

export interface ConnectOptions {
  /** Input of a fresh actor; not needed (nor called) when the stored conversation is resumed. */
  readonly createInput: () => unknown;
  /** Bumped by the caller when the conversation must start over; the stored one is dropped. */
  readonly generation: number;
  readonly onNavigate: (to: string) => void;
  /** The flow leaves the app for a payment gateway; called after the conversation is saved, so it survives the round trip. */
  readonly onRedirect?: (redirect: PaymentRedirect) => void;
  readonly onError: (error: unknown) => void;
  /**
   * Facts from outside the transcript the conversation must hear while connected (the login): called once
   * the actor has started, it sends what holds now and later changes; returns how to stop listening.
   */
  readonly listen?: (send: (event: EventObject) => void) => () => void;
}

/**
 * A stored conversation belongs to the account it was held with. One held signed out may continue
 * once the patient signs in (the flow itself signs them in); one held by an account may not be
 * resumed by nobody or by someone else (logout, or another sign-in while the chat was closed).
 */
function resumableBy(stored: StoredConversation, owner: string | null): boolean {
  return stored.owner === null || stored.owner === owner;
}

/**
 * A flow whose code loads after the first paint (the assistant, src/features/chat/assistantFlow.ts). `opening`, when
 * it suits a new conversation's input, begins it at once: the flow's first states and nothing else, whose
 * persisted snapshot (timers included) resumes in the whole flow as a stored conversation does after a reload.
 */
export interface DeferredFlow<TLogic extends AnyActorLogic = AnyActorLogic> {
  /** The whole flow when its code has loaded, else null. */
  readonly loaded: () => TLogic | null;
  /** Loads the whole flow; may reject (the network), and is asked again on the patient's next tap. */
  readonly load: () => Promise<TLogic>;
  /** The machine that opens a new conversation with this input while the flow loads, or null to wait for the flow. */
  readonly opening: (input: InputFrom<TLogic>) => AnyActorLogic | null;
}

function isDeferred(flow: AnyActorLogic | DeferredFlow): flow is DeferredFlow {
  return 'loaded' in flow && 'opening' in flow;
}

/** The actor the conversation has now: the opening (it hears nothing; taps wait), or the whole flow. */
interface Running {
  readonly actor: AnyActor;
  readonly whole: boolean;
  /** Stops listening to it and stops it. */
  readonly detach: () => void;
}

/**
 * Owns one conversation actor and the transcript folded from what it emits, persisted to
 * sessionStorage after every change. A plain external store (read with useSyncExternalStore) so the
 * actor's life follows connect/disconnect, which also copes with StrictMode's double effects: the
 * second connect resumes from what the first one stored. A deferred flow is opened by its opening (or
 * waited for), and the whole flow takes over when loaded; what the patient sends meanwhile is held and
 * delivered to it in order, so no tap is lost.
 */
export class ConversationStore {
  #transcript: TranscriptState;
  #send: ((event: EventObject) => void) | null = null;
  #generation: number | null = null;
  #owner: string | null;
  /** Saves the connected conversation soon; null while disconnected. */
  #requestSave: (() => void) | null = null;
  readonly #listeners = new Set<() => void>();
  readonly #flow: DeferredFlow;

  constructor(
    flow: AnyActorLogic | DeferredFlow,
    private readonly storageKey: string,
    owner: string | null,
    /** Where the statechart inspector listens; it records nothing when the inspector is off. */
    private readonly hub: InspectionHub = inspectionHub,
  ) {
    this.#flow = isDeferred(flow)
      ? flow
      : { loaded: () => flow, load: () => Promise.resolve(flow), opening: () => null };
    this.#owner = owner;
    // Read synchronously so the first render after a reload already shows the conversation.
    this.#transcript = this.#loadResumable()?.transcript ?? emptyTranscript;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getTranscript = (): TranscriptState => this.#transcript;

  send(event: TranscriptInput): void {
    this.#send?.(event);
  }

  /** The account now signed in; recorded with every later save. */
  setOwner(owner: string | null): void {
    if (owner === this.#owner) return;
    this.#owner = owner;
    this.#requestSave?.();
  }

  /** Starts the conversation, resuming the stored one if there is one. Returns the disconnect function. */
  connect(options: ConnectOptions): () => void {
    if (this.#generation !== null && this.#generation !== options.generation) clearConversation(this.storageKey);
    this.#generation = options.generation;

    let disposed = false;
    let running: Running | null = null;
    /** Sent while the whole flow is not running yet (the login, taps): delivered to it in order. */
    const held: EventObject[] = [];

    const persist = (): void => {
      if (running === null || statusOf(running.actor) !== 'active') return;
      saveConversation(this.storageKey, {
        owner: this.#owner,
        snapshot: running.actor.getPersistedSnapshot(),
        transcript: this.#transcript,
        timers: captureTimers(running.actor),
      });
    };
    let persistQueued = false;
    // Coalesce the several snapshot changes of one macrostep (parent and children) into one write.
    const schedulePersist = (): void => {
      if (persistQueued) return;
      persistQueued = true;
      queueMicrotask(() => {
        persistQueued = false;
        if (!disposed) persist();
      });
    };

    const attach = (actor: AnyActor, run: InspectionRun | undefined, whole: boolean): Running => {
      const emitted = actor.on('*', (event: EventObject) => {
        if (!isChatEmitted(event)) return;
        run?.emitted(event);
        // Each bubble keeps the language it was worded in (its `lang` for screen readers).
        const shown = event.type === 'chat.say' ? { ...event, lang: activeLanguage() } : event;
        this.#setTranscript(applyChatEvent(this.#transcript, shown));
        if (event.type === 'chat.navigate') options.onNavigate(event.to);
        if (event.type === 'chat.redirect') {
          // Saved now, not on the next microtask: the page is about to go.
          persist();
          options.onRedirect?.(event.redirect);
        }
        schedulePersist();
      });
      // Child actors (auth, registration) change state without the root noticing; inspection sees all.
      const inspection = actor.system.inspect((event) => {
        if (event.type === '@xstate.snapshot') schedulePersist();
      });
      const observer = actor.subscribe({
        error: (error: unknown) => {
          // A broken conversation must not come back on reload.
          clearConversation(this.storageKey);
          options.onError(error);
        },
      });
      return {
        actor,
        whole,
        detach: () => {
          emitted.unsubscribe();
          inspection.unsubscribe();
          observer.unsubscribe();
          actor.stop();
        },
      };
    };

    /** The whole flow runs from here: from storage or a fresh start, or taking over from the opening. */
    const runWhole = (logic: AnyActorLogic): void => {
      let created: {
        actor: AnyActor;
        stored: StoredConversation | null;
        run: InspectionRun | undefined;
        timers: readonly PersistedTimer[];
      };
      if (running === null) {
        const fresh = this.#create(logic, options.createInput);
        created = { ...fresh, timers: fresh.stored?.timers ?? [] };
        this.#setTranscript(fresh.stored?.transcript ?? emptyTranscript);
      } else {
        // The opening's snapshot and pending timer, as a reload would store them, resumed by the whole flow.
        const { actor: opening } = running;
        const snapshot = opening.getPersistedSnapshot();
        const timers = captureTimers(opening);
        running.detach();
        const run = this.hub.begin({ input: null, resumed: true });
        created = { actor: createActor(logic, { snapshot, inspect: run?.inspect }), stored: null, run, timers };
      }
      const { actor, stored, run, timers } = created;
      running = attach(actor, run, true);
      actor.start();
      restoreTimers(actor, timers, Date.now());
      // After the restore: what was held (the login now), then, for a conversation that waited on another
      // page (the payment gateway), a check of what happened meanwhile, then the patient's tap held.
      if (stored !== null) {
        const firstInput = held.findIndex(isPatientInput);
        held.splice(firstInput < 0 ? held.length : firstInput, 0, RESUMED);
      }
      for (const event of held.splice(0)) actor.send(event);
      schedulePersist();
    };

    let loading = false;
    const loadWhole = (): void => {
      if (loading) return;
      loading = true;
      this.#flow.load().then(
        (logic) => {
          if (!disposed && running?.whole !== true) runWhole(logic);
        },
        (error: unknown) => {
          // Offline before the code came: the next tap, or the network coming back, asks again; nothing held is dropped.
          loading = false;
          console.error('The chat assistant could not be loaded', error);
        },
      );
    };
    const deliver = (event: EventObject): void => {
      if (running?.whole === true) {
        running.actor.send(event);
        return;
      }
      // The patient's first tap or reply is the one answered, as when the flow clears the buttons it was
      // tapped from; a second one meanwhile only asks for the code again.
      if (!(isPatientInput(event) && held.some(isPatientInput))) held.push(event);
      loadWhole();
    };

    // Told first, so the login now is the first thing the whole flow hears (held until it runs).
    const stopListening = options.listen?.(deliver);
    const whole = this.#flow.loaded();
    if (whole !== null) runWhole(whole);
    else {
      const stored = this.#loadResumable();
      const input = stored === null ? options.createInput() : null;
      const opening = stored === null ? this.#flow.opening(input) : null;
      this.#setTranscript(stored?.transcript ?? emptyTranscript);
      if (opening !== null) {
        const run = this.hub.begin({ input, resumed: false });
        const actor = createActor(opening, { input, inspect: run?.inspect });
        running = attach(actor, run, false);
        actor.start();
      }
      loadWhole();
    }

    this.#send = deliver;
    const shownAgain = (event: PageTransitionEvent): void => {
      if (event.persisted) deliver(RESUMED);
    };
    window.addEventListener('pageshow', shownAgain);
    const online = (): void => {
      if (running?.whole !== true) loadWhole();
    };
    window.addEventListener('online', online);
    schedulePersist();
    this.#requestSave = schedulePersist;

    return () => {
      stopListening?.();
      if (!disposed) persist();
      disposed = true;
      window.removeEventListener('pageshow', shownAgain);
      window.removeEventListener('online', online);
      running?.detach();
      if (this.#send === deliver) {
        this.#send = null;
        this.#requestSave = null;
      }
    };
  }

  #loadResumable(): StoredConversation | null {
    const stored = loadConversation(this.storageKey);
    if (stored === null || resumableBy(stored, this.#owner)) return stored;
    clearConversation(this.storageKey);
    return null;
  }

  /**
   * A fresh actor, restored from storage when the stored snapshot is resumable and still fits the machine.
   * With the inspector on, the hub sees the actor from its creation (the root's own registration included).
   */
  #create(
    logic: AnyActorLogic,
    createInput: () => unknown,
  ): { actor: AnyActor; stored: StoredConversation | null; run: InspectionRun | undefined } {
    const stored = this.#loadResumable();
    if (stored !== null) {
      // A restored machine takes its context from the snapshot; no input is needed.
      const run = this.hub.begin({ input: null, resumed: true });
      const restored = createActor(logic, { snapshot: stored.snapshot as Snapshot<unknown>, inspect: run?.inspect });
      if (statusOf(restored) === 'active') return { actor: restored, stored, run };
      // Not resumable (the machine changed since it was stored, or it had ended): start over.
      clearConversation(this.storageKey);
    }
    const input = createInput();
    const run = this.hub.begin({ input, resumed: false });
    return { actor: createActor(logic, { input, inspect: run?.inspect }), stored: null, run };
  }

  #setTranscript(next: TranscriptState): void {
    if (next === this.#transcript) return;
    this.#transcript = next;
    for (const listener of this.#listeners) listener();
  }
}

const RESUMED: TranscriptInput = { type: 'chat.resumed' };
