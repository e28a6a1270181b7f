/**
 * The microphone level of the device check's meter (spec: a pre-call test the patient can see working): an
 * AnalyserNode on the stream, read once per animation frame.
 */

/** 0..1: the RMS of one frame of time-domain bytes (128 is silence), scaled so normal speech fills the meter. */
export function levelOf(samples: Uint8Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const byte of samples) {
    const centred = (byte - 128) / 128;
    sum += centred * centred;
  }
  return Math.min(1, Math.sqrt(sum / samples.length) * 4);
}

/** Calls onLevel with the stream's level each frame until the returned stop; a stream without audio reports nothing. */
export function watchMicrophoneLevel(stream: MediaStream, onLevel: (level: number) => void): () => void {
  // No audio, or no AudioContext (a test DOM, an old browser): the meter stays still, which is no reason to stop the call.
  if (
    typeof stream.getAudioTracks !== 'function' ||
    stream.getAudioTracks().length === 0 ||
    typeof AudioContext === 'undefined'
  )
    return () => undefined;
  let context: AudioContext;
  try {
    context = new AudioContext();
  } catch {
    return () => undefined;
  }
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  // Not connected to the destination: the patient must not hear themselves.
  source.connect(analyser);
  const samples = new Uint8Array(analyser.fftSize);
  let frame = 0;
  const read = (): void => {
    analyser.getByteTimeDomainData(samples);
    onLevel(levelOf(samples));
    frame = requestAnimationFrame(read);
  };
  frame = requestAnimationFrame(read);
  return () => {
    cancelAnimationFrame(frame);
    source.disconnect();
    void context.close();
  };
}
