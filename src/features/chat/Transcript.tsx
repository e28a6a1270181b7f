import { t } from '../../../i18n/translate';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  atEnd,
  followsAfterScroll,
  newestRowScrollTop,
  type FollowState,
  type RowBox,
  type ScrollMetrics,
} from '../../../domain/transcriptScroll';
import type { SayEvent } from '../../../flows/chatProtocol';
import { TranscriptRows, type AnimatedRowComponent, type TranscriptInsert } from './TranscriptRows';

const NO_INSERTS: readonly TranscriptInsert[] = [];

interface TranscriptProps {
  readonly bubbles: readonly SayEvent[];
  /**
   * Rows among the bubbles, in the same log: the agent chat's messages after the bubble it was handed over at
   * (src/chat/agent/), live or handed back. They keep a following reader at the end through the log's resize.
   */
  readonly inserts?: readonly TranscriptInsert[];
}

/**
 * The conversation: a polite live region so screen readers announce each new bubble once, with the
 * speaker said out loud. New bubbles fade and slide in (fade only with reduced motion); bubbles
 * already there on the first render (a resumed conversation) appear without animation, and so do
 * bubbles that arrive before the animation code has loaded. Rows are never re-created when it loads:
 * a re-inserted row would be announced again (tests/e2e/keyboardBooking.e2e.ts counts announcements).
 */
export function Transcript({ bubbles, inserts = NO_INSERTS }: TranscriptProps): React.JSX.Element | null {
  // No log before the conversation has a first bubble: the log comes into the page with its first row, never
  // empty and then added to. A fresh conversation starts in a layout effect after React's first commit
  // (useConversation), so an empty log would take the greeting as an addition and announce it, though the
  // patient heard it already in the page index.html painted (src/firstPaint/), which this log replaces.
  if (bubbles.length === 0 && inserts.length === 0) return null;
  return <Log bubbles={bubbles} inserts={inserts} />;
}

function metricsOf(element: HTMLElement): ScrollMetrics {
  return { top: element.scrollTop, height: element.scrollHeight, viewport: element.clientHeight };
}

/** The log's last row: the newest bubble, or the agent chat's newest message. */
function newestRow(list: HTMLElement): HTMLElement | null {
  const last = list.lastElementChild;
  return last instanceof HTMLElement ? last : null;
}

/** A row's place in the scroller's content. */
function rowBox(scroller: HTMLElement, row: HTMLElement): RowBox {
  const rowRect = row.getBoundingClientRect();
  return { top: rowRect.top - scroller.getBoundingClientRect().top + scroller.scrollTop, height: rowRect.height };
}

/**
 * The scroll rule of domain/transcriptScroll.ts: a new row is brought into view (whole, or from its start when
 * taller than the view) and kept there as the content grows (images loading) or the view shrinks (reply
 * buttons, the on-screen keyboard), unless the reader scrolled up: then a new row only raises 'New message'.
 * The patient's own reply always brings the end into view. Rows are watched in the DOM, so the agent chat's
 * messages (its own components, src/chat/agent/) follow the same rule as the assistant's bubbles.
 */
function useFollowNewest(): {
  readonly scroller: React.RefObject<HTMLElement | null>;
  readonly list: React.RefObject<HTMLOListElement | null>;
  readonly newMessage: boolean;
  readonly onScroll: () => void;
  readonly showNewest: () => void;
} {
  const scroller = useRef<HTMLElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const follow = useRef<FollowState>({ following: true, lastTop: 0, ownTop: null });
  const [newMessage, setNewMessage] = useState(false);

  // Instant on purpose: the new bubble's own entry is the motion, and a smooth scroll's intermediate
  // positions would be read as the reader scrolling.
  const scrollToNewest = useCallback(() => {
    const element = scroller.current;
    const rows = list.current;
    if (element === null || rows === null) return;
    const newest = newestRow(rows);
    element.scrollTop = newestRowScrollTop(metricsOf(element), newest === null ? null : rowBox(element, newest));
    follow.current = { following: true, lastTop: element.scrollTop, ownTop: element.scrollTop };
  }, []);

  const showNewest = useCallback(() => {
    scrollToNewest();
    setNewMessage(false);
  }, [scrollToNewest]);

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (element === null) return;
    const metrics = metricsOf(element);
    follow.current = {
      ...follow.current,
      following: followsAfterScroll(follow.current, metrics),
      lastTop: metrics.top,
    };
    if (atEnd(metrics)) setNewMessage(false);
  }, []);

  // A resumed conversation opens at its newest bubble.
  useLayoutEffect(() => scrollToNewest(), [scrollToNewest]);

  useEffect(() => {
    const element = scroller.current;
    const rows = list.current;
    if (element === null || rows === null) return;
    let newest = newestRow(rows);
    // A new last row: the reader's own reply, or one they follow, comes into view; else 'New message'.
    const mutations = new MutationObserver(() => {
      const now = newestRow(rows);
      if (now === newest) return;
      newest = now;
      if (now?.dataset.side === 'right' || follow.current.following) showNewest();
      else setNewMessage(true);
    });
    mutations.observe(rows, { childList: true });
    // The content grew without a new row (an image loaded) or the view shrank: a following reader stays with it.
    const resizes =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (follow.current.following) scrollToNewest();
          });
    resizes?.observe(element);
    resizes?.observe(rows);
    return () => {
      mutations.disconnect();
      resizes?.disconnect();
    };
  }, [scrollToNewest, showNewest]);

  return { scroller, list, newMessage, onScroll, showNewest };
}

function Log({ bubbles, inserts }: TranscriptProps): React.JSX.Element {
  const animatedRow = useAnimatedRowAfterFirstPaint();
  const { scroller, list, newMessage, onScroll, showNewest } = useFollowNewest();

  return (
    <>
      {/* The scroller is the named log and holds a real list, so each bubble keeps its list-item semantics
          (role="log" on the <ol> itself replaced them). It scrolls, so it takes focus: a keyboard user can
          scroll back through a transcript of plain text bubbles with no control in them (WCAG 2.1.1). */}
      <section
        ref={scroller}
        tabIndex={0}
        role="log"
        aria-label={t('first.conversation')}
        aria-live="polite"
        aria-relevant="additions"
        className="chat-transcript"
        onScroll={onScroll}
      >
        {/* role="list" restated: WebKit drops the list semantics of a list styled with list-style: none. */}
        <ol ref={list} className="chat-log" role="list">
          <TranscriptRows bubbles={bubbles} inserts={inserts} animatedRow={animatedRow} />
        </ol>
      </section>
      {/* Outside the log, so it is never announced as part of the conversation (which announces the bubble). */}
      {newMessage && (
        <div className="chat-new-message">
          <button
            type="button"
            className="chat-new-message__button"
            onClick={() => {
              showNewest();
              // The button goes: the keyboard goes on from the conversation.
              scroller.current?.focus({ preventScroll: true });
            }}
          >
            <span aria-hidden="true">↓ </span>
            {t('first.newMessage')}
          </button>
        </div>
      )}
    </>
  );
}

/** The control's name (our wording: the issue calls it a 'new message' pill). */

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
