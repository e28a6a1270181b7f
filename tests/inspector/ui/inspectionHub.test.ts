// @vitest-environment jsdom
import { emit, setup, type InspectionEvent } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatEmitted, TranscriptInput } from '../../../flows/chatProtocol';
import { createInspectionHub, inspectorEnabled, type HubRecord } from '../../../src/lib/inspection';
import { ConversationStore } from '../../../src/features/chat/conversationStore';

const tinyFlow = setup({
  types: { input: {} as { name: string }, events: {} as TranscriptInput, emitted: {} as ChatEmitted },
}).createMachine({
  id: 'tiny',
  initial: 'greeting',
  states: {
    greeting: {
      entry: emit({ type: 'chat.say', id: '1', from: 'assistant', content: { kind: 'text', text: 'Hello' } }),
      on: { 'chat.submit': 'done' },
    },
    done: {},
  },
});

const snapshotEvent = (n: number): InspectionEvent => ({
  type: '@xstate.snapshot',
  rootId: 'x:0',
  actorRef: { sessionId: `x:${n}` } as InspectionEvent['actorRef'],
  event: { type: 'e' },
  snapshot: { status: 'active', output: undefined, error: undefined },
});

const kinds = (records: readonly HubRecord[]): string[] =>
  records.map((record) => (record.kind === 'inspect' ? record.event.type : record.kind));

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('inspection hub', () => {
  it('is on in development builds (vitest runs as one)', () => {
    expect(inspectorEnabled).toBe(true);
  });

  it('records nothing when the inspector is off for the build', () => {
    const hub = createInspectionHub(false);
    expect(hub.begin({ input: { name: 'x' }, resumed: false })).toBeUndefined();
    expect(hub.attach(() => undefined).buffered).toEqual([]);
  });

  it('buffers until the inspector attaches, keeping only the newest records and counting those dropped', () => {
    let time = 100;
    const hub = createInspectionHub(true, 3, () => time++);
    const run = hub.begin({ input: { name: 'x' }, resumed: false });
    for (let n = 1; n <= 4; n++) run?.inspect(snapshotEvent(n));
    const { buffered, dropped } = hub.attach(() => undefined);
    expect(dropped).toBe(2);
    expect(
      buffered.map((record) => (record.kind === 'inspect' ? record.event.actorRef.sessionId : record.kind)),
    ).toEqual(['x:2', 'x:3', 'x:4']);
    expect(buffered.map((record) => record.at)).toEqual([102, 103, 104]);
  });

  it('hands over the buffer once, then delivers each record to the attached listener until detached', () => {
    const hub = createInspectionHub(true);
    const run = hub.begin({ input: null, resumed: true });
    run?.inspect(snapshotEvent(1));
    const live: HubRecord[] = [];
    const first = hub.attach((record) => live.push(record));
    expect(kinds(first.buffered)).toEqual(['begin', '@xstate.snapshot']);
    run?.emitted({ type: 'chat.ask', buttons: [] });
    expect(kinds(live)).toEqual(['emitted']);
    first.detach();
    run?.inspect(snapshotEvent(2));
    expect(live).toHaveLength(1);
    expect(kinds(hub.attach(() => undefined).buffered)).toEqual(['@xstate.snapshot']);
  });

  it('shows what is buffered without taking it (the hand-over to the inspector page, which may not leave)', () => {
    const hub = createInspectionHub(true);
    const run = hub.begin({ input: null, resumed: false });
    run?.inspect(snapshotEvent(1));
    expect(kinds(hub.peek().buffered)).toEqual(['begin', '@xstate.snapshot']);
    expect(kinds(hub.peek().buffered)).toEqual(['begin', '@xstate.snapshot']);
    expect(kinds(hub.attach(() => undefined).buffered)).toEqual(['begin', '@xstate.snapshot']);
  });

  it('delivers each record to every attached listener (the inspector and the recorded runs)', () => {
    const hub = createInspectionHub(true);
    const run = hub.begin({ input: null, resumed: false });
    const first: HubRecord[] = [];
    const second: HubRecord[] = [];
    hub.attach((record) => first.push(record));
    const { buffered, detach } = hub.attach((record) => second.push(record));
    expect(buffered).toEqual([]);
    run?.inspect(snapshotEvent(1));
    detach();
    run?.inspect(snapshotEvent(2));
    expect(kinds(first)).toEqual(['@xstate.snapshot', '@xstate.snapshot']);
    expect(kinds(second)).toEqual(['@xstate.snapshot']);
  });

  it('keeps its buffer while listened to when asked (the uploader listens, the Inspector link may still hand over)', () => {
    const hub = createInspectionHub(true, 10, Date.now, true);
    const run = hub.begin({ input: null, resumed: false });
    const live: HubRecord[] = [];
    expect(kinds(hub.attach((record) => live.push(record)).buffered)).toEqual(['begin']);
    run?.inspect(snapshotEvent(1));
    expect(kinds(live)).toEqual(['@xstate.snapshot']);
    expect(kinds(hub.peek().buffered)).toEqual(['begin', '@xstate.snapshot']);
  });

  it('leaves out microsteps and transitions, which repeat what snapshots say', () => {
    const hub = createInspectionHub(true);
    const run = hub.begin({ input: null, resumed: false });
    run?.inspect({
      type: '@xstate.microstep',
      rootId: 'x:0',
      actorRef: { sessionId: 'x:0' } as InspectionEvent['actorRef'],
      event: { type: 'e' },
      snapshot: { status: 'active', output: undefined, error: undefined },
      _transitions: [],
    });
    expect(kinds(hub.attach(() => undefined).buffered)).toEqual(['begin']);
  });
});

describe('the conversation store reports to the hub', () => {
  const connect = (store: ConversationStore): (() => void) =>
    store.connect({
      createInput: () => ({ name: 'Nimal' }),
      generation: 0,
      onNavigate: () => undefined,
      onError: () => undefined,
    });

  it('sees the actor from its creation, with its input, and every chat event it emits', () => {
    const hub = createInspectionHub(true);
    const disconnect = connect(new ConversationStore(tinyFlow, 'hub.test', null, hub));
    const { buffered } = hub.attach(() => undefined);
    expect(buffered[0]).toMatchObject({ kind: 'begin', input: { name: 'Nimal' }, resumed: false });
    expect(kinds(buffered)).toContain('@xstate.actor');
    expect(buffered.filter((record) => record.kind === 'emitted').map((record) => record.event)).toEqual([
      { type: 'chat.say', id: '1', from: 'assistant', content: { kind: 'text', text: 'Hello' } },
    ]);
    disconnect();
  });

  it('marks a conversation resumed from storage, which has no input of its own', async () => {
    const hub = createInspectionHub(true);
    const store = new ConversationStore(tinyFlow, 'hub.test', null, hub);
    connect(store)();
    await Promise.resolve();
    hub.attach(() => undefined).detach();
    const disconnect = connect(store);
    expect(hub.attach(() => undefined).buffered[0]).toMatchObject({ kind: 'begin', input: null, resumed: true });
    disconnect();
  });

  it('reports nothing when the inspector is off', () => {
    const hub = createInspectionHub(false);
    const disconnect = connect(new ConversationStore(tinyFlow, 'hub.test', null, hub));
    expect(hub.attach(() => undefined).buffered).toEqual([]);
    disconnect();
  });
});
