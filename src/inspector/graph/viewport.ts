import type { Box, Point } from './layoutGraph';

/** Pan and zoom as plain arithmetic: graph point p appears on screen at p * scale + (x, y). */

export interface View {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

export const MIN_SCALE = 0.1;
export const MAX_SCALE = 3;
/** Below this the labels are too small to read: the first view then shows the active states instead. */
export const READABLE_SCALE = 0.55;
const MARGIN = 16;
/** The scale the active states are shown at when the whole graph would be too small to read. */
const FOCUS_SCALE = 0.8;

function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** The whole graph in the viewport, never enlarged past 1:1. */
export function fitView(content: Size, viewport: Size): View {
  if (viewport.width <= 0 || viewport.height <= 0 || content.width <= 0 || content.height <= 0)
    return { x: MARGIN, y: MARGIN, scale: 1 };
  const scale = clampScale(
    Math.min(1, (viewport.width - 2 * MARGIN) / content.width, (viewport.height - 2 * MARGIN) / content.height),
  );
  return { x: (viewport.width - content.width * scale) / 2, y: (viewport.height - content.height * scale) / 2, scale };
}

/** The box centred in the viewport at the given scale. */
export function centreView(box: Box, viewport: Size, scale: number): View {
  return {
    x: viewport.width / 2 - (box.x + box.width / 2) * scale,
    y: viewport.height / 2 - (box.y + box.height / 2) * scale,
    scale,
  };
}

/** Zoom by a factor keeping the graph point under `anchor` (screen coordinates) where it is. */
export function zoomView(view: View, factor: number, anchor: Point): View {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { x: anchor.x - (anchor.x - view.x) * ratio, y: anchor.y - (anchor.y - view.y) * ratio, scale };
}

export function panView(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** The box wholly on screen (unknown viewport size: assume it is). */
export function boxVisible(box: Box, view: View, viewport: Size): boolean {
  if (viewport.width <= 0 || viewport.height <= 0) return true;
  const left = box.x * view.scale + view.x;
  const top = box.y * view.scale + view.y;
  return (
    left >= 0 &&
    top >= 0 &&
    left + box.width * view.scale <= viewport.width &&
    top + box.height * view.scale <= viewport.height
  );
}

/** The smallest box around all the given boxes, or null. */
export function boundingBox(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The first view: everything if it is readable so, else the focus (the active states) at a readable scale. */
export function initialView(content: Size, viewport: Size, focus: Box | null): View {
  const fitted = fitView(content, viewport);
  if (fitted.scale >= READABLE_SCALE) return fitted;
  return focus === null ? { x: MARGIN, y: MARGIN, scale: FOCUS_SCALE } : centreView(focus, viewport, FOCUS_SCALE);
}
