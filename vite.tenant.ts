import { fileURLToPath } from 'node:url';
import type { AliasOptions } from 'vite';
import { loadTenant } from './tenants/load';
import type { Tenant } from './tenants/schema';

/** What every entry's build shares (vite.config.ts, vite.staff.config.ts, vite.inspect.config.ts): one build per hospital tenant. */

/** The tenant is fixed at build time: TENANT names it. */
export const buildTenant: Tenant = loadTenant(process.env.TENANT);

/** Every entry of a tenant's build goes to the same folder, side by side with the other tenants' builds. */
export const tenantOutDir = (tenant: Tenant): string => `dist/${tenant.id}`;

// react-router's package exports only its development build (dev-only warnings included); a production
// build takes the production one it ships alongside (react-router issue #12532).
const reactRouterProduction = (file: string): string =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/** The module aliases of a production build (none in development). */
export function buildAliases(command: 'build' | 'serve'): AliasOptions {
  return command === 'build'
    ? [
        { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
        { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
      ]
    : [];
}
