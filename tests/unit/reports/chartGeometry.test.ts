import { describe, expect, it } from 'vitest';
import {
  bandRects,
  linePath,
  linearScale,
  markerPath,
  niceStep,
  plotArea,
  timeDomain,
  timeTicks,
  valueDomain,
  valueTicks,
  type ChartSize,
} from '../../../src/features/reports/graph/chartGeometry';

const SIZE: ChartSize = { width: 200, height: 120, margin: { top: 10, right: 10, bottom: 10, left: 10 } };
const area = plotArea(SIZE);
const DAY = 86_400_000;

describe('scales', () => {
  it('gives the plot area inside the margins', () => {
    expect(area).toEqual({ left: 10, right: 190, top: 10, bottom: 110 });
  });

  it('maps a domain linearly onto a range, either way round', () => {
    const x = linearScale([0, 10], [10, 190]);
    expect(x.map(0)).toBe(10);
    expect(x.map(5)).toBe(100);
    expect(x.map(10)).toBe(190);
    const y = linearScale([0, 100], [110, 10]);
    expect(y.map(0)).toBe(110);
    expect(y.map(25)).toBe(85);
  });

  it('puts everything in the middle when the domain has no width (one result)', () => {
    expect(linearScale([5, 5], [10, 190]).map(5)).toBe(100);
  });

  it('picks steps of 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(10, 5)).toBe(2);
    expect(niceStep(7, 5)).toBe(2);
    expect(niceStep(1, 5)).toBe(0.2);
    expect(niceStep(230, 5)).toBe(50);
    expect(niceStep(0.03, 5)).toBeCloseTo(0.01);
    expect(niceStep(0, 5)).toBe(1);
  });
});

describe('the value axis', () => {
  it('spans the values and the band, in whole steps', () => {
    expect(valueDomain([13.2, 11.0, 14.1], [{ time: 0, low: 12, high: 16 }])).toEqual({ domain: [11, 16], step: 1 });
  });

  it('includes a band far from the values so the normal range shows', () => {
    const { domain } = valueDomain([5.1, 5.4], [{ time: 0, low: null, high: 7 }]);
    expect(domain[0]).toBeLessThanOrEqual(5.1);
    expect(domain[1]).toBeGreaterThanOrEqual(7);
  });

  it('never starts below zero for values that are not negative', () => {
    expect(valueDomain([0.2, 9], []).domain[0]).toBe(0);
  });

  it('gives a single value room either side', () => {
    const { domain } = valueDomain([100], []);
    expect(domain[0]).toBeLessThan(100);
    expect(domain[1]).toBeGreaterThan(100);
    expect(valueDomain([0], []).domain).toEqual([0, 1]);
  });

  it('has ticks at every step without float noise', () => {
    const y = linearScale([0, 0.6], [110, 10]);
    const ticks = valueTicks([0, 0.6], 0.2, y);
    expect(ticks.map((tick) => tick.value)).toEqual([0, 0.2, 0.4, 0.6]);
    expect(ticks[0]?.at).toBe(110);
    expect(ticks[3]?.at).toBe(10);
  });
});

describe('the time axis', () => {
  const x = linearScale([0, 10 * DAY], [area.left, area.right]);

  it('spans the results’ times', () => {
    expect(timeDomain([3, 1, 2])).toEqual([1, 3]);
    expect(timeDomain([])).toEqual([0, 1]);
  });

  it('labels every result’s date when they fit', () => {
    const ticks = timeTicks([0, 5 * DAY, 10 * DAY], x, 60);
    expect(ticks.map((tick) => tick.at)).toEqual([10, 100, 190]);
  });

  it('skips a date too near the one before, so labels never overlap', () => {
    // 18 units per day: 0, 1 and 2 days are too close for a gap of 30; 4 days is not.
    expect(timeTicks([0, DAY, 2 * DAY, 4 * DAY, 10 * DAY], x, 30).map((tick) => tick.value / DAY)).toEqual([
      0, 2, 4, 10,
    ]);
  });

  it('always labels the latest result, in place of a label too near it', () => {
    expect(timeTicks([0, 5 * DAY, 9 * DAY, 10 * DAY], x, 60).map((tick) => tick.value / DAY)).toEqual([0, 5, 10]);
    expect(timeTicks([0, 9 * DAY, 10 * DAY], x, 100).map((tick) => tick.value / DAY)).toEqual([0, 10]);
    expect(timeTicks([0, 9 * DAY, 10 * DAY], x, 200).map((tick) => tick.value / DAY)).toEqual([10]);
    expect(timeTicks([], x, 60)).toEqual([]);
  });

  it('labels a repeated time once', () => {
    expect(timeTicks([DAY, DAY, 2 * DAY], x, 10)).toHaveLength(2);
  });
});

describe('the normal band', () => {
  const x = linearScale([0, 10], [10, 190]);
  const y = linearScale([0, 100], [110, 10]);

  it('is one rectangle across the plot when the range never changes', () => {
    const steps = [
      { time: 0, low: 20, high: 60 },
      { time: 10, low: 20, high: 60 },
    ];
    expect(bandRects(steps, x, y, area)).toEqual([{ x: 10, y: 50, width: 180, height: 40 }]);
  });

  it('runs an open bound to the plot’s edge', () => {
    expect(bandRects([{ time: 0, low: null, high: 60 }], x, y, area)).toEqual([
      { x: 10, y: 50, width: 180, height: 60 },
    ]);
    expect(bandRects([{ time: 0, low: 20, high: null }], x, y, area)).toEqual([
      { x: 10, y: 10, width: 180, height: 80 },
    ]);
  });

  it('changes halfway between the results on either side of a change of range', () => {
    const steps = [
      { time: 0, low: 20, high: 60 },
      { time: 4, low: 30, high: 70 },
      { time: 10, low: 30, high: 70 },
    ];
    expect(bandRects(steps, x, y, area)).toEqual([
      { x: 10, y: 50, width: 36, height: 40 },
      { x: 46, y: 40, width: 144, height: 40 },
    ]);
  });

  it('leaves a stretch without a range unshaded and clips a band beyond the domain', () => {
    const steps = [
      { time: 0, low: null, high: null },
      { time: 10, low: 50, high: 200 },
    ];
    expect(bandRects(steps, x, y, area)).toEqual([{ x: 100, y: 10, width: 90, height: 50 }]);
    expect(bandRects([], x, y, area)).toEqual([]);
  });
});

describe('the line and the markers', () => {
  const x = linearScale([0, 10], [10, 190]);
  const y = linearScale([0, 100], [110, 10]);

  it('joins the points in time order', () => {
    expect(
      linePath(
        [
          { time: 10, value: 50 },
          { time: 0, value: 20 },
          { time: 5, value: 33.333 },
        ],
        x,
        y,
      ),
    ).toBe('M10 90 L100 76.67 L190 60');
    expect(linePath([], x, y)).toBe('');
  });

  it('points a triangle up for a high value and down for a low one', () => {
    expect(markerPath('up', 50, 50, 10)).toBe('M50 40 L59 57 L41 57 Z');
    expect(markerPath('down', 50, 50, 10)).toBe('M50 60 L59 43 L41 43 Z');
  });
});
