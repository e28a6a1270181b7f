// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { emit, setup } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatEmitted, TranscriptInput } from '../../../flows/chatProtocol';
import { useConversation } from '../../../src/features/chat/useConversation';

/** A flow that hands over to a hospital when tapped and takes the patient back on chat.handback. */
const handoverFlow = setup({
  types: { events: {} as TranscriptInput, emitted: {} as ChatEmitted },
}).createMachine({
  id: 'handoverFlow',
  initial: 'menu',
  states: {
    menu: {
      entry: emit({
        type: 'chat.ask',
        buttons: [{ label: 'Chat With Hospital', command: { type: 'menu', choice: 'agentChat' } }],
      }),
      on: {
        'chat.tap': {
          target: 'handedOver',
          actions: [
            emit({ type: 'chat.say', id: '1', from: 'assistant', content: { kind: 'text', text: 'Handing over' } }),
            emit({ type: 'chat.ask', buttons: [] }),
            emit({ type: 'chat.handover', hospitalId: 'org-colombo' }),
          ],
        },
      },
    },
    handedOver: {
      on: {
        'chat.handback': {
          target: 'menu',
          actions: emit(({ event }) => ({
            type: 'chat.handover' as const,
            hospitalId: null,
            chatIds: 'chatIds' in event ? event.chatIds : [],
          })),
        },
      },
    },
  },
});

const KEY = 'carechat.assistant';

function mount() {
  return renderHook(() =>
    useConversation(handoverFlow, {
      storageKey: KEY,
      owner: 'profile-1',
      createInput: () => undefined,
      onNavigate: vi.fn(),
    }),
  );
}

const flush = (): Promise<void> => act(() => Promise.resolve());

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(cleanup);

describe('useConversation: the hand-over to the hospital', () => {
  it('folds chat.handover into the transcript, keeps it through a reload, and hands back', async () => {
    const first = mount();
    expect(first.result.current.transcript.agent).toBeNull();
    act(() =>
      first.result.current.tap({ label: 'Chat With Hospital', command: { type: 'menu', choice: 'agentChat' } }),
    );
    expect(first.result.current.transcript.agent).toEqual({ hospitalId: 'org-colombo', afterBubbleId: '1' });
    await flush();
    first.unmount();

    const second = mount();
    expect(second.result.current.transcript.agent).toEqual({ hospitalId: 'org-colombo', afterBubbleId: '1' });
    act(() => second.result.current.handback(['chat-1']));
    expect(second.result.current.transcript.agent).toBeNull();
    // The chat stays where it was, through a reload too (issue 29 item 14).
    expect(second.result.current.transcript.handedBack).toEqual([
      { hospitalId: 'org-colombo', afterBubbleId: '1', chatIds: ['chat-1'] },
    ]);
    await flush();
    second.unmount();
    expect(mount().result.current.transcript.handedBack).toEqual([
      { hospitalId: 'org-colombo', afterBubbleId: '1', chatIds: ['chat-1'] },
    ]);
    expect(second.result.current.transcript.buttons.map((button) => button.label)).toEqual(['Chat With Hospital']);
  });

  it('reads a conversation stored before the hand-over existed as not handed over', () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        owner: 'profile-1',
        snapshot: { status: 'active', value: 'menu', context: {}, children: {}, historyValue: {} },
        transcript: { bubbles: [], buttons: [], composer: { kind: 'none' } },
      }),
    );
    const { result } = mount();
    expect(result.current.transcript.agent).toBeNull();
    expect(result.current.transcript.handedBack).toEqual([]);
  });
});
