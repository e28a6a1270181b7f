import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SayEvent } from '../../flows/chatProtocol';
import { TranscriptRows, type AnimatedRowComponent, type TranscriptInsert } from './TranscriptRows';

interface TranscriptProps {
  readonly bubbles: readonly SayEvent[];
  /**
   * Rows among the bubbles, in the same log: the agent chat's messages after the bubble it was handed over at
   * (src/chat/agent/), live or handed back. They keep a following reader at the end through the log's resize.
   */
  readonly inserts?: readonly TranscriptInsert[];
}

/** Within this many pixels of the end the reader counts as following the conversation. */
const FOLLOW_THRESHOLD_PX = 80;

/**
 * The conversation: a polite live region so screen readers announce each new bubble once, with the
 * speaker said out loud. New bubbles fade and slide in (fade only with reduced motion); bubbles
 * already there on the first render (a resumed conversation) appear without animation, and so do
 * bubbles that arrive before the animation code has loaded. Rows are never re-created when it loads:
 * a re-inserted row would be announced again (tests/e2e/keyboardBooking.e2e.ts counts announcements).
 */
export function Transcript({ bubbles, inserts = [] }: TranscriptProps): React.JSX.Element | null {
  // No log before the conversation has a first bubble: the log comes into the page with its first row, never
  // empty and then added to. A fresh conversation starts in a layout effect after React's first commit
  // (useConversation), so an empty log would take the greeting as an addition and announce it, though the
  // patient heard it already in the page index.html painted (src/firstPaint/), which this log replaces.
  if (bubbles.length === 0 && inserts.length === 0) return null;
  return <Log bubbles={bubbles} inserts={inserts} />;
}

function Log({ bubbles, inserts }: TranscriptProps): React.JSX.Element {
  const animatedRow = useAnimatedRowAfterFirstPaint();
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
    // The scroller is the named log and holds a real list, so each bubble keeps its list-item semantics
    // (role="log" on the <ol> itself replaced them). It scrolls, so it takes focus: a keyboard user can
    // scroll back through a transcript of plain text bubbles with no control in them (WCAG 2.1.1).
    <section
      ref={scroller}
      tabIndex={0}
      role="log"
      aria-label="Conversation"
      aria-live="polite"
      aria-relevant="additions"
      className="chat-transcript"
      onScroll={(event) => {
        const element = event.currentTarget;
        following.current = element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_THRESHOLD_PX;
      }}
    >
      {/* role="list" restated: WebKit drops the list semantics of a list styled with list-style: none. */}
      <ol className="chat-log" role="list">
        <TranscriptRows bubbles={bubbles} inserts={inserts} animatedRow={animatedRow} />
      </ol>
    </section>
  );
}

/**
 * The animated row, loaded after the first paint so the first bubble is drawn before any animation code is
 * requested; framer-motion loads on demand, and if it cannot (offline) bubbles keep appearing unanimated.
 */
function useAnimatedRowAfterFirstPaint(): AnimatedRowComponent | null {
  const [animatedRow, setAnimatedRow] = useState<AnimatedRowComponent | null>(null);
  useEffect(() => {
    let live = true;
    const frame = requestAnimationFrame(() => {
      import('./AnimatedRows').then(
        // The updater form: a component is itself a function, which setState would call.
        (module) => live && setAnimatedRow(() => module.default),
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, []);
  return animatedRow;
}
