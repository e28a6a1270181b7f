import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startBalancer, type Balancer } from './balancer';
import { freePort } from '../local/freePort';

export interface ClusterOptions {
  /** Server instances behind the balancer (at least 1). */
  readonly instances: number;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** The balancer's port (0: any free one). */
  readonly port?: number;
  /** More environment for every instance (TENANT, LOG_LEVEL, limits…). */
  readonly env?: Readonly<Record<string, string>>;
  /** Where the instances' output goes (default: inherited). */
  readonly stdio?: 'inherit' | 'ignore';
}

interface ClusterInstance {
  readonly index: number;
  readonly port: number;
  /** The instance itself, bypassing the balancer. */
  readonly url: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  readonly exited: Promise<number | null>;
  /** Sends the signal and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

export interface RunningCluster {
  /** The balancer: what clients use. */
  readonly url: string;
  readonly port: number;
  readonly balancer: Balancer;
  readonly instances: readonly ClusterInstance[];
  /** SIGTERM to every instance still running (they drain), then the balancer closes. */
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 90_000;

/** Waits until the instance answers /readyz (database and Redis reachable), or fails when it exits first. */
export async function waitReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the instance at ${url} exited before it was ready`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the instance at ${url} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * Starts one server process per instance (node with tsx's loader, so the pid is the server's own and a
 * signal reaches it), all on one PostgreSQL and one Redis, and a round-robin balancer in front. The
 * first instance starts alone (it migrates and seeds an empty database), the others after it.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  if (!Number.isInteger(options.instances) || options.instances < 1)
    throw new Error('a cluster needs at least one instance');
  const instances: ClusterInstance[] = [];
  const launch = async (index: number): Promise<ClusterInstance> => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      stdio: options.stdio ?? 'inherit',
      env: {
        ...process.env,
        ...options.env,
        PORT: String(port),
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl,
      },
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const url = `http://127.0.0.1:${port}`;
    const instance: ClusterInstance = {
      index,
      port,
      url,
      child,
      exited,
      kill: (signal) => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        return exited;
      },
    };
    instances.push(instance);
    await waitReady(url, child);
    return instance;
  };
  try {
    await launch(0);
    await Promise.all(Array.from({ length: options.instances - 1 }, (_, offset) => launch(offset + 1)));
    instances.sort((x, y) => x.index - y.index);
    const balancer = await startBalancer(
      instances.map((instance) => ({ host: '127.0.0.1', port: instance.port })),
      { port: options.port ?? 0 },
    );
    return {
      url: `http://127.0.0.1:${balancer.port}`,
      port: balancer.port,
      balancer,
      instances,
      stop: async () => {
        await Promise.all(instances.map((instance) => instance.kill('SIGTERM')));
        await balancer.close();
      },
    };
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.kill('SIGKILL')));
    throw error;
  }
}
