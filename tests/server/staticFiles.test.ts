import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_CALLBACK_PATH, CARD_NOTIFICATION_PATH } from '../../server/modules/paymentMethods/paths';
import { PAYMENT_CALLBACK_PATH } from '../../server/modules/payments/paths';
import { SANDBOX_PREFIX } from '../../server/sandbox/paths';
import { serveDist, SHELL, type ServedDist } from './staticDist';

const ROBOTS = readFileSync(join(import.meta.dirname, '../../public/robots.txt'), 'utf8');

/** The static handler alone on a build with an index.html, one asset and the real public/robots.txt. */
describe('serving the built app: files, client routes and what is neither', () => {
  let served: ServedDist;
  let url: string;
  beforeAll(async () => {
    // Vite copies public/ into every tenant's build as it is.
    served = await serveDist({ 'assets/index-abc123.js': 'console.log("app")', 'robots.txt': ROBOTS });
    url = served.url;
  });
  afterAll(() => served.close());

  it('serves /robots.txt as plain text, not the app shell', async () => {
    const answer = await fetch(`${url}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await answer.text()).toBe(ROBOTS);
  });

  it('answers a missing file-like path with a plain 404, whatever its folder or extension', async () => {
    for (const path of [
      '/manifest.webmanifest',
      '/apple-touch-icon.png',
      '/favicon.ico',
      '/sitemap.xml',
      '/chat-home/logo.svg',
      '/.well-known/security.txt',
      '/%61pp.js',
    ]) {
      const answer = await fetch(`${url}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).toBe('text/plain; charset=utf-8');
      expect(await answer.text(), path).toBe('Not found');
    }
  });

  it('still answers client routes (no extension) with the app shell, query strings and trailing slashes included', async () => {
    for (const path of [
      '/',
      '/chat-home',
      '/chat-home/',
      '/home-dashboard',
      '/profiles/registration/p-1',
      '/view/appointment?sessionId=1&appointmentId=2',
      '/pf?id=1.5',
      '/.well-known',
    ]) {
      const answer = await fetch(`${url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toBe(SHELL);
    }
  });

  it('serves the lab PDF’s shaper as WebAssembly and its fonts as fonts, so the browser compiles while it downloads', async () => {
    const served = await serveDist({
      'assets/harfbuzz-abc.wasm': new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]),
      'assets/NotoSansTamil-abc.ttf': 'font',
    });
    try {
      expect((await fetch(`${served.url}/assets/harfbuzz-abc.wasm`)).headers.get('content-type')).toBe(
        'application/wasm',
      );
      expect((await fetch(`${served.url}/assets/NotoSansTamil-abc.ttf`)).headers.get('content-type')).toBe('font/ttf');
    } finally {
      await served.close();
    }
  });

  it('keeps serving the files the build has, and 404s a missing asset', async () => {
    expect(await (await fetch(`${url}/assets/index-abc123.js`)).text()).toBe('console.log("app")');
    expect(await (await fetch(`${url}/index.html`)).text()).toBe(SHELL);
    expect((await fetch(`${url}/assets/missing`)).status).toBe(404);
  });
});

/** The staff console is an entry of its own (staff.html, built by vite.staff.config.ts): the server answers its paths with it. */
describe("serving each entry's page: the staff console's paths get staff.html, every other route the patient's", () => {
  const STAFF_PAGE = '<!doctype html><title>Staff console</title><div id="root"></div>';
  let served: ServedDist;
  let url: string;
  beforeAll(async () => {
    served = await serveDist({ 'staff.html': STAFF_PAGE });
    url = served.url;
  });
  afterAll(() => served.close());

  it('answers /staff and every path below it with the staff page', async () => {
    for (const path of ['/staff', '/staff/', '/staff/chats/c-1', '/staff/orders?status=new', '/staff.html']) {
      const answer = await fetch(`${url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(await answer.text(), path).toBe(STAFF_PAGE);
    }
  });

  it("answers the patient's routes, and paths that only begin like the console's, with the patient app", async () => {
    // This build has no inspector (a tenant that keeps it off): /inspect is the patient app's, which has no such page.
    for (const path of ['/', '/chat-home', '/staffing', '/staff-room', '/inspect', '/inspect/x', '/pf?id=staff']) {
      const answer = await fetch(`${url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toBe(SHELL);
    }
  });
});

/** The inspector is an entry of its own (inspect.html, built by vite.inspect.config.ts only when the tenant turns it on). */
describe("serving the inspector's page: /inspect gets inspect.html when the build has it", () => {
  const INSPECTOR_PAGE = '<!doctype html><title>Statechart inspector</title><div id="root"></div>';
  let served: ServedDist;
  let url: string;
  beforeAll(async () => {
    served = await serveDist({ 'inspect.html': INSPECTOR_PAGE, 'staff.html': 'staff' });
    url = served.url;
  });
  afterAll(() => served.close());

  it('answers /inspect and every path below it with the inspector page', async () => {
    for (const path of ['/inspect', '/inspect/', '/inspect?flow=assistant', '/inspect.html']) {
      const answer = await fetch(`${url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(await answer.text(), path).toBe(INSPECTOR_PAGE);
    }
  });

  it("answers the patient's routes, and paths that only begin like the inspector's, with the patient app", async () => {
    for (const path of ['/', '/chat-home', '/inspection', '/inspector', '/staffing']) {
      const answer = await fetch(`${url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toBe(SHELL);
    }
  });
});

/** Whether robots.txt lets a crawler (`User-agent: *`) fetch a path: longest matching rule wins, `*` is a wildcard. */
function allowed(robots: string, path: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const rule = /^(allow|disallow):\s*(\S*)/i.exec(line.replace(/#.*/, '').trim());
    if (rule === null || rule[2] === undefined || rule[2] === '') continue;
    const pattern = new RegExp(`^${rule[2].replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`);
    if (pattern.test(path) && rule[2].length > best.length)
      best = { length: rule[2].length, allow: rule[1]?.toLowerCase() === 'allow' };
  }
  return best.allow;
}

describe('robots.txt', () => {
  it('has one group for every crawler', () => {
    expect(ROBOTS.split('\n').filter((line) => /^user-agent:/i.test(line))).toEqual(['User-agent: *']);
  });

  it('lets crawlers read the pages a patient lands on', () => {
    for (const path of ['/', '/chat-home', '/home-dashboard', '/login', '/doctor', '/paymentTermsAndConditions'])
      expect(allowed(ROBOTS, path), path).toBe(true);
  });

  it('keeps them out of the API, the payment gateway, staff tools and the account and record pages', () => {
    const kept = [
      '/graphql',
      '/blob/get/b1',
      '/dev/sms',
      '/healthz',
      `${SANDBOX_PREFIX}card`,
      PAYMENT_CALLBACK_PATH,
      CARD_CALLBACK_PATH,
      CARD_NOTIFICATION_PATH,
      '/staff',
      '/staff/chats',
      '/inspect',
      '/profiles',
      '/profiles/my-payment-history',
      '/view/appointment?sessionId=1',
      '/history/appointments',
      '/order/view',
      '/resultsGraph',
      '/accessDenied',
      '/patient-feedback?id=1',
      '/pf?id=1',
      '/chat-home?access_token=abc',
      '/login?x=1&access_token=abc',
    ];
    for (const path of kept) expect(allowed(ROBOTS, path), path).toBe(false);
  });
});
