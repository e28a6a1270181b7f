import { createContext, use } from 'react';
import type { ReconnectSignal } from '../lib/staffLogin/staffClient';
import type { StaffLogin, StaffLoginStore } from '../lib/staffLogin/staffLogin';

export interface StaffContextValue {
  /** The signed-in staff member and their token (the image viewer fetches blobs with it). */
  readonly login: StaffLogin;
  readonly store: StaffLoginStore;
  readonly reconnects: ReconnectSignal;
}

const StaffContext = createContext<StaffContextValue | null>(null);

export const StaffContextProvider = StaffContext.Provider;

/** The console's signed-in staff member; only used below the signed-in console. */
export function useStaff(): StaffContextValue {
  const value = use(StaffContext);
  if (value === null) throw new Error('useStaff is used outside the signed-in staff console.');
  return value;
}
