import { formatTimeWithZone } from '../../domain/days';
import { t } from '../../i18n/translate';

/**
 * The chat's words for 'Lab Reports' (i18n/po/<language>/reports.po): the spec's empty and failure texts, ours
 * where the spec is silent. Functions, worded when the answer is said, in the language active then.
 */
export const LAB_REPORTS_TEXT = {
  intro: (): string => t('reports.chat.intro'),
  more: (count: number): string => t('reports.chat.more', { count }),
  /** Spec 001 §2 empty state. */
  none: (): string => t('reports.none'),
  /** Spec 001 §2 load failure. */
  failed: (): string => t('reports.failed'),
  notReadyYet: (): string => t('reports.chat.notReadyYet'),
  /** 'None of your lab reports is ready to view yet: 2 Awaiting Result, 1 Payment is pending.' */
  notReadyCounts: (counts: readonly Count[]): string =>
    t('reports.chat.notReadyCounts', { counts: countsText(counts) }),
  /** 'Full Blood Count for Mr. Nimal Perera is Waiting Result: you can view it at 3:15 PM.' */
  soonest: (name: string, patient: string, viewableAt: number): string =>
    t('reports.chat.soonest', { name, patient, time: formatTimeWithZone(viewableAt) }),
  /** 'Others: 2 Awaiting Result, 1 Payment is pending.' */
  others: (counts: readonly Count[]): string => t('reports.chat.others', { counts: countsText(counts) }),
  /** The card's link texts and accessible name. */
  result: (): string => t('reports.chat.result'),
  resultLabel: (name: string, patient: string, date: string): string =>
    t('reports.chat.resultLabel', { name, patient, date }),
  seeAll: (): string => t('reports.chat.seeAll'),
  cardLabel: (): string => t('reports.chat.cardLabel'),
} as const;

interface Count {
  readonly text: string;
  readonly count: number;
}

function countsText(counts: readonly Count[]): string {
  return counts.map((entry) => t('reports.chat.count', { count: entry.count, state: entry.text })).join(', ');
}
