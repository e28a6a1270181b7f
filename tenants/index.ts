import { carechatDemo } from './carechat-demo';
import { harbourClinic } from './harbour-clinic';
import type { Tenant } from './schema';

export const DEFAULT_TENANT_ID = carechatDemo.id;

/** Every tenant this repository builds, by id. */
export const tenants: Readonly<Record<string, Tenant>> = {
  [carechatDemo.id]: carechatDemo,
  [harbourClinic.id]: harbourClinic,
};
