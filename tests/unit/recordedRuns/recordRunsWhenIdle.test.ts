// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionStore } from '../../../src/lib/session/sessionStore';

const switchOn = vi.hoisted(() => ({ value: true }));
const recordRuns = vi.hoisted(() => vi.fn(() => () => undefined));

vi.mock('../../../src/lib/inspection', () => ({
  get recordedRunsEnabled() {
    return switchOn.value;
  },
}));
vi.mock('../../../src/lib/recordedRuns/recordRuns', () => ({ recordRuns }));

const session = {} as SessionStore;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  recordRuns.mockClear();
});

/** The module afresh (it starts once per page). */
const load = async () => import('../../../src/lib/recordedRuns/recordRunsWhenIdle');

describe('recordRunsWhenIdle', () => {
  it('loads the uploader in idle time, once per page', async () => {
    switchOn.value = true;
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { recordRunsWhenIdle } = await load();
    recordRunsWhenIdle(session);
    recordRunsWhenIdle(session);
    expect(recordRuns).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    await vi.waitFor(() => expect(recordRuns).toHaveBeenCalledWith(session));
  });

  it('loads nothing when the tenant records no runs', async () => {
    switchOn.value = false;
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const { recordRunsWhenIdle } = await load();
    recordRunsWhenIdle(session);
    expect(idle).not.toHaveBeenCalled();
    expect(recordRuns).not.toHaveBeenCalled();
  });
});
