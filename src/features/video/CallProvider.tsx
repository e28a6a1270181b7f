import './call/footer.css';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { CallPhase } from '../../../machines/videoCall.select';

/** The call UI and the machine load on the first Join only (docs/PERFORMANCE.md: the chat home's first JS). */
const CallHost = lazy(() => import('./CallHost'));

export interface CallControl {
  /** Opens the call of this appointment (or brings back the one already open). */
  readonly startCall: (appointmentId: string) => void;
  /** The appointment whose call is open, null when none. */
  readonly appointmentId: string | null;
  /** The bottom bars hide while the call is connected full screen (spec 001 §2). */
  readonly hidesBottomBars: boolean;
  /** The shell's place for the minimised call's bar, just above the bottom bars. */
  readonly setMiniSlot: (element: HTMLElement | null) => void;
}

const CallContext = createContext<CallControl | null>(null);

/** The app's call, or null outside a CallProvider (component tests of single screens and bars). */
export function useCall(): CallControl | null {
  return useContext(CallContext);
}

interface OpenCall {
  readonly appointmentId: string;
  /** A new Join of a closed call starts a new machine. */
  readonly key: number;
  /** Counts the Joins made while it was open: each brings the call back from its minimised bar. */
  readonly restores: number;
}

/**
 * One video call for the whole app (issue 18): the patient joins from the appointment view and the call goes on
 * while they browse (minimised), so its actor lives here, above the routes, not in a screen. This module stays small;
 * the machine, its actors and the call screen arrive with CallHost.
 */
export function CallProvider({ children }: { children: ReactNode }): React.JSX.Element {
  const [call, setCall] = useState<OpenCall | null>(null);
  const [status, setStatus] = useState<{ phase: CallPhase; minimised: boolean } | null>(null);
  const [miniSlot, setMiniSlot] = useState<HTMLElement | null>(null);
  const startCall = useCallback((appointmentId: string) => {
    // A call already open stays the one call: its own screen offers Back to call.
    setCall((open) =>
      open === null ? { appointmentId, key: Date.now(), restores: 0 } : { ...open, restores: open.restores + 1 },
    );
  }, []);
  const close = useCallback(() => {
    setCall(null);
    setStatus(null);
  }, []);
  const hidesBottomBars = status !== null && status.phase === 'connected' && !status.minimised;
  const control = useMemo<CallControl>(
    () => ({ startCall, appointmentId: call?.appointmentId ?? null, hidesBottomBars, setMiniSlot }),
    [startCall, call, hidesBottomBars],
  );
  return (
    <CallContext.Provider value={control}>
      {children}
      {call === null ? null : (
        <Suspense fallback={null}>
          <CallHost
            key={call.key}
            appointmentId={call.appointmentId}
            miniSlot={miniSlot}
            restores={call.restores}
            onStatus={setStatus}
            onClose={close}
          />
        </Suspense>
      )}
    </CallContext.Provider>
  );
}

/** Where the minimised call's bar appears: the shell puts it just above the bottom bars. */
export function MiniCallSlot(): React.JSX.Element {
  const call = useCall();
  return <div className="mini-call-slot" ref={call?.setMiniSlot} />;
}
