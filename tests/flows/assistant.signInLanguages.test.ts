import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../i18n/languages';
import { speak } from '../support/language';
import { startAssistant, type AssistantHarness } from './assistantHarness';

/**
 * The chat's sign-in in Sinhala and Tamil: the number's rule, the code sent, a wrong code and the verified code are
 * worded in the language active when they are said, though the conversation's config was built at import (English).
 */

const SIGN_IN: Readonly<Record<Exclude<Language, 'en'>, readonly string[]>> = {
  si: [
    'assistant: ඉදිරියට යාමට, කරුණාකර ඔබේ ජංගම දුරකථන අංකය ටයිප් කරන්න.',
    'patient: 12345',
    'assistant: ජංගම දුරකථන අංකයේ ඉලක්කම් 9ක් තිබිය යුතුය!',
    'patient: 0771234567',
    'assistant: [success] OTP සාර්ථකව යවන ලදී',
    'assistant: 4567 න් අවසන් වන ඔබේ අංකයට මම ඉලක්කම් 4ක කේතයක් යැවුවෙමි',
    'patient: 12',
    'assistant: සත්‍යාපන කේතයේ ඉලක්කම් 4ක් තිබිය යුතුය!',
    'patient: 1111',
    'assistant: එය මා ඔබට එවූ කේතය නොවේ',
    'patient: 4821',
    'assistant: [success] OTP සාර්ථකව තහවුරු කරන ලදී',
  ],
  ta: [
    'assistant: தொடர, தயவுசெய்து உங்கள் கைபேசி எண்ணை தட்டச்சு செய்யவும்.',
    'patient: 12345',
    'assistant: கைபேசி எண்ணில் 9 இலக்கங்கள் இருக்க வேண்டும்!',
    'patient: 0771234567',
    'assistant: [success] OTP வெற்றிகரமாக அனுப்பப்பட்டது',
    'assistant: 4567 இல் முடியும் உங்கள் எண்ணுக்கு 4 இலக்கக் குறியீட்டை அனுப்பினேன்',
    'patient: 12',
    'assistant: சரிபார்ப்புக் குறியீட்டில் 4 இலக்கங்கள் இருக்க வேண்டும்!',
    'patient: 1111',
    'assistant: அது நான் உங்களுக்கு அனுப்பிய குறியீடு அல்ல',
    'patient: 4821',
    'assistant: [success] OTP வெற்றிகரமாக சரிபார்க்கப்பட்டது',
  ],
};

let back: (() => void) | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 1, 9, 30));
});
afterEach(() => {
  back?.();
  back = null;
  vi.useRealTimers();
});

/** A service that needs a sign-in (Home Lab Test, the menu's fourth), whatever language its label is in. */
async function askForSignIn(chat: AssistantHarness): Promise<void> {
  await chat.wait(1000);
  await chat.tap(chat.buttons()[3] ?? '');
  chat.newLines();
  await chat.wait(300);
}

describe.each(['si', 'ta'] as const)('assistant: the sign-in in %s', (language) => {
  it('asks for the number, says its rules, sends the code and verifies it in that language', async () => {
    back = speak(language);
    const chat = startAssistant();
    await askForSignIn(chat);
    for (const typed of ['12345', '0771234567', '12', '1111', '4821']) {
      await chat.type(typed);
      await chat.wait(100);
    }
    expect(chat.newLines().slice(0, SIGN_IN[language].length)).toEqual(SIGN_IN[language]);
  });
});

const REGISTRATION = {
  si: {
    lines: [
      'assistant: ඔබේ ගිණුමේ තවම රෝගී පැතිකඩක් නැත. අපි එකක් එක් කරමු.',
      'assistant: ගෞරව නාමය කුමක්ද?',
      'patient: Mr',
      'assistant: මුල් නම කුමක්ද?',
    ],
    given: 'මුල් නම',
    send: 'යවන්න',
  },
  ta: {
    lines: [
      'assistant: உங்கள் கணக்கில் இன்னும் நோயாளி சுயவிவரம் இல்லை. ஒன்றைச் சேர்ப்போம்.',
      'assistant: பெயர் முன்னொட்டு என்ன?',
      'patient: Mr',
      'assistant: முதற் பெயர் என்ன?',
    ],
    given: 'முதற் பெயர்',
    send: 'அனுப்பு',
  },
} as const;

describe.each(['si', 'ta'] as const)('assistant: the registration in %s', (language) => {
  it('asks its questions and labels its composer in that language', async () => {
    back = speak(language);
    const chat = startAssistant();
    await askForSignIn(chat);
    await chat.type('0771234567');
    await chat.type('4821');
    chat.newLines();
    await chat.wait(1600);
    await chat.tap('Mr');
    await chat.wait(300);
    expect(chat.newLines().slice(-4)).toEqual(REGISTRATION[language].lines);
    expect(chat.composer()).toEqual({
      kind: 'text',
      label: REGISTRATION[language].given,
      placeholder: REGISTRATION[language].given,
      submitLabel: REGISTRATION[language].send,
    });
  });
});
