import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useClient } from 'urql';
import { videoCallMachine } from '../../../machines/videoCall.machine';
import { videoCallActors } from '../../video/actors';
import { CallView } from '../../video/call/CallView';
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
  // One provided machine per client: useMachine keeps the actor of the first render anyway.
  const logic = useMemo(() => videoCallMachine.provide({ actors: videoCallActors(client) }), [client]);
  const [snapshot, send] = useMachine(logic, { input: { appointmentId, side: 'doctor' } });
  return <CallView side="doctor" phase={callPhase(snapshot)} context={snapshot.context} send={send} onClose={onClose} />;
}
