/**
 * Session-storage keys of the staff console, apart from the patient's (domain/storageKeys.ts) so a
 * staff login never mixes with a patient's in the same browser. Session storage: a shift ends with the tab.
 */
export const STAFF_STORAGE_KEYS = {
  login: 'carechat.staff.login',
} as const;
