import type { Server, ServerResponse } from 'node:http';

/** How long shutdown waits for requests in flight before cutting their connections. */
export const DRAIN_TIMEOUT_MS = 10_000;

export interface HttpDrain {
  /** Whether shutdown began (/readyz answers 503 'draining'). */
  readonly draining: boolean;
  /** Counts the request until its response closes; once draining, its connection is not kept alive. */
  track(res: ServerResponse): void;
  /** Shutdown began: /readyz says so, answers from now close their connection. The server still listens. */
  begin(): void;
  /**
   * Stops accepting connections, lets the requests in flight answer (at most `timeoutMs`), then closes the
   * connections left (idle keep-alive ones, or requests over the bound) and resolves once the server closed.
   */
  finish(timeoutMs?: number): Promise<void>;
}

/** Graceful HTTP shutdown of one server: nothing that began before SIGTERM loses its answer. */
export function createHttpDrain(server: Server): HttpDrain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let idle: (() => void) | null = null;

  const closeAfterAnswer = (res: ServerResponse): void => {
    // Keep-alive would let the client send its next request here; 'connection: close' sends it elsewhere.
    if (!res.headersSent) res.setHeader('connection', 'close');
  };

  return {
    get draining() {
      return draining;
    },
    track(res) {
      inFlight.add(res);
      if (draining) closeAfterAnswer(res);
      res.once('close', () => {
        inFlight.delete(res);
        if (inFlight.size === 0) idle?.();
      });
    },
    begin() {
      draining = true;
      for (const res of inFlight) closeAfterAnswer(res);
    },
    async finish(timeoutMs = DRAIN_TIMEOUT_MS) {
      draining = true;
      for (const res of inFlight) closeAfterAnswer(res);
      // close() stops listening at once (new connections are refused) and drops idle keep-alive ones.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      if (inFlight.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          new Promise<void>((resolve) => {
            idle = resolve;
          }),
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, timeoutMs);
          }),
        ]);
        clearTimeout(timer);
      }
      server.closeAllConnections();
      await closed;
    },
  };
}
