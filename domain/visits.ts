import { isUpcoming } from './appointmentStatus';
import { addDays } from './days';
import type { MessageId } from '../i18n/messages.generated';
import { t } from '../i18n/translate';

/** My visits (/history/appointments, spec 000 §2, §9): 8 shown at first, Load More adds 8. */
export const VISITS_PAGE_SIZE = 8;

/** "Sorry, We didn't find any visits of you yet", in the active language. */
export function visitsEmptyText(): string {
  return t('booking.visits.empty');
}

/** The groups, in order; each is shown under its heading (visitGroupHeading). */
export const VISIT_GROUP_TITLES = ['Today', 'Upcoming', 'Past'] as const;
type VisitGroupTitle = (typeof VISIT_GROUP_TITLES)[number];

const VISIT_GROUP_HEADINGS = {
  Today: 'booking.visits.today',
  Upcoming: 'booking.visits.upcoming',
  Past: 'booking.visits.past',
} as const satisfies Record<VisitGroupTitle, MessageId>;

/** A group's heading in the active language ('Today', 'Upcoming', 'Past' in English). */
export function visitGroupHeading(title: VisitGroupTitle): string {
  return t(VISIT_GROUP_HEADINGS[title]);
}

export interface VisitGroup<T> {
  readonly title: VisitGroupTitle;
  readonly items: readonly T[];
}

/** What grouping needs of a visit: its start (epoch ms) and its appointment status. */
export interface GroupableVisit {
  readonly start: number;
  readonly status: string;
}

/**
 * Visits grouped by their start day: Today and Upcoming soonest first, Past most recent first. Today and
 * Upcoming hold only upcoming visits (spec 000 §4: not cancelled, fulfilled or entered_in_error); such a
 * visit is no longer ahead of the patient and goes to Past whatever its date, where its card says
 * Cancelled or Completed. `limit` counts visits in display order across groups (pages × VISITS_PAGE_SIZE);
 * empty groups are left out.
 */
export function groupVisits<T extends GroupableVisit>(
  visits: readonly T[],
  now: number,
  limit = Infinity,
): readonly VisitGroup<T>[] {
  const tomorrowStart = addDays(now, 1);
  const timed = visits.map((visit) => ({ visit, start: visit.start, ahead: isUpcoming(visit, now) }));
  const ascending = (list: typeof timed): typeof timed => [...list].sort((a, b) => a.start - b.start);
  const ordered: [VisitGroupTitle, typeof timed][] = [
    ['Today', ascending(timed.filter(({ start, ahead }) => ahead && start < tomorrowStart))],
    ['Upcoming', ascending(timed.filter(({ start, ahead }) => ahead && start >= tomorrowStart))],
    ['Past', [...timed.filter(({ ahead }) => !ahead)].sort((a, b) => b.start - a.start)],
  ];
  let left = Math.max(0, limit);
  const groups: VisitGroup<T>[] = [];
  for (const [title, list] of ordered) {
    const items = list.slice(0, left).map(({ visit }) => visit);
    left -= items.length;
    if (items.length > 0) groups.push({ title, items });
  }
  return groups;
}

/** How many visits are shown after `pages` pages (the first page plus each Load More). */
export function visibleVisitCount(pages: number): number {
  return Math.max(1, Math.floor(pages)) * VISITS_PAGE_SIZE;
}

/** Load More is offered while some visits are not shown. */
export function hasMoreVisits(total: number, pages: number): boolean {
  return total > visibleVisitCount(pages);
}

/** The chat's answer to 'What is my upcoming' shows this many cards; My Appointments has the rest. */
export const CHAT_UPCOMING_LIMIT = 3;

/** Upcoming visits (spec 000 §4), soonest first. */
export function upcomingVisits<T extends GroupableVisit>(visits: readonly T[], now: number): readonly T[] {
  return visits.filter((visit) => isUpcoming(visit, now)).sort((a, b) => a.start - b.start);
}

/** Upcoming visits of today or tomorrow: what the chat's greeting tells a signed-in patient (spec 000 §2 'check upcoming events'). */
export function visitsSoon<T extends GroupableVisit>(visits: readonly T[], now: number): readonly T[] {
  const dayAfterTomorrow = addDays(now, 2);
  return upcomingVisits(visits, now).filter((visit) => visit.start < dayAfterTomorrow);
}
