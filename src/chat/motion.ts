import { useEffect, useState } from 'react';
import type { domAnimation } from 'framer-motion';

type MotionFeatures = typeof domAnimation;

let features: Promise<MotionFeatures> | null = null;

/**
 * framer-motion's animation features, loaded after the first bubble is on screen so the chat's
 * initial JS stays small. If they cannot load (offline), the promise never settles and bubbles simply
 * appear without animation.
 */
export function loadMotionFeatures(): Promise<MotionFeatures> {
  features ??= import('./motionFeatures').then(
    (module) => module.default,
    () => new Promise<never>(() => undefined),
  );
  return features;
}

/** True once the features are in: only then may bubbles start from an invisible `initial` state. */
export function useMotionReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void loadMotionFeatures().then(() => {
      if (mounted) setReady(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return ready;
}
