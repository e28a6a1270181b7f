import { useCallback } from 'react';

export interface StreamVideoProps {
  readonly stream: MediaStream | null;
  /** The accessible name ('Your camera', "Doctor's video"...). */
  readonly label: string;
  /** The self view and the preview are muted (no echo); the other side's video plays its sound. */
  readonly muted: boolean;
  readonly className: string;
}

/**
 * A <video> showing a MediaStream. srcObject is a property, not an attribute, so it is set from a ref callback
 * (rendering, not logic); it is set only when it changes so the picture does not restart on each render. In a test
 * DOM (jsdom has no MediaStream) the fake object is stored the same way and nothing plays.
 */
export function StreamVideo({ stream, label, muted, className }: StreamVideoProps): React.JSX.Element {
  const attach = useCallback(
    (video: HTMLVideoElement | null) => {
      if (video === null || video.srcObject === stream) return;
      video.srcObject = stream;
    },
    [stream],
  );
  return <video ref={attach} className={className} aria-label={label} autoPlay playsInline muted={muted} />;
}
