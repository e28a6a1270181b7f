import { describe, expect, it } from 'vitest';
import { OTP_TTL_MS } from '../../../domain/otp';
import {
  forgetInitiation,
  parseOwnInitiations,
  rememberInitiation,
  resumableInitiation,
} from '../../../domain/ownInitiations';

const NUMBER = '94771234567';
const T0 = 1_700_000_000_000;

// Issue 28: the server never says which code ARO-E1031 speaks of; the browser resumes only a code it asked for.
describe('resuming a code this browser asked for', () => {
  const kept = rememberInitiation([], { id: 'initiation-1', mobileNo: NUMBER }, T0);

  it('resumes ours within the countdown of the number it was sent to (a reload, another tab, the number typed again)', () => {
    expect(resumableInitiation(kept, { mobileNo: NUMBER, secondsLeft: 42 }, T0 + 18_000)).toEqual({
      id: 'initiation-1',
      mobileNo: NUMBER,
      sentAt: T0,
    });
  });

  it('resumes nothing for a browser that asked for no code to that number: a stranger gets only the wait', () => {
    expect(resumableInitiation([], { mobileNo: NUMBER, secondsLeft: 42 }, T0 + 18_000)).toBeNull();
    expect(resumableInitiation(kept, { mobileNo: '94770000000', secondsLeft: 42 }, T0 + 18_000)).toBeNull();
  });

  it('resumes nothing when ours is older than the countdown: the newest code (the one on the phone) was asked for elsewhere', () => {
    expect(resumableInitiation(kept, { mobileNo: NUMBER, secondsLeft: 30 }, T0 + 60_000)).toBeNull();
    // A clock set back is no reason to trust an entry either.
    expect(resumableInitiation(kept, { mobileNo: NUMBER, secondsLeft: 30 }, T0 - 1)).toBeNull();
  });

  it('keeps one code per number, the newest, and drops expired ones and forgotten ones', () => {
    const two = rememberInitiation(kept, { id: 'initiation-2', mobileNo: '94770000000' }, T0 + 1000);
    const replaced = rememberInitiation(two, { id: 'initiation-3', mobileNo: NUMBER }, T0 + 2000);
    expect(replaced.map((entry) => entry.id)).toEqual(['initiation-2', 'initiation-3']);
    expect(
      rememberInitiation(replaced, { id: 'initiation-4', mobileNo: '94779999999' }, T0 + 1000 + OTP_TTL_MS).map(
        (entry) => entry.id,
      ),
    ).toEqual(['initiation-3', 'initiation-4']);
    expect(forgetInitiation(replaced, 'initiation-3').map((entry) => entry.id)).toEqual(['initiation-2']);
  });

  it('reads back what it wrote, and nothing from anything else', () => {
    expect(parseOwnInitiations(JSON.stringify(kept))).toEqual(kept);
    expect(parseOwnInitiations(null)).toEqual([]);
    expect(parseOwnInitiations('not json')).toEqual([]);
    expect(parseOwnInitiations('{"id":"x"}')).toEqual([]);
    expect(
      parseOwnInitiations(
        JSON.stringify([
          { id: '', mobileNo: NUMBER, sentAt: T0 },
          { id: 'ok', mobileNo: NUMBER, sentAt: T0 },
          { id: 'x', mobileNo: NUMBER },
        ]),
      ),
    ).toEqual([{ id: 'ok', mobileNo: NUMBER, sentAt: T0 }]);
  });
});
