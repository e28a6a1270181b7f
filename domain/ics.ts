/**
 * The few rules of RFC 5545 (iCalendar) a one-event calendar file needs: text escaping (§3.3.11), UTC date-times
 * (§3.3.5, form 2, so no VTIMEZONE), content lines ended by CRLF and folded at 75 octets (§3.1). Written here rather
 * than with the `ics` package, which folds at 75 characters (a line of Sinhala or Tamil text reaches 200 octets)
 * and brings 24 kB (gzip) of schema validation for one event (docs-calendar.md).
 */

interface IcsAlarm {
  /** How long before the start the alarm rings. */
  readonly minutesBefore: number;
  readonly description: string;
}

export interface IcsEvent {
  /** Globally unique and stable: a second download updates the same event instead of adding another. */
  readonly uid: string;
  /** When the file was made (DTSTAMP), epoch milliseconds. */
  readonly stamp: number;
  readonly start: number;
  readonly end: number;
  readonly summary: string;
  readonly location: string;
  readonly description: string;
  /** An absolute URI (URL property): not escaped, as a URI value is not text. */
  readonly url: string;
  readonly alarm: IcsAlarm | null;
}

export interface IcsCalendar {
  /** PRODID, '-//Owner//Product//EN'. */
  readonly productId: string;
  readonly event: IcsEvent;
}

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** A DATE-TIME in UTC: 20261127T033000Z (seconds dropped: appointment times are whole minutes). */
export function utcDateTime(epoch: number): string {
  const date = new Date(epoch);
  const day = `${String(date.getUTCFullYear()).padStart(4, '0')}${pad2(date.getUTCMonth() + 1)}${pad2(date.getUTCDate())}`;
  return `${day}T${pad2(date.getUTCHours())}${pad2(date.getUTCMinutes())}00Z`;
}

/** Octets of one code point in UTF-8. */
function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** Longest content line in octets, CRLF excluded (RFC 5545 §3.1). */
const MAX_LINE_OCTETS = 75;

/**
 * One content line folded so that no line is longer than 75 octets: each continuation starts with a space (counted
 * in its 75), and a character is never split across lines (a multi-octet one moves whole to the next).
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0) ?? 0);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** A VCALENDAR with one VEVENT (METHOD:PUBLISH: a file to import, not an invitation), CRLF line endings. */
export function icsCalendar({ productId, event }: IcsCalendar): string {
  const alarm =
    event.alarm === null
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(event.alarm.description)}`,
          `TRIGGER:-PT${String(Math.max(0, Math.round(event.alarm.minutesBefore)))}M`,
          'END:VALARM',
        ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    'STATUS:CONFIRMED',
    ...alarm,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
