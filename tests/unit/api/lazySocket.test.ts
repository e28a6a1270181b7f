// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLazyLiveSocket, type CreateLiveSocket } from '../../../src/lib/client/lazySocket';
import { createLiveSocket } from '../../../src/lib/client/socket';
import { fakeGraphqlWs } from '../../components/screens/fakeGraphqlWs';

const query = 'subscription { profileChanged { id } }';
const observer = () => ({ next: vi.fn(), error: vi.fn(), complete: vi.fn() });
const base = { url: () => 'ws://x/graphql', onConnected: vi.fn() };

/** Lets a settled load reach the facade (microtasks only: nothing is fetched). */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

/** The socket's code as the facade loads it: held until `arrive()`, failing while `state.failing`. */
function lazyImplementation() {
  const fake = fakeGraphqlWs();
  const loads = vi.fn();
  const state = { failing: false };
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = async (): Promise<CreateLiveSocket> => {
    loads();
    await arrived;
    if (state.failing) throw new Error('Failed to fetch dynamically imported module');
    return (options) => createLiveSocket({ ...options, create: fake.create });
  };
  return { ...fake, load, loads, state, arrive: () => arrive() };
}

afterEach(() => {
  setVisibility('visible');
  vi.doUnmock('graphql-ws');
  vi.resetModules();
});

describe('the lazy live socket', () => {
  it('loads nothing before a socket is wanted, then starts what was subscribed meanwhile (not what was dropped)', async () => {
    const { clients, load, loads, arrive } = lazyImplementation();
    const socket = createLazyLiveSocket({ ...base, onError: vi.fn(), load });
    socket.pause();
    await settle();
    expect(loads).not.toHaveBeenCalled();

    const kept = observer();
    socket.subscribe({ query }).subscribe(kept);
    socket.subscribe({ query: 'subscription { profileChanged { mobileNo } }' }).subscribe(observer()).unsubscribe();
    expect(loads).toHaveBeenCalledTimes(1);
    expect(clients).toHaveLength(0);

    arrive();
    await vi.waitFor(() => expect(clients).toHaveLength(1));
    expect(clients[0]?.sinks).toHaveLength(1);
    clients[0]?.sinks[0]?.next({ data: { profileChanged: { id: 'profile-1' } } });
    expect(kept.next).toHaveBeenCalledWith({ data: { profileChanged: { id: 'profile-1' } } });

    // Loaded: everything goes straight to the socket, synchronously.
    socket.pause();
    expect(clients[0]?.disposed).toBe(true);
    socket.resume();
    expect(clients).toHaveLength(2);
    expect(clients[1]?.sinks).toHaveLength(1);
    socket.subscribe({ query }).subscribe(observer());
    expect(clients[1]?.sinks).toHaveLength(2);
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('waits for resume when subscribed on a hidden page', async () => {
    const { clients, load, loads, arrive } = lazyImplementation();
    const socket = createLazyLiveSocket({ ...base, onError: vi.fn(), load });
    setVisibility('hidden');
    socket.subscribe({ query }).subscribe(observer());
    arrive();
    await settle();
    expect(loads).not.toHaveBeenCalled();

    setVisibility('visible');
    socket.resume();
    await vi.waitFor(() => expect(clients).toHaveLength(1));
    expect(clients[0]?.sinks).toHaveLength(1);
  });

  it('opens nothing when paused while loading, and opens one socket for what waits on the next resume', async () => {
    const { clients, load, arrive } = lazyImplementation();
    const socket = createLazyLiveSocket({ ...base, onError: vi.fn(), load });
    const kept = observer();
    socket.subscribe({ query }).subscribe(kept);
    socket.pause();
    setVisibility('hidden');
    socket.subscribe({ query: 'subscription { profileChanged { mobileNo } }' }).subscribe(observer());
    arrive();
    await settle();
    expect(clients).toHaveLength(0);

    // Synchronous now: the code has arrived.
    setVisibility('visible');
    socket.resume();
    expect(clients).toHaveLength(1);
    expect(clients[0]?.sinks).toHaveLength(2);
    clients[0]?.sinks[0]?.next({ data: { profileChanged: { id: 'profile-1' } } });
    expect(kept.next).toHaveBeenCalledTimes(1);
  });

  it('forgets what was asked when disposed while loading, and still works afterwards (a remounted provider)', async () => {
    const { clients, load, loads, arrive } = lazyImplementation();
    const socket = createLazyLiveSocket({ ...base, onError: vi.fn(), load });
    const forgotten = observer();
    const { unsubscribe } = socket.subscribe({ query }).subscribe(forgotten);
    socket.dispose();
    arrive();
    await settle();
    expect(clients).toHaveLength(0);
    unsubscribe();

    socket.subscribe({ query }).subscribe(observer());
    expect(clients).toHaveLength(1);
    expect(clients[0]?.sinks).toHaveLength(1);
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load through onError and tries again on the next resume', async () => {
    const { clients, load, loads, state, arrive } = lazyImplementation();
    const onError = vi.fn();
    const socket = createLazyLiveSocket({ ...base, onError, load });
    state.failing = true;
    arrive();
    socket.subscribe({ query }).subscribe(observer());
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(clients).toHaveLength(0);

    state.failing = false;
    socket.resume();
    await vi.waitFor(() => expect(clients).toHaveLength(1));
    expect(clients[0]?.sinks).toHaveLength(1);
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it('loads the socket with graphql-ws by default', async () => {
    const { clients, create } = fakeGraphqlWs();
    vi.doMock('graphql-ws', () => ({ createClient: create }));
    const onConnected = vi.fn();
    const socket = createLazyLiveSocket({ url: () => 'ws://x/graphql', onConnected, onError: vi.fn() });
    socket.subscribe({ query }).subscribe(observer());
    await vi.waitFor(() => expect(clients).toHaveLength(1));
    expect(clients[0]?.sinks).toHaveLength(1);
    expect(clients[0]?.options.url).toBeTypeOf('function');
    clients[0]?.options.on?.connected?.(null, undefined, false);
    expect(onConnected).toHaveBeenCalledTimes(1);
  });
});
