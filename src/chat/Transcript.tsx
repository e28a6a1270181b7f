import { AnimatePresence, LazyMotion, m, useReducedMotion } from 'framer-motion';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { SayEvent } from '../../flows/chatProtocol';
import { BubbleContent } from './BubbleContent';
import { loadMotionFeatures, useMotionReady } from './motion';
import { SPEAKER_LABEL, sideOf } from './speakers';

interface TranscriptProps {
  readonly bubbles: readonly SayEvent[];
}

/** Within this many pixels of the end the reader counts as following the conversation. */
const FOLLOW_THRESHOLD_PX = 80;

/**
 * The conversation: a polite live region so screen readers announce each new bubble once, with the
 * speaker said out loud. New bubbles fade and slide in (fade only with reduced motion); bubbles
 * already there on the first render (a resumed conversation) appear without animation, and so do
 * bubbles that arrive before the animation code has loaded.
 */
export function Transcript({ bubbles }: TranscriptProps): React.JSX.Element {
  const reduceMotion = useReducedMotion() === true;
  const animate = useMotionReady();
  const scroller = useRef<HTMLElement>(null);
  const following = useRef(true);
  const newest = bubbles.at(-1);

  // Instant on purpose: the new bubble's own entry is the motion, and a smooth scroll's intermediate
  // positions would make the reader look as if they had scrolled away.
  const scrollToEnd = useCallback(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  // The patient's own reply always brings the end into view; others only if they were following.
  useLayoutEffect(() => {
    if (newest === undefined) return;
    if (following.current || newest.from === 'patient') scrollToEnd();
  }, [newest, scrollToEnd]);

  // Keep a following reader at the end when the view shrinks (more reply buttons, the on-screen
  // keyboard) or the content grows without a new bubble (an image loaded).
  useEffect(() => {
    const element = scroller.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current) scrollToEnd();
    });
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [scrollToEnd]);

  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <section
        ref={scroller}
        aria-label="Conversation"
        className="chat-transcript"
        onScroll={(event) => {
          const element = event.currentTarget;
          following.current = element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_THRESHOLD_PX;
        }}
      >
        <ol className="chat-log" role="log" aria-live="polite" aria-relevant="additions">
          <AnimatePresence initial={false}>
            {bubbles.map((bubble) => {
              const side = sideOf(bubble.from);
              return (
                <m.li
                  key={bubble.id}
                  className={`chat-row chat-row--${side} chat-row--${bubble.from}`}
                  data-side={side}
                  // Until the animation code is in, bubbles appear as they are (never stuck invisible).
                  initial={!animate ? false : reduceMotion ? { opacity: 0 } : { opacity: 0, y: 8, x: side === 'right' ? 12 : 0 }}
                  animate={{ opacity: 1, y: 0, x: 0 }}
                  transition={{ duration: reduceMotion ? 0.12 : 0.22, ease: [0.2, 0, 0, 1] }}
                >
                  <span className="chat-visually-hidden">{SPEAKER_LABEL[bubble.from]}</span>
                  <BubbleContent content={bubble.content} />
                </m.li>
              );
            })}
          </AnimatePresence>
        </ol>
      </section>
    </LazyMotion>
  );
}
