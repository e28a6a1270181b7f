// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CallView } from '../../../src/features/video/call/CallView';
import type { CallPhase } from '../../../machines/videoCall.select';
import { VideoConsultationBlock } from '../../../src/features/video/VideoConsultationBlock';
import { speak } from '../../support/language';
import { callContext, recorder } from './callFixtures';

/** Issue 32: the call screen in Sinhala and Tamil (the English is CallView.test.tsx's). */

let back: () => void = () => undefined;
afterEach(() => {
  cleanup();
  back();
});

function show(phase: CallPhase, spoken: 'si' | 'ta'): HTMLElement {
  const { send } = recorder();
  render(
    <CallView side="patient" phase={phase} context={callContext({ side: 'patient' })} send={send} onClose={() => {}} />,
  );
  return screen.getByRole('region', { name: REGION[spoken] });
}

const REGION = { si: 'වීඩියෝ ඇමතුම', ta: 'வீடியோ அழைப்பு' } as const;

const WORDS = {
  si: {
    check: 'ඔබේ කැමරාව සහ මයික්‍රෆෝනය පරීක්ෂා කරන්න',
    join: 'දැන් සම්බන්ධ වන්න',
    cancel: 'අවලංගු කරන්න',
    await: 'කරුණාකර මෙහි රැඳී සිටින්න',
    endCall: 'ඇමතුම අවසන් කරන්න',
    mute: 'ශබ්දය නවත්වන්න',
  },
  ta: {
    check: 'உங்கள் கேமரா மற்றும் மைக்ரோஃபோனைச் சரிபார்க்கவும்',
    join: 'இப்போது சேர்',
    cancel: 'ரத்து செய்',
    await: 'தயவுசெய்து இங்கே காத்திருக்கவும்',
    endCall: 'அழைப்பை முடி',
    mute: 'ஒலியடக்கு',
  },
} as const;

describe.each(['si', 'ta'] as const)('the call screen in %s', (spoken) => {
  it('ready: the device check, Join now and Cancel', () => {
    back = speak(spoken);
    const region = show('ready', spoken);
    expect(within(region).getByRole('heading', { name: WORDS[spoken].check })).toBeTruthy();
    expect(within(region).getByRole('button', { name: WORDS[spoken].join })).toBeTruthy();
    expect(within(region).getByRole('button', { name: WORDS[spoken].cancel })).toBeTruthy();
  });

  it("waiting: the spec's 'Please await here', and the call controls", () => {
    back = speak(spoken);
    const region = show('waiting', spoken);
    expect(region.textContent).toContain(WORDS[spoken].await);
    expect(within(region).getByRole('button', { name: WORDS[spoken].endCall })).toBeTruthy();
    expect(within(region).getByRole('button', { name: WORDS[spoken].mute })).toBeTruthy();
  });
});

describe('a refused join, in the patient language', () => {
  it.each([
    ['si', 'ඇමතුම විවෘත වන්නේ සැසිය ආරම්භ වීමට මිනිත්තු 15කට පෙරය.'],
    ['ta', 'அமர்வு தொடங்குவதற்கு 15 நிமிடங்களுக்கு முன் அழைப்பு திறக்கும்.'],
  ] as const)('%s', (spoken, tooEarly) => {
    back = speak(spoken);
    const start = Date.UTC(2025, 5, 2, 4, 0);
    render(
      <VideoConsultationBlock
        appointment={
          {
            status: 'booked',
            paymentStatus: 'paid',
            hospital: { name: 'Carechat Hospital Colombo' },
            session: { video: true, status: 'scheduled', startTime: start, endTime: start + 3_600_000 },
          } as unknown as Parameters<typeof VideoConsultationBlock>[0]['appointment']
        }
        now={start - 3 * 3_600_000}
        onJoin={() => {}}
      />,
    );
    expect(screen.getByText(tooEarly)).toBeTruthy();
  });
});
