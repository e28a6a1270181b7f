// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseError } from '../../../domain/errors';
import { ErrorScreen } from '../../../src/ui/ErrorScreen';
import { PageLoading } from '../../../src/ui/PageLoading';
import { speak } from '../../support/language';

/** Issue 32: the error screen and the error catalogue in Sinhala and Tamil (English: the spec's exact words). */

let back: () => void = () => undefined;
afterEach(() => {
  cleanup();
  back();
});

const WORDS = {
  en: { title: 'Something went wrong', home: 'Go Home', code: 'Invalid verification code.', loading: 'Loading…' },
  si: { title: 'යමක් වැරදුණා', home: 'මුල් පිටුවට යන්න', code: 'වලංගු නොවන තහවුරු කිරීමේ කේතයකි.', loading: 'පූරණය වෙමින්…' },
  ta: {
    title: 'ஏதோ தவறு நடந்தது',
    home: 'முகப்புக்குச் செல்',
    code: 'தவறான சரிபார்ப்புக் குறியீடு.',
    loading: 'ஏற்றுகிறது…',
  },
} as const;

describe.each(['en', 'si', 'ta'] as const)('in %s', (spoken) => {
  it('the error screen says so, and Go Home', () => {
    back = speak(spoken);
    render(<ErrorScreen />);
    expect(screen.getByRole('heading', { name: WORDS[spoken].title })).toBeTruthy();
    expect(screen.getByRole('link', { name: WORDS[spoken].home }).getAttribute('href')).toBe('/');
  });

  it("a server's coded refusal in its English words reads in the language; a missing one is the default", () => {
    back = speak(spoken);
    expect(parseError('[GraphQL] ARO-E1015:Invalid verification code.')).toEqual({
      code: 'ARO-E1015',
      message: WORDS[spoken].code,
    });
    expect(parseError('ARO-E1015:')).toEqual({ code: 'ARO-E1015', message: WORDS[spoken].code });
    expect(parseError('no code here').message).toBe(WORDS[spoken].title);
  });

  it('a page loading says so', () => {
    back = speak(spoken);
    render(<PageLoading />);
    expect(screen.getByRole('status').textContent).toBe(WORDS[spoken].loading);
  });
});

it('words the first frame again once the rest of the catalogue is in', () => {
  render(<PageLoading />);
  expect(screen.getByRole('status').textContent).toBe(WORDS.en.loading);
  // Tamil activated after the render (as the rest of a catalogue arrives after the first frame): the line follows.
  act(() => {
    back = speak('ta');
  });
  expect(screen.getByRole('status').textContent).toBe(WORDS.ta.loading);
});
