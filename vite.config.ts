import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstPaint } from './src/firstPaint/vitePlugin';
import { loadTenant } from './tenants/load';

// The tenant is fixed at build time: one build per hospital tenant.
const tenant = loadTenant(process.env.TENANT);

// react-router's package exports only its development build (dev-only warnings included); a production
// build takes the production one it ships alongside (react-router issue #12532).
const reactRouterProduction = (file: string): string => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  // firstPaint: the tenant's first screen written into index.html (src/firstPaint/).
  plugins: [react(), firstPaint(tenant)],
  define: {
    __TENANT__: JSON.stringify(tenant),
  },
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: `http://localhost:${process.env.PORT ?? '8080'}`, ws: true },
      '/dev': `http://localhost:${process.env.PORT ?? '8080'}`,
      '/blob': `http://localhost:${process.env.PORT ?? '8080'}`,
    },
  },
  build: {
    // One build per tenant, side by side, so the server (and the browser tests) can serve either.
    outDir: `dist/${tenant.id}`,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (react, the router, urql, xstate, the GraphQL helpers …)
          // in the entry file itself: every page loads all of it anyway, and one file compresses better than
          // the six the default chunking split it into (3 KB gzip on the chat home, docs/PERFORMANCE.md).
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
}));
