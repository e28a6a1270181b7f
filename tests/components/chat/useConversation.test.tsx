// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, emit, setup } from 'xstate';
import type { ChatEmitted, TranscriptInput, TranscriptState } from '../../../flows/chatProtocol';
import { useConversation, type Conversation } from '../../../src/features/chat/useConversation';
import { testFlow } from './testFlow';

const KEY = 'carechat.assistant';

function stored(): { owner: string | null; snapshot: { value: unknown }; transcript: TranscriptState } {
  const raw = sessionStorage.getItem(KEY);
  if (raw === null) throw new Error('nothing stored');
  return JSON.parse(raw) as { owner: string | null; snapshot: { value: unknown }; transcript: TranscriptState };
}

const texts = (conversation: Conversation): string[] =>
  conversation.transcript.bubbles.map((bubble) =>
    bubble.content.kind === 'text' ? bubble.content.text : bubble.content.kind,
  );

function mount(options: { name?: string; owner?: string | null; strict?: boolean } = {}) {
  const onNavigate = vi.fn<(to: string) => void>();
  /** Every render's result, to see what the very first render showed. */
  const renders: Conversation[] = [];
  const view = renderHook(
    ({ owner }: { owner: string | null }) => {
      const conversation = useConversation(testFlow, {
        storageKey: KEY,
        owner,
        createInput: () => ({ name: options.name ?? 'Nimal' }),
        onNavigate,
      });
      renders.push(conversation);
      return conversation;
    },
    { initialProps: { owner: options.owner ?? null }, ...(options.strict === true ? { wrapper: StrictMode } : {}) },
  );
  return { ...view, onNavigate, renders };
}

const advance = (ms: number): void =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** Lets the queued sessionStorage write run. */
const flush = (): Promise<void> => act(() => Promise.resolve());

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useConversation', () => {
  it('folds what the flow emits into the transcript and stores snapshot and transcript', async () => {
    const { result } = mount();
    expect(texts(result.current)).toEqual(['Good morning Nimal']);
    expect(result.current.transcript.buttons).toEqual([]);
    await flush();
    expect(stored().transcript.bubbles).toHaveLength(1);
    expect(stored().snapshot.value).toBe('greeting');

    advance(1000);
    expect(result.current.transcript.buttons.map((button) => button.label)).toEqual(['Login']);

    act(() => result.current.tap({ label: 'Login', command: { type: 'LOGIN' } }));
    expect(texts(result.current)).toEqual(['Good morning Nimal', 'Login']);
    expect(result.current.transcript.buttons).toEqual([]);
    expect(result.current.transcript.composer).toEqual({ kind: 'mobile', submitLabel: 'Send now' });
    await flush();
    expect(stored().snapshot.value).toBe('askingMobile');
    expect(stored().transcript.composer.kind).toBe('mobile');
  });

  it('resumes after a reload with the bubbles, composer and machine state as they were', async () => {
    const first = mount();
    advance(1000);
    act(() => first.result.current.tap({ label: 'Login', command: { type: 'LOGIN' } }));
    await flush();
    first.unmount();

    const second = mount({ name: 'Someone else' });
    // Already there on the first render, before any effect ran.
    expect(texts(second.renders[0]!)).toEqual(['Good morning Nimal', 'Login']);
    expect(second.result.current.transcript.composer.kind).toBe('mobile');
    act(() => second.result.current.submit('0771234567'));
    expect(texts(second.result.current)).toEqual(['Good morning Nimal', 'Login', '0771234567']);
    expect(second.result.current.transcript.composer).toEqual({ kind: 'none' });
    expect(second.onNavigate).toHaveBeenCalledExactlyOnceWith('/profiles');
  });

  it('keeps a pending delay across a reload: the replies come when they were due', async () => {
    const first = mount();
    advance(400);
    await flush();
    first.unmount();

    const second = mount();
    advance(599);
    expect(second.result.current.transcript.buttons).toEqual([]);
    advance(1);
    expect(second.result.current.transcript.buttons.map((button) => button.label)).toEqual(['Login']);
  });

  it('starts over when the stored conversation belongs to an account that is no longer signed in', async () => {
    const first = mount({ owner: 'profile-1' });
    advance(1000);
    await flush();
    first.unmount();
    expect(stored().owner).toBe('profile-1');

    const second = mount({ name: 'Kamal', owner: null });
    expect(texts(second.result.current)).toEqual(['Good morning Kamal']);
    expect(second.result.current.transcript.buttons).toEqual([]);
  });

  it('keeps the conversation when the patient signs in during it, and starts over on logout', async () => {
    const view = mount({ owner: null });
    advance(1000);
    act(() => view.result.current.tap({ label: 'Login', command: { type: 'LOGIN' } }));
    view.rerender({ owner: 'profile-1' });
    expect(texts(view.result.current)).toEqual(['Good morning Nimal', 'Login']);
    await flush();
    expect(stored().owner).toBe('profile-1');

    view.rerender({ owner: null });
    expect(texts(view.result.current)).toEqual(['Good morning Nimal']);
    await flush();
    expect(stored().snapshot.value).toBe('greeting');
    expect(stored().owner).toBeNull();
  });

  it('starts afresh when the stored snapshot no longer fits the flow', () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        owner: null,
        snapshot: {
          status: 'active',
          value: 'aStateThatWasRemoved',
          context: { name: 'Old' },
          children: {},
          historyValue: {},
        },
        transcript: {
          bubbles: [{ type: 'chat.say', id: 'old', from: 'assistant', content: { kind: 'text', text: 'Old' } }],
          buttons: [],
          composer: { kind: 'none' },
        },
      }),
    );
    const { result } = mount();
    expect(texts(result.current)).toEqual(['Good morning Nimal']);
  });

  it('greets once under StrictMode', async () => {
    const { result } = mount({ strict: true });
    await flush();
    advance(1000);
    expect(texts(result.current)).toEqual(['Good morning Nimal']);
    expect(result.current.transcript.buttons.map((button) => button.label)).toEqual(['Login']);
  });
});

/** A flow that says what the app told it last (as the assistant hears session.changed). */
const listeningFlow = setup({
  types: {
    context: {} as { told: string },
    events: {} as TranscriptInput | { type: 'app.told'; value: string },
    emitted: {} as ChatEmitted,
  },
}).createMachine({
  id: 'listeningFlow',
  context: { told: '' },
  on: {
    'app.told': {
      actions: [
        assign({ told: ({ event }) => event.value }),
        emit(({ event }) => ({
          type: 'chat.say',
          id: `told-${event.value}`,
          from: 'assistant',
          content: { kind: 'text', text: `told ${event.value}` },
        })),
      ],
    },
  },
});

describe('useConversation: what the app tells the flow (listen)', () => {
  it('tells a resumed conversation what holds now, then each change, and stops listening when it closes', async () => {
    let fact = 'signed out';
    const listeners = new Set<() => void>();
    const listen = (send: (event: { type: 'app.told'; value: string }) => void): (() => void) => {
      const tell = (): void => send({ type: 'app.told', value: fact });
      tell();
      listeners.add(tell);
      return () => listeners.delete(tell);
    };
    const options = { storageKey: KEY, owner: null, createInput: () => undefined, onNavigate: () => undefined, listen };
    const first = renderHook(() => useConversation(listeningFlow, options));
    expect(texts(first.result.current)).toEqual(['told signed out']);
    await flush();
    first.unmount();
    expect(listeners.size).toBe(0);

    // Changed while no conversation was on screen (a sign-in on /login): the resumed one hears it at once.
    fact = 'signed in';
    const second = renderHook(() => useConversation(listeningFlow, options));
    expect(texts(second.result.current)).toEqual(['told signed out', 'told signed in']);
    fact = 'profile updated';
    act(() => listeners.forEach((tell) => tell()));
    expect(texts(second.result.current).at(-1)).toBe('told profile updated');
  });
});
