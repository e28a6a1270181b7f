import type { PermissionAnswer } from '../../../../domain/videoCall';
import type { OpenedDevices } from '../../../../machines/videoCall.types';

/**
 * Camera and microphone for the device check, then sent as they are into the call. 640×480 is ideal, not
 * required: the remote view is 480 px wide at most (spec 001 §9), and a phone on a slow network sends less.
 */
const CALL_MEDIA_CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
  audio: { echoCancellation: true, noiseSuppression: true },
};

/**
 * Opens the devices (the machine's openDevices actor). Rejects with getUserMedia's own DOMException: the machine
 * reads its name (NotAllowedError → the permission prompt; others → the device error).
 */
export async function openDevices(
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> = navigator.mediaDevices,
): Promise<OpenedDevices> {
  const stream = await mediaDevices.getUserMedia(CALL_MEDIA_CONSTRAINTS);
  return { stream, permissions: permissionsOf(stream) };
}

/** A stream holding a live track of a kind is that permission granted; no track of it means we were not given it. */
export function permissionsOf(
  stream: Pick<MediaStream, 'getAudioTracks' | 'getVideoTracks'>,
): OpenedDevices['permissions'] {
  const live = (tracks: readonly MediaStreamTrack[]): PermissionAnswer =>
    tracks.some((track) => track.readyState === 'live') ? 'granted' : 'prompt';
  return { camera: live(stream.getVideoTracks()), microphone: live(stream.getAudioTracks()) };
}

/**
 * The permissions as the browser states them, for the report after a refusal (Firefox knows no 'camera'
 * permission name: unknown stays 'prompt').
 */
export async function queryPermissions(
  permissions: Pick<Permissions, 'query'> | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.permissions,
): Promise<OpenedDevices['permissions']> {
  const ask = async (name: string): Promise<PermissionAnswer> => {
    if (permissions === undefined) return 'prompt';
    try {
      const status = await permissions.query({ name: name as PermissionName });
      return status.state;
    } catch {
      return 'prompt';
    }
  };
  const [camera, microphone] = await Promise.all([ask('camera'), ask('microphone')]);
  return { camera, microphone };
}
