import { defineConfig } from 'vite';
import { entryBuild } from './vite.tenant';

/**
 * The staff console's build (`npm run build`, after the patient app's): staff.html and its own chunks, written
 * beside the patient app's in the tenant's folder. A build of its own rather than a second input of vite.config.ts:
 * in one build the patient's entry chunk (everything it imports statically) would absorb the console's modules, or,
 * split per entry, break into dozens of shared chunks (docs/decisions/0035-staff-entry.md). Every file it writes is
 * named staff…, and the patient build's service worker, made before it, precaches none of them.
 */
export default defineConfig(({ command }) => entryBuild('staff', command));
