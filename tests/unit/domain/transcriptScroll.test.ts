import { describe, expect, it } from 'vitest';
import {
  FOLLOW_THRESHOLD_PX,
  NEWEST_ROW_MARGIN_PX,
  atEnd,
  followsAfterScroll,
  newestRowScrollTop,
  type FollowState,
  type ScrollMetrics,
} from '../../../domain/transcriptScroll';

/** A 584 px view (a 390 × 844 phone's transcript) over `height` px of conversation, scrolled to `top`. */
const view = (top: number, height: number): ScrollMetrics => ({ top, height, viewport: 584 });

describe('transcript scroll: who follows the conversation (issue 29 item 7)', () => {
  const cases: readonly {
    readonly name: string;
    readonly state: FollowState;
    readonly metrics: ScrollMetrics;
    readonly follows: boolean;
  }[] = [
    {
      name: 'at the end',
      state: { following: false, lastTop: 0, ownTop: null },
      metrics: view(416, 1000),
      follows: true,
    },
    {
      name: `within ${FOLLOW_THRESHOLD_PX} px of the end`,
      state: { following: false, lastTop: 0, ownTop: null },
      metrics: view(416 - FOLLOW_THRESHOLD_PX, 1000),
      follows: true,
    },
    {
      name: 'the reader scrolled up',
      state: { following: true, lastTop: 416, ownTop: 416 },
      metrics: view(200, 1000),
      follows: false,
    },
    // The photo above 'Do you have more photos?' loaded (400 px more) between the transcript's scroll and its event.
    {
      name: 'the content grew before the event of its own scroll arrived',
      state: { following: true, lastTop: 416, ownTop: 416 },
      metrics: view(416, 1400),
      follows: true,
    },
    {
      name: 'the content grew under a reader who had not moved',
      state: { following: true, lastTop: 416, ownTop: null },
      metrics: view(416, 1400),
      follows: true,
    },
    // A long staff reply shown from its start: not the end, and still following.
    {
      name: 'its own scroll to the start of a tall bubble',
      state: { following: true, lastTop: 416, ownTop: 700 },
      metrics: view(700, 2000),
      follows: true,
    },
    {
      name: 'a reader further up scrolling down, not yet at the end',
      state: { following: false, lastTop: 100, ownTop: 416 },
      metrics: view(300, 1400),
      follows: false,
    },
    {
      name: 'a reader further up coming back to where the transcript last scrolled',
      state: { following: false, lastTop: 100, ownTop: 416 },
      metrics: view(416, 1400),
      follows: false,
    },
  ];
  for (const { name, state, metrics, follows } of cases) {
    it(`${follows ? 'follows' : 'does not follow'}: ${name}`, () => {
      expect(followsAfterScroll(state, metrics)).toBe(follows);
    });
  }

  it('knows the end', () => {
    expect(atEnd(view(416, 1000))).toBe(true);
    expect(atEnd(view(300, 1000))).toBe(false);
  });
});

describe('transcript scroll: where the newest bubble is shown', () => {
  it('shows a bubble that fits at the end, whole', () => {
    expect(newestRowScrollTop({ height: 1400, viewport: 584 }, { top: 1100, height: 280 })).toBe(816);
    expect(newestRowScrollTop({ height: 400, viewport: 584 }, { top: 300, height: 80 })).toBe(0);
    expect(newestRowScrollTop({ height: 1400, viewport: 584 }, null)).toBe(816);
  });

  it('shows a bubble taller than the view from its start, never cut at the top', () => {
    expect(newestRowScrollTop({ height: 3000, viewport: 584 }, { top: 1900, height: 1080 })).toBe(
      1900 - NEWEST_ROW_MARGIN_PX,
    );
    // Never past the end.
    expect(newestRowScrollTop({ height: 1000, viewport: 584 }, { top: 990, height: 700 })).toBe(416);
  });
});
