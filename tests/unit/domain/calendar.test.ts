import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  appointmentIcs,
  appointmentIcsFileName,
  calendarSlot,
  type CalendarAppointment,
} from '../../../domain/calendar';
import { setTimeZone } from '../../../domain/days';
import { escapeText, foldLine, utcDateTime } from '../../../domain/ics';
import { speak } from '../../support/language';

afterEach(() => setTimeZone(null));

/** 4:00 PM in Colombo (UTC+5:30) on 27 Nov 2026 is 10:30 UTC; a two-hour session of 12 patients: 10-minute slots. */
const START = Date.UTC(2026, 10, 27, 10, 30);
const END = START + 2 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 20, 9, 0);
const ORIGIN = 'https://care.example.lk';

const inPerson: CalendarAppointment = {
  id: 'a-7',
  sessionId: 's-1',
  tokenNo: 7,
  session: {
    startTime: START,
    endTime: END,
    appointmentMaxAllowed: 12,
    video: false,
    doctorName: 'Dr. Anura Silva',
    locationName: 'OPD Room 4',
  },
  hospital: {
    name: 'Nawaloka Hospital',
    address: '23; Deshamanya H. K. Dharmadasa Mawatha, Colombo 02',
    city: 'Colombo',
  },
};
const video: CalendarAppointment = {
  ...inPerson,
  id: 'a-8',
  tokenNo: 2,
  session: { ...inPerson.session, video: true },
};

/** The file parsed by an independent RFC 5545 parser: its VCALENDAR and its one VEVENT. */
function parsed(text: string): { calendar: ICAL.Component; event: ICAL.Component } {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const event = calendar.getFirstSubcomponent('vevent');
  if (event === null) throw new Error('no VEVENT');
  return { calendar, event };
}

const utcOf = (event: ICAL.Component, name: string): string => {
  const value = event.getFirstPropertyValue(name);
  if (!(value instanceof ICAL.Time)) throw new Error(`${name} is not a date-time`);
  expect(value.zone.tzid).toBe('UTC');
  return value.toJSDate().toISOString();
};

describe('the appointment as a calendar file', () => {
  it('is one published VEVENT from the estimated time to the end of the slot, in UTC, with every field of the appointment', () => {
    setTimeZone('Asia/Colombo');
    const text = appointmentIcs(inPerson, { origin: ORIGIN, now: NOW, queue: null });
    const { calendar, event } = parsed(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Carechat//Appointments//EN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(0);

    // Token 7 without the queue: six ahead of 10-minute slots, 5:00 PM Colombo (11:30 UTC) to 5:10 PM.
    expect(utcOf(event, 'dtstart')).toBe('2026-11-27T11:30:00.000Z');
    expect(utcOf(event, 'dtend')).toBe('2026-11-27T11:40:00.000Z');
    expect(utcOf(event, 'dtstamp')).toBe('2026-11-20T09:00:00.000Z');
    expect(text).toContain('\r\nDTSTART:20261127T113000Z\r\n');

    expect(event.getFirstPropertyValue('uid')).toBe('appointment-a-7@care.example.lk');
    expect(event.getFirstPropertyValue('summary')).toBe('Consultation with Dr. Anura Silva');
    // The address's comma and semicolon are escaped in the file and come back whole.
    expect(event.getFirstPropertyValue('location')).toBe(
      'Nawaloka Hospital, OPD Room 4, 23; Deshamanya H. K. Dharmadasa Mawatha, Colombo 02',
    );
    expect(text.replace(/\r\n /g, '')).toContain(
      'LOCATION:Nawaloka Hospital\\, OPD Room 4\\, 23\\; Deshamanya H. K. Dharmadasa Mawatha\\, Colombo 02\r\n',
    );

    const back = `${ORIGIN}/view/appointment?sessionId=s-1&appointmentId=a-7`;
    expect(event.getFirstPropertyValue('url')).toBe(back);
    expect(String(event.getFirstPropertyValue('description')).split('\n')).toEqual([
      'Consultation with Dr. Anura Silva',
      'Doctor: Dr. Anura Silva',
      'Hospital: Nawaloka Hospital',
      'Address: 23; Deshamanya H. K. Dharmadasa Mawatha, Colombo 02',
      'Token No. 7',
      'Estimated time: 5:00 PM, 27 Nov 2026 (Asia/Colombo)',
      `Your appointment: ${back}`,
    ]);
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');

    const alarm = event.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    const trigger = alarm?.getFirstPropertyValue('trigger');
    expect(trigger instanceof ICAL.Duration ? trigger.toSeconds() : null).toBe(-60 * 60);
    expect(alarm?.getFirstPropertyValue('description')).toBe('Your appointment with Dr. Anura Silva is in an hour');
  });

  it('ends every line with CRLF and folds none longer than 75 octets, even in Sinhala, without splitting a character', () => {
    const sinhala: CalendarAppointment = {
      ...inPerson,
      session: { ...inPerson.session, doctorName: 'වෛද්‍ය අනුර සිල්වා මහතා, විශේෂඥ හෘද රෝග වෛද්‍ය' },
      hospital: { ...inPerson.hospital, name: 'නවලෝක රෝහල', address: 'දේශමාන්‍ය එච්. කේ. ධර්මදාස මාවත, කොළඹ 02' },
    };
    const text = appointmentIcs(sinhala, { origin: ORIGIN, now: NOW, queue: null });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // Folding happened, and unfolding gives back the very text.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    const { event } = parsed(text);
    expect(event.getFirstPropertyValue('summary')).toBe('Consultation with වෛද්‍ය අනුර සිල්වා මහතා, විශේෂඥ හෘද රෝග වෛද්‍ය');
    expect(event.getFirstPropertyValue('location')).toBe(
      'නවලෝක රෝහල, OPD Room 4, දේශමාන්‍ය එච්. කේ. ධර්මදාස මාවත, කොළඹ 02',
    );
  });

  it('carries the join link of a video appointment, with no street location', () => {
    const { event } = parsed(appointmentIcs(video, { origin: ORIGIN, now: NOW, queue: null }));
    expect(event.getFirstPropertyValue('summary')).toBe('Video consultation with Dr. Anura Silva');
    expect(event.getFirstPropertyValue('location')).toBe('Video consultation');
    const description = String(event.getFirstPropertyValue('description')).split('\n');
    expect(description).toContain(
      `Join the video call: ${ORIGIN}/view/appointment?sessionId=s-1&appointmentId=a-8&join=video`,
    );
    expect(description).toContain('Token No. 2');
    // An in-person one has none.
    expect(
      String(
        parsed(appointmentIcs(inPerson, { origin: ORIGIN, now: NOW, queue: null })).event.getFirstPropertyValue(
          'description',
        ),
      ),
    ).not.toContain('join=video');
  });
});

describe("the calendar file in the patient's language (issue 32)", () => {
  it('is worded in Sinhala, names, numbers and links unchanged, and still parses', () => {
    const back = speak('si');
    try {
      setTimeZone('Asia/Colombo');
      const text = appointmentIcs(inPerson, { origin: ORIGIN, now: NOW, queue: null });
      const { event } = parsed(text);
      expect(event.getFirstPropertyValue('summary')).toBe('Dr. Anura Silva සමඟ උපදේශනය');
      const lines = String(event.getFirstPropertyValue('description')).split('\n');
      expect(lines.slice(0, 5)).toEqual([
        'Dr. Anura Silva සමඟ උපදේශනය',
        'වෛද්‍යවරයා: Dr. Anura Silva',
        'රෝහල: Nawaloka Hospital',
        'ලිපිනය: 23; Deshamanya H. K. Dharmadasa Mawatha, Colombo 02',
        'ටෝකන් අංකය 7',
      ]);
      expect(lines[5]).toMatch(/^අපේක්ෂිත වේලාව: .+ \(Asia\/Colombo\)$/);
      expect(lines[6]).toBe(`ඔබේ හමුවීම: ${ORIGIN}/view/appointment?sessionId=s-1&appointmentId=a-7`);
      expect(event.getFirstSubcomponent('valarm')?.getFirstPropertyValue('description')).toBe(
        'Dr. Anura Silva සමඟ ඔබේ හමුවීම තව පැයකින්',
      );
      for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    } finally {
      back();
    }
  });

  it("is worded in Tamil, a video appointment's join link included", () => {
    const back = speak('ta');
    try {
      const { event } = parsed(appointmentIcs(video, { origin: ORIGIN, now: NOW, queue: null }));
      expect(event.getFirstPropertyValue('summary')).toBe('Dr. Anura Silva உடன் வீடியோ ஆலோசனை');
      expect(event.getFirstPropertyValue('location')).toBe('வீடியோ ஆலோசனை');
      expect(String(event.getFirstPropertyValue('description')).split('\n')).toContain(
        `வீடியோ அழைப்பில் சேருங்கள்: ${ORIGIN}/view/appointment?sessionId=s-1&appointmentId=a-8&join=video`,
      );
    } finally {
      back();
    }
  });
});

describe('the event time', () => {
  it('counts only the people still waiting ahead once the queue is known, as the page does', () => {
    const queue = [
      { tokenNo: 1, status: 'fulfilled' },
      { tokenNo: 2, status: 'arrived' },
      { tokenNo: 3, status: 'cancelled' },
      { tokenNo: 4, status: 'booked' },
      { tokenNo: 7, status: 'booked' },
    ];
    expect(calendarSlot(inPerson, { now: NOW, queue })).toEqual({
      start: START + 10 * 60_000,
      end: START + 20 * 60_000,
    });
  });

  it('moves from now once the session is under way', () => {
    const now = START + 45 * 60_000;
    expect(calendarSlot(inPerson, { now, queue: [] })).toEqual({ start: now, end: now + 10 * 60_000 });
  });

  it('is the whole session when it has no limit of patients (no slot length)', () => {
    const open = { ...inPerson, session: { ...inPerson.session, appointmentMaxAllowed: -1 } };
    expect(calendarSlot(open, { now: NOW, queue: null })).toEqual({ start: START, end: END });
  });

  it('names the file by the hospital day and the token', () => {
    setTimeZone('Asia/Colombo');
    expect(appointmentIcsFileName(inPerson)).toBe('appointment-2026-11-27-token-7.ics');
  });
});

describe('RFC 5545 text rules', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('writes UTC date-times', () => {
    expect(utcDateTime(Date.UTC(2026, 0, 5, 3, 4))).toBe('20260105T030400Z');
  });

  it('folds at exactly 75 octets, a continuation counting its leading space', () => {
    const folded = foldLine('x'.repeat(75 + 74 + 1)).split('\r\n');
    expect(folded.map((line) => line.length)).toEqual([75, 75, 2]);
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    // A 3-octet character at octet 74 moves whole to the next line.
    const [first = ''] = foldLine(`${'x'.repeat(73)}ශශ`).split('\r\n');
    expect(first).toBe('x'.repeat(73));
  });
});
