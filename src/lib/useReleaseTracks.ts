import { useEffect } from 'react';

/**
 * Stops the camera and microphone when the call screen goes (or the stream is replaced). The machine releases them
 * only when a call ends; closing at the device check or after a failure must not leave the camera light on.
 */
export function useReleaseTracks(stream: MediaStream | null): void {
  useEffect(() => {
    if (stream === null) return undefined;
    return () => {
      for (const track of stream.getTracks()) track.stop();
    };
  }, [stream]);
}
