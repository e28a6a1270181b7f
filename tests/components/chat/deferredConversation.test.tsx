// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { AnyActorLogic } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InspectionHub } from '../../../src/lib/inspection';
import { ConversationStore, type DeferredFlow } from '../../../src/features/chat/conversationStore';
import { useConversation, type Conversation } from '../../../src/features/chat/useConversation';
import { testFlow, testFlowOpening } from './testFlow';

/**
 * A flow whose code comes after the first frame (the assistant: src/features/chat/useAssistant.ts): its opening
 * greets at once and offers the first reply, the whole flow takes over from the opening's snapshot when
 * loaded, and what the patient taps meanwhile is answered then, in order, never lost.
 */

const KEY = 'carechat.assistant';
const LOGIN = { label: 'Login', command: { type: 'LOGIN' } };

/** The whole flow's code, loaded when the test says (or failing). */
function deferred(options: { opensFor?: (name: string) => boolean } = {}) {
  let loaded: AnyActorLogic | null = null;
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof testFlow>((resolve, reject) => {
        pending.push({
          resolve: () => {
            loaded = testFlow;
            resolve(testFlow);
          },
          reject,
        });
      }),
  );
  const flow: DeferredFlow<typeof testFlow> = {
    loaded: () => loaded as typeof testFlow | null,
    load,
    opening: (input) => ((options.opensFor ?? (() => true))(input.name) ? testFlowOpening : null),
  };
  return {
    flow,
    load,
    /** The code arrives, and what it set off (the whole flow taking over) has run. */
    arrive: () =>
      act(async () => {
        pending.shift()?.resolve();
        await Promise.resolve();
      }),
    fail: () =>
      act(async () => {
        pending.shift()?.reject(new Error('Failed to fetch dynamically imported module'));
        await Promise.resolve();
      }),
  };
}

const texts = (conversation: Conversation): string[] =>
  conversation.transcript.bubbles.map((bubble) =>
    bubble.content.kind === 'text' ? bubble.content.text : bubble.content.kind,
  );

function mount(flow: DeferredFlow<typeof testFlow>, name = 'Nimal') {
  const onNavigate = vi.fn<(to: string) => void>();
  const renders: Conversation[] = [];
  const view = renderHook(() => {
    const conversation = useConversation(flow, {
      storageKey: KEY,
      owner: null,
      createInput: () => ({ name }),
      onNavigate,
    });
    renders.push(conversation);
    return conversation;
  });
  return { ...view, renders, onNavigate };
}

const advance = (ms: number): void =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a conversation opened while its flow loads', () => {
  it('greets and offers the reply from the opening, then answers a tap made before the flow came', async () => {
    const code = deferred();
    const { result } = mount(code.flow);
    expect(texts(result.current)).toEqual(['Good morning Nimal']);
    expect(code.load).toHaveBeenCalledTimes(1);
    advance(1000);
    expect(result.current.transcript.buttons.map((button) => button.label)).toEqual(['Login']);

    act(() => result.current.tap(LOGIN));
    // Held: nothing answers it yet, and nothing is lost.
    expect(texts(result.current)).toEqual(['Good morning Nimal']);
    await code.arrive();
    expect(texts(result.current)).toEqual(['Good morning Nimal', 'Login']);
    expect(result.current.transcript.composer).toEqual({ kind: 'mobile', submitLabel: 'Send now' });
    act(() => result.current.submit('0771234567'));
    expect(texts(result.current)).toEqual(['Good morning Nimal', 'Login', '0771234567']);
  });

  it('takes over during the greeting with the reply delay still running', async () => {
    const code = deferred();
    const { result } = mount(code.flow);
    advance(400);
    await code.arrive();
    advance(599);
    expect(result.current.transcript.buttons).toEqual([]);
    advance(1);
    expect(result.current.transcript.buttons.map((button) => button.label)).toEqual(['Login']);
    act(() => result.current.tap(LOGIN));
    expect(texts(result.current)).toEqual(['Good morning Nimal', 'Login']);
  });

  it('answers the first of two quick taps only, as when the flow clears the buttons at once', async () => {
    const code = deferred();
    const { result } = mount(code.flow);
    advance(1000);
    act(() => result.current.tap(LOGIN));
    act(() => result.current.tap(LOGIN));
    await code.arrive();
    expect(texts(result.current)).toEqual(['Good morning Nimal', 'Login']);
  });

  it('keeps a tap through a failed load and answers it once a later load succeeds', async () => {
    const code = deferred();
    const { result } = mount(code.flow);
    advance(1000);
    act(() => result.current.tap(LOGIN));
    await code.fail();
    expect(texts(result.current)).toEqual(['Good morning Nimal']);
    // Tapped again: the code is asked for again, and the first tap is the one answered.
    act(() => result.current.tap(LOGIN));
    expect(code.load).toHaveBeenCalledTimes(2);
    await code.arrive();
    expect(texts(result.current)).toEqual(['Good morning Nimal', 'Login']);
    expect(result.current.transcript.composer).toEqual({ kind: 'mobile', submitLabel: 'Send now' });
  });

  it('resumes the opening stored before a reload in the whole flow', async () => {
    const code = deferred();
    const first = mount(code.flow);
    advance(1000);
    await act(() => Promise.resolve());
    first.unmount();

    const again = deferred();
    const second = mount(again.flow, 'Someone else');
    // The stored transcript on the first render, before the flow's code came.
    expect(texts(second.renders[0]!)).toEqual(['Good morning Nimal']);
    act(() => second.result.current.tap(LOGIN));
    await again.arrive();
    expect(texts(second.result.current)).toEqual(['Good morning Nimal', 'Login']);
  });

  it('tells a conversation resumed from storage that it is back before the tap held while its code came', async () => {
    const first = mount(deferred().flow);
    advance(1000);
    await act(() => Promise.resolve());
    first.unmount();

    const received: string[] = [];
    const hub: InspectionHub = {
      enabled: true,
      begin: () => ({
        inspect: (event) => {
          if (event.type === '@xstate.event' && event.event.type.startsWith('chat.')) received.push(event.event.type);
        },
        emitted: () => undefined,
      }),
      attach: () => ({ buffered: [], dropped: 0, detach: () => undefined }),
      peek: () => ({ buffered: [], dropped: 0 }),
    };
    const code = deferred();
    const store = new ConversationStore(code.flow, KEY, null, hub);
    const disconnect = store.connect({
      createInput: () => ({ name: 'Nimal' }),
      generation: 0,
      onNavigate: vi.fn(),
      onError: vi.fn(),
    });
    store.send({ type: 'chat.tap', command: LOGIN.command, label: LOGIN.label });
    await code.arrive();
    expect(received).toEqual(['chat.resumed', 'chat.tap']);
    disconnect();
  });

  it('waits for the whole flow when the opening does not suit the input, then starts it', async () => {
    const code = deferred({ opensFor: () => false });
    const { result } = mount(code.flow);
    expect(texts(result.current)).toEqual([]);
    await code.arrive();
    expect(texts(result.current)).toEqual(['Good morning Nimal']);
  });

  it('ignores code that arrives after the chat was left', async () => {
    const code = deferred();
    const { result, unmount } = mount(code.flow);
    unmount();
    await code.arrive();
    // No flow runs behind the page: its reply delay would have moved the stored conversation on.
    advance(1000);
    await act(() => Promise.resolve());
    expect(texts(result.current)).toEqual(['Good morning Nimal']);
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { snapshot: { value: unknown } } | null;
    expect(stored?.snapshot.value).toBe('greeting');
  });
});
