import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migratedPgliteDump } from '../../server/db/connect';

/**
 * The migrated, empty PGlite database every in-memory test server starts from (StartOptions.memoryTemplate):
 * PGlite's initdb costs about 3 s a server, and the suites start a hundred. Made once per set of migrations and
 * PGlite version, kept in the OS temp directory under a name hashed from both, so a changed migration makes a new
 * one. Two workers making it at once each write a file of their own and rename it into place: either is whole.
 */
let loaded: Promise<Blob> | undefined;

export function memoryTemplate(): Promise<Blob> {
  loaded ??= load();
  return loaded;
}

const migrations = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));
const pglitePackage = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url));

function templatePath(): string {
  const hash = createHash('sha256')
    .update(readFileSync(pglitePackage))
    .update(readFileSync(join(migrations, 'meta', '_journal.json')));
  for (const name of readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .sort())
    hash.update(name).update(readFileSync(join(migrations, name)));
  return join(tmpdir(), `carechat-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function load(): Promise<Blob> {
  const path = templatePath();
  if (!existsSync(path)) {
    const dump = Buffer.from(await (await migratedPgliteDump()).arrayBuffer());
    const partial = `${path}.${randomUUID()}`;
    writeFileSync(partial, dump);
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
}
