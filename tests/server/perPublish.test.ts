import { describe, expect, it, vi } from 'vitest';
import { perPublish } from '../../server/graphql/perPublish';

describe('one answer per published change', () => {
  it('reads once for every subscriber a publish reaches, and again for the next publish', async () => {
    const shared = perPublish<string[]>();
    const load = vi.fn(() => Promise.resolve(['1', '2']));
    const change = { sessionId: 's1' };
    const answers = await Promise.all(Array.from({ length: 500 }, () => shared(change, load)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
    await shared({ sessionId: 's1' }, load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
