import type { ParticipantStatus } from '../../../domain/videoCall';

/** server/schema.graphql `VideoCallHistoryEntry`. */
export interface VideoCallHistoryEntryView {
  readonly id: string;
  readonly type: string;
  readonly timestamp: string;
  readonly participantReference: string;
  readonly participantStatus: ParticipantStatus;
  readonly label: 'Doctor' | 'You';
  readonly data: string;
}

/** server/schema.graphql `VideoDeviceReport`. */
export interface VideoDeviceReportView {
  readonly timestamp: string;
  readonly participantReference: string;
  readonly camera: string;
  readonly microphone: string;
  readonly webrtc: boolean;
  readonly getUserMedia: boolean;
  readonly userAgent: string;
}

/** server/schema.graphql `VideoCommunication`. */
export interface VideoCommunicationView {
  readonly id: string;
  readonly appointmentId: string;
  readonly medium: string;
  readonly roomId: string;
  readonly practitionerStatus: ParticipantStatus | null;
  readonly patientStatus: ParticipantStatus | null;
  readonly history: VideoCallHistoryEntryView[];
  readonly patientDevice: VideoDeviceReportView | null;
}

/** server/schema.graphql `IceServer`. */
export interface IceServerView {
  readonly urls: readonly string[];
  readonly username?: string;
  readonly credential?: string;
}

/** server/schema.graphql `VideoCallJoin`. */
export interface VideoCallJoinView {
  readonly communication: VideoCommunicationView;
  readonly transport: 'twilio' | 'p2p';
  readonly iceServers: readonly IceServerView[];
  readonly side: string;
  readonly participantReference: string;
  readonly opensAt: string;
  readonly closesAt: string;
}
