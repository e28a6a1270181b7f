// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../../i18n/languages';
import { speak } from '../../../support/language';
import { fakeAgentChat } from './agentPanelHarness';

/**
 * The live chat with the hospital's staff in Sinhala and Tamil: its composer, the notices (the queue, nobody
 * online, who is typing), a message's delivery, Complete chat with its question, and the rating, each in the
 * patient's language. The words are written out here, not read from the catalogue under test.
 */

const WORDS = {
  si: {
    message: 'රෝහලට පණිවිඩය',
    send: 'යවන්න',
    waiting: 'කරුණාකර රැඳී සිටින්න, ඊළඟට නිදහස් වන කාර්ය මණ්ඩල සාමාජිකයා සමඟ ඔබව සම්බන්ධ කෙරේ. පෝලිමේ ඔබේ අංකය 2.',
    noStaff:
      'මේ මොහොතේ කිසිදු කාර්ය මණ්ඩල සාමාජිකයෙකු සබැඳිව නැත. ඔබේ පණිවිඩ සුරැකෙන අතර කාර්ය මණ්ඩලය නැවත පැමිණි විට රෝහල පිළිතුරු දෙනු ඇත.',
    typing: 'Nimali Silva ටයිප් කරමින්…',
    sent: 'යැව්වා',
    complete: 'කතාබහ අවසන් කරන්න',
    sure: 'ඔබට විශ්වාසද?',
    yes: 'ඔව්, කතාබහ අවසන් කරන්න',
    completed: 'මෙම කතාබහ අවසන් කර ඇත.',
    rate: 'රෝහල සමඟ ඔබේ කතාබහ කෙසේ විය?',
    happy: 'සතුටුයි',
    back: 'සහායක වෙත ආපසු',
  },
  ta: {
    message: 'மருத்துவமனைக்கான செய்தி',
    send: 'அனுப்பு',
    waiting: 'தயவுசெய்து காத்திருங்கள், அடுத்துக் கிடைக்கும் ஊழியருடன் நீங்கள் இணைக்கப்படுவீர்கள். வரிசையில் உங்கள் எண் 2.',
    noStaff: 'இப்போது எந்த ஊழியரும் இணைப்பில் இல்லை. உங்கள் செய்திகள் சேமிக்கப்படும்; ஊழியர்கள் திரும்பியதும் மருத்துவமனை பதிலளிக்கும்.',
    typing: 'Nimali Silva தட்டச்சு செய்கிறார்…',
    sent: 'அனுப்பப்பட்டது',
    complete: 'அரட்டையை முடி',
    sure: 'உறுதியாகவா?',
    yes: 'ஆம், அரட்டையை முடி',
    completed: 'இந்த அரட்டை முடிந்தது.',
    rate: 'மருத்துவமனையுடனான உங்கள் அரட்டை எப்படி இருந்தது?',
    happy: 'திருப்தி',
    back: 'உதவியாளரிடம் திரும்பு',
  },
} as const satisfies Record<Exclude<Language, 'en'>, unknown>;

describe.each(['si', 'ta'] as const)('the agent chat in %s', (language) => {
  const words = WORDS[language];
  let back: () => void = () => undefined;
  beforeEach(() => {
    localStorage.clear();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
    back = speak(language);
  });
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    back();
  });

  it('words the composer, the notices and a sent message', async () => {
    const chat = fakeAgentChat();
    const box = await screen.findByRole('textbox', { name: words.message });
    await waitFor(() => expect(chat.watching()).toBe(true));
    expect(screen.getByText(words.waiting).getAttribute('role')).toBe('status');
    act(() => chat.update({ staffOnline: false }));
    expect(await screen.findByText(words.noStaff)).toBeTruthy();
    act(() =>
      chat.update({
        staffOnline: true,
        status: 'in_progress',
        queuePosition: null,
        staffName: 'Nimali Silva',
        staffTyping: true,
      }),
    );
    expect(await screen.findByText(words.typing)).toBeTruthy();
    const user = userEvent.setup();
    await user.type(box, 'ආයුබෝවන්');
    await user.click(screen.getByRole('button', { name: words.send }));
    const row = (await within(screen.getByRole('log')).findByText('ආයුබෝවන්')).closest('li');
    await waitFor(() => expect(row?.textContent).toContain(words.sent));
  });

  it('asks before completing, then asks for the rating and offers the way back', async () => {
    const chat = fakeAgentChat({ chat: { status: 'in_progress', queuePosition: null, staffName: 'Nimali Silva' } });
    await screen.findByRole('textbox', { name: words.message });
    await waitFor(() => expect(chat.watching()).toBe(true));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: words.complete }));
    const dialog = await screen.findByRole('dialog', { name: words.sure });
    await user.click(within(dialog).getByRole('button', { name: words.yes }));
    expect(await screen.findByRole('button', { name: words.happy })).toBeTruthy();
    expect(screen.getByText(words.completed)).toBeTruthy();
    expect(screen.getByRole('group', { name: words.rate })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: words.back }));
    expect(chat.onBack).toHaveBeenCalledTimes(1);
    chat.unmount();
  });
});
