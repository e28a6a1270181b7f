// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../src/app/router';
import { tenant } from '../../../src/config/tenant';
import { HOLDER, openApp } from '../../inspector/ui/appHarness';

/** Routes that are another address of the same page, so they share its title. */
const SAME_PAGE: Readonly<Record<string, string>> = { 'chat-home/:category': 'chat-home', pf: 'patient-feedback' };

/** Every path of the route table, read from the table itself (so a new route is checked without editing this test). */
function routePaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index === true ? parent : route.path === undefined ? parent : `${parent}/${route.path}`;
    const own = route.path !== undefined || route.index === true ? [path === '' ? '/' : path] : [];
    return [...own, ...routePaths(route.children ?? [], path)];
  });
}

/** A concrete address for a route pattern: params filled in, the catch-all an unknown path. */
const concrete = (pattern: string): string =>
  pattern.replace(/:[^/]+/g, 'x1').replace(/\/\*$/, pattern === '/*' ? '/no/such/page' : '');

interface Opened {
  /** The route pattern the router ended on (after any redirect). */
  readonly page: string;
  readonly title: string;
}

async function open(url: string, signedIn: typeof HOLDER | null): Promise<Opened> {
  const router = openApp(url, signedIn);
  // Redirects (/, /my-home, a flat tenant's chat home) navigate in an effect.
  await act(async () => {});
  const route = router.state.matches.at(-1)?.route;
  const page = route?.index === true ? '/' : (route?.path ?? '');
  return { page: SAME_PAGE[page] ?? page, title: document.title };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
});
afterEach(cleanup);

describe('page titles', () => {
  it('gives every page of the app, signed in or out, its own title, "<page> · <tenant name>"', async () => {
    const paths = routePaths(appRoutes);
    // The table really is walked: the chat home, a screen, a not-yet-available route and the catch-all.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/chat-home',
        '/chat-home/:category',
        '/profiles/registration/:id',
        '/history/orders',
        '/*',
      ]),
    );
    const titleOf = new Map<string, string>();
    // Signed out too: /login is only shown to a signed-out visitor.
    for (const [path, signedIn] of paths.flatMap(
      (path) =>
        [
          [path, HOLDER],
          [path, null],
        ] as const,
    )) {
      const { page, title } = await open(concrete(path), signedIn);
      cleanup();
      localStorage.clear();
      expect(title, path).toMatch(new RegExp(`^\\S.* · ${tenant.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      const known = titleOf.get(page);
      if (known !== undefined) expect(title, `${path} is the page ${page}`).toBe(known);
      titleOf.set(page, title);
    }
    const titles = [...titleOf.values()];
    expect(new Set(titles).size, titles.join('\n')).toBe(titles.length);
    // The chat home, the flat screens and the fallback are all among them.
    expect(titleOf.size).toBeGreaterThan(20);
  });

  it('follows the patient from page to page', async () => {
    const router = openApp('/profiles/payment-methods', HOLDER);
    expect(document.title).toBe(`Saved Payment Methods · ${tenant.name}`);
    await act(() => router.navigate('/history/orders'));
    expect(document.title).toBe(`All Orders · ${tenant.name}`);
    await act(() => router.navigate('/no/such/page'));
    expect(document.title).toBe(`Page not found · ${tenant.name}`);
  });
});
