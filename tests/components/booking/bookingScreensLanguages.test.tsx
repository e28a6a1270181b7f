// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../i18n/languages';
import { HomeDashboard } from '../../../src/features/booking/home/HomeDashboard';
import { PaymentTermsScreen } from '../../../src/features/booking/terms/PaymentTermsScreen';
import { paymentTerms } from '../../../domain/paymentTerms';
import { tenant } from '../../../src/config/tenant';
import { speak } from '../../support/language';
import { CATALOGUE_ANSWERS, fakeServer } from '../screens/doctor/searchServer';
import { renderScreen } from '../screens/renderWithApp';

/**
 * The flat booking screens in Sinhala and in Tamil (i18n/po/<language>/booking.po), their words written out
 * here so that one left in English, or worded at import, fails; and the payment terms' English, exactly.
 */

interface Words {
  readonly findDoctor: string;
  readonly keyLabel: string;
  readonly searchNow: string;
  readonly hint: string;
  readonly specialities: string;
  readonly welcome: string;
  readonly shortcuts: readonly string[];
  readonly termsTitle: string;
  readonly termsHold: string;
  readonly close: string;
}

const WORDS: Readonly<Record<Exclude<Language, 'en'>, Words>> = {
  si: {
    findDoctor: 'වෛද්‍යවරයෙකු සොයන්න',
    keyLabel: 'වෛද්‍යවරයාගේ නම හෝ විශේෂඥ ක්ෂේත්‍රය',
    searchNow: 'දැන් සොයන්න',
    hint: 'සෙවීමට අවම වශයෙන් වෛද්‍යවරයෙකු හෝ විශේෂඥ ක්ෂේත්‍රයක් තෝරන්න',
    specialities: 'විශේෂඥ ක්ෂේත්‍ර',
    welcome: `${tenant.name} වෙත සාදරයෙන් පිළිගනිමු.`,
    shortcuts: ['මගේ චැනල් කිරීම්', 'රසායනාගාර වාර්තා', 'මගේ ගිණුම'],
    termsTitle: 'ගෙවීම් නියම සහ කොන්දේසි',
    termsHold:
      'ඔබ ගෙවන අතරතුර ඔබේ අංකය මිනිත්තු 15ක් රඳවා තබා ගනී. එම කාලය තුළ ගෙවීම සම්පූර්ණ නොකළහොත්, අංකය නිදහස් කරන අතර කිසිදු මුදලක් අය නොකෙරේ.',
    close: 'වසන්න',
  },
  ta: {
    findDoctor: 'மருத்துவரைத் தேடுங்கள்',
    keyLabel: 'மருத்துவரின் பெயர் அல்லது சிறப்புத் துறை',
    searchNow: 'இப்போது தேடு',
    hint: 'தேட குறைந்தது ஒரு மருத்துவரையோ சிறப்புத் துறையையோ தேர்ந்தெடுக்கவும்',
    specialities: 'சிறப்புத் துறைகள்',
    welcome: `${tenant.name} க்கு வரவேற்கிறோம்.`,
    shortcuts: ['எனது சேனலிங்', 'ஆய்வக அறிக்கைகள்', 'எனது கணக்கு'],
    termsTitle: 'கட்டண விதிமுறைகள் மற்றும் நிபந்தனைகள்',
    termsHold:
      'நீங்கள் கட்டணம் செலுத்தும்போது உங்கள் இலக்கம் 15 நிமிடங்களுக்கு ஒதுக்கி வைக்கப்படும். அந்த நேரத்திற்குள் கட்டணம் செலுத்தி முடிக்கப்படாவிட்டால், இலக்கம் விடுவிக்கப்படும், எந்தப் பணமும் அறவிடப்படாது.',
    close: 'மூடு',
  },
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('the payment terms in English', () => {
  it('keep their wording exactly', () => {
    renderScreen(<PaymentTermsScreen />, { path: '/paymentTermsAndConditions' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment Terms and Conditions');
    expect(screen.getAllByRole('paragraph').map((paragraph) => paragraph.textContent)).toEqual([
      'The amount shown on the invoice is the full amount you pay: the doctor fee, the hospital fee and any charges listed on it. Prices are in Sri Lankan rupees (LKR).',
      'Your number is held for 15 minutes while you pay. If the payment is not completed in that time, the number is released and no money is taken.',
      'Card payments are processed by the hospital’s payment gateway. The hospital never sees or stores your full card number; a saved card is kept by the gateway as a token.',
      'A payment is taken once for each appointment. If your bank declines the payment you may try again for the same number while it is held.',
      'If the doctor cancels the session, you may reschedule or ask for a refund from the appointment. An approved refund is collected at the hospital.',
      'Appointments booked to pay at the hospital are paid at the counter before the consultation.',
      // The demo tenant records the assistant's conversations (issue 33): said after the terms, with its days.
      'To test this service and support you, your conversations with the chat assistant are recorded. Each one is masked on your phone before it is sent: names, mobile numbers, codes, card details and what you type are replaced. A recorded conversation is kept for 30 days, then deleted.',
    ]);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('say nothing of recordings for a tenant that records no conversations', () => {
    const terms = paymentTerms({ enabled: false, retentionDays: 30 });
    expect(terms).toHaveLength(6);
    expect(terms.join(' ')).not.toMatch(/recorded/);
    expect(paymentTerms({ enabled: true, retentionDays: 1 }).at(-1)).toMatch(/kept for 1 day, then deleted/);
  });
});

describe.each(['si', 'ta'] as const)('the flat booking screens in %s', (language) => {
  const words = WORDS[language];
  let back: () => void = () => undefined;
  beforeEach(() => {
    back = speak(language);
  });
  afterEach(() => back());

  it('the home dashboard: its search form, hint, lists and shortcuts', async () => {
    renderScreen(<HomeDashboard />, { path: '/home-dashboard', client: fakeServer(CATALOGUE_ANSWERS).client });
    expect(screen.getByText(words.welcome)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: words.findDoctor })).toBeTruthy();
    const search = screen.getByRole<HTMLButtonElement>('button', { name: words.searchNow });
    expect(search.disabled).toBe(true);
    expect(screen.getByText(words.hint).id).toBe(search.getAttribute('aria-describedby'));
    await userEvent.type(screen.getByRole('searchbox', { name: words.keyLabel }), 'paed');
    const specialities = await screen.findByRole('region', { name: words.specialities });
    await userEvent.click(within(specialities).getByRole('button', { name: 'Paediatrics' }));
    expect(search.disabled).toBe(false);
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links.slice(0, 3)).toEqual(words.shortcuts);
  });

  it('the payment terms: every paragraph and the close button', () => {
    renderScreen(<PaymentTermsScreen />, { path: '/paymentTermsAndConditions' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(words.termsTitle);
    const paragraphs = screen.getAllByRole('paragraph').map((paragraph) => paragraph.textContent);
    expect(paragraphs).toHaveLength(7);
    expect(paragraphs[1]).toBe(words.termsHold);
    // The demo tenant's recorded conversations, and for how many days.
    expect(paragraphs[6]).toContain('30');
    // Not a Latin word left, but the currency's code.
    for (const paragraph of paragraphs) expect(paragraph.replace('LKR', '')).not.toMatch(/[A-Za-z]{3,}/);
    expect(screen.getByRole('button', { name: words.close })).toBeTruthy();
  });
});
