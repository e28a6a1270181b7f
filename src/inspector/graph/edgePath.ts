import type { Point } from './layoutGraph';

/** SVG path data for an orthogonal polyline with its bends rounded (radius shrinks on short segments). */
export function edgePath(points: readonly Point[], radius = 6): string {
  const [first, ...rest] = points;
  if (first === undefined) return '';
  const commands = [`M${round(first.x)} ${round(first.y)}`];
  rest.forEach((point, index) => {
    const previous = points[index] ?? first;
    const next = rest[index + 1];
    if (next === undefined) {
      commands.push(`L${round(point.x)} ${round(point.y)}`);
      return;
    }
    const r = Math.min(radius, distance(previous, point) / 2, distance(point, next) / 2);
    const before = towards(point, previous, r);
    const after = towards(point, next, r);
    commands.push(
      `L${round(before.x)} ${round(before.y)}`,
      `Q${round(point.x)} ${round(point.y)} ${round(after.x)} ${round(after.y)}`,
    );
  });
  return commands.join(' ');
}

function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** The point `length` away from `from` in the direction of `to`. */
function towards(from: Point, to: Point, length: number): Point {
  const total = distance(from, to);
  if (total === 0) return from;
  return { x: from.x + ((to.x - from.x) * length) / total, y: from.y + ((to.y - from.y) * length) / total };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
