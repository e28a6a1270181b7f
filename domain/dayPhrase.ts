import { addDays, calendarDate, formatShortDate } from './days';
import type { DayWindow } from './dayWindow';
import { daySaid, timeSaid, type DayRange, type DaySaid, type TimeSaid } from './daySaid';
import { comparable, phraseAt } from './typedWords';

/**
 * A day or a time of day inside a typed sentence ('tomorrow', 'next Monday', 'after 5', 'heta havasa', 'naalai
 * kaalai'), read where the hospital is: days come from domain/days.ts, which the app sets to the tenant's time
 * zone. Our own small rule rather than a date library: the sentences patients type name a day of the coming
 * weeks and a part of the day, often in Sinhala or Tamil words no library knows, and a Sri Lankan '5/6' is the
 * 5th of June (docs/decisions/0013-typed-text.md says what it reads and what not).
 */

export interface DayPhrase {
  readonly window: DayWindow;
  /** The indexes of the words it took: they name no doctor or speciality. */
  readonly used: readonly number[];
}

const WHOLE_DAY = { fromMinute: 0, toMinute: 1440 } as const;

/** Words in Sinhala and Tamil script, in the form typed words are compared in (domain/typedWords.ts). */
function script(...words: readonly string[]): string[] {
  return words.map(comparable);
}

// ---- Days ----

const TODAY = [
  'today',
  'todays',
  'tday',
  '2day',
  'todey',
  'ada',
  'adha',
  'indru',
  'inniku',
  'innaiku',
  'innaikku',
  'inaiku',
  'inaikku',
  'innikku',
  ...script('අද', 'අදට', 'இன்று', 'இன்றைக்கு'),
];
const TONIGHT = ['tonight', 'tonite', '2nite', '2night', ...script('இன்றிரவு')];
const TOMORROW = [
  'tomorrow',
  'tomorrows',
  'tomorow',
  'tommorow',
  'tommorrow',
  'tomorro',
  'tomoro',
  'tommorw',
  'tmrw',
  'tmr',
  'tmrow',
  'tmrrw',
  'tomo',
  '2moro',
  '2morrow',
  '2mrw',
  '2morow',
  'heta',
  'hete',
  'hetta',
  'naalai',
  'nalai',
  'naalaikku',
  'nalaikku',
  'naalaiku',
  'nalaiku',
  'naliku',
  'naaliku',
  ...script('හෙට', 'හෙටට', 'හෙටදින', 'நாளை', 'நாளைக்கு'),
];
const DAY_AFTER = [
  'anidda',
  'anidhdha',
  'anidha',
  'anita',
  'anitta',
  'nalanniku',
  'naalanniku',
  'naalaniku',
  'marunaal',
  'naalaimarunaal',
  ...script('අනිද්දා', 'අනිද්දට', 'நாளைமறுநாள்'),
];
const DAY_AFTER_PHRASES = [
  'day after tomorrow',
  'day after tmrw',
  'day after tommorow',
  'day after tomorow',
  'naalai maru naal',
  'naalai marunaal',
  ...script('நாளை மறுநாள்'),
];

/** Weekday names by their number (0 Sunday), English, Sinhala and Tamil as typed in Latin letters and in their script. */
const WEEKDAYS: readonly (readonly string[])[] = [
  [
    'sunday',
    'sundy',
    'irida',
    'iridha',
    'nyayiru',
    'gnayiru',
    'nayiru',
    'nyayitrukizhamai',
    ...script('ඉරිදා', 'ஞாயிறு', 'ஞாயிற்றுக்கிழமை'),
  ],
  [
    'monday',
    'mondy',
    'mon',
    'sanduda',
    'sandudha',
    'thingal',
    'thingatkizhamai',
    'thinkal',
    ...script('සඳුදා', 'திங்கள்', 'திங்கட்கிழமை'),
  ],
  [
    'tuesday',
    'tuesdy',
    'tue',
    'tues',
    'angaharuwada',
    'angaharuwa',
    'sevvai',
    'sevvaikizhamai',
    ...script('අඟහරුවාදා', 'செவ்வாய்', 'செவ்வாய்க்கிழமை'),
  ],
  [
    'wednesday',
    'wensday',
    'wednesdy',
    'wed',
    'badada',
    'badhadha',
    'budhan',
    'puthan',
    'budhankizhamai',
    ...script('බදාදා', 'புதன்', 'புதன்கிழமை'),
  ],
  [
    'thursday',
    'thursdy',
    'thu',
    'thur',
    'thurs',
    'brahaspathinda',
    'brahaspathi',
    'vyazhan',
    'viyazhan',
    'vyazhakizhamai',
    ...script('බ්‍රහස්පතින්දා', 'வியாழன்', 'வியாழக்கிழமை'),
  ],
  [
    'friday',
    'fridy',
    'fri',
    'sikurada',
    'sikuradha',
    'velli',
    'vellikizhamai',
    ...script('සිකුරාදා', 'வெள்ளி', 'வெள்ளிக்கிழமை'),
  ],
  [
    'saturday',
    'saturdy',
    'sat',
    'senasurada',
    'senasuradha',
    'sani',
    'sanikizhamai',
    ...script('සෙනසුරාදා', 'சனி', 'சனிக்கிழமை'),
  ],
];
/** Short names that are also English words: a weekday only after 'on', 'next', 'this' or 'coming'. */
const GUARDED_WEEKDAYS = ['sun', 'sat', 'wed', 'mon', 'sani', 'velli'];
const NEXT = ['next', 'nxt', 'labana', 'adutha', 'aduththa', 'aduththu', ...script('ලබන', 'அடுத்த')];
const WEEKDAY_LEADS = [...NEXT, 'on', 'this', 'coming', 'ena', 'me', ...script('මේ', 'එන', 'இந்த', 'வரும்')];

const MONTHS: readonly (readonly string[])[] = [
  ['january', 'jan'],
  ['february', 'feb'],
  ['march', 'mar'],
  ['april', 'apr'],
  ['may'],
  ['june', 'jun'],
  ['july', 'jul'],
  ['august', 'aug'],
  ['september', 'sep', 'sept'],
  ['october', 'oct'],
  ['november', 'nov'],
  ['december', 'dec'],
];

interface Days {
  /** Days from today to the first day asked for, and how many days. */
  readonly offset: number;
  readonly span: number;
  /** A range's own name ('next week'); a single day is read back by its date. */
  readonly said: DayRange | null;
  readonly used: readonly number[];
}

function indexIn(lists: readonly (readonly string[])[], word: string | undefined): number {
  return word === undefined ? -1 : lists.findIndex((names) => names.includes(word));
}

function monthOf(word: string | undefined): number | null {
  const index = indexIn(MONTHS, word);
  return index < 0 ? null : index + 1;
}

/** Days from today to the given date this year (next year once it has passed), or null for no such date. */
function daysToDate(now: number, month: number, day: number, year: number | null): number | null {
  const today = calendarDate(now);
  const todayUtc = Date.UTC(today.year, today.month - 1, today.day);
  const dateIn = (candidateYear: number): number | null => {
    const date = new Date(Date.UTC(candidateYear, month - 1, day));
    return date.getUTCMonth() === month - 1 ? Math.round((date.getTime() - todayUtc) / 86_400_000) : null;
  };
  if (year !== null) return dateIn(year < 100 ? 2000 + year : year);
  const thisYear = dateIn(today.year);
  return thisYear !== null && thisYear >= 0 ? thisYear : dateIn(today.year + 1);
}

/** Days from today to the given day of this month (the next month once it has passed). */
function daysToDayOfMonth(now: number, day: number): number | null {
  const today = calendarDate(now);
  for (let ahead = 0; ahead < 3; ahead += 1) {
    const month = ((today.month - 1 + ahead) % 12) + 1;
    const year = today.year + Math.floor((today.month - 1 + ahead) / 12);
    const offset = daysToDate(now, month, day, year);
    if (offset !== null && offset >= 0) return offset;
  }
  return null;
}

const ORDINAL = /^(\d{1,2})(st|nd|rd|th)$/;
const DAY_NUMBER = /^(\d{1,2})(st|nd|rd|th)?$/;
/** '5/6', '5/6/25', '5-6-2025' (a dash without the year is a time range: '5-7pm'). */
const SLASHED = /^(\d{1,2})(?:\/(\d{1,2})(?:\/(\d{2}|\d{4}))?|-(\d{1,2})-(\d{2}|\d{4}))$/;
const DOTTED_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

function single(offset: number | null, used: readonly number[]): Days | null {
  return offset === null ? null : { offset, span: 1, said: null, used };
}

/** A written date at `index`: '5/6', '2025-06-05', '5th June', 'June 5', '5 of June', 'on the 5th'. */
function dateAt(words: readonly string[], index: number, now: number): Days | null {
  const word = words[index] ?? '';
  const iso = ISO_DATE.exec(word);
  if (iso !== null) return single(daysToDate(now, Number(iso[2]), Number(iso[3]), Number(iso[1])), [index]);
  const slashed = SLASHED.exec(word);
  if (slashed !== null) {
    const year = slashed[3] ?? slashed[5];
    return single(
      daysToDate(now, Number(slashed[2] ?? slashed[4]), Number(slashed[1]), year === undefined ? null : Number(year)),
      [index],
    );
  }
  const dotted = DOTTED_DATE.exec(word);
  if (dotted !== null) return single(daysToDate(now, Number(dotted[2]), Number(dotted[1]), Number(dotted[3])), [index]);
  const month = monthOf(word);
  // 'June 5', 'June 5th' ('may' only so, being also a verb).
  if (month !== null) {
    const day = DAY_NUMBER.exec(words[index + 1] ?? '');
    return day === null ? null : single(daysToDate(now, month, Number(day[1]), null), [index, index + 1]);
  }
  const day = DAY_NUMBER.exec(word);
  if (day === null) return null;
  // '5 June', '5th of June'
  const ofAt = words[index + 1] === 'of' ? index + 2 : index + 1;
  const following = monthOf(words[ofAt]);
  if (following !== null) {
    const used = ofAt === index + 1 ? [index, ofAt] : [index, index + 1, ofAt];
    return single(daysToDate(now, following, Number(day[1]), null), used);
  }
  // 'the 5th', 'on 5th': a day of this month.
  return ORDINAL.test(word) ? single(daysToDayOfMonth(now, Number(day[1])), [index]) : null;
}

function weekdayAt(words: readonly string[], index: number, now: number): Days | null {
  const word = words[index];
  const weekday = indexIn(WEEKDAYS, word);
  if (weekday < 0 || word === undefined) return null;
  const before = words[index - 1];
  const led = before !== undefined && WEEKDAY_LEADS.includes(before);
  if (GUARDED_WEEKDAYS.includes(word) && !led) return null;
  const today = calendarDate(now).weekday;
  const ahead = (weekday - today + 7) % 7;
  // 'next Monday' is the first Monday after today; 'Monday' and 'this Monday' may be today.
  const next = before !== undefined && NEXT.includes(before);
  return { offset: next && ahead === 0 ? 7 : ahead, span: 1, said: null, used: led ? [index - 1, index] : [index] };
}

/** 'in 3 days', 'after 2 days', 'in a week'. */
function daysLaterAt(words: readonly string[], index: number): Days | null {
  if (!['in', 'after', 'within'].includes(words[index] ?? '')) return null;
  const count = words[index + 1] === 'a' || words[index + 1] === 'one' ? 1 : Number(words[index + 1]);
  const unit = words[index + 2] ?? '';
  if (!Number.isInteger(count) || count < 0 || count > 60) return null;
  const used = [index, index + 1, index + 2];
  if (unit === 'day' || unit === 'days') return { offset: count, span: 1, said: null, used };
  if (unit === 'week' || unit === 'weeks') return { offset: count * 7, span: 1, said: null, used };
  return null;
}

/** This week (today to Sunday), next week (Monday to Sunday), the weekend. */
function weekAt(words: readonly string[], now: number): Days | null {
  const today = calendarDate(now).weekday;
  const toMonday = (8 - today) % 7 || 7;
  const ranges: readonly { readonly phrases: readonly string[]; readonly days: () => Omit<Days, 'used'> }[] = [
    {
      phrases: [
        'next week',
        'labana sathiye',
        'labana sumane',
        'adutha vaaram',
        'aduththa vaaram',
        ...script('ලබන සතියේ', 'ලබන සතිය', 'அடுத்த வாரம்'),
      ],
      days: () => ({ offset: toMonday, span: 7, said: 'nextWeek' }),
    },
    {
      phrases: ['this week', 'me sathiye', 'me sumane', 'indha vaaram', ...script('මේ සතියේ', 'මේ සතිය', 'இந்த வாரம்')],
      days: () => ({ offset: 0, span: toMonday, said: 'thisWeek' }),
    },
    {
      phrases: [
        'next weekend',
        'this weekend',
        'weekend',
        'the weekend',
        ...script('සති අන්තයේ', 'வார இறுதி', 'வார இறுதியில்'),
      ],
      // Saturday and Sunday; on a Sunday, what is left of it.
      days: () =>
        today === 0 ? { offset: 0, span: 1, said: 'thisWeekend' } : { offset: 6 - today, span: 2, said: 'thisWeekend' },
    },
  ];
  for (const range of ranges) {
    for (const phrase of range.phrases) {
      const at = phraseAt(words, phrase);
      if (at >= 0) return { ...range.days(), used: phrase.split(' ').map((_, offset) => at + offset) };
    }
  }
  return null;
}

function daysIn(words: readonly string[], now: number): Days | null {
  for (const phrase of DAY_AFTER_PHRASES) {
    const at = phraseAt(words, phrase);
    if (at >= 0) return { offset: 2, span: 1, said: null, used: phrase.split(' ').map((_, offset) => at + offset) };
  }
  const week = weekAt(words, now);
  if (week !== null) return week;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    if (TODAY.includes(word) || TONIGHT.includes(word)) return { offset: 0, span: 1, said: null, used: [index] };
    if (TOMORROW.includes(word)) return { offset: 1, span: 1, said: null, used: [index] };
    if (DAY_AFTER.includes(word)) return { offset: 2, span: 1, said: null, used: [index] };
    const found = daysLaterAt(words, index) ?? weekdayAt(words, index, now) ?? dateAt(words, index, now);
    if (found !== null) return found;
  }
  return null;
}

// ---- Times of day ----

type Period = 'morning' | 'afternoon' | 'evening' | 'night';

const PERIODS: Readonly<
  Record<Period, { readonly words: readonly string[]; readonly fromMinute: number; readonly toMinute: number }>
> = {
  morning: {
    words: [
      'morning',
      'mornin',
      'morng',
      'mrng',
      'ude',
      'udee',
      'udeta',
      'udesana',
      'kaalai',
      'kalai',
      'kaalaila',
      'kalaila',
      'kaalaiyil',
      ...script('උදේ', 'උදේට', 'උදෑසන', 'காலை', 'காலையில்'),
    ],
    fromMinute: 0,
    toMinute: 720,
  },
  afternoon: {
    words: [
      'afternoon',
      'aftrnoon',
      'noon',
      'dawal',
      'dawalta',
      'dhaval',
      'madhiyam',
      'mathiyam',
      'mathiyanam',
      'madhiyanam',
      ...script('දවල්', 'දවල්ට', 'දහවල්', 'மதியம்', 'மதியத்தில்', 'பிற்பகல்'),
    ],
    fromMinute: 720,
    toMinute: 1020,
  },
  evening: {
    words: [
      'evening',
      'evng',
      'evning',
      'eve',
      'havasa',
      'hawasa',
      'havase',
      'hawase',
      'maalai',
      'malai',
      'maalaila',
      'malaila',
      'maalaiyil',
      'saayangalam',
      ...script('හවස', 'හවසට', 'සවස', 'மாலை', 'மாலையில்'),
    ],
    fromMinute: 960,
    toMinute: 1440,
  },
  night: {
    words: [
      'night',
      'nite',
      ...TONIGHT,
      'rathri',
      'raathri',
      'iravu',
      'iravil',
      ...script('රෑ', 'රෑට', 'රාත්‍රී', 'இரவு', 'இரவில்'),
    ],
    fromMinute: 1080,
    toMinute: 1440,
  },
};

const AFTER = ['after', 'aftr', 'afta', 'from', 'frm', 'since'];
const BEFORE = ['before', 'befor', 'b4', 'by', 'until', 'untill', 'till', 'til'];
const AROUND = ['at', 'around', 'arnd', 'abt', 'about', 'approx'];
/** Sinhala and Tamil put 'after' and 'before' behind the time: '5ta passe', '5 manikku appuram', '10ta kalin'. */
const AFTER_BEHIND = [
  'passe',
  'pasu',
  'pase',
  'passeta',
  'appuram',
  'apram',
  'aprm',
  'piragu',
  'pirahu',
  'mela',
  'onwards',
  'onward',
  'upwards',
  ...script('පසු', 'පසුව', 'පස්සේ', 'පස්සෙ', 'பிறகு', 'பின்', 'அப்புறம்', 'மேல்'),
];
const BEFORE_BEHIND = [
  'kalin',
  'kalinma',
  'munnadi',
  'munnaadi',
  'munbu',
  'kulla',
  ...script('කලින්', 'පෙර', 'முன்', 'முன்பு', 'முன்னர்', 'முன்னால்'),
];
const OCLOCK = ['oclock', 'mani', 'manikku', 'maniku', 'manikki', 'hrs', ...script('ට', 'මණියට', 'மணி', 'மணிக்கு')];

/** '5', '5pm', '5.30', '17:00', '5ta' or '5ට' (to five), '5ku', '5மணிக்கு': an hour with perhaps minutes and am or pm. */
const CLOCK = /^(\d{1,2})(?:[.:](\d{2}))?(am|pm|a|p|ta|n|ku|kku|mani|manikku|ට|க்கு|மணி|மணிக்கு)?$/;

interface Clock {
  readonly hour: number;
  readonly minute: number;
  readonly meridiem: 'am' | 'pm' | null;
  /** Written as a time (am or pm, a 24-hour hour, o'clock): a time even without 'after' or 'at'. */
  readonly plain: boolean;
  readonly length: number;
}

function clockAt(words: readonly string[], index: number): Clock | null {
  const match = CLOCK.exec(words[index] ?? '');
  if (match === null) return null;
  const hour = Number(match[1]);
  const minute = match[2] === undefined ? 0 : Number(match[2]);
  if (hour > 24 || minute > 59) return null;
  let meridiem: Clock['meridiem'] =
    match[3] === 'am' || match[3] === 'a' ? 'am' : match[3] === 'pm' || match[3] === 'p' ? 'pm' : null;
  let length = 1;
  const next = words[index + 1];
  const afterNext = words[index + 2];
  if (meridiem === null && (next === 'am' || next === 'pm')) {
    meridiem = next;
    length = 2;
  } else if (meridiem === null && (next === 'a' || next === 'p') && afterNext === 'm') {
    meridiem = next === 'a' ? 'am' : 'pm';
    length = 3;
  } else if (next !== undefined && OCLOCK.includes(next)) {
    length = 2;
  } else if (next === 'o' && afterNext === 'clock') {
    length = 3;
  }
  const plain =
    meridiem !== null ||
    hour >= 13 ||
    length > 1 ||
    (match[2] !== undefined && match[3] === undefined) ||
    /mani|மணி/.test(match[3] ?? '');
  return { hour, minute, meridiem, plain, length };
}

/**
 * The clock's minutes after midnight. Without am or pm: by the part of the day said ('evening at 7' is 7 PM),
 * else 1 to 6 are afternoon and evening hours (a clinic's 'after 5' is 5 PM) and 7 to 11 morning ones.
 */
function minutesOf(clock: Clock, period: Period | null): number {
  const { hour, minute, meridiem } = clock;
  let hours = hour;
  if (meridiem === 'pm') hours = (hour % 12) + 12;
  else if (meridiem === 'am') hours = hour % 12;
  else if (hour < 12 && hour > 0) {
    if (period === 'afternoon' || period === 'evening' || period === 'night') hours = hour + 12;
    else if (period !== 'morning' && hour <= 6) hours = hour + 12;
  }
  return Math.min(hours * 60 + minute, 1440);
}

interface Times {
  readonly fromMinute: number;
  readonly toMinute: number;
  readonly said: TimeSaid;
  readonly used: readonly number[];
}

function range(from: number, length: number): number[] {
  return Array.from({ length }, (_, offset) => from + offset);
}

function periodIn(words: readonly string[], taken: ReadonlySet<number>): { period: Period; index: number } | null {
  for (let index = 0; index < words.length; index += 1) {
    if (taken.has(index)) continue;
    const period = (Object.keys(PERIODS) as Period[]).find((name) => PERIODS[name].words.includes(words[index] ?? ''));
    if (period !== undefined) return { period, index };
  }
  return null;
}

/** 'X to Y', 'X till Y', 'X-Y' at `index` (am or pm said once, after Y, holds for both). */
function rangeAt(words: readonly string[], index: number, period: Period | null): Times | null {
  const dashed = /^(\d{1,2})-(\d{1,2})$/.exec(words[index] ?? '');
  let first: Clock | null;
  let second: Clock | null;
  let end: number;
  if (dashed !== null) {
    const after = clockAt([dashed[2] ?? '', ...words.slice(index + 1)], 0);
    first = clockAt([dashed[1] ?? ''], 0);
    second = after;
    end = index + (after?.length ?? 1);
  } else {
    first = clockAt(words, index);
    const joinAt = index + (first?.length ?? 0);
    if (first === null || !['to', 'till', 'until', 'and'].includes(words[joinAt] ?? '')) return null;
    second = clockAt(words, joinAt + 1);
    end = joinAt + 1 + (second?.length ?? 0);
    // '2 to 3 days' is no time.
    if (['day', 'days', 'week', 'weeks'].includes(words[end] ?? '')) return null;
  }
  if (first === null || second === null) return null;
  const from = minutesOf(
    first.meridiem === null && second.meridiem !== null ? { ...first, meridiem: second.meridiem } : first,
    period,
  );
  const read = minutesOf(second, period);
  // '5 to 7': the end is after the start (7 PM, not 7 AM).
  const to = read <= from && second.meridiem === null && second.hour < 12 ? read + 720 : read;
  return {
    fromMinute: from,
    toMinute: Math.max(to, from + 1),
    said: { kind: 'between', from, to },
    used: range(index, end - index),
  };
}

/** A time: 'after 5', 'before 10am', 'at 6.30', 'between 4 and 6', 'from 5 to 7', '5pm', '5ta passe'. */
function clockTimesIn(words: readonly string[], taken: ReadonlySet<number>, period: Period | null): Times | null {
  for (let index = 0; index < words.length; index += 1) {
    if (taken.has(index)) continue;
    const word = words[index] ?? '';
    // 'between 4 and 6', 'from 5 to 7'
    if (['between', 'betwen', 'from', 'frm'].includes(word)) {
      const between = rangeAt(words, index + 1, period);
      if (between !== null) return { ...between, used: [index, ...between.used] };
    }
    const lead = AFTER.includes(word)
      ? 'after'
      : BEFORE.includes(word)
        ? 'before'
        : AROUND.includes(word)
          ? 'around'
          : null;
    const led = lead === null ? null : clockAt(words, index + 1);
    if (lead !== null && led !== null) return timesOf(lead, minutesOf(led, period), range(index, led.length + 1));
    const between = rangeAt(words, index, period);
    if (between !== null) return between;
    const clock = clockAt(words, index);
    if (clock === null) continue;
    const behind = words[index + clock.length] ?? '';
    if (AFTER_BEHIND.includes(behind))
      return timesOf('after', minutesOf(clock, period), range(index, clock.length + 1));
    if (BEFORE_BEHIND.includes(behind))
      return timesOf('before', minutesOf(clock, period), range(index, clock.length + 1));
    if (clock.plain) return timesOf('around', minutesOf(clock, period), range(index, clock.length));
  }
  return null;
}

/** An hour either side of a time said 'at' or alone: sessions start on the hour or the half hour. */
const AROUND_MINUTES = 60;

function timesOf(lead: 'after' | 'before' | 'around', minutes: number, used: readonly number[]): Times {
  switch (lead) {
    case 'after':
      return { fromMinute: minutes, toMinute: 1440, said: { kind: 'after', minutes }, used };
    case 'before':
      return { fromMinute: 0, toMinute: Math.max(minutes, 1), said: { kind: 'before', minutes }, used };
    case 'around':
      return {
        fromMinute: Math.max(0, minutes - AROUND_MINUTES),
        toMinute: Math.min(1440, minutes + AROUND_MINUTES),
        said: { kind: 'around', minutes },
        used,
      };
  }
}

function timesIn(words: readonly string[], taken: ReadonlySet<number>): Times | null {
  const found = periodIn(words, taken);
  const period = found === null ? null : PERIODS[found.period];
  const clock = clockTimesIn(words, taken, found?.period ?? null);
  if (clock === null)
    return period === null || found === null
      ? null
      : { fromMinute: period.fromMinute, toMinute: period.toMinute, said: { kind: found.period }, used: [found.index] };
  if (period === null || found === null) return clock;
  // 'evening after 6': both; when they do not overlap, the clock is what was meant.
  const fromMinute = Math.max(clock.fromMinute, period.fromMinute);
  const toMinute = Math.min(clock.toMinute, period.toMinute);
  return fromMinute < toMinute
    ? { fromMinute, toMinute, said: clock.said, used: [...clock.used, found.index] }
    : { ...clock, used: [...clock.used, found.index] };
}

// ---- Together ----

/** How the day is read back: a range by its name, else today, tonight, tomorrow or the date. */
function dayOf(days: Days, now: number, tonight: boolean): DaySaid {
  if (days.said !== null) return { kind: days.said };
  if (days.offset === 0) return { kind: tonight ? 'tonight' : 'today' };
  if (days.offset === 1) return { kind: 'tomorrow' };
  return { kind: 'on', date: formatShortDate(addDays(now, days.offset)) };
}

/** The day and time asked for in the sentence's words, or null when it names neither. */
export function dayPhrase(words: readonly string[], now: number): DayPhrase | null {
  const days = daysIn(words, now);
  // 'tonight' is a day and a time of day: its word stays for the times.
  const taken = new Set((days?.used ?? []).filter((index) => !TONIGHT.includes(words[index] ?? '')));
  const times = timesIn(words, taken);
  if (days === null && times === null) return null;
  const tonight = days !== null && days.used.some((index) => TONIGHT.includes(words[index] ?? ''));
  // 'tonight at night' is said once.
  const time = times === null || (tonight && times.said.kind === 'night') ? null : timeSaid(times.said);
  const said = daySaid(days === null ? null : dayOf(days, now, tonight), time);
  const window: DayWindow = {
    fromDay: days === null ? null : addDays(now, days.offset),
    toDay: days === null ? null : addDays(now, days.offset + days.span),
    ...(times === null ? WHOLE_DAY : { fromMinute: times.fromMinute, toMinute: times.toMinute }),
    said,
  };
  return { window, used: [...(days?.used ?? []), ...(times?.used ?? [])] };
}
