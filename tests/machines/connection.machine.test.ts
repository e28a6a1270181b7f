import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { connectionMachine, type ConnectionEvent } from '../../machines/connection.machine';

const EVENTS: ConnectionEvent[] = [
  { type: 'ONLINE' },
  { type: 'OFFLINE' },
  { type: 'WS_ERROR' },
  { type: 'WS_CONNECTED' },
  { type: 'REFRESH' },
];

/** The page reloads when the browser comes back online (spec 000 §8) and on the slow-connection refresh. */
function expectedReloads(events: readonly ConnectionEvent[]): number {
  let online = true;
  let reloads = 0;
  for (const event of events) {
    if (event.type === 'REFRESH') reloads += 1;
    if (event.type === 'ONLINE' && !online) reloads += 1;
    if (event.type === 'ONLINE') online = true;
    if (event.type === 'OFFLINE') online = false;
  }
  return reloads;
}

function expectedState(events: readonly ConnectionEvent[]): { browser: string; socket: string } {
  let browser = 'online';
  let socket = 'healthy';
  for (const event of events) {
    if (event.type === 'ONLINE') browser = 'online';
    if (event.type === 'OFFLINE') browser = 'offline';
    if (event.type === 'WS_ERROR') socket = 'error';
    if (event.type === 'WS_CONNECTED') socket = 'healthy';
  }
  return { browser, socket };
}

// A vertex per edge (state before, event, state after): the shortest paths take every transition.
const paths = [
  ...getShortestPaths(connectionMachine, {
    events: EVENTS,
    serializeState: (snapshot, event, previous) =>
      JSON.stringify([previous?.value ?? null, event?.type ?? null, snapshot.value]),
  }),
  ...getSimplePaths(connectionMachine, { events: EVENTS }),
];

describe('connection machine', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    '%s',
    (_, path) => {
      const events = path.steps
        .map((step) => step.event)
        .filter((event): event is ConnectionEvent => EVENTS.some((known) => known.type === event.type));
      let reloads = 0;
      const actor = createActor(connectionMachine.provide({ actions: { reload: () => void (reloads += 1) } })).start();
      for (const event of events) actor.send(event);
      expect(actor.getSnapshot().value).toEqual(expectedState(events));
      expect(reloads).toBe(expectedReloads(events));
    },
  );

  it('covers going offline and back, and a socket error and recovery', () => {
    const sequences = paths.map((path) => path.steps.map((step) => step.event.type).join(','));
    expect(sequences.some((sequence) => sequence.includes('OFFLINE,ONLINE'))).toBe(true);
    expect(sequences.some((sequence) => sequence.includes('WS_ERROR,WS_CONNECTED'))).toBe(true);
  });
});
