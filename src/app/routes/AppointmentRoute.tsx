import { useClient } from 'urql';
import { AppointmentScreen, type AppointmentScreenProps } from '../../features/appointment/view/AppointmentScreen';
import { appointmentViewActors } from '../../features/booking/api/bookingActors';
import { DocumentsBlock } from '../../features/documents/DocumentsBlock';
import type { RelationshipActors } from '../../features/profiles/api/relationshipActors';
import { CallHistory } from '../../features/video/CallHistory';
import { useCall } from '../../features/video/CallProvider';
import { VideoConsultationBlock } from '../../features/video/VideoConsultationBlock';
import { relationshipPrompt } from './relationshipPrompt';

export interface AppointmentRouteProps extends Partial<Pick<AppointmentScreenProps, 'actors'>> {
  /** The relationship modal's actors; the GraphQL ones by default (component tests pass fakes). */
  readonly relationshipActors?: RelationshipActors;
}

/**
 * /view/appointment: the appointment's page with the parts of other features it shows (the video consultation and
 * its calls' history, the visit's documents, the relationship modal) and the booking's reads of the appointment.
 */
export function AppointmentRoute({ actors, relationshipActors }: AppointmentRouteProps): React.JSX.Element {
  const client = useClient();
  const call = useCall();
  return (
    <AppointmentScreen
      actors={actors ?? appointmentViewActors(client)}
      slots={{
        startCall: (appointmentId) => call?.startCall(appointmentId),
        videoConsultation: (props) => <VideoConsultationBlock {...props} />,
        callHistory: (history) => <CallHistory history={history} />,
        documents: (props) => <DocumentsBlock {...props} />,
        relationshipPrompt: relationshipPrompt(relationshipActors),
      }}
    />
  );
}
