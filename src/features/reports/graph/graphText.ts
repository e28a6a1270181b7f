import { formatDate } from '../../../../domain/days';
import { NOT_AVAILABLE } from '../../../../domain/patient';
import type { GraphModel } from './graphModel';

/** The words of /resultsGraph. The failure text is the spec's (001 §2 history lists); the rest the spec leaves open. */
export const RESULTS_GRAPH_TEXT = {
  title: 'Results Graph',
  loading: 'Please wait, We are loading your results.',
  failed: 'There is a problem loading your orders, or Lab Tests.',
  empty: "We didn't find any results of this test of you",
  missing: 'Choose a test from your Lab Tests to see its graph.',
  noPlot: 'These results are text, so there is nothing to plot. They are listed in the table below.',
  back: 'Back',
  tableHeaders: ['Date', 'Value', 'Unit', 'Range', 'Flag'] as const,
} as const;

export const tableCaption = (name: string): string => `${name} results, oldest first`;

/** 'normal', 'high', 'critical low', or 'no range to judge by' (the table says Not Available). */
const flagWord = ({ flagText }: { flagText: string }): string =>
  flagText === NOT_AVAILABLE ? 'no range to judge by' : flagText.toLowerCase();

/**
 * The chart's accessible name: what a sighted patient reads from the line (how many results, when, first and
 * latest value, the direction, the latest flag). The table below it holds every value.
 */
export function trendSummary(model: Pick<GraphModel, 'name' | 'unit' | 'points'>): string {
  const { name, unit, points } = model;
  const first = points[0];
  const latest = points.at(-1);
  if (first === undefined || latest === undefined) return `${name}: no values to plot.`;
  const unitText = unit === null ? '' : ` ${unit}`;
  const subject = `${name} graph`;
  if (points.length === 1) {
    return `${subject}: one result, ${latest.label}${unitText} on ${formatDate(latest.time)}, ${flagWord(latest)}.`;
  }
  const direction = latest.value > first.value ? 'rising' : latest.value < first.value ? 'falling' : 'unchanged';
  const flagged = points.filter((point) => point.flag !== null).length;
  return (
    `${subject}: ${points.length} results from ${formatDate(first.time)} to ${formatDate(latest.time)}, ` +
    `${direction} from ${first.label} to ${latest.label}${unitText}; latest ${flagWord(latest)}; ` +
    `${flagged === 0 ? 'none' : String(flagged)} outside the normal range.`
  );
}
