/**
 * The geometry of the results graph, pure: scales, ticks, the shaded normal band and the line through the
 * values, in SVG user units. ResultsChart.tsx only draws what this returns, so every position is unit-tested.
 */

export interface ChartSize {
  readonly width: number;
  readonly height: number;
  /** Room around the plot for the axes' labels. */
  readonly margin: { readonly top: number; readonly right: number; readonly bottom: number; readonly left: number };
}

/** The plot area inside the margins. */
export interface PlotArea {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** The normal range in force from one time on (null bounds: open on that side). */
export interface BandStep {
  readonly time: number;
  readonly low: number | null;
  readonly high: number | null;
}

export interface ChartPoint {
  /** Epoch milliseconds. */
  readonly time: number;
  readonly value: number;
}

export interface Tick {
  readonly value: number;
  /** The position along its axis (x for time ticks, y for value ticks). */
  readonly at: number;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Scale {
  readonly domain: readonly [number, number];
  readonly range: readonly [number, number];
  readonly map: (value: number) => number;
}

/** Rounded to a hundredth: the markup stays short and stable for tests. */
export const r = (value: number): number => Math.round(value * 100) / 100;

export const plotArea = ({ width, height, margin }: ChartSize): PlotArea => ({
  left: margin.left,
  right: width - margin.right,
  top: margin.top,
  bottom: height - margin.bottom,
});

/** A linear scale; a zero-width domain maps every value to the middle of the range (one result, or all equal). */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): Scale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const map = d1 === d0 ? () => (r0 + r1) / 2 : (value: number) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
  return { domain, range, map };
}

/** 1, 2 or 5 times a power of ten: the step of about `count` ticks over a span. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || count < 1) return 1;
  const rough = span / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Rounds away the float noise of multiplying steps (0.1 * 3 = 0.30000000000000004). */
const clean = (value: number): number => Number.parseFloat(value.toPrecision(12));

/**
 * The value axis' domain: the values and the band's bounds (so the band shows even when every value is inside
 * it), widened to whole steps of about `count` ticks; a single value gets a step either side.
 */
export function valueDomain(
  values: readonly number[],
  steps: readonly BandStep[],
  count = 5,
): { domain: [number, number]; step: number } {
  const bounds = steps.flatMap((band) => [band.low, band.high]).filter((bound): bound is number => bound !== null);
  const all = [...values, ...bounds];
  if (all.length === 0) return { domain: [0, 1], step: 0.2 };
  let min = Math.min(...all);
  let max = Math.max(...all);
  const nonNegative = min >= 0;
  if (min === max) {
    // One value: a span around it so the point sits in the middle, not on an edge.
    const half = min === 0 ? 1 : Math.abs(min) / 2;
    min -= half;
    max += half;
  }
  const step = niceStep(max - min, count);
  const low = clean(Math.floor(min / step) * step);
  const high = clean(Math.ceil(max / step) * step);
  // Values of a lab result are never negative; a domain starting below zero only wastes space.
  return { domain: [nonNegative ? Math.max(0, low) : low, high], step };
}

/** The value ticks: every step across the domain, with their y. */
export function valueTicks(domain: readonly [number, number], step: number, y: Scale): Tick[] {
  const ticks: Tick[] = [];
  const count = Math.round((domain[1] - domain[0]) / step);
  for (let index = 0; index <= count; index += 1) {
    const value = clean(domain[0] + index * step);
    ticks.push({ value, at: r(y.map(value)) });
  }
  return ticks;
}

/** The time domain of the points; one point (or one time) stands alone in the middle. */
export function timeDomain(times: readonly number[]): [number, number] {
  if (times.length === 0) return [0, 1];
  return [Math.min(...times), Math.max(...times)];
}

/**
 * The dates labelled on the x axis: the results' own times (lab results are irregular, so a calendar grid would
 * label days with no result), left to right, each at least `minGap` from the one before so labels never overlap.
 * The latest result's date always shows, taking the place of a label too near it.
 */
export function timeTicks(times: readonly number[], x: Scale, minGap: number): Tick[] {
  const unique = [...new Set(times)].sort((a, b) => a - b);
  const kept: Tick[] = [];
  for (const value of unique) {
    const tick = { value, at: r(x.map(value)) };
    const previous = kept.at(-1);
    if (previous === undefined || tick.at - previous.at >= minGap) kept.push(tick);
  }
  const latest = unique.at(-1);
  if (latest === undefined || kept.at(-1)?.value === latest) return kept;
  const last = { value: latest, at: r(x.map(latest)) };
  while (kept.length > 0 && last.at - (kept.at(-1)?.at ?? 0) < minGap) kept.pop();
  return [...kept, last];
}

/**
 * The shaded normal band, one rectangle per stretch of time with the same range (a range can change with the
 * patient's age or the laboratory's method). A stretch runs from halfway after the previous result to halfway
 * before the next, the first from the plot's left edge and the last to its right. An open bound runs to the
 * plot's edge; a stretch without any range is not shaded. Clipped to the plot area.
 */
export function bandRects(steps: readonly BandStep[], x: Scale, y: Scale, area: PlotArea): Rect[] {
  const sorted = [...steps].sort((a, b) => a.time - b.time);
  // Consecutive results with the same range are one stretch.
  const runs: { from: number; to: number; low: number | null; high: number | null }[] = [];
  for (const step of sorted) {
    const last = runs.at(-1);
    if (last !== undefined && last.low === step.low && last.high === step.high) last.to = step.time;
    else runs.push({ from: step.time, to: step.time, low: step.low, high: step.high });
  }
  const rects: Rect[] = [];
  runs.forEach((run, index) => {
    if (run.low === null && run.high === null) return;
    const previous = runs[index - 1];
    const next = runs[index + 1];
    const left = previous === undefined ? area.left : x.map((previous.to + run.from) / 2);
    const right = next === undefined ? area.right : x.map((run.to + next.from) / 2);
    const top = run.high === null ? area.top : Math.max(area.top, Math.min(area.bottom, y.map(run.high)));
    const bottom = run.low === null ? area.bottom : Math.min(area.bottom, Math.max(area.top, y.map(run.low)));
    if (bottom - top <= 0 || right - left <= 0) return;
    rects.push({ x: r(left), y: r(top), width: r(right - left), height: r(bottom - top) });
  });
  return rects;
}

/** The line through the points in time order ('M x y L x y …'); empty without points. */
export function linePath(points: readonly ChartPoint[], x: Scale, y: Scale): string {
  return [...points]
    .sort((a, b) => a.time - b.time)
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${r(x.map(point.time))} ${r(y.map(point.value))}`)
    .join(' ');
}

/**
 * A marker's outline around (cx, cy): a triangle pointing up for a high value, down for a low one, a circle
 * (null here) otherwise, so a flag reads from the shape as well as from its label and colour.
 */
export function markerPath(direction: 'up' | 'down', cx: number, cy: number, size: number): string {
  const h = size;
  const w = size * 0.9;
  return direction === 'up'
    ? `M${r(cx)} ${r(cy - h)} L${r(cx + w)} ${r(cy + h * 0.7)} L${r(cx - w)} ${r(cy + h * 0.7)} Z`
    : `M${r(cx)} ${r(cy + h)} L${r(cx + w)} ${r(cy - h * 0.7)} L${r(cx - w)} ${r(cy - h * 0.7)} Z`;
}
