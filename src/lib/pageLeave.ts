/**
 * A request the browser cuts because the page is being left is not a failure.
 *
 * Leaving the page (a reload, a typed address, a full-page link, the gateway's form post) makes Chromium
 * cancel the page's requests in flight (net::ERR_ABORTED) after `beforeunload`, and the page's code still
 * sees them reject (TypeError 'Failed to fetch') before it goes. Taken as a failure, the step's failure
 * message was stored with the conversation and shown on return. Held instead, the stored conversation
 * still has the step in progress, and the restored actor runs it again.
 */

export interface PageLeave {
  /** Epoch ms at which the page began to leave, or null while it stays. */
  readonly leavingSince: () => number | null;
}

/**
 * A leave older than this is taken as cancelled (a tel: or mailto: link, a download, a prompt answered
 * 'Stay'): failures count again, so a real outage is not hidden for long.
 */
export const LEAVE_WINDOW_MS = 30_000;
/** While the page may be leaving, a cut request is tried again this often (the page is usually gone first). */
export const LEAVE_RETRY_MS = 1_000;

type Listenable = Pick<EventTarget, 'addEventListener'>;

/** Follows the page's leave events on `target` (the window). */
function watchPageLeave(target: Listenable | undefined, now: () => number = () => Date.now()): PageLeave {
  let since: number | null = null;
  const leaving = (): void => {
    since = now();
  };
  target?.addEventListener('beforeunload', leaving);
  target?.addEventListener('pagehide', leaving);
  // Back from the back-forward cache: the page stayed after all.
  target?.addEventListener('pageshow', () => {
    since = null;
  });
  return { leavingSince: () => (since !== null && now() - since <= LEAVE_WINDOW_MS ? since : null) };
}

// Watched from the start: a leave may come before the first request does (nothing to watch outside a browser).
const shared = watchPageLeave(typeof window === 'undefined' ? undefined : window);

/** This page's leave. */
function pageLeave(): PageLeave {
  return shared;
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The request was aborted.', 'AbortError');
}

function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted === true) {
      reject(abortReason(signal));
      return;
    }
    const stop = (): void => {
      clearTimeout(timer);
      if (signal) reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

export interface UnlessLeavingOptions {
  readonly leave?: PageLeave;
  /** The caller's own cancellation: once aborted, its failure is the caller's to handle, never retried. */
  readonly signal?: AbortSignal | null;
}

/**
 * Runs `attempt` (one network load); when it fails while the page is leaving, waits and tries again
 * instead of failing. If the page goes, nothing settles; if it stays, the retry answers.
 */
export async function unlessLeaving<T>(attempt: () => Promise<T>, options: UnlessLeavingOptions = {}): Promise<T> {
  const leave = options.leave ?? pageLeave();
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (options.signal?.aborted === true || leave.leavingSince() === null) throw error;
      await wait(LEAVE_RETRY_MS, options.signal);
    }
  }
}

/**
 * `fetch` whose network failures while the page is leaving are retried rather than rejected (fetch
 * rejects only when no response came; an HTTP error still resolves). The caller's abort signal (urql's
 * own, when an operation is torn down) still aborts it.
 */
export function leaveSafeFetch(send: typeof fetch, leave?: PageLeave): typeof fetch {
  return (input, init) => unlessLeaving(() => send(input, init), { leave, signal: init?.signal });
}
