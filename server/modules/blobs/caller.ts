import type { Services } from '../../context';
import { accountOfToken } from '../auth';
import { staffOfToken, type StaffCaller } from '../staff';

/** Who presents a token to the blob service: a patient account or a staff member. */
export type BlobCaller =
  { readonly kind: 'patient'; readonly accountId: string } | { readonly kind: 'staff'; readonly staff: StaffCaller };

/** A refusal of the token checks (an ARO error), as opposed to a failure such as a lost database. */
function isRefusal(error: unknown): boolean {
  if (!(error instanceof Error) || !('extensions' in error)) return false;
  const { extensions } = error as { extensions?: { code?: unknown } };
  return typeof extensions?.code === 'string' && extensions.code.startsWith('ARO-');
}

async function orNull<T>(check: Promise<T>): Promise<T | null> {
  try {
    return await check;
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
}

/**
 * The caller a token signs in, as the GraphQL layer resolves it (the same token tables and expiry
 * rules); null when there is no token or it is unknown, expired or revoked. A token is either a patient
 * or a staff token: the patient tables are asked first (most uploads are patients').
 */
export async function blobCallerOf(services: Services, token: string | null): Promise<BlobCaller | null> {
  if (token === null) return null;
  const now = services.now();
  const accountId = await orNull(accountOfToken(services.db, token, now));
  if (accountId !== null) return { kind: 'patient', accountId };
  const staff = await orNull(staffOfToken(services.db, token, now));
  return staff === null ? null : { kind: 'staff', staff };
}
