import type { KnipConfig } from 'knip';

/**
 * `npm run deadcode` (part of `npm run check`): no unused file, export, type or dependency.
 *
 * Knip's plugins already find most entries from their own configs, so they are not repeated here: Vite
 * (index.html → src/main.tsx; vite.staff.config.ts → staff.html → src/staff/main.tsx), Vitest (every vitest*.config.ts
 * and tests/coverage/vitest.config.ts: tests, setup and global setup files), the package.json scripts (server/main.ts,
 * server/cluster/main.ts, server/seed/cli.ts, tenants/check.ts, scripts/docs/generate.ts, bench/run.ts, …), GraphQL
 * Codegen (codegen.ts), Drizzle (drizzle.config.ts and every server/**\/tables.ts), ESLint and Prettier.
 */
const config: KnipConfig = {
  entry: [
    // Run by hand, as docs/PERFORMANCE.md says (`npx tsx bench/aliasFlood.ts`).
    'bench/aliasFlood.ts',
    // Started as child processes by other benches (bench/apiProcess.ts, bench/fanout.ts, bench/querySession.ts).
    'bench/apiServer.ts',
    'bench/balancerProcess.ts',
    // Run by hand to re-record flows/replays/*.json (`npx tsx tests/replays/record.ts`, README).
    'tests/replays/record.ts',
    // Run by hand to record tests/runs/*.json, the recorded runs replayed as regression tests (`npx tsx tests/runs/record.ts`).
    'tests/runs/record.ts',
  ],
  ignore: [
    // Machines read as files by the coverage tests (tests/coverage/discover.ts), never imported.
    'tests/coverage/fixture/**',
  ],
  ignoreBinaries: [
    // Debian packages (apt), started by server/local/redis.ts for tests and local runs, not npm dependencies.
    'redis-server',
    'redis-cli',
    // poppler-utils (apt), read by the PDF tests when installed.
    'pdftotext',
  ],
};

export default config;
