import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { waitReady } from '../../server/cluster/startCluster';
import { freePort } from '../../server/local/freePort';

/** The real server (server/main.ts) in a process of its own, as `npm start` runs it: what a crash test kills. */
export interface ServerProcess {
  readonly url: string;
  /** The process's stderr so far (a crash point says so there). */
  stderr(): string;
  /** Resolves with the signal that ended the process (null when it exited by itself). */
  readonly ended: Promise<NodeJS.Signals | null>;
  /** SIGTERM (the server drains and closes its database), then waits for the end. */
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Starts server/main.ts with `env` on a free port and waits until /readyz answers. */
export async function startServerProcess(env: Readonly<Record<string, string>>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port) },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const ended = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitReady(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${stderr}`, { cause: error });
  }
  return {
    url,
    stderr: () => stderr,
    ended,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await ended;
    },
  };
}
