import { describe, expect, it } from 'vitest';
import { edgePath } from '../../../src/inspector/graph/edgePath';
import {
  MAX_SCALE,
  MIN_SCALE,
  boundingBox,
  boxVisible,
  centreView,
  fitView,
  initialView,
  zoomView,
} from '../../../src/inspector/graph/viewport';

const VIEWPORT = { width: 800, height: 600 };

describe('viewport', () => {
  it('fits a large graph inside the viewport, centred, and never enlarges a small one', () => {
    const large = fitView({ width: 1536, height: 600 }, VIEWPORT);
    expect(large.scale).toBeCloseTo(0.5);
    expect(large.x).toBeCloseTo(16);
    expect(large.y).toBeCloseTo((600 - 300) / 2);
    expect(fitView({ width: 200, height: 100 }, VIEWPORT)).toEqual({ x: 300, y: 250, scale: 1 });
  });

  it('keeps the point under the pointer in place when zooming, within the scale limits', () => {
    const view = zoomView({ x: 10, y: 20, scale: 1 }, 2, { x: 110, y: 220 });
    // Graph point (100, 200) was under the pointer and still is.
    expect(100 * view.scale + view.x).toBeCloseTo(110);
    expect(200 * view.scale + view.y).toBeCloseTo(220);
    expect(zoomView(view, 100, { x: 0, y: 0 }).scale).toBe(MAX_SCALE);
    expect(zoomView(view, 0.0001, { x: 0, y: 0 }).scale).toBe(MIN_SCALE);
  });

  it('centres a box and tells whether a box is on screen', () => {
    const box = { x: 1000, y: 900, width: 100, height: 40 };
    const view = centreView(box, VIEWPORT, 1);
    expect(1050 * view.scale + view.x).toBeCloseTo(400);
    expect(920 * view.scale + view.y).toBeCloseTo(300);
    expect(boxVisible(box, view, VIEWPORT)).toBe(true);
    expect(boxVisible(box, { x: 0, y: 0, scale: 1 }, VIEWPORT)).toBe(false);
  });

  it('starts with the whole graph when it is readable so, else with the active states', () => {
    expect(initialView({ width: 900, height: 500 }, VIEWPORT, null).scale).toBeCloseTo(768 / 900);
    const focus = { x: 2000, y: 3000, width: 120, height: 30 };
    const first = initialView({ width: 4000, height: 6000 }, VIEWPORT, focus);
    expect(first.scale).toBe(0.8);
    expect(boxVisible(focus, first, VIEWPORT)).toBe(true);
  });

  it('bounds several boxes', () => {
    expect(boundingBox([])).toBeNull();
    expect(
      boundingBox([
        { x: 10, y: 20, width: 5, height: 5 },
        { x: 0, y: 40, width: 30, height: 10 },
      ]),
    ).toEqual({ x: 0, y: 20, width: 30, height: 30 });
  });
});

describe('edgePath', () => {
  it('rounds bends and ends exactly on the last point', () => {
    expect(
      edgePath([
        { x: 0, y: 0 },
        { x: 0, y: 50 },
        { x: 40, y: 50 },
      ]),
    ).toBe('M0 0 L0 44 Q0 50 6 50 L40 50');
  });

  it('shrinks the rounding on short segments and draws nothing without points', () => {
    expect(
      edgePath([
        { x: 0, y: 0 },
        { x: 0, y: 4 },
        { x: 40, y: 4 },
      ]),
    ).toBe('M0 0 L0 2 Q0 4 2 4 L40 4');
    expect(edgePath([])).toBe('');
  });
});
