import type { Tenant } from '../tenants/schema';

declare global {
  /** The tenant this build is for, injected by vite.config.ts (validated at build). */
  const __TENANT__: Tenant;
}
