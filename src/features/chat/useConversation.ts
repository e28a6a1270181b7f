import {
  useCallback,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useReducer,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReplyButton, TranscriptState } from '../../../flows/chatProtocol';
import type { PaymentRedirect } from '../../../machines/types';
import type { AnyActorLogic, EventFromLogic } from 'xstate';
import {
  ConversationStore,
  type ConversationInput,
  type ConversationLogic,
  type DeferredFlow,
} from './conversationStore';

export interface Conversation {
  readonly transcript: TranscriptState;
  readonly tap: (button: ReplyButton) => void;
  readonly submit: (text: string) => void;
  /** Back to the assistant from the agent chat the flow handed over to (chat.handback), with the chats it showed. */
  readonly handback: (chatIds: readonly string[]) => void;
  /** The photo of a photo composer: uploaded (chat.uploaded) or not (chat.uploadFailed). */
  readonly uploaded: (photo: { readonly documentReferenceId: string; readonly url: string }) => void;
  readonly uploadFailed: (message: string) => void;
}

export interface ConversationOptions<TLogic extends AnyActorLogic> {
  /** sessionStorage key of the stored conversation. */
  readonly storageKey: string;
  /** Called when a fresh actor is created; a resumed conversation keeps its own context. */
  readonly createInput: () => ConversationInput<TLogic>;
  /** The signed-in account (profile id) or null. Losing or changing it starts the conversation over. */
  readonly owner: string | null;
  readonly onNavigate: (to: string) => void;
  /**
   * The flow leaves for a payment gateway (chat.redirect); the conversation is saved before this is called.
   * It may answer with a promise of whether the app went: 'refused', or a rejection (the gateway code did
   * not load), tells the flow it did not (chat.redirectFailed).
   */
  readonly onRedirect?: (redirect: PaymentRedirect) => unknown;
  /**
   * What the conversation hears from the app besides taps and submits (the login, which a conversation
   * resumed from storage would otherwise not know): on every connect, send what holds now, then each change;
   * return the unsubscribe.
   */
  readonly listen?: (send: (event: EventFromLogic<TLogic>) => void) => () => void;
}

/**
 * Runs a chat flow (or a deferred one, opened while its code loads) for the transcript UI: creates the actor once (resuming the stored conversation),
 * folds what it emits into a transcript and sends taps and submits back. No business logic here.
 */
export function useConversation<TLogic extends AnyActorLogic>(
  flow: (TLogic | DeferredFlow<TLogic>) & ConversationLogic<TLogic>,
  options: ConversationOptions<TLogic>,
): Conversation {
  const { storageKey, owner } = options;
  const [store] = useState(() => new ConversationStore(flow, storageKey, owner));
  const transcript = useSyncExternalStore(store.subscribe, store.getTranscript);

  // Signing in during the conversation keeps it; signing out or switching account starts over.
  const [ownership, setOwnership] = useState({ owner, generation: 0 });
  if (ownership.owner !== owner) {
    setOwnership({ owner, generation: ownership.owner === null ? ownership.generation : ownership.generation + 1 });
  }
  const { generation } = ownership;

  const createInput = useEffectEvent((): ConversationInput<TLogic> => options.createInput());
  const navigate = useEffectEvent((to: string): void => options.onNavigate(to));
  const listen = useEffectEvent(
    (send: (event: EventFromLogic<TLogic>) => void): (() => void) => options.listen?.(send) ?? (() => undefined),
  );
  const redirect = useEffectEvent((target: PaymentRedirect): void => {
    const outcome = options.onRedirect?.(target);
    if (!(outcome instanceof Promise)) return;
    const failed = (): void => store.send({ type: 'chat.redirectFailed' });
    void outcome.then((result: unknown) => {
      if (result === 'refused') failed();
    }, failed);
  });

  // Layout effects, and drawn again at once: a fresh conversation's first bubble is on the first frame the
  // browser paints (it takes over the greeting index.html painted before any script, src/firstPaint/), not a
  // frame after an empty transcript.
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => store.setOwner(owner), [store, owner]);
  useLayoutEffect(() => {
    const disconnect = store.connect({
      createInput: () => createInput(),
      generation,
      onNavigate: (to) => navigate(to),
      onRedirect: (target) => redirect(target),
      onError: (error) => console.error('The chat assistant stopped with an error', error),
      listen: (send) => listen(send),
    });
    redraw();
    return disconnect;
  }, [store, generation]);

  const tap = useCallback(
    (button: ReplyButton) => store.send({ type: 'chat.tap', command: button.command, label: button.label }),
    [store],
  );
  const submit = useCallback((text: string) => store.send({ type: 'chat.submit', text }), [store]);
  const handback = useCallback((chatIds: readonly string[]) => store.send({ type: 'chat.handback', chatIds }), [store]);
  const uploaded = useCallback(
    (photo: { readonly documentReferenceId: string; readonly url: string }) =>
      store.send({ type: 'chat.uploaded', documentReferenceId: photo.documentReferenceId, url: photo.url }),
    [store],
  );
  const uploadFailed = useCallback((message: string) => store.send({ type: 'chat.uploadFailed', message }), [store]);
  return useMemo(
    () => ({ transcript, tap, submit, handback, uploaded, uploadFailed }),
    [transcript, tap, submit, handback, uploaded, uploadFailed],
  );
}
