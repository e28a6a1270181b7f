import { formatDate } from '../../../../domain/days';
import type { MessageId } from '../../../../i18n/messages.generated';
import { t } from '../../../../i18n/translate';
import type { GraphModel } from './graphModel';

/**
 * The words of /resultsGraph (i18n/po/<language>/reports.po). The failure text is the spec's (001 §2 history
 * lists); the rest the spec leaves open.
 */
export const RESULTS_GRAPH_TEXT = {
  title: 'reports.graph.title',
  loading: 'reports.graph.loading',
  failed: 'reports.failed',
  empty: 'reports.graph.empty',
  missing: 'reports.graph.missing',
  noPlot: 'reports.graph.noPlot',
  back: 'reports.result.back',
  tableHeaders: [
    'reports.graph.date',
    'reports.graph.value',
    'reports.graph.unit',
    'reports.graph.range',
    'reports.result.flag',
  ] as const,
} as const satisfies Record<string, MessageId | readonly MessageId[]>;

export const tableCaption = (name: string): string => t('reports.graph.caption', { name });

/** 'normal', 'high', 'critical low', or 'no range to judge by' (the table says Not Available). */
const flagWord = ({ flagText }: { flagText: string }): string =>
  flagText === t('reports.notAvailable') ? t('reports.graph.noRange') : flagText.toLowerCase();

/**
 * The chart's accessible name: what a sighted patient reads from the line (how many results, when, first and
 * latest value, the direction, the latest flag). The table below it holds every value.
 */
export function trendSummary(model: Pick<GraphModel, 'name' | 'unit' | 'points'>): string {
  const { name, unit, points } = model;
  const first = points[0];
  const latest = points.at(-1);
  if (first === undefined || latest === undefined) return t('reports.graph.noValues', { name });
  const last = unit === null ? latest.label : `${latest.label} ${unit}`;
  if (points.length === 1)
    return t('reports.graph.one', { name, value: last, date: formatDate(latest.time), flag: flagWord(latest) });
  const direction = latest.value > first.value ? 'rising' : latest.value < first.value ? 'falling' : 'unchanged';
  return t('reports.graph.trend', {
    name,
    count: points.length,
    from: formatDate(first.time),
    to: formatDate(latest.time),
    direction,
    first: first.label,
    last,
    flag: flagWord(latest),
    flagged: points.filter((point) => point.flag !== null).length,
  });
}
