import { startServer } from '../server/app';

// The API alone, in its own process, so the load generator never shares its event loop.
// Prints one JSON line with the URL once listening.
const server = await startServer({ port: 0, dataDir: process.env.DATA_DIR ?? '.data', serveApp: false, seed: true, logLevel: 'warn' });
console.log(JSON.stringify({ url: server.url }));
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
