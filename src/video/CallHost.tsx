import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useClient } from 'urql';
import { ClientGate } from '../lib/client/ClientGate';
import { CallView } from './call/CallView';
import { useReleaseTracks } from '../lib/useReleaseTracks';
import { MiniCallBar } from './call/MiniCallBar';
import { callPhase, isInCall, type CallPhase } from '../../machines/videoCall.select';
import { callLogic } from './callLogic';

export interface CallHostProps {
  readonly appointmentId: string;
  /** Where the minimised bar goes (above the bottom bars); null before the shell mounted it. */
  readonly miniSlot: HTMLElement | null;
  /** Grows with each Join made while this call is open: the call comes back full screen. */
  readonly restores: number;
  /** What the shell must know: the bottom bars hide while the call is connected full screen (spec 001 §2). */
  readonly onStatus: (status: { phase: CallPhase; minimised: boolean }) => void;
  readonly onClose: () => void;
}

/**
 * The patient's one call (lazy: CallProvider loads it on the first Join): runs the video-call machine for its
 * appointment while mounted, and shows it full screen, or as the small bar when minimised. The full screen stays
 * mounted (hidden) while minimised: its <video> elements keep playing the doctor's sound as the patient browses.
 */
export default function CallHost(props: CallHostProps): React.JSX.Element {
  // The call sits above the screens' ClientGate in the shell: it takes the app's client the same way.
  return (
    <ClientGate>
      <CallHostWithClient {...props} />
    </ClientGate>
  );
}

function CallHostWithClient({
  appointmentId,
  miniSlot,
  restores,
  onStatus,
  onClose,
}: CallHostProps): React.JSX.Element {
  const client = useClient();
  const [logic] = useState(() => callLogic(client));
  const [snapshot, send] = useMachine(logic, { input: { appointmentId, side: 'patient' } });
  const phase = callPhase(snapshot);
  const { context } = snapshot;
  // The bar says 'Ongoing call': a call that ended or failed while minimised shows its screen again.
  const minimised = context.minimised && isInCall(phase);
  useEffect(() => onStatus({ phase, minimised }), [onStatus, phase, minimised]);
  useEffect(() => {
    if (restores > 0) send({ type: 'RESTORE' });
  }, [restores, send]);
  useReleaseTracks(context.localStream);
  return (
    <>
      <div className="call-overlay" hidden={minimised}>
        <CallView side="patient" phase={phase} context={context} send={send} onClose={onClose} />
      </div>
      {minimised && miniSlot !== null
        ? createPortal(
            <MiniCallBar elapsedSeconds={context.elapsedSeconds} onRestore={() => send({ type: 'RESTORE' })} />,
            miniSlot,
          )
        : null}
    </>
  );
}
