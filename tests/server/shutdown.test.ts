import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'graphql-ws';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from '../../server/local/freePort';

/**
 * SIGTERM on a real `tsx server/main.ts`: the graceful drain as an orchestrator (or the cluster's
 * balancer) sees it. The process runs on its own PGlite in a temporary DATA_DIR.
 * tsx's own CLI, not `npx tsx`: npm exec dies on SIGTERM without passing it on (the server would be left
 * running, its exit code unseen); tsx relays the signal and exits with the server's code.
 */
const TSX = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const dataDir = mkdtempSync(join(tmpdir(), 'carechat-shutdown-'));
let child: ChildProcess | null = null;

afterAll(() => {
  if (child !== null && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Whether a TCP connection to the port is accepted now. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A GraphQL mutation whose body arrives in two parts: the request is in flight (headers read, body not)
 * until `finish()` sends the rest; `answer` is the status and body the client got.
 */
function slowMutation(port: number): { finish(): void; readonly answer: Promise<{ status: number; body: string }> } {
  const body = JSON.stringify({
    query: 'mutation ($u: String!) { initiateAuthentication(username: $u) { mobileNo } }',
    variables: { u: '0779001990' },
  });
  const half = Math.floor(body.length / 2);
  let finish = (): void => undefined;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, half));
    req.flushHeaders();
    finish = () => req.end(body.slice(half));
  });
  return { finish: () => finish(), answer };
}

describe('SIGTERM', () => {
  it('closes websockets with 1001, answers the request in flight, refuses new connections and exits 0', async () => {
    const port = await freePort();
    const output: string[] = [];
    const started = spawn(process.execPath, [TSX, 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    started.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));

    // Up when /healthz answers (tsx compiles, PGlite migrates and seeds: seconds on a busy machine).
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`the server did not start:\n${output.join('')}`);
      if (started.exitCode !== null)
        throw new Error(`the server exited ${String(started.exitCode)}:\n${output.join('')}`);
      const up = await fetch(`http://127.0.0.1:${String(port)}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      await sleep(250);
    }

    // A live subscription over graphql-ws.
    let closeCode: number | null = null;
    const socketClosed = new Promise<void>((resolve) => {
      const client = createClient({
        url: `ws://127.0.0.1:${String(port)}/graphql`,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        on: {
          closed: (event) => {
            closeCode = (event as { code: number }).code;
            resolve();
          },
        },
      });
      client.subscribe(
        { query: 'subscription ($id: ID!) { sessionChanged(id: $id) { id } }', variables: { id: 'sess-0001' } },
        { next: () => undefined, error: () => undefined, complete: () => undefined },
      );
    });
    await sleep(500);

    const inFlight = slowMutation(port);
    await sleep(300);
    started.kill('SIGTERM');

    // The websocket is told 1001 (Going away): its client reconnects elsewhere.
    await socketClosed;
    expect(closeCode).toBe(1001);
    // The listener closes: new connections are refused while the request above is still in flight.
    const refusedBy = Date.now() + 10_000;
    while ((await accepts(port)) && Date.now() < refusedBy) await sleep(50);
    expect(await accepts(port)).toBe(false);
    expect(started.exitCode).toBeNull();

    // The rest of the body arrives: the mutation runs and its answer reaches the client.
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      data: { initiateAuthentication: { mobileNo: expect.stringMatching(/779001990$/) as unknown } },
    });

    expect(await exited).toBe(0);
    expect(output.join('')).toContain('"msg":"closed"');
  }, 150_000);
});
