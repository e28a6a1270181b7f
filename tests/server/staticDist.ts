import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createStaticHandler } from '../../server/http/static';

export const SHELL = '<!doctype html><title>Carechat</title><div id="root"></div>';

export interface ServedDist {
  readonly url: string;
  close(): Promise<void>;
}

/** The static handler alone, on a free port, over a throwaway build: index.html plus the given files (paths relative to the build). */
export async function serveDist(files: Readonly<Record<string, string | Uint8Array>>): Promise<ServedDist> {
  const dist = mkdtempSync(join(tmpdir(), 'carechat-dist-'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  const handle = createStaticHandler(dist);
  const server = createServer(
    (req, res) => void handle(req, res, new URL(req.url ?? '/', 'http://localhost').pathname),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
