import { useEffect, useMemo, useState } from 'react';
import { createReplay, type ReplayFrame } from '../../flows/trace/replay';
import type { Trace } from '../../flows/trace/trace';

/** Long waits (a 60 s resend countdown) are shortened when playing, so a replay never seems stuck. */
const MAX_PLAY_GAP_MS = 3000;
/** Fast enough to watch, slow enough to see each state. */
const MIN_PLAY_STEP_MS = 120;

export const SPEEDS = [0.5, 1, 2, 4, 8] as const;
export type Speed = (typeof SPEEDS)[number];

type FrameResult =
  { readonly frame: ReplayFrame; readonly error?: undefined } | { readonly frame?: undefined; readonly error: string };

export interface ReplayControls {
  /** Steps in the trace; frames run from 0 (before the first step) to length (after the last). */
  readonly length: number;
  readonly index: number;
  readonly shown: FrameResult;
  readonly playing: boolean;
  readonly speed: Speed;
  readonly goTo: (index: number) => void;
  readonly play: () => void;
  readonly pause: () => void;
  readonly setSpeed: (speed: Speed) => void;
}

/** How long to wait before applying the next step when playing: the recorded gap, scaled. */
function playDelay(trace: Trace, index: number, speed: Speed): number {
  const next = trace.steps[index];
  if (next === undefined) return MIN_PLAY_STEP_MS;
  const gap = next.at - (trace.steps[index - 1]?.at ?? 0);
  return Math.max(MIN_PLAY_STEP_MS, Math.min(gap, MAX_PLAY_GAP_MS) / speed);
}

/**
 * A trace replayed against the real machines: the frame at any step (the replay re-runs from the
 * start to go back), stepping, jumping and playing at a speed. Key the caller by trace.
 */
export function useReplay(trace: Trace): ReplayControls {
  const replay = useMemo(() => createReplay(trace), [trace]);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>(1);

  const shown = useMemo((): FrameResult => {
    try {
      return { frame: replay.frame(index) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [replay, index]);

  const atEnd = index >= replay.length;
  const running = playing && !atEnd && shown.error === undefined;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((i) => Math.min(i + 1, replay.length)), playDelay(trace, index, speed));
    return () => clearTimeout(timer);
  }, [running, index, speed, trace, replay]);

  return {
    length: replay.length,
    index,
    shown,
    playing: running,
    speed,
    goTo: (next) => {
      setPlaying(false);
      setIndex(Math.max(0, Math.min(next, replay.length)));
    },
    play: () => {
      if (atEnd) setIndex(0);
      setPlaying(true);
    },
    pause: () => setPlaying(false),
    setSpeed,
  };
}
