import { useEffect, useState } from 'react';

/** How often the level is read: often enough to look alive, rarely enough to cost nothing. */
const SAMPLE_MS = 100;

/**
 * The microphone's level, 0 to 1, for the device check's meter: an AnalyserNode on the stream's audio, sampled
 * ten times a second. 0 without a stream, without audio tracks or where there is no AudioContext (a test DOM, an
 * old browser): the meter then just stays still, which is no reason to stop the call.
 */
export function useMicLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const AudioContextClass = typeof window === 'undefined' ? undefined : window.AudioContext;
    if (stream === null || AudioContextClass === undefined || typeof stream.getAudioTracks !== 'function' || stream.getAudioTracks().length === 0) {
      return undefined;
    }
    let audio: AudioContext;
    try {
      audio = new AudioContextClass();
    } catch {
      return undefined;
    }
    const analyser = audio.createAnalyser();
    analyser.fftSize = 256;
    const source = audio.createMediaStreamSource(stream);
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      // Peak distance from silence (128) in the window: a voice moves the bar, the room's hum barely does.
      let peak = 0;
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128));
      setLevel(Math.min(1, peak / 128));
    }, SAMPLE_MS);
    return () => {
      window.clearInterval(timer);
      source.disconnect();
      void audio.close();
      setLevel(0);
    };
  }, [stream]);
  return level;
}
