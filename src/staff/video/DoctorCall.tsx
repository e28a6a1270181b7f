import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useState } from 'react';
import { useClient } from 'urql';
import { CallView } from '../../features/video/call/CallView';
import { useReleaseTracks } from '../../lib/useReleaseTracks';
import { callLogic } from '../../features/video/callLogic';
import { callPhase, type CallPhase } from '../../../machines/videoCall.select';

type CallSnapshot = SnapshotFrom<ReturnType<typeof callLogic>>;
const selectPhase = (snapshot: CallSnapshot): CallPhase => callPhase(snapshot);
const selectContext = (snapshot: CallSnapshot): CallSnapshot['context'] => snapshot.context;

export interface DoctorCallProps {
  readonly appointmentId: string;
  readonly onClose: () => void;
}

/**
 * The doctor's side of one appointment's call: the same machine and screen as the patient's, over the console's
 * client (the staff token makes the server see the session's doctor). Loaded lazily: the front desk never loads
 * the call code. Unmounting stops the machine, which leaves the call.
 */
export default function DoctorCall({ appointmentId, onClose }: DoctorCallProps): React.JSX.Element {
  const client = useClient();
  // useActorRef keeps the actor of the first render: the logic is made once.
  const [logic] = useState(() => callLogic(client));
  const actorRef = useActorRef(logic, { input: { appointmentId, side: 'doctor' } });
  // The whole screen shows the context: it renders when the phase or the context changes, not on other snapshots.
  const phase = useSelector(actorRef, selectPhase);
  const context = useSelector(actorRef, selectContext);
  useReleaseTracks(context.localStream);
  return (
    <CallView side="doctor" phase={phase} context={context} send={(event) => actorRef.send(event)} onClose={onClose} />
  );
}
