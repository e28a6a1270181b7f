import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { startServer } from '../server/app';

// The API alone, in its own process, so the load generator never shares its event loop.
// Prints one JSON line with the URL and pid once listening. BENCH_PROFILE=<file.cpuprofile> records a CPU
// profile of the whole run (open it in Chrome DevTools).
const profileFile = process.env.BENCH_PROFILE;
const inspector = profileFile === undefined ? null : new Session();
if (inspector !== null) {
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
}
// The load comes from 127.0.0.1: the per-address limit of GraphQL operations would count it as one caller.
const server = await startServer({
  port: 0,
  dataDir: process.env.DATA_DIR ?? '.data',
  serveApp: false,
  seed: true,
  logLevel: 'warn',
  graphqlRequestsPerAddressPerMinute: 100_000_000,
});
// The pid is this process's (tsx runs it as a child), for the bench to read its CPU time.
console.log(JSON.stringify({ url: server.url, pid: process.pid }));
process.once('SIGTERM', () => {
  void (async () => {
    if (inspector !== null && profileFile !== undefined) {
      const { profile } = await inspector.post('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
    }
    await server.close();
    process.exit(0);
  })();
});
