import { parseArgs } from 'node:util';
import { loadTenant } from '../../tenants/load';
import { openDatabase } from '../db/connect';
import { seedDemoIfEmpty } from './demo';
import { LARGE_DEFAULTS, seedLarge } from './large';

// `npm run seed [-- --large] [--practitioners N] [--sessions N]`: seeds the database the server would
// use (DATABASE_URL, else PGlite under DATA_DIR, default .data) for the tenant named by TENANT.
// --practitioners / --sessions change the large set's size (default 10,000 and 5,000) and imply --large.
const { values } = parseArgs({
  options: {
    large: { type: 'boolean', default: false },
    practitioners: { type: 'string' },
    sessions: { type: 'string' },
  },
});

function count(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${flag} needs a whole number, got '${value}'`);
  return parsed;
}

const tenant = loadTenant(process.env.TENANT);
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? '.data',
});
try {
  const now = Date.now();
  const started = performance.now();
  const demo = await seedDemoIfEmpty(database.db, tenant, now);
  console.log(demo === null ? 'demo network: already seeded' : `demo network: ${JSON.stringify(demo)}`);
  const large = values.large || values.practitioners !== undefined || values.sessions !== undefined;
  if (large) {
    const options = {
      practitioners: count(values.practitioners, LARGE_DEFAULTS.practitioners, 'practitioners'),
      sessions: count(values.sessions, LARGE_DEFAULTS.sessions, 'sessions'),
    };
    if (options.sessions > 0 && options.practitioners === 0)
      throw new Error('--sessions needs practitioners to hold them (--practitioners > 0)');
    const summary = await seedLarge(database.db, tenant, now, options);
    console.log(`large network: added ${summary.practitioners} practitioners, ${summary.sessions} sessions`);
  }
  console.log(`seeded in ${Math.round(performance.now() - started)} ms (${database.kind})`);
} finally {
  await database.close();
}
