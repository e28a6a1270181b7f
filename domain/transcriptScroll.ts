/**
 * The chat transcript's scroll rule (issue 29 item 7): the newest bubble is always fully in view, also when
 * an image above it loads or it is a long reply, unless the patient scrolled up to read; then a 'new message'
 * control appears instead of moving the page under them. Measurements are in pixels, as the browser gives them.
 */

/** Within this many pixels of the end the reader counts as at the end of the conversation. */
export const FOLLOW_THRESHOLD_PX = 80;

/** Space kept above a bubble too tall for the view when its start is brought into view. */
export const NEWEST_ROW_MARGIN_PX = 8;

/** The scroller: how far it is scrolled, how tall its content is, and how tall the part on screen. */
export interface ScrollMetrics {
  readonly top: number;
  readonly height: number;
  readonly viewport: number;
}

export function atEnd(metrics: ScrollMetrics): boolean {
  return metrics.height - metrics.top - metrics.viewport <= FOLLOW_THRESHOLD_PX;
}

export interface FollowState {
  /** The reader follows the conversation: new bubbles are brought into view. */
  readonly following: boolean;
  /** The scroll position seen last. */
  readonly lastTop: number;
  /** Where the transcript itself last scrolled to (null: never): a scroll event there is its own. */
  readonly ownTop: number | null;
}

/**
 * Whether the reader follows after a scroll event. Only the reader moving up leaves the end: a scroll event
 * seen after the content grew (an image loaded, a bubble came) is not the reader's, though the end is then
 * further away. A scroll the transcript made itself changes nothing; reaching the end follows again.
 */
export function followsAfterScroll(state: FollowState, metrics: ScrollMetrics): boolean {
  if (atEnd(metrics)) return true;
  if (state.ownTop !== null && Math.abs(metrics.top - state.ownTop) < 1) return state.following;
  if (metrics.top < state.lastTop) return false;
  return state.following;
}

/** The newest row, measured from the top of the scroller's content. */
export interface RowBox {
  readonly top: number;
  readonly height: number;
}

/**
 * Where to scroll so the newest row is in view: the end, which shows it whole, when it fits; otherwise its
 * start (a long reply is read from its beginning, never cut in half at the top).
 */
export function newestRowScrollTop(metrics: Pick<ScrollMetrics, 'height' | 'viewport'>, row: RowBox | null): number {
  const end = Math.max(0, metrics.height - metrics.viewport);
  if (row === null || row.height + 2 * NEWEST_ROW_MARGIN_PX <= metrics.viewport) return end;
  return Math.min(end, Math.max(0, row.top - NEWEST_ROW_MARGIN_PX));
}
