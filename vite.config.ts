import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { loadTenant } from './tenants/load';

// The tenant is fixed at build time: one build per hospital tenant.
const tenant = loadTenant(process.env.TENANT);

export default defineConfig({
  plugins: [react()],
  define: {
    __TENANT__: JSON.stringify(tenant),
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
  },
});
