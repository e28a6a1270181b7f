/** The lab tests screens' words (spec 001 §2 history lists; §4 availability words are domain/reportAvailability.ts). */
export const REPORT_LIST_TEXT = {
  title: 'Lab Tests',
  empty: "We didn't find any Lab Tests of you",
  // Spec 001 §2 'Load failure' of the history lists, as written.
  failed: 'There is a problem loading your orders, or Lab Tests.',
  loading: 'Please wait, We are loading your order.',
  loadMore: 'Load more',
  profiles: 'Profiles',
} as const;

export const RESULT_VIEW_TEXT = {
  back: 'Back',
  loading: 'Please wait, We are loading your report.',
  retry: 'Retry',
  download: 'Download PDF',
  downloading: 'Downloading…',
  dismiss: 'Close',
  results: 'Results',
  comparison: 'Last three results',
  graph: 'Graph',
  organism: 'Organism',
  antibiogram: 'Antibiogram',
} as const;

/** 'Downloaded FBC INV-00012.pdf': the note after a download. */
export const downloadedText = (fileName: string): string => `Downloaded ${fileName}`;

/**
 * The countdown to the Result, in minutes: 'ready in 15 min' (a part minute counts as one, so the last minute
 * reads 'ready in 1 min'). Not mm:ss: '14:38' beside 'Waiting Result' reads as the time of day it opens.
 */
export function countdownText(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return `ready in ${String(minutes)} min`;
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
