import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * The API (bench/apiServer.ts) in a child process on `dataDir`, as deployed (NODE_ENV=production), so the
 * load generator never shares the server's event loop. Resolves once it listens, with its URL and pid.
 */
export function startApi(
  dataDir: string,
  env: Readonly<Record<string, string>> = {},
): Promise<{ child: ChildProcess; url: string; pid: number }> {
  // tsx itself (not npx), so SIGTERM reaches the server.
  const child = spawn('node_modules/.bin/tsx', ['bench/apiServer.ts'], {
    env: { ...process.env, ...env, DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API server exited (${String(code)})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{"url"')) return;
      resolve({ child, ...(JSON.parse(line) as { url: string; pid: number }) });
    });
  });
}

/** SIGTERM to a child process, resolved once it exited (at once when it already has). */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
