import { startBalancer } from '../server/cluster/balancer';

// The cluster's round-robin balancer (server/cluster/balancer.ts) in a process of its own, so the bytes it
// pipes are not counted against the load generator's event loop. Backends are ports on 127.0.0.1, given as
// arguments; prints one JSON line with its port and pid once listening, and closes on SIGTERM.
const ports = process.argv.slice(2).map(Number);
if (ports.length === 0 || ports.some((port) => !Number.isInteger(port) || port < 1))
  throw new Error('usage: balancerProcess.ts <port> [port…]');
const balancer = await startBalancer(
  ports.map((port) => ({ host: '127.0.0.1', port })),
  { port: 0 },
);
console.log(JSON.stringify({ port: balancer.port, pid: process.pid }));
process.once('SIGTERM', () => void balancer.close().then(() => process.exit(0)));
