import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './freePort';

/** A Redis server made for one run (tests, start:cluster), without persistence; stop() shuts it down. */
export interface LocalRedis {
  readonly url: string;
  stop(): void;
}

/** Debian's redis-server on a free port of 127.0.0.1, nothing saved to disk. */
export async function startLocalRedis(): Promise<LocalRedis> {
  const port = await freePort();
  const check = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (check.status !== 0)
    throw new Error("Redis is not installed: apt-get install redis-server (Debian's package), or set REDIS_URL");
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ping = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' });
    if (ping.stdout.trim() === 'PONG') break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop() {
      child.kill('SIGKILL');
    },
  };
}
