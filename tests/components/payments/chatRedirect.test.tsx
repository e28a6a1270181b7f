// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { emit, setup } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatEmitted, TranscriptInput, TranscriptState } from '../../../flows/chatProtocol';
import type { PaymentRedirect } from '../../../machines/types';
import { useConversation } from '../../../src/features/chat/useConversation';

const REDIRECT: PaymentRedirect = {
  kind: 'post',
  action: '/sandbox/cardProvider/pay',
  fields: { amount: '2500.00', signature: 'c2ln' },
};

/** A flow that, on a tap, says it is paying and leaves for the gateway. */
const payingFlow = setup({
  types: { events: {} as TranscriptInput, emitted: {} as ChatEmitted },
}).createMachine({
  id: 'payingFlow',
  initial: 'invoiced',
  states: {
    invoiced: {
      entry: emit({ type: 'chat.ask', buttons: [{ label: 'Pay by card', command: { type: 'PAY' } }] }),
      on: {
        'chat.tap': {
          target: 'redirecting',
          actions: [
            emit({
              type: 'chat.say',
              id: 'paying',
              from: 'assistant',
              content: { kind: 'text', text: 'Processing payment, please wait' },
            }),
            emit({ type: 'chat.ask', buttons: [] }),
            emit({ type: 'chat.redirect', redirect: REDIRECT }),
          ],
        },
      },
    },
    redirecting: {},
  },
});

const KEY = 'carechat.assistant';

beforeEach(() => sessionStorage.clear());
afterEach(() => cleanup());

describe('chat.redirect', () => {
  it('leaves for the gateway only after the conversation is saved, so it resumes on the way back', () => {
    const seenStored: (TranscriptState | null)[] = [];
    const seenStates: unknown[] = [];
    const onRedirect = vi.fn<(redirect: PaymentRedirect) => void>(() => {
      const raw = sessionStorage.getItem(KEY);
      const parsed =
        raw === null ? null : (JSON.parse(raw) as { transcript: TranscriptState; snapshot: { value: unknown } });
      seenStored.push(parsed?.transcript ?? null);
      seenStates.push(parsed?.snapshot.value);
    });
    const { result } = renderHook(() =>
      useConversation(payingFlow, {
        storageKey: KEY,
        owner: 'profile-1',
        createInput: () => undefined,
        onNavigate: vi.fn(),
        onRedirect,
      }),
    );
    act(() => result.current.tap({ label: 'Pay by card', command: { type: 'PAY' } }));
    expect(onRedirect).toHaveBeenCalledWith(REDIRECT);
    expect(seenStored).toHaveLength(1);
    const stored = seenStored[0];
    expect(stored?.bubbles.map((bubble) => bubble.id)).toEqual(['paying']);
    expect(seenStates).toEqual(['redirecting']);
    // The redirect is not part of the transcript: a resumed conversation does not leave again.
    expect(result.current.transcript.bubbles).toHaveLength(1);
  });
});
