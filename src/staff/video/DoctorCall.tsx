import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useClient } from 'urql';
import { CallView } from '../../video/call/CallView';
import { useReleaseTracks } from '../../lib/useReleaseTracks';
import { callLogic } from '../../video/callLogic';
import { callPhase } from '../../../machines/videoCall.select';

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
  // useMachine keeps the actor of the first render: the logic is made once.
  const [logic] = useState(() => callLogic(client));
  const [snapshot, send] = useMachine(logic, { input: { appointmentId, side: 'doctor' } });
  useReleaseTracks(snapshot.context.localStream);
  return (
    <CallView side="doctor" phase={callPhase(snapshot)} context={snapshot.context} send={send} onClose={onClose} />
  );
}
