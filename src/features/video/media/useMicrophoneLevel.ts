import { useEffect, useState } from 'react';
import { watchMicrophoneLevel } from './microphoneLevel';

/** The level (0..1) of the stream's microphone for `<meter aria-label="Microphone level">`; 0 without a stream. */
export function useMicrophoneLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (stream === null) return undefined;
    const stop = watchMicrophoneLevel(stream, (next) => setLevel(Math.round(next * 20) / 20));
    return () => {
      stop();
      setLevel(0);
    };
  }, [stream]);
  return stream === null ? 0 : level;
}
