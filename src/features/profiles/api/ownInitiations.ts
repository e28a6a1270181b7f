import {
  forgetInitiation,
  parseOwnInitiations,
  rememberInitiation,
  resumableInitiation,
  type OwnInitiation,
} from '../../../../domain/ownInitiations';
import type { CodeAlreadySent } from '../../../../domain/otp';
import { STORAGE_KEYS } from '../../../../domain/storageKeys';

/** Where the codes this browser asked for are kept: localStorage, shared by its tabs and kept over a reload. */
export type InitiationStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's localStorage, or none where there is none (a test's Node, storage disabled). */
export function browserInitiationStorage(): InitiationStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(storage: InitiationStorage | null): OwnInitiation[] {
  try {
    return parseOwnInitiations(storage?.getItem(STORAGE_KEYS.ownInitiations) ?? null);
  } catch {
    return [];
  }
}

function write(storage: InitiationStorage | null, list: readonly OwnInitiation[]): void {
  try {
    storage?.setItem(STORAGE_KEYS.ownInitiations, JSON.stringify(list));
  } catch {
    // Quota exceeded or storage disabled: only the resume after a reload is lost; the sign-in goes on.
  }
}

/** Keeps a code this browser just asked for. */
export function rememberOwnInitiation(
  storage: InitiationStorage | null,
  initiation: { readonly id: string; readonly mobileNo: string },
  now: number,
): void {
  write(storage, rememberInitiation(read(storage), initiation, now));
}

/** Drops a code with nothing left to resume (verified, locked or expired). */
export function forgetOwnInitiation(storage: InitiationStorage | null, id: string): void {
  const list = read(storage);
  const rest = forgetInitiation(list, id);
  if (rest.length !== list.length) write(storage, rest);
}

/** This browser's code for the countdown ARO-E1031 tells, or null when it asked for none (or an older one). */
export function ownInitiationFor(
  storage: InitiationStorage | null,
  sent: CodeAlreadySent,
  now: number,
): OwnInitiation | null {
  return resumableInitiation(read(storage), sent, now);
}
