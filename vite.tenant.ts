import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { AliasOptions, UserConfig } from 'vite';
import { loadTenant } from './tenants/load';
import type { Tenant } from './tenants/schema';

/** What every entry's build shares (vite.config.ts, vite.staff.config.ts, vite.inspect.config.ts): one build per hospital tenant. */

/** The tenant is fixed at build time: TENANT names it. */
export const buildTenant: Tenant = loadTenant(process.env.TENANT);

/**
 * The tenant as the app's code reads it (`__TENANT__`, src/env.d.ts), and its two switches that decide what the build
 * holds as literals: each `__TENANT__` the build meets is a whole copy of the tenant (about 0.5 KB gzip on the chat
 * home's first frame for `__TENANT__.inspector.enabled` alone), and a literal `false` drops the code it guards (a
 * tenant that records no runs builds without the recorded runs' chunks, src/lib/recordedRuns/).
 */
export function tenantDefines(tenant: Tenant): Record<string, string> {
  return {
    __TENANT__: JSON.stringify(tenant),
    '__TENANT__.inspector.enabled': JSON.stringify(tenant.inspector.enabled),
    '__TENANT__.recordedRuns.enabled': JSON.stringify(tenant.recordedRuns.enabled),
  };
}

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

/**
 * The build of an entry of its own (vite.staff.config.ts, vite.inspect.config.ts), after the patient app's: `<name>.html`
 * and its chunks, every file named `<name>-…`, written beside the patient app's in the tenant's folder (which is not
 * emptied, and whose public/ the patient build copies). `write: false` builds without writing anything.
 */
export function entryBuild(
  name: string,
  command: 'build' | 'serve',
  { write = true }: { readonly write?: boolean } = {},
): UserConfig {
  return {
    plugins: [react()],
    define: tenantDefines(buildTenant),
    resolve: { alias: buildAliases(command) },
    publicDir: false,
    build: {
      outDir: tenantOutDir(buildTenant),
      emptyOutDir: false,
      write,
      sourcemap: true,
      rolldownOptions: {
        input: { [name]: fileURLToPath(new URL(`./${name}.html`, import.meta.url)) },
        output: {
          entryFileNames: `assets/${name}-[hash].js`,
          chunkFileNames: `assets/${name}-[name]-[hash].js`,
          assetFileNames: `assets/${name}-[name]-[hash][extname]`,
        },
      },
    },
  };
}
