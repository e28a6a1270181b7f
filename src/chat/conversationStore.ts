import { createActor, type AnyActor, type AnyActorLogic, type EmittedFrom, type EventFromLogic, type EventObject, type InputFrom, type Snapshot } from 'xstate';
import { CHAT_EMITTED_TYPES, applyChatEvent, emptyTranscript, type ChatEmitted, type TranscriptInput, type TranscriptState } from '../../flows/chatProtocol';
import type { PaymentRedirect } from '../../machines/types';
import { inspectionHub, type InspectionHub, type InspectionRun } from '../app/inspection';
import { clearConversation, loadConversation, saveConversation, type StoredConversation } from './conversationStorage';
import { captureTimers, restoreTimers } from './persistedTimers';

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
 * Owns one conversation actor and the transcript folded from what it emits, persisted to
 * sessionStorage after every change. A plain external store (read with useSyncExternalStore) so the
 * actor's life follows connect/disconnect, which also copes with StrictMode's double effects: the
 * second connect resumes from what the first one stored.
 */
export class ConversationStore {
  #transcript: TranscriptState;
  #actor: AnyActor | null = null;
  #generation: number | null = null;
  #owner: string | null;
  /** Saves the connected conversation soon; null while disconnected. */
  #requestSave: (() => void) | null = null;
  readonly #listeners = new Set<() => void>();

  constructor(
    private readonly logic: AnyActorLogic,
    private readonly storageKey: string,
    owner: string | null,
    /** Where the statechart inspector listens; it records nothing when the inspector is off. */
    private readonly hub: InspectionHub = inspectionHub,
  ) {
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
    this.#actor?.send(event);
  }

  /** The account now signed in; recorded with every later save. */
  setOwner(owner: string | null): void {
    if (owner === this.#owner) return;
    this.#owner = owner;
    this.#requestSave?.();
  }

  /** Starts the actor, resuming the stored conversation if there is one. Returns the disconnect function. */
  connect(options: ConnectOptions): () => void {
    if (this.#generation !== null && this.#generation !== options.generation) clearConversation(this.storageKey);
    this.#generation = options.generation;

    const { actor, stored, run } = this.#create(options.createInput);
    this.#setTranscript(stored?.transcript ?? emptyTranscript);
    this.#actor = actor;

    let disposed = false;
    let persistQueued = false;
    const persist = (): void => {
      if (statusOf(actor) !== 'active') return;
      saveConversation(this.storageKey, {
        owner: this.#owner,
        snapshot: actor.getPersistedSnapshot(),
        transcript: this.#transcript,
        timers: captureTimers(actor),
      });
    };
    // Coalesce the several snapshot changes of one macrostep (parent and children) into one write.
    const schedulePersist = (): void => {
      if (persistQueued) return;
      persistQueued = true;
      queueMicrotask(() => {
        persistQueued = false;
        if (!disposed) persist();
      });
    };

    const emitted = actor.on('*', (event: EventObject) => {
      if (!isChatEmitted(event)) return;
      run?.emitted(event);
      this.#setTranscript(applyChatEvent(this.#transcript, event));
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

    actor.start();
    restoreTimers(actor, stored?.timers ?? [], Date.now());
    // After the restore: a resumed conversation learns what changed while it was stored.
    const stopListening = options.listen?.((event) => actor.send(event));
    // A conversation that waited on another page (the payment gateway) checks what happened meanwhile.
    const resumed: TranscriptInput = { type: 'chat.resumed' };
    if (stored !== null) actor.send(resumed);
    const shownAgain = (event: PageTransitionEvent): void => {
      if (event.persisted) actor.send(resumed);
    };
    window.addEventListener('pageshow', shownAgain);
    schedulePersist();
    this.#requestSave = schedulePersist;

    return () => {
      stopListening?.();
      if (!disposed) persist();
      disposed = true;
      window.removeEventListener('pageshow', shownAgain);
      emitted.unsubscribe();
      inspection.unsubscribe();
      observer.unsubscribe();
      actor.stop();
      if (this.#actor === actor) {
        this.#actor = null;
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
  #create(createInput: () => unknown): { actor: AnyActor; stored: StoredConversation | null; run: InspectionRun | undefined } {
    const stored = this.#loadResumable();
    if (stored !== null) {
      // A restored machine takes its context from the snapshot; no input is needed.
      const run = this.hub.begin({ input: null, resumed: true });
      const restored = createActor(this.logic, { snapshot: stored.snapshot as Snapshot<unknown>, inspect: run?.inspect });
      if (statusOf(restored) === 'active') return { actor: restored, stored, run };
      // Not resumable (the machine changed since it was stored, or it had ended): start over.
      clearConversation(this.storageKey);
    }
    const input = createInput();
    const run = this.hub.begin({ input, resumed: false });
    return { actor: createActor(this.logic, { input, inspect: run?.inspect }), stored: null, run };
  }

  #setTranscript(next: TranscriptState): void {
    if (next === this.#transcript) return;
    this.#transcript = next;
    for (const listener of this.#listeners) listener();
  }
}
