import type { MessageId } from '../../../../i18n/messages.generated';
import { t } from '../../../../i18n/translate';

/**
 * The lab tests screens' words (spec 001 §2 history lists; §4 availability words are domain/reportAvailability.ts):
 * message ids of i18n/po/<language>/reports.po, worded with `t()` when shown.
 */
export const REPORT_LIST_TEXT = {
  title: 'reports.list.title',
  empty: 'reports.none',
  // Spec 001 §2 'Load failure' of the history lists, as written.
  failed: 'reports.failed',
  loading: 'reports.list.loading',
  loadMore: 'reports.list.loadMore',
  profiles: 'reports.list.profiles',
} as const satisfies Record<string, MessageId>;

export const RESULT_VIEW_TEXT = {
  back: 'reports.result.back',
  loading: 'reports.result.loading',
  retry: 'reports.result.retry',
  download: 'reports.result.download',
  downloading: 'reports.result.downloading',
  dismiss: 'reports.result.dismiss',
  results: 'reports.result.results',
  comparison: 'reports.result.comparison',
  graph: 'reports.result.graph',
  organism: 'reports.result.organism',
} as const satisfies Record<string, MessageId>;

/** 'Downloaded FBC INV-00012.pdf': the note after a download. */
export const downloadedText = (fileName: string): string => t('reports.result.downloaded', { fileName });

/**
 * The countdown to the Result, in minutes: 'ready in 15 min' (a part minute counts as one, so the last minute
 * reads 'ready in 1 min'). Not mm:ss: '14:38' beside 'Waiting Result' reads as the time of day it opens.
 */
export function countdownText(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return t('reports.list.countdown', { minutes });
}

/** Every 'Result' link (chat too) opens the report on the lab tests route. */
export const reportResultRoute = (reportId: string): string =>
  `/history/examination?${new URLSearchParams({ reportId }).toString()}`;

/** The list of one profile. */
export const reportListRoute = (patientId: string): string =>
  `/history/examination?${new URLSearchParams({ patientId }).toString()}`;

/** The graph of one parameter (the graph screen is its own work). */
export const resultsGraphRoute = (patientId: string, code: string): string =>
  `/resultsGraph?${new URLSearchParams({ patientId, code }).toString()}`;
