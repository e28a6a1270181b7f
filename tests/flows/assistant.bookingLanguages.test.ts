import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../i18n/languages';
import { t } from '../../i18n/translate';
import { speak } from '../support/language';
import { SIGNED_IN, startAssistant } from './assistantHarness';
import { DEFAULT_CARD } from './bookingFakes';

/**
 * The chat booking in Sinhala and in Tamil: the same conversation as assistant.booking.test.ts, its bubbles,
 * buttons and composer from the booking catalogue (i18n/po/<language>/booking.po), written out here so that a
 * message falling back to English, or worded at import, fails.
 */

interface Words {
  readonly searchLabel: string;
  readonly askDoctor: string;
  readonly send: string;
  readonly searching: string;
  readonly found: string;
  /** How a session button ends ('Book Today 5:00 PM' says the verb last). */
  readonly book: string;
  readonly seeMore: string;
  readonly backToMenu: string;
  readonly reserve: readonly string[];
  readonly question: string;
  readonly calculating: string;
  readonly pay: readonly string[];
  readonly booked: string;
  readonly token: string;
  readonly payLater: string;
  readonly after: readonly string[];
  readonly noMatch: string;
}

const WORDS: Readonly<Record<Exclude<Language, 'en'>, Words>> = {
  si: {
    searchLabel: 'වෛද්‍යවරයා හෝ විශේෂඥ ක්ෂේත්‍රය',
    askDoctor: 'වෛද්‍යවරයාගේ නමක් හෝ විශේෂඥ ක්ෂේත්‍රයක් ටයිප් කරන්න',
    send: 'යවන්න',
    searching: 'කරුණාකර රැඳී සිටින්න, ඔබ වෙනුවෙන් සැසි සොයමින්...',
    found: 'අපි ඔබ වෙනුවෙන් මෙම සැසි සොයා ගත්තෙමු',
    book: ' වෙන් කරන්න',
    seeMore: 'තවත් බලන්න',
    backToMenu: 'මෙනුවට ආපසු',
    reserve: ['වෙන් කරන්න', 'වටිනාකම් පැකේජයක් සමඟ වෙන් කරන්න', 'අවලංගු කරන්න'],
    question: 'Mr. Nimal Perera සඳහා Dr. Anil Gunasekara සමඟ ',
    calculating: 'කරුණාකර රැඳී සිටින්න, අපි ඔබේ ඉන්වොයිසිය ගණනය කරමින් සිටිමු',
    pay: [
      'සුරකින ලද කාඩ්පත 411111****** මගින් ගෙවන්න',
      'කාඩ්පතෙන් ගෙවන්න',
      'Mastercard මගින් ගෙවන්න',
      'Genie මගින් ගෙවන්න',
      'දැන් වෙන් කරන්න, රෝහලේදී ගෙවන්න',
      'අවලංගු කරන්න',
    ],
    booked: '[success] හමුවීම සාර්ථකව වෙන් කරන ලදී',
    token: 'ඔබේ අංකය 5',
    payLater: 'ඔබේ අංකය වෙන් කර ඇත. කරුණාකර රෝහලේදී ගෙවන්න.',
    after: ['හමුවීම බලන්න', 'මෙනුවට ආපසු'],
    noMatch: 'සමාවන්න, එම නමින් වෛද්‍යවරයෙකු හෝ විශේෂඥ ක්ෂේත්‍රයක් සොයා ගැනීමට නොහැකි විය. කරුණාකර වෙනත් නමක් උත්සාහ කරන්න.',
  },
  ta: {
    searchLabel: 'மருத்துவர் அல்லது சிறப்புத் துறை',
    askDoctor: 'மருத்துவரின் பெயர் அல்லது சிறப்புத் துறையைத் தட்டச்சு செய்யவும்',
    send: 'அனுப்பு',
    searching: 'தயவுசெய்து காத்திருக்கவும், உங்களுக்கான அமர்வுகளைத் தேடுகிறோம்...',
    found: 'உங்களுக்காக இந்த அமர்வுகளைக் கண்டுபிடித்தோம்',
    book: ' முன்பதிவு செய்',
    seeMore: 'மேலும் பார்',
    backToMenu: 'மெனுவுக்குத் திரும்பு',
    reserve: ['ஒதுக்கு', 'மதிப்புப் பொதியுடன் ஒதுக்கு', 'ரத்துசெய்'],
    question: 'Mr. Nimal Perera க்காக Dr. Anil Gunasekara உடன் ',
    calculating: 'தயவுசெய்து காத்திருக்கவும், உங்கள் விலைப்பட்டியலைக் கணக்கிடுகிறோம்',
    pay: [
      'சேமித்த அட்டை 411111****** மூலம் செலுத்து',
      'அட்டை மூலம் செலுத்து',
      'Mastercard மூலம் செலுத்து',
      'Genie மூலம் செலுத்து',
      'இப்போது முன்பதிவு செய், மருத்துவமனையில் செலுத்து',
      'ரத்துசெய்',
    ],
    booked: '[success] சந்திப்பு வெற்றிகரமாக முன்பதிவு செய்யப்பட்டது',
    token: 'உங்கள் இலக்கம் 5',
    payLater: 'உங்கள் இலக்கம் ஒதுக்கப்பட்டுள்ளது. தயவுசெய்து மருத்துவமனையில் பணம் செலுத்தவும்.',
    after: ['சந்திப்பைப் பார்', 'மெனுவுக்குத் திரும்பு'],
    noMatch: 'மன்னிக்கவும், அந்தப் பெயரில் மருத்துவரோ சிறப்புத் துறையோ கிடைக்கவில்லை. தயவுசெய்து வேறொன்றை முயற்சிக்கவும்.',
  },
};

describe.each(['si', 'ta'] as const)('assistant booking in %s', (language) => {
  const words = WORDS[language];
  let back: () => void = () => undefined;
  beforeEach(() => {
    back = speak(language);
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 5, 1, 9, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
    back();
  });

  it('searches, lists the sessions, reserves and books to pay at the hospital, every word in the language', async () => {
    const chat = startAssistant({ session: SIGNED_IN, booking: { savedCards: [DEFAULT_CARD] } });
    await chat.wait(1000);
    await chat.tap(t('first.menu.channelling'));
    await chat.wait(300);
    expect(chat.composer()).toEqual({
      kind: 'text',
      label: words.searchLabel,
      placeholder: words.askDoctor,
      submitLabel: words.send,
    });
    await chat.type('zz');
    expect(chat.newLines().slice(-3)).toEqual([
      `assistant: ${words.askDoctor}`,
      'patient: zz',
      `assistant: ${words.noMatch}`,
    ]);
    await chat.type('anil');
    await chat.wait(1000);
    await chat.tap('Dr. Anil Gunasekara, Consultant Cardiologist');
    await chat.wait(2000);
    const lines = chat.newLines();
    expect(lines).toContain(`assistant: ${words.searching}`);
    expect(lines).toContain(`assistant: ${words.found}`);
    const sessions = chat.buttons().slice(0, -2);
    expect(sessions.length).toBeGreaterThan(0);
    for (const label of sessions) expect(label.endsWith(words.book)).toBe(true);
    expect(chat.buttons().slice(-2)).toEqual([words.seeMore, words.backToMenu]);

    await chat.tap(sessions[0] ?? '');
    await chat.wait(1300);
    expect(chat.newLines().at(-1)).toMatch(new RegExp(`^assistant: ${words.question}.+\\?$`));
    expect(chat.buttons()).toEqual(words.reserve);
    await chat.tap(words.reserve[0] ?? '');
    await chat.wait(1000);
    expect(chat.newLines().slice(0, 2)).toEqual([`patient: ${words.reserve[0]}`, `assistant: ${words.calculating}`]);
    expect(chat.buttons()).toEqual(words.pay);
    await chat.tap(words.pay[4] ?? '');
    expect(chat.newLines()).toEqual([
      `patient: ${words.pay[4]}`,
      `assistant: ${words.booked}`,
      `assistant: ${words.token}`,
      `assistant: ${words.payLater}`,
    ]);
    await chat.wait(1000);
    expect(chat.buttons()).toEqual(words.after);
  });
});
