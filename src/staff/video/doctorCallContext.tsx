import { createContext, use, useCallback, useMemo, useState } from 'react';

/** The call the doctor holds, if any: one at a time, kept above the tabs so it goes on while the doctor looks at Sessions. */
interface ActiveCall {
  readonly appointmentId: string;
  /** 'Token 3, Kamal Silva': whom the call is with, for its heading. */
  readonly title: string;
}

export interface DoctorCallValue {
  readonly active: ActiveCall | null;
  readonly start: (call: ActiveCall) => void;
  /** Drops the call (its Close or Cancel). */
  readonly close: () => void;
  /** Counts closed calls: the desk asks again after each (the statuses and the history changed). */
  readonly closedCalls: number;
}

const DoctorCallContext = createContext<DoctorCallValue | null>(null);

export function DoctorCallProvider({ children }: { children: React.ReactNode }): React.JSX.Element {
  const [active, setActive] = useState<ActiveCall | null>(null);
  const [closedCalls, setClosedCalls] = useState(0);
  // A second Start while a call is up is ignored: the machine of the first call must end it (it tells the patient).
  const start = useCallback((call: ActiveCall) => setActive((current) => current ?? call), []);
  const close = useCallback(() => {
    setActive(null);
    setClosedCalls((count) => count + 1);
  }, []);
  const value = useMemo(() => ({ active, start, close, closedCalls }), [active, start, close, closedCalls]);
  return <DoctorCallContext value={value}>{children}</DoctorCallContext>;
}

export function useDoctorCall(): DoctorCallValue {
  const value = use(DoctorCallContext);
  if (value === null) throw new Error('useDoctorCall is used outside the doctor console.');
  return value;
}
