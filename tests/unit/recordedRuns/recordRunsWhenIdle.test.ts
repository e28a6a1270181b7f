// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionStore } from '../../../src/lib/session/sessionStore';

const recordRuns = vi.hoisted(() => vi.fn(() => () => undefined));
vi.mock('../../../src/lib/recordedRuns/recordRuns', () => ({ recordRuns }));

const session = {} as SessionStore;

afterEach(() => vi.unstubAllGlobals());

// The demo tenant (the tests' build) records runs. A tenant that does not builds without the import at all
// (`__TENANT__.recordedRuns.enabled` is a literal in vite.config.ts): checked on the built dist/harbour-clinic.
describe('recordRunsWhenIdle', () => {
  it('loads the uploader in idle time, once per page', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { recordRunsWhenIdle } = await import('../../../src/lib/recordedRuns/recordRunsWhenIdle');
    recordRunsWhenIdle(session);
    recordRunsWhenIdle(session);
    expect(recordRuns).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    await vi.waitFor(() => expect(recordRuns).toHaveBeenCalledWith(session));
    expect(recordRuns).toHaveBeenCalledTimes(1);
  });
});
