import { describe, expect, it } from 'vitest';
import { mobileNumberError } from '../../domain/mobileNumber';
import { otpError } from '../../domain/otp';
import { maskTrace } from '../../flows/trace/mask';
import { runTrace } from '../../flows/trace/replay';
import type { Trace } from '../../flows/trace/trace';
import { recordScript } from '../replays/recordScript';
import { SCRIPTS } from '../replays/scripts';
import { inReplayTimeZone } from '../replays/replayTimeZone';

inReplayTimeZone();

function typed(trace: Trace): string[] {
  return trace.steps.flatMap((step) =>
    step.kind === 'event' && typeof step.event.text === 'string' ? [step.event.text] : [],
  );
}

describe('maskTrace', () => {
  it('replaces numbers, codes, names, dates and tokens, keeping them valid, and the masked trace takes the same path', async () => {
    const { trace } = await recordScript(SCRIPTS['registration-new-number']!, {});
    const masked = maskTrace(trace);
    const text = JSON.stringify(masked);
    for (const secret of ['712345678', 'Nadeesha', 'Silva', 'token-1-']) {
      expect(JSON.stringify(trace)).toContain(secret);
      expect(text).not.toContain(secret);
    }
    expect(masked.masked).toBe(true);
    expect(typed(trace)).toEqual([
      '0712345678',
      expect.stringMatching(/^\d{4}$/),
      'Nadeesha',
      'Silva',
      '31',
      '2',
      '1990',
      '28',
    ]);
    const [mobile = '', code = '', given, family, day, month, year, secondDay] = typed(masked);
    // 31 February stays invalid (day 31, month 2 kept); 28 becomes a day every month has; 1990 is a past non-leap year.
    expect([given, family, day, month, year, secondDay]).toEqual(['Alex', 'Doe', '31', '2', '1990', '15']);
    expect(mobileNumberError(mobile)).toBeNull();
    expect(otpError(code)).toBeNull();
    // Same path: same final state, same number of lines, and the replay agrees with the regenerated expectation.
    expect(masked.expected.finalState).toEqual(trace.expected.finalState);
    expect(masked.expected.transcript).toHaveLength(trace.expected.transcript.length);
    expect(await runTrace(masked)).toEqual(masked.expected);
    expect(masked.expected.transcript).toContain('assistant: Your date of birth, date should be valid');
  });

  it('masks one number the same way in every form it appears in (typed 0…, stored 94…, last four digits)', async () => {
    const { trace } = await recordScript(SCRIPTS['sign-in-holder']!, {});
    const masked = maskTrace(trace);
    const [mobile = ''] = typed(masked);
    expect(mobile).toMatch(/^0\d{9}$/);
    const initiation = masked.steps.find((step) => step.kind === 'result' && step.actor === 'initiateAuthentication');
    expect(initiation).toMatchObject({ output: { mobileNo: `94${mobile.slice(1)}` } });
    expect(masked.expected.transcript).toContain(
      `assistant: I sent a 4-digit code to your number ending in ${mobile.slice(-4)}`,
    );
    expect(JSON.stringify(masked)).not.toMatch(/Nimal|Kamala|Sahan|Perera|771234567|1984-03-21/);
  });

  it('masks the signed-in session and patients of the input', async () => {
    const { trace } = await recordScript(SCRIPTS['greeting-and-menu']!, {});
    const masked = maskTrace(trace);
    expect(JSON.stringify(masked.input)).not.toMatch(/Nimal|Perera|771234567|token-saved/);
    expect(masked.input).toMatchObject({
      session: { accessToken: 'masked-token-1', profile: { mobileNo: '94700000001' } },
    });
    expect(await runTrace(masked)).toEqual(masked.expected);
  });

  it('keeps a sentence typed beside the menu, as a search is kept, but masks a patient named in it, in what was typed and in what was understood', async () => {
    const script = SCRIPTS['typed-requests']!;
    const { trace } = await recordScript(
      {
        ...script,
        play: async (p) => {
          await p.wait(2600);
          await p.type('cardiologist tomorrow for Kamala');
          await p.wait(4000);
        },
      },
      {},
    );
    const masked = maskTrace(trace);
    expect(JSON.stringify(trace)).toContain('Kamala');
    expect(JSON.stringify(masked)).not.toContain('Kamala');
    expect(typed(masked)).toEqual([expect.stringMatching(/^cardiologist tomorrow for \p{L}+$/u)]);
    const understood = masked.steps.find((step) => step.kind === 'result' && step.actor === 'understandText');
    expect(understood).toMatchObject({ output: { intent: 'book', specialtyKeys: [] } });
    expect(await runTrace(masked)).toEqual(masked.expected);
    expect(masked.expected.transcript).toContain('assistant: we found these sessions for you');
  });
});
