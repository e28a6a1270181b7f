import { defineConfig } from 'vite';
import { buildTenant, entryBuild } from './vite.tenant';

/**
 * The statechart inspector's build (`npm run build`, after the patient app's and the staff console's): inspect.html
 * and its own chunks, written beside the others in the tenant's folder, every file named inspect…
 * (docs/decisions/0053-inspector-entry.md). Only for tenants that turn the inspector on, as when it was a route of the
 * patient app: for the others the build runs but writes nothing, so the server answers /inspect with the patient
 * app's error screen (server/http/entryPages.ts). Development (`npm run dev`) always serves it.
 */
const enabled = buildTenant.inspector.enabled;
if (!enabled) console.log(`The inspector is off for ${buildTenant.id}: no inspect.html is written.`);

export default defineConfig(({ command }) => entryBuild('inspect', command, { write: enabled }));
