import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildAliases, buildTenant, tenantOutDir } from './vite.tenant';

/**
 * The staff console's build (`npm run build`, after the patient app's): staff.html and its own chunks, written
 * beside the patient app's in the tenant's folder. A build of its own rather than a second input of vite.config.ts:
 * in one build the patient's entry chunk (everything it imports statically) would absorb the console's modules, or,
 * split per entry, break into dozens of shared chunks (docs/decisions/NEW-staff-entry.md). Every file it writes is
 * named staff…, and the patient build's service worker, made before it, precaches none of them.
 */
export default defineConfig(({ command }) => ({
  plugins: [react()],
  define: {
    __TENANT__: JSON.stringify(buildTenant),
  },
  resolve: { alias: buildAliases(command) },
  // public/ is the patient build's to copy; the folder is not emptied: the patient app is already in it.
  publicDir: false,
  build: {
    outDir: tenantOutDir(buildTenant),
    emptyOutDir: false,
    sourcemap: true,
    rolldownOptions: {
      input: { staff: fileURLToPath(new URL('./staff.html', import.meta.url)) },
      output: {
        entryFileNames: 'assets/staff-[hash].js',
        chunkFileNames: 'assets/staff-[name]-[hash].js',
        assetFileNames: 'assets/staff-[name]-[hash][extname]',
      },
    },
  },
}));
