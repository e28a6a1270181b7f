import { tenants } from './index';
import { loadTenant } from './load';

// `npm run build` runs this first: every tenant must validate, not only the one being built.
for (const id of Object.keys(tenants)) loadTenant(id);
console.log(`tenants ok: ${Object.keys(tenants).join(', ')}`);
