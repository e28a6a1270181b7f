import { formatTimeWithZone } from '../../domain/days';

/** The chat's words for 'Lab Reports': the spec's empty and failure texts, ours where the spec is silent. */
export const LAB_REPORTS_TEXT = {
  intro: 'Here are your lab reports ready to view.',
  more: (count: number): string => `You have ${count} more in Lab Tests.`,
  /** Spec 001 §2 empty state. */
  none: "We didn't find any Lab Tests of you",
  /** Spec 001 §2 load failure. */
  failed: 'There is a problem loading your orders, or Lab Tests.',
  notReadyYet: 'None of your lab reports is ready to view yet.',
  /** 'Full Blood Count for Mr. Nimal Perera is Waiting Result: you can view it at 3:15 PM.' */
  soonest: (name: string, patient: string, viewableAt: number): string =>
    `${name} for ${patient} is Waiting Result: you can view it at ${formatTimeWithZone(viewableAt)}.`,
  /** 'Others: 2 Awaiting Result, 1 Payment is pending.' */
  others: (counts: readonly { readonly text: string; readonly count: number }[]): string =>
    `Others: ${counts.map((entry) => `${entry.count} ${entry.text}`).join(', ')}.`,
  /** The card's link texts and accessible name. */
  result: 'Result',
  seeAll: 'See all',
  cardLabel: 'Lab reports ready to view',
} as const;
