import { describe, it, expect } from 'vitest';
import {
  deepLinkDecision,
  deepLinkEntry,
  deepLinkRoute,
  encodeAccessToken,
  parseAccessToken,
} from '../../../domain/deepLink';
import type { DeepLink } from '../../../domain/deepLink';

const token = (text: string): string => Buffer.from(text, 'latin1').toString('base64');

const appointment: DeepLink = {
  kind: 'appointment',
  mobile: '94771234567',
  patientId: 'pat-1',
  sessionId: 'ses-2',
  appointmentId: 'apt-3',
  extra: 'x9',
};

const order: DeepLink = { kind: 'order', mobile: '94772345678', patientId: 'pat-9', extra: 'nurse', orderId: 'ord-7' };

describe('parseAccessToken', () => {
  it('reads an appointment link and normalises its number', () => {
    expect(parseAccessToken(token('0771234567_pat-1_ses-2_apt-3_x9'))).toEqual(appointment);
    expect(parseAccessToken(token('771234567_pat-1_ses-2_apt-3_x9'))).toEqual(appointment);
    expect(parseAccessToken(token('94771234567_pat-1_ses-2_apt-3_x9'))).toEqual(appointment);
  });

  it('reads an SR order link', () => {
    expect(parseAccessToken(token('SR_0772345678_pat-9_nurse_ord-7'))).toEqual(order);
  });

  it('allows an empty extra part', () => {
    expect(parseAccessToken(token('0771234567_p_s_a_'))).toEqual({
      kind: 'appointment',
      mobile: '94771234567',
      patientId: 'p',
      sessionId: 's',
      appointmentId: 'a',
      extra: '',
    });
    expect(parseAccessToken(token('SR_0771234567_p__o'))).toMatchObject({ kind: 'order', extra: '', orderId: 'o' });
  });

  it('returns null for text that is not base64', () => {
    expect(parseAccessToken('')).toBeNull();
    expect(parseAccessToken('not base64!')).toBeNull();
    expect(parseAccessToken('%%%%')).toBeNull();
    expect(parseAccessToken('A')).toBeNull(); // impossible length
  });

  it('returns null for a wrong number of parts', () => {
    expect(parseAccessToken(token('0771234567_pat-1_ses-2_apt-3'))).toBeNull();
    expect(parseAccessToken(token('0771234567_pat-1_ses-2_apt-3_x_y'))).toBeNull();
    expect(parseAccessToken(token('SR_0772345678_pat-9_ord-7'))).toBeNull();
    expect(parseAccessToken(token('SR_0772345678_pat-9_nurse_ord-7_more'))).toBeNull();
    expect(parseAccessToken(token('hello'))).toBeNull();
  });

  it('returns null for an invalid mobile number', () => {
    expect(parseAccessToken(token('0812345678_pat-1_ses-2_apt-3_x'))).toBeNull();
    expect(parseAccessToken(token('07712_pat-1_ses-2_apt-3_x'))).toBeNull();
    expect(parseAccessToken(token('_pat-1_ses-2_apt-3_x'))).toBeNull();
    expect(parseAccessToken(token('SR_9477123456_pat-9_nurse_ord-7'))).toBeNull();
  });

  it('returns null when an id it routes by is empty', () => {
    expect(parseAccessToken(token('0771234567__ses-2_apt-3_x'))).toBeNull();
    expect(parseAccessToken(token('0771234567_pat-1__apt-3_x'))).toBeNull();
    expect(parseAccessToken(token('0771234567_pat-1_ses-2__x'))).toBeNull();
    expect(parseAccessToken(token('SR_0771234567_pat-1_x_'))).toBeNull();
  });

  it('survives query-string decoding, URL-safe alphabet and missing padding', () => {
    const withPlus = token('0771234567_>?_s_a_e'); // base64 contains '+'
    const withSlash = token('0771234567_???_s_a_e'); // base64 contains '/'
    expect(withPlus).toContain('+');
    expect(withSlash).toContain('/');
    // URLSearchParams turns an unescaped '+' into a space.
    expect(parseAccessToken(withPlus.replace(/\+/g, ' '))).toMatchObject({ patientId: '>?' });
    expect(parseAccessToken(withPlus.replace(/\+/g, '-'))).toMatchObject({ patientId: '>?' });
    expect(parseAccessToken(withSlash.replace(/\//g, '_'))).toMatchObject({ patientId: '???' });
    expect(parseAccessToken(withPlus.replace(/=+$/, ''))).toMatchObject({ patientId: '>?', extra: 'e' });
    expect(parseAccessToken(`  ${withSlash}\n`)).toMatchObject({ patientId: '???' });
  });
});

describe('encodeAccessToken', () => {
  it('encodes as base64 of underscore-joined parts', () => {
    expect(Buffer.from(encodeAccessToken(appointment), 'base64').toString('latin1')).toBe(
      '94771234567_pat-1_ses-2_apt-3_x9',
    );
    expect(Buffer.from(encodeAccessToken(order), 'base64').toString('latin1')).toBe('SR_94772345678_pat-9_nurse_ord-7');
  });

  it('round-trips through parseAccessToken', () => {
    expect(parseAccessToken(encodeAccessToken(appointment))).toEqual(appointment);
    expect(parseAccessToken(encodeAccessToken(order))).toEqual(order);
    const emptyExtra: DeepLink = { ...appointment, extra: '' };
    expect(parseAccessToken(encodeAccessToken(emptyExtra))).toEqual(emptyExtra);
  });
});

describe('deepLinkRoute', () => {
  it('opens the appointment view', () => {
    expect(deepLinkRoute(appointment)).toBe('/view/appointment?sessionId=ses-2&appointmentId=apt-3');
  });

  it('opens the order view', () => {
    expect(deepLinkRoute(order)).toBe('/order/view?orderId=ord-7');
  });

  it('escapes ids for the query string', () => {
    const route = deepLinkRoute({ ...appointment, sessionId: 'a&b', appointmentId: 'c d' });
    expect(route).toBe('/view/appointment?sessionId=a%26b&appointmentId=c%20d');
    const params = new URLSearchParams(route.split('?')[1]);
    expect(params.get('sessionId')).toBe('a&b');
    expect(params.get('appointmentId')).toBe('c d');
  });
});

describe('deepLinkDecision', () => {
  it('does nothing without a link', () => {
    expect(deepLinkDecision(null, null)).toBe('none');
    expect(deepLinkDecision(null, '94771234567')).toBe('none');
  });

  it('opens the link when signed in with the same number', () => {
    expect(deepLinkDecision(appointment, '94771234567')).toBe('open');
    expect(deepLinkDecision(appointment, '0771234567')).toBe('open');
    expect(deepLinkDecision(order, '772345678')).toBe('open');
  });

  it('signs in when not signed in or signed in with another number', () => {
    expect(deepLinkDecision(appointment, null)).toBe('sign-in');
    expect(deepLinkDecision(appointment, '94772345678')).toBe('sign-in');
    expect(deepLinkDecision(order, '')).toBe('sign-in');
  });

  it('decides on a parsed link end to end', () => {
    const link = parseAccessToken(token('0771234567_pat-1_ses-2_apt-3_x9'));
    expect(deepLinkDecision(link, '94771234567')).toBe('open');
    expect(deepLinkDecision(parseAccessToken(token('0812345678_p_s_a_x')), '94771234567')).toBe('none');
  });
});

describe('deepLinkEntry', () => {
  it('hands the link back to the app entry as a url-safe access_token that parses to the same link', () => {
    const link: DeepLink = {
      kind: 'appointment',
      mobile: '94771234567',
      patientId: 'p1',
      sessionId: 's1',
      appointmentId: 'a1',
      extra: 'x',
    };
    const entry = deepLinkEntry(link);
    expect(entry.startsWith('/?access_token=')).toBe(true);
    const token = new URL(entry, 'http://localhost').searchParams.get('access_token');
    expect(token === null ? null : parseAccessToken(token)).toEqual(link);
  });
});
