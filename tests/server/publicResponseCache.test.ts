import { describe, expect, it, vi } from 'vitest';
import { createPublicResponseCache, type CachedAnswer } from '../../server/graphql/publicResponseCache';
import { createInProcessPubSub, SEARCH_KEY } from '../../server/pubsub';

const SEARCH = { query: 'query { querySession(filter: {}) { id } }', variables: null, operationName: null };
const answer = (text: string): CachedAnswer => ({
  contentType: 'application/json',
  body: Buffer.from(text),
  gzipped: null,
});

/** A computation the test finishes when it wants. */
function deferred(): { promise: Promise<CachedAnswer | null>; resolve: (value: CachedAnswer | null) => void } {
  let resolve: (value: CachedAnswer | null) => void = () => undefined;
  const promise = new Promise<CachedAnswer | null>((done) => (resolve = done));
  return { promise, resolve };
}

/** Lets the cache's change listener run (it reads the pub/sub asynchronously). */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('kept public answers', () => {
  it('keeps nothing for a document that reads the caller', () => {
    const cache = createPublicResponseCache(createInProcessPubSub());
    expect(
      cache.ticket({ query: '{ queryOneProfile { id } }', variables: null, operationName: null }, 'day'),
    ).toBeNull();
    expect(cache.ticket({ query: 'mutation { signOut }', variables: null, operationName: null }, 'day')).toBeNull();
    cache.close();
  });

  it('runs one computation for requests missing the same key at once, and keeps its answer', async () => {
    const cache = createPublicResponseCache(createInProcessPubSub());
    const ticket = cache.ticket(SEARCH, 'day');
    if (ticket === null) throw new Error('a public search has a ticket');
    const running = deferred();
    const compute = vi.fn(() => running.promise);
    const waiting = Array.from({ length: 100 }, () => cache.share(ticket, compute));
    running.resolve(answer('[1]'));
    const answers = await Promise.all(waiting);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
    expect(cache.get(ticket.key)?.body.toString()).toBe('[1]');
    cache.close();
  });

  it('never keeps an answer computed across a change, and never lets later requests join it', async () => {
    const pubsub = createInProcessPubSub();
    const cache = createPublicResponseCache(pubsub);
    const before = cache.ticket(SEARCH, 'day');
    if (before === null) throw new Error('a public search has a ticket');
    const stale = deferred();
    const first = cache.share(before, () => stale.promise);

    pubsub.publish('searchChanged', SEARCH_KEY, { sessionId: 's1' });
    await settle();
    const after = cache.ticket(SEARCH, 'day');
    if (after === null) throw new Error('a public search has a ticket');
    const fresh = vi.fn(() => Promise.resolve(answer('[2]')));
    const second = cache.share(after, fresh);
    expect(fresh).toHaveBeenCalledTimes(1);

    stale.resolve(answer('[1]'));
    expect((await first)?.body.toString()).toBe('[1]');
    expect((await second)?.body.toString()).toBe('[2]');
    expect(cache.get(after.key)?.body.toString()).toBe('[2]');
    cache.close();
  });

  it('shares a failed computation with those waiting but keeps nothing, so the next request runs again', async () => {
    const cache = createPublicResponseCache(createInProcessPubSub());
    const ticket = cache.ticket(SEARCH, 'day');
    if (ticket === null) throw new Error('a public search has a ticket');
    const failing = vi.fn(() => Promise.resolve(null));
    expect(await Promise.all([cache.share(ticket, failing), cache.share(ticket, failing)])).toEqual([null, null]);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(cache.get(ticket.key)).toBeUndefined();

    const throwing = vi.fn(() => Promise.reject(new Error('database down')));
    await expect(cache.share(ticket, throwing)).rejects.toThrow('database down');
    const recovered = vi.fn(() => Promise.resolve(answer('[3]')));
    expect((await cache.share(ticket, recovered))?.body.toString()).toBe('[3]');
    expect(recovered).toHaveBeenCalledTimes(1);
    cache.close();
  });
});
