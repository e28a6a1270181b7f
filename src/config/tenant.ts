import type { Tenant } from '../../tenants/schema';

/** The tenant this build is for (fixed at build time by vite.config.ts). */
export const tenant: Tenant = __TENANT__;
