import { DEFAULT_TENANT_ID, tenants } from './index';
import { tenantSchema, type Tenant } from './schema';

/** Picks the tenant named by TENANT (default: the chat demo) and validates it; throws with zod's report. */
export function loadTenant(id: string | undefined): Tenant {
  const wanted = id === undefined || id === '' ? DEFAULT_TENANT_ID : id;
  const raw = tenants[wanted];
  if (raw === undefined) {
    throw new Error(`Unknown TENANT '${wanted}'. Known tenants: ${Object.keys(tenants).join(', ')}`);
  }
  const parsed = tenantSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Tenant '${wanted}' is invalid:\n${parsed.error.message}`);
  }
  return parsed.data;
}
