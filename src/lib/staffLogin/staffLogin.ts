import type { StaffRole } from '../../../domain/staffRoles';
import { STAFF_STORAGE_KEYS } from './staffStorageKeys';

export type { StaffRole };

/** The server's role string: 'doctor' and 'tester' (issue 33) as they are; anything else is the front desk's. */
export const staffRole = (role: unknown): StaffRole => (role === 'doctor' || role === 'tester' ? role : 'front_desk');

/** The signed-in staff member as the console shows them. */
export interface StaffMember {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly organizationId: string;
  readonly organizationName: string;
  readonly role: StaffRole;
  /** The doctor a doctor login is; null for the front desk. */
  readonly practitionerId: string | null;
}

export interface StaffLogin {
  readonly accessToken: string;
  readonly staff: StaffMember;
}

/**
 * The staff login, kept in session storage under the console's own key. The console's urql client
 * reads the token from here for every request and every socket (re)connect; nothing else does.
 */
export interface StaffLoginStore {
  readonly current: () => StaffLogin | null;
  readonly accessToken: () => string | null;
  readonly signIn: (login: StaffLogin) => void;
  /** Refreshes who is signed in (staffMe) without touching the token. */
  readonly updateStaff: (staff: StaffMember) => void;
  /** Forgets the login; `reason` is shown on the sign-in form (an expired or revoked token). */
  readonly signOut: (reason?: string) => void;
  /** Why the last sign-out happened, until the next sign-in. */
  readonly signOutReason: () => string | null;
  readonly subscribe: (listener: () => void) => () => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields every stored login has; role and practitionerId came with issue 18 and are read leniently. */
function isStoredMember(
  value: unknown,
): value is Omit<StaffMember, 'role' | 'practitionerId'> & Record<string, unknown> {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.username === 'string' &&
    typeof value.displayName === 'string' &&
    typeof value.organizationId === 'string' &&
    typeof value.organizationName === 'string'
  );
}

/** A stored login, or null for anything else (an older shape, hand-edited storage). */
export function parseStaffLogin(raw: string | null): StaffLogin | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (
    !isRecord(value) ||
    typeof value.accessToken !== 'string' ||
    value.accessToken === '' ||
    !isStoredMember(value.staff)
  )
    return null;
  // A login stored before staff roles (issue 18) has none: the front desk's until staffMe answers.
  const { id, username, displayName, organizationId, organizationName, role, practitionerId } = value.staff;
  return {
    accessToken: value.accessToken,
    staff: {
      id,
      username,
      displayName,
      organizationId,
      organizationName,
      role: staffRole(role),
      practitionerId: typeof practitionerId === 'string' ? practitionerId : null,
    },
  };
}

export function createStaffLoginStore(storage: Storage): StaffLoginStore {
  let login = parseStaffLogin(storage.getItem(STAFF_STORAGE_KEYS.login));
  let reason: string | null = null;
  const listeners = new Set<() => void>();

  const set = (next: StaffLogin | null): void => {
    login = next;
    if (next === null) storage.removeItem(STAFF_STORAGE_KEYS.login);
    else storage.setItem(STAFF_STORAGE_KEYS.login, JSON.stringify(next));
    for (const listener of listeners) listener();
  };

  return {
    current: () => login,
    accessToken: () => login?.accessToken ?? null,
    signIn: (next) => {
      reason = null;
      set(next);
    },
    updateStaff: (staff) => {
      if (login === null) return;
      const same = (Object.keys(staff) as (keyof StaffMember)[]).every((key) => login?.staff[key] === staff[key]);
      if (!same) set({ ...login, staff });
    },
    signOut: (why) => {
      if (login === null) return;
      reason = why ?? null;
      set(null);
    },
    signOutReason: () => reason,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
