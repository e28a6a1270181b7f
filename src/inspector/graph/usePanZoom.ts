import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { panView, zoomView, type Size, type View } from './viewport';

/**
 * Drag to pan, wheel to zoom around the pointer, arrow keys, +/− and 0 (reset) on the focused canvas.
 * Until the user moves it the view is the caller's default for the measured viewport, so the first
 * view (fit, or the active states) keeps applying as the viewport is measured and resized.
 */

const DRAG_THRESHOLD = 3;
const KEY_PAN = 48;
export const ZOOM_STEP = 1.25;

export interface PanZoom {
  /** The view on screen: the user's, or the default for the measured viewport. */
  readonly view: View;
  readonly viewport: Size;
  /** Set a view; null goes back to the default. */
  readonly setView: (view: View | null) => void;
  /** Zoom around the viewport's centre. */
  readonly zoomBy: (factor: number) => void;
  /** Attach to the element the graph is drawn in. */
  readonly bind: {
    readonly ref: (element: HTMLDivElement | null) => void;
    readonly onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
    readonly onPointerMove: (event: PointerEvent<HTMLDivElement>) => void;
    readonly onPointerUp: (event: PointerEvent<HTMLDivElement>) => void;
    readonly onPointerCancel: (event: PointerEvent<HTMLDivElement>) => void;
    readonly onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  };
}

interface Drag {
  readonly pointerId: number;
  readonly startX: number;
  readonly startY: number;
  lastX: number;
  lastY: number;
  moving: boolean;
}

export function usePanZoom(defaultView: (viewport: Size) => View): PanZoom {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [viewport, setViewport] = useState<Size>({ width: 0, height: 0 });
  const [userView, setUserView] = useState<View | null>(null);
  const drag = useRef<Drag | null>(null);
  // Measured as the element mounts (before the first paint), so the first view is already the right one.
  const attach = useCallback((next: HTMLDivElement | null) => {
    setElement(next);
    if (next !== null) {
      const rect = next.getBoundingClientRect();
      setViewport({ width: rect.width, height: rect.height });
    }
  }, []);
  const current = userView ?? defaultView(viewport);
  // The wheel listener is registered once per element; it reads the view on screen from here.
  const currentRef = useRef(current);

  useEffect(() => {
    currentRef.current = current;
  }, [current]);

  useEffect(() => {
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setViewport({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  useEffect(() => {
    if (element === null) return;
    // React's wheel listener is passive; zooming must stop the page from scrolling.
    const onWheel = (event: WheelEvent): void => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.0015));
      setUserView(zoomView(currentRef.current, factor, { x: event.clientX - rect.left, y: event.clientY - rect.top }));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [element]);

  const endDrag = (event: PointerEvent<HTMLDivElement>): void => {
    if (drag.current?.pointerId !== event.pointerId) return;
    if (drag.current.moving && event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    drag.current = null;
  };

  const centre = { x: viewport.width / 2, y: viewport.height / 2 };
  const zoomBy = (factor: number): void => setUserView(zoomView(current, factor, centre));

  return {
    view: current,
    viewport,
    setView: setUserView,
    zoomBy,
    bind: {
      ref: attach,
      onPointerDown: (event) => {
        if (event.button !== 0) return;
        drag.current = {
          pointerId: event.pointerId,
          startX: event.clientX,
          startY: event.clientY,
          lastX: event.clientX,
          lastY: event.clientY,
          moving: false,
        };
      },
      onPointerMove: (event) => {
        const active = drag.current;
        if (active?.pointerId !== event.pointerId) return;
        if (!active.moving) {
          // A click on an edge label must stay a click: capture only once the pointer really moves.
          if (Math.hypot(event.clientX - active.startX, event.clientY - active.startY) < DRAG_THRESHOLD) return;
          active.moving = true;
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        const dx = event.clientX - active.lastX;
        const dy = event.clientY - active.lastY;
        active.lastX = event.clientX;
        active.lastY = event.clientY;
        setUserView((previous) => panView(previous ?? currentRef.current, dx, dy));
      },
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
      onKeyDown: (event) => {
        const next: Record<string, () => void> = {
          ArrowLeft: () => setUserView(panView(current, KEY_PAN, 0)),
          ArrowRight: () => setUserView(panView(current, -KEY_PAN, 0)),
          ArrowUp: () => setUserView(panView(current, 0, KEY_PAN)),
          ArrowDown: () => setUserView(panView(current, 0, -KEY_PAN)),
          '+': () => zoomBy(ZOOM_STEP),
          '=': () => zoomBy(ZOOM_STEP),
          '-': () => zoomBy(1 / ZOOM_STEP),
          '0': () => setUserView(null),
        };
        const action = next[event.key];
        if (action === undefined) return;
        event.preventDefault();
        action();
      },
    },
  };
}
