// @vitest-environment jsdom
import { emit, setup } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatEmitted, TranscriptInput } from '../../../flows/chatProtocol';
import type { Trace } from '../../../flows/trace/trace';
import { ConversationStore } from '../../../src/features/chat/conversationStore';
import { createInspectionHub, type InspectionHub } from '../../../src/lib/inspection';
import { currentRunIdentity } from '../../../src/lib/recordedRuns/runIdentity';
import type { CheckpointsOf, RecordedRun } from '../../../src/lib/recordedRuns/runRecording';
import { startRunUploader, type RunMasker, type RunUpload } from '../../../src/lib/recordedRuns/runUploader';

/** A conversation that says what it was told (its root is 'assistant', the flow the recorder records). */
const echo = setup({
  types: { input: {} as { name: string }, events: {} as TranscriptInput, emitted: {} as ChatEmitted },
}).createMachine({
  id: 'assistant',
  initial: 'listening',
  states: {
    listening: {
      on: {
        'chat.submit': {
          actions: emit(({ event }) => ({
            type: 'chat.say' as const,
            id: event.text,
            from: 'assistant' as const,
            content: { kind: 'text' as const, text: `Heard ${event.text}` },
          })),
        },
      },
    },
  },
});

/** Fakes of the masking (marks the trace, names a version) and the checkpoints (one per step). */
const mask: RunMasker = (trace: Trace) =>
  Promise.resolve({ trace: { ...trace, masked: true }, versions: { assistant: 'v1' } });
const checkpointsOf: CheckpointsOf = (_log, steps) =>
  steps.map((step, index) => ({
    at: step.at,
    step: index + 1,
    event: 'chat.submit',
    states: ['assistant.listening'],
    lines: index + 1,
  }));

interface Sent {
  readonly upload: RunUpload;
  readonly run: RecordedRun;
  readonly keepalive: boolean;
}

function harness(options: { readonly fail?: () => boolean; readonly mask?: RunMasker } = {}) {
  const hub: InspectionHub = createInspectionHub(true);
  const sent: Sent[] = [];
  const page = new EventTarget();
  let identities = 0;
  const stop = startRunUploader({
    hub,
    checkpointsOf,
    mask: options.mask ?? mask,
    tenant: 'carechat-demo',
    storage: sessionStorage,
    page,
    newIdentity: () => ({ id: `run-${String(++identities)}`, key: 'k'.repeat(32) }),
    log: () => undefined,
    transport: (upload, { keepalive }) => {
      if (options.fail?.() === true) return Promise.reject(new Error('offline'));
      sent.push({ upload, run: JSON.parse(upload.run) as RecordedRun, keepalive });
      return Promise.resolve();
    },
  });
  const store = new ConversationStore(echo, 'test.assistant', null, hub);
  const connect = (generation = 0): (() => void) =>
    store.connect({
      createInput: () => ({ name: 'x' }),
      generation,
      onNavigate: () => undefined,
      onError: () => undefined,
    });
  return { hub, sent, page, stop, store, connect };
}

const submitted = (run: RecordedRun): string[] =>
  run.trace.steps.flatMap((step) =>
    step.kind === 'event' && step.event.type === 'chat.submit' && typeof step.event.text === 'string'
      ? [step.event.text]
      : [],
  );

/** Lets the store's and the recorder's microtasks run, and the upload's promise settle. */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

describe('the recorded runs uploader', () => {
  it('uploads once within 2 s of a burst of changes, never before', async () => {
    const { sent, store, connect, stop } = harness();
    const disconnect = connect();
    store.send({ type: 'chat.submit', text: 'one' });
    await vi.advanceTimersByTimeAsync(1_000);
    store.send({ type: 'chat.submit', text: 'two' });
    await vi.advanceTimersByTimeAsync(900);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toHaveLength(1);
    expect(submitted(sent[0]!.run)).toEqual(['one', 'two']);
    expect(sent[0]).toMatchObject({ upload: { id: 'run-1', key: 'k'.repeat(32) }, keepalive: false });
    disconnect();
    stop();
  });

  it('sends the whole run every time, masked, with its checkpoints and versions', async () => {
    const { sent, store, connect, stop } = harness();
    const disconnect = connect();
    store.send({ type: 'chat.submit', text: 'one' });
    await vi.advanceTimersByTimeAsync(2_000);
    store.send({ type: 'chat.submit', text: 'two' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent.map(({ run }) => submitted(run))).toEqual([['one'], ['one', 'two']]);
    const last = sent[1]!.run;
    expect(last.trace.masked).toBe(true);
    expect(last.checkpoints.map((checkpoint) => checkpoint.step)).toEqual([1, 2]);
    expect(last.versions).toEqual({ assistant: 'v1' });
    expect(last.ended).toBe(false);
    disconnect();
    stop();
  });

  it('marks the run ended as the page is hidden: its last masked state, in a keepalive request, at once', async () => {
    const { sent, page, store, connect, stop } = harness();
    const disconnect = connect();
    store.send({ type: 'chat.submit', text: 'one' });
    await vi.advanceTimersByTimeAsync(2_000);
    store.send({ type: 'chat.submit', text: 'two' });
    await settle();
    page.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent.map(({ keepalive, run }) => ({ keepalive, ended: run.ended, said: submitted(run) }))).toEqual([
      { keepalive: false, ended: false, said: ['one'] },
      { keepalive: true, ended: true, said: ['one'] },
    ]);
    disconnect();
    stop();
  });

  it('sends nothing unmasked: not before a first masking, nor what a masking left unmasked', async () => {
    const { sent, page, store, connect, stop } = harness({
      mask: (trace) => Promise.resolve({ trace, versions: {} }),
    });
    const disconnect = connect();
    store.send({ type: 'chat.submit', text: '0771234567' });
    await vi.advanceTimersByTimeAsync(2_000);
    page.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent).toEqual([]);
    disconnect();
    stop();
  });

  it('tries a failed upload again with the next change, silently', async () => {
    let offline = true;
    const { sent, store, connect, stop } = harness({ fail: () => offline });
    const disconnect = connect();
    store.send({ type: 'chat.submit', text: 'one' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent).toEqual([]);
    offline = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
    store.send({ type: 'chat.submit', text: 'two' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent.map(({ run }) => submitted(run))).toEqual([['one', 'two']]);
    disconnect();
    stop();
  });

  it('ends the run when the conversation starts over, and records the new one under a new id and key', async () => {
    const { sent, store, connect, stop } = harness();
    const first = connect(0);
    store.send({ type: 'chat.submit', text: 'one' });
    await settle();
    first();
    const second = connect(1);
    await settle();
    expect(sent[0]).toMatchObject({ upload: { id: 'run-1' }, run: { ended: true } });
    store.send({ type: 'chat.submit', text: 'again' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent.at(-1)).toMatchObject({ upload: { id: 'run-2' }, run: { ended: false } });
    expect(submitted(sent.at(-1)!.run)).toEqual(['again']);
    expect(currentRunIdentity()?.id).toBe('run-2');
    second();
    stop();
  });

  it('continues the same run after a reload of the tab, from the story kept beside the conversation', async () => {
    const before = harness();
    const disconnect = before.connect();
    before.store.send({ type: 'chat.submit', text: 'one' });
    await settle();
    // Hidden before any upload: the story is kept for the reload all the same.
    before.page.dispatchEvent(new Event('pagehide'));
    await settle();
    disconnect();
    before.stop();

    const after = harness();
    const again = after.connect();
    after.store.send({ type: 'chat.submit', text: 'two' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(after.sent).toHaveLength(1);
    expect(after.sent[0]!.upload.id).toBe('run-1');
    expect(submitted(after.sent[0]!.run)).toEqual(['one', 'two']);
    expect(after.sent[0]!.run.checkpoints.map((checkpoint) => checkpoint.step)).toEqual([1, 2, 3]);
    again();
    after.stop();
  });

  it('records nothing when the hub is off (the tenant records no runs)', async () => {
    const hub = createInspectionHub(false);
    const transport = vi.fn(() => Promise.resolve());
    const stop = startRunUploader({
      hub,
      checkpointsOf,
      mask,
      transport,
      tenant: 't',
      storage: sessionStorage,
      page: new EventTarget(),
    });
    const store = new ConversationStore(echo, 'test.assistant', null, hub);
    const disconnect = store.connect({
      createInput: () => ({ name: 'x' }),
      generation: 0,
      onNavigate: () => undefined,
      onError: () => undefined,
    });
    store.send({ type: 'chat.submit', text: 'one' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(transport).not.toHaveBeenCalled();
    disconnect();
    stop();
  });
});
