import { describe, it, expect } from 'vitest';
import {
  visitsEmptyText,
  VISITS_PAGE_SIZE,
  VISIT_GROUP_TITLES,
  groupVisits,
  hasMoreVisits,
  visibleVisitCount,
} from '../../../domain/visits';

const at = (day: number, hours = 10): number => new Date(2025, 5, day, hours).getTime();
const NOW = at(15, 14);

interface TestVisit {
  id: string;
  start: number;
  status: string;
}
const visit = (id: string, start: number, status = 'booked'): TestVisit => ({ id, start, status });
const visits = [
  visit('past-old', at(1)),
  visit('upcoming-later', at(20)),
  visit('today-evening', at(15, 19)),
  visit('past-recent', at(14, 23)),
  visit('today-morning', at(15, 7)),
  visit('upcoming-soon', at(16, 0)),
];
const ids = (groups: ReturnType<typeof groupVisits<TestVisit>>): [string, string[]][] =>
  groups.map((group) => [group.title, group.items.map((item) => item.id)]);

describe('visits constants', () => {
  it('pages by 8 and has the spec empty text', () => {
    expect(VISITS_PAGE_SIZE).toBe(8);
    expect(visitsEmptyText()).toBe("Sorry, We didn't find any visits of you yet");
    expect(VISIT_GROUP_TITLES).toEqual(['Today', 'Upcoming', 'Past']);
  });
});

describe('groupVisits', () => {
  it('groups Today, Upcoming and Past; upcoming soonest first, past most recent first', () => {
    expect(ids(groupVisits(visits, NOW))).toEqual([
      ['Today', ['today-morning', 'today-evening']],
      ['Upcoming', ['upcoming-soon', 'upcoming-later']],
      ['Past', ['past-recent', 'past-old']],
    ]);
  });

  it('puts a visit earlier today under Today, not Past', () => {
    expect(ids(groupVisits([visit('a', at(15, 0))], NOW))).toEqual([['Today', ['a']]]);
  });

  it('keeps cancelled, fulfilled and entered_in_error visits out of Today and Upcoming: they go to Past, most recent first (spec 000 §4)', () => {
    const grouped = groupVisits(
      [
        visit('cancelled-next-week', at(22), 'cancelled'),
        visit('booked-tomorrow', at(16)),
        visit('fulfilled-this-morning', at(15, 9), 'fulfilled'),
        visit('error-tomorrow', at(16, 11), 'entered_in_error'),
        visit('arrived-today', at(15, 11), 'arrived'),
        visit('noshow-tomorrow', at(16, 12), 'noshow'),
        visit('cancelled-last-week', at(8), 'cancelled'),
      ],
      NOW,
    );
    expect(ids(grouped)).toEqual([
      ['Today', ['arrived-today']],
      ['Upcoming', ['booked-tomorrow', 'noshow-tomorrow']],
      ['Past', ['cancelled-next-week', 'error-tomorrow', 'fulfilled-this-morning', 'cancelled-last-week']],
    ]);
  });

  it('leaves out empty groups and gives nothing for no visits', () => {
    expect(ids(groupVisits([visit('p', at(2))], NOW))).toEqual([['Past', ['p']]]);
    expect(groupVisits([] as TestVisit[], NOW)).toEqual([]);
  });

  it('limits the visits shown in display order across groups', () => {
    expect(ids(groupVisits(visits, NOW, 3))).toEqual([
      ['Today', ['today-morning', 'today-evening']],
      ['Upcoming', ['upcoming-soon']],
    ]);
    expect(groupVisits(visits, NOW, 0)).toEqual([]);
  });
});

describe('Load More', () => {
  it('shows 8 more per page', () => {
    expect(visibleVisitCount(1)).toBe(8);
    expect(visibleVisitCount(3)).toBe(24);
    expect(visibleVisitCount(0)).toBe(8);
  });

  it('is offered while some visits are hidden', () => {
    expect(hasMoreVisits(8, 1)).toBe(false);
    expect(hasMoreVisits(9, 1)).toBe(true);
    expect(hasMoreVisits(16, 2)).toBe(false);
    expect(hasMoreVisits(0, 1)).toBe(false);
  });
});
