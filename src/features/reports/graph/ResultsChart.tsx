import { formatDate } from '../../../../domain/days';
import { isCritical, type ResultFlag } from '../../../../domain/referenceRange';
import {
  bandRects,
  linePath,
  linearScale,
  markerPath,
  plotArea,
  r,
  timeDomain,
  timeTicks,
  valueDomain,
  valueTicks,
  type ChartSize,
} from './chartGeometry';
import type { GraphModel } from './graphModel';
import { trendSummary } from './graphText';

// User units of the viewBox; the SVG scales to the page's width.
const SIZE: ChartSize = { width: 360, height: 230, margin: { top: 22, right: 34, bottom: 34, left: 44 } };
/** About the width of '18 Jun 2026' at the axis' font size, with a gap; the margins hold half a label. */
const DATE_LABEL_WIDTH = 68;

function Marker({ cx, cy, flag }: { cx: number; cy: number; flag: ResultFlag | null }): React.JSX.Element {
  if (flag === null) return <circle className="results-chart__point" cx={cx} cy={cy} r={4} />;
  const critical = isCritical(flag);
  const up = flag === 'H' || flag === 'HH';
  const size = critical ? 7 : 5.5;
  // The flag's letters to the right of the shape (never off the plot's top or bottom): read without colour.
  return (
    <g className={critical ? 'results-chart__flag results-chart__flag--critical' : 'results-chart__flag'}>
      <path d={markerPath(up ? 'up' : 'down', cx, cy, size)} />
      <text x={r(cx + size + 2)} y={r(cy + 3.5)} textAnchor="start">
        {flag}
      </text>
    </g>
  );
}

/**
 * The line chart of one parameter's values over time with the normal band shaded, drawn in plain SVG. It is one
 * image to assistive technology (role img, named by its trend); the table beside it holds every value.
 */
export function ResultsChart({
  model,
}: {
  model: Pick<GraphModel, 'name' | 'unit' | 'points' | 'steps'>;
}): React.JSX.Element {
  const area = plotArea(SIZE);
  const { domain, step } = valueDomain(
    model.points.map((point) => point.value),
    model.steps,
  );
  const y = linearScale(domain, [area.bottom, area.top]);
  const times = model.points.map((point) => point.time);
  const x = linearScale(timeDomain(times), [area.left, area.right]);
  const bands = bandRects(model.steps, x, y, area);
  return (
    <svg
      className="results-chart"
      viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
      role="img"
      aria-label={trendSummary(model)}
    >
      {bands.map((band) => (
        <rect
          key={`${String(band.x)}-${String(band.y)}`}
          className="results-chart__band"
          data-testid="normal-band"
          x={band.x}
          y={band.y}
          width={band.width}
          height={band.height}
        />
      ))}
      {valueTicks(domain, step, y).map((tick) => (
        <g key={tick.value} className="results-chart__tick">
          <line x1={area.left} x2={area.right} y1={tick.at} y2={tick.at} />
          <text x={area.left - 6} y={tick.at + 3.5} textAnchor="end">
            {tick.value}
          </text>
        </g>
      ))}
      {model.unit === null ? null : (
        <text className="results-chart__unit" x={area.left} y={area.top - 9} textAnchor="start">
          {model.unit}
        </text>
      )}
      <line className="results-chart__axis" x1={area.left} x2={area.right} y1={area.bottom} y2={area.bottom} />
      {timeTicks(times, x, DATE_LABEL_WIDTH).map((tick) => (
        <text key={tick.value} className="results-chart__date" x={tick.at} y={area.bottom + 16} textAnchor="middle">
          {formatDate(tick.value)}
        </text>
      ))}
      <path className="results-chart__line" d={linePath(model.points, x, y)} />
      {model.points.map((point, index) => (
        // Two results can share a time (one report re-verified): the position tells them apart.
        <Marker
          key={`${String(index)}-${String(point.time)}`}
          cx={r(x.map(point.time))}
          cy={r(y.map(point.value))}
          flag={point.flag}
        />
      ))}
    </svg>
  );
}
