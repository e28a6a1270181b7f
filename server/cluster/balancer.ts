import { connect, createServer, type Server, type Socket } from 'node:net';

export interface Backend {
  readonly host: string;
  readonly port: number;
}

export interface Balancer {
  readonly port: number;
  /** Backend index each accepted connection went to, in order (tests read where a socket landed). */
  readonly placements: readonly number[];
  close(): Promise<void>;
}

/** A refused backend is skipped for this long before it is tried again. */
const DOWN_FOR_MS = 2000;

/**
 * A round-robin TCP balancer for trying scale-out on one machine: no sticky sessions, websockets pass
 * through untouched (it never reads the bytes). A backend that refuses a connection (stopped, draining,
 * killed) is skipped and the connection goes to the next one, so a client that reconnects after losing
 * its instance lands on a live one. For production use a real balancer (docs/DEPLOYMENT.md).
 */
export function startBalancer(
  backends: readonly Backend[],
  options: { port: number; host?: string },
): Promise<Balancer> {
  let next = 0;
  const downUntil = backends.map(() => 0);
  const placements: number[] = [];
  const open = new Set<Socket>();

  const order = (): number[] => {
    const start = next;
    next = (next + 1) % backends.length;
    const all = backends.map((_, offset) => (start + offset) % backends.length);
    const now = Date.now();
    // Backends believed up first, then the rest (better a retry than no answer).
    const up = (index: number): boolean => (downUntil[index] ?? 0) <= now;
    return [...all.filter(up), ...all.filter((index) => !up(index))];
  };

  const forward = (client: Socket, candidates: number[]): void => {
    const index = candidates.shift();
    if (index === undefined) {
      client.destroy();
      return;
    }
    const backend = backends[index];
    if (backend === undefined) return;
    const upstream = connect(backend.port, backend.host);
    let connected = false;
    client.once('close', () => upstream.destroy());
    upstream.once('connect', () => {
      connected = true;
      placements.push(index);
      open.add(upstream);
      upstream.once('close', () => {
        open.delete(upstream);
        // The instance went away: so does the client's connection, and the client reconnects.
        client.destroy();
      });
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
    upstream.on('error', () => {
      if (connected) return;
      downUntil[index] = Date.now() + DOWN_FOR_MS;
      if (!client.destroyed) forward(client, candidates);
    });
  };

  const server: Server = createServer({ pauseOnConnect: true }, (client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    forward(client, order());
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address !== null ? address.port : options.port,
        placements,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of open) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
