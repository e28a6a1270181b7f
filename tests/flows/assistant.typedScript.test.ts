import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../support/language';
import { startAssistant, type AssistantHarness } from './assistantHarness';

/**
 * Issue 32, typed words: a sentence typed at the menu in Sinhala or Tamil script (or their words in Latin
 * letters) finds the speciality it names and the day, as an English one does (assistant.typed.test.ts); and
 * the typed requests' answers are in the language spoken. The conversation's clock is Sunday 1 June 2025, 9:30.
 */

const TODAY = new Date(2025, 5, 1).getTime();
let back: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 1, 9, 30));
});
afterEach(() => {
  back();
  vi.useRealTimers();
});

async function atMenu(): Promise<AssistantHarness> {
  const chat = startAssistant();
  await chat.wait(2000);
  chat.newLines();
  return chat;
}

describe.each([
  ['si', 'හෘද වෛද්‍ය හෙට', 'ආයුබෝවන්', 'ආයුබෝවන්! පහත සේවාවක් තට්ටු කරන්න'],
  ['ta', 'இதய மருத்துவர் நாளை', 'வணக்கம்', 'வணக்கம்! கீழே உள்ள ஒரு சேவையைத் தட்டவும்'],
] as const)('typed in %s', (language, cardiologyTomorrow, hello, greeted) => {
  beforeEach(() => {
    back = speak(language);
  });

  it(`'${cardiologyTomorrow}' searches tomorrow's cardiology sessions and lists them`, async () => {
    const chat = await atMenu();
    await chat.type(cardiologyTomorrow);
    expect(chat.calls.booking.search).toEqual([{ startTimeFrom: TODAY, video: false, specialtyCode: 'cardiology' }]);
    await chat.wait(1000);
    // Tomorrow's two: Dr. Ruwani at 10:00 and Dr. Anil at 17:00 (tests/flows/bookingFakes.ts).
    const cards = chat.newLines().filter((line) => line.startsWith('assistant: [session]'));
    expect(cards).toHaveLength(2);
    expect(cards[0]).toContain('Dr. Ruwani Jayasekara');
    expect(cards[1]).toContain('Dr. Anil Gunasekara');
  });

  it(`'${hello}' is greeted back in the same language`, async () => {
    const chat = await atMenu();
    await chat.type(hello);
    expect(chat.newLines()).toEqual([`patient: ${hello}`, expect.stringContaining(`assistant: ${greeted}`)]);
  });
});

describe('typed in Latin letters', () => {
  it.each(['hrudaya doctor heta', 'idhayam doctor naalai'])(
    "'%s' finds tomorrow's cardiology sessions",
    async (text) => {
      const chat = await atMenu();
      await chat.type(text);
      expect(chat.calls.booking.search).toEqual([{ startTimeFrom: TODAY, video: false, specialtyCode: 'cardiology' }]);
    },
  );

  it("'chama doctor' finds the dermatologists", async () => {
    const chat = await atMenu();
    await chat.type('chama doctor');
    await chat.wait(1000);
    expect(chat.calls.booking.search.at(-1)).toMatchObject({ specialtyCode: 'dermatology' });
  });
});
