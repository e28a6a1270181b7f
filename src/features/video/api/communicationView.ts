import type { CallHistoryItem, CommunicationView } from '../../../../machines/videoCall.types';
import { readFragment, type FragmentOf } from '../../../lib/graphql/graphql';
import { VideoCommunicationFields } from '../graphql';

/** The communication as the machine keeps it (COMMUNICATION): both statuses and the history, oldest first. */
export function toCommunicationView(masked: FragmentOf<typeof VideoCommunicationFields>): CommunicationView {
  const communication = readFragment(VideoCommunicationFields, masked);
  const history: CallHistoryItem[] = communication.history.map((entry) => ({
    id: entry.id,
    // Doctor or You, labelled by the server with domain/videoCall.ts participantLabel (spec 001 §3).
    label: entry.label,
    participantStatus: entry.participantStatus,
    timestamp: entry.timestamp,
  }));
  return {
    practitionerStatus: communication.practitionerStatus ?? null,
    patientStatus: communication.patientStatus ?? null,
    history,
  };
}
