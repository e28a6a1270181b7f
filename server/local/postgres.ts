import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort';

/** A PostgreSQL cluster made for one run (tests, start:cluster) and removed by stop(). */
export interface LocalPostgres {
  /** Superuser URL of the `postgres` database. */
  readonly url: string;
  /** A URL of the same cluster with another database. */
  urlOf(database: string): string;
  stop(): void;
}

/** Debian's binaries: /usr/lib/postgresql/<major>/bin (the newest installed). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const major = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (major === undefined)
    throw new Error("PostgreSQL is not installed: apt-get install postgresql (Debian's package), or set DATABASE_URL");
  return join(root, major, 'bin');
}

/**
 * initdb refuses to run as root: as root the cluster is made and run by the postgres user (Debian's
 * package creates it). Trust authentication on 127.0.0.1 only, fsync off: a throwaway for tests.
 */
export async function startLocalPostgres(): Promise<LocalPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'carechat-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag: string): number => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const run = (command: string, args: string[]): void => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=400`,
    'start',
  ]);
  const urlOf = (database: string): string => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf('postgres'),
    urlOf,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
