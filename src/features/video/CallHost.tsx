import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useClient } from 'urql';
import { ClientGate } from '../../lib/client/ClientGate';
import { CallView } from './call/CallView';
import { useReleaseTracks } from '../../lib/useReleaseTracks';
import { MiniCallBar } from './call/MiniCallBar';
import { callPhase, isInCall, type CallPhase } from '../../../machines/videoCall.select';
import { callLogic } from './callLogic';

type CallRef = ActorRefFrom<ReturnType<typeof callLogic>>;
type CallSnapshot = SnapshotFrom<ReturnType<typeof callLogic>>;
const selectPhase = (snapshot: CallSnapshot): CallPhase => callPhase(snapshot);
const selectMinimised = (snapshot: CallSnapshot): boolean => snapshot.context.minimised;
const selectLocalStream = (snapshot: CallSnapshot): CallSnapshot['context']['localStream'] =>
  snapshot.context.localStream;
const selectContext = (snapshot: CallSnapshot): CallSnapshot['context'] => snapshot.context;
const selectElapsedSeconds = (snapshot: CallSnapshot): number => snapshot.context.elapsedSeconds;

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
  const actorRef = useActorRef(logic, { input: { appointmentId, side: 'patient' } });
  // The host reads only what places the call: the call's clock ticking renders the screen and the bar, not it.
  const phase = useSelector(actorRef, selectPhase);
  // The bar says 'Ongoing call': a call that ended or failed while minimised shows its screen again.
  const minimised = useSelector(actorRef, selectMinimised) && isInCall(phase);
  useEffect(() => onStatus({ phase, minimised }), [onStatus, phase, minimised]);
  useEffect(() => {
    if (restores > 0) actorRef.send({ type: 'RESTORE' });
  }, [restores, actorRef]);
  useReleaseTracks(useSelector(actorRef, selectLocalStream));
  return (
    <>
      <div className="call-overlay" hidden={minimised}>
        <CallScreen actorRef={actorRef} phase={phase} onClose={onClose} />
      </div>
      {minimised && miniSlot !== null ? createPortal(<MiniCall actorRef={actorRef} />, miniSlot) : null}
    </>
  );
}

/** The full call screen: every part of the call's context shows on it. */
function CallScreen({
  actorRef,
  phase,
  onClose,
}: {
  actorRef: CallRef;
  phase: CallPhase;
  onClose: () => void;
}): React.JSX.Element {
  const context = useSelector(actorRef, selectContext);
  return (
    <CallView side="patient" phase={phase} context={context} send={(event) => actorRef.send(event)} onClose={onClose} />
  );
}

/** The minimised bar: only the call's time. */
function MiniCall({ actorRef }: { actorRef: CallRef }): React.JSX.Element {
  const elapsedSeconds = useSelector(actorRef, selectElapsedSeconds);
  return <MiniCallBar elapsedSeconds={elapsedSeconds} onRestore={() => actorRef.send({ type: 'RESTORE' })} />;
}
