/**
 * Sizes shared by the layout and the drawing. The graph is set in a monospace font (graph.css) so
 * text width is known without measuring: layout runs before anything is drawn, and in Node for tests.
 */
/** Advance width of a monospace glyph, as a fraction of the font size. */
const CHAR_WIDTH_EM = 0.62;

export const NAME_FONT_SIZE = 13;
export const LINE_FONT_SIZE = 11;
export const LABEL_FONT_SIZE = 11;

export const NAME_HEIGHT = 24;
export const LINE_HEIGHT = 16;
export const PAD_X = 10;
export const PAD_BOTTOM = 8;
/** Inset of a final state's inner border. */
export const FINAL_INSET = 4;
export const HISTORY_SIZE = 30;
export const INITIAL_DOT = 10;
export const MIN_STATE_WIDTH = 84;
export const LABEL_PAD_X = 4;
export const LABEL_LINE_HEIGHT = 14;
/** Space kept before every state name for the active marker, so highlighting never changes the layout. */
export const ACTIVE_MARKER = '● ';

export function textWidth(text: string, fontSize: number): number {
  // State keys and event types are ASCII identifiers: one UTF-16 unit per glyph.
  return text.length * fontSize * CHAR_WIDTH_EM;
}

/** A state's name as drawn (without the active marker): parallel states say so in words. */
export function stateName(key: string, type: string): string {
  return type === 'parallel' ? `${key} (parallel)` : key;
}
