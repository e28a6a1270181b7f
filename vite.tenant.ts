import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { AliasOptions, UserConfig } from 'vite';
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
    define: { __TENANT__: JSON.stringify(buildTenant) },
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
