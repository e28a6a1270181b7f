// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../i18n/languages';
import { speak } from '../../support/language';
import { open } from './reportResultHarness';

vi.mock('../../../src/features/reports/api/downloadPdfLazily', () => ({
  downloadPdfLazily: () => Promise.reject(new Error('fakes are passed')),
}));

/**
 * One lab report's results in Sinhala and Tamil: the header, the tables' captions and headers, the worded flags,
 * the antibiogram's words and the download, in the patient's language (the English is ReportResultView.test.tsx).
 * The words are written out here, not read from the catalogue under test.
 */
const WORDS = {
  si: {
    results: 'ප්‍රතිඵල',
    headers: ['පරීක්ෂණය', 'ප්‍රතිඵලය', 'යොමු පරාසය', 'සලකුණ'],
    specimen: 'සාම්පලය ලබාගත්තේ',
    low: '↓ අඩු',
    criticalLow: 'අවදානම් ලෙස අඩු',
    graphOf: 'Haemoglobin ප්‍රස්තාරය',
    antibiogram: 'ප්‍රතිජීවක සංවේදීතාව: Escherichia coli',
    resistant: 'R (ප්‍රතිරෝධී)',
    comparison: 'අවසන් ප්‍රතිඵල තුන',
    parameter: 'පරාමිතිය',
    download: 'PDF බාගන්න',
    downloaded: 'Full Blood Count INV-00012.pdf බාගන්නා ලදී',
    back: 'ආපසු',
  },
  ta: {
    results: 'முடிவுகள்',
    headers: ['பரிசோதனை', 'முடிவு', 'குறிப்பு வரம்பு', 'குறி'],
    specimen: 'மாதிரி சேகரிக்கப்பட்டது',
    low: '↓ குறைவு',
    criticalLow: 'அபாயகரமாகக் குறைவு',
    graphOf: 'Haemoglobin வரைபடம்',
    antibiogram: 'நுண்ணுயிர் எதிர்ப்பி உணர்திறன்: Escherichia coli',
    resistant: 'R (எதிர்ப்புத்திறன் உள்ளது)',
    comparison: 'கடைசி மூன்று முடிவுகள்',
    parameter: 'அளவுரு',
    download: 'PDF பதிவிறக்கு',
    downloaded: 'Full Blood Count INV-00012.pdf பதிவிறக்கப்பட்டது',
    back: 'பின்செல்',
  },
} as const satisfies Record<Exclude<Language, 'en'>, unknown>;

describe.each(['si', 'ta'] as const)('ReportResultView in %s', (language) => {
  const words = WORDS[language];
  let back: () => void = () => undefined;
  beforeEach(() => {
    back = speak(language);
  });
  afterEach(() => {
    cleanup();
    back();
  });

  it('words the header, the results table and its flags', async () => {
    open();
    const table = await screen.findByRole('table', { name: words.results });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(words.headers);
    expect(screen.getByText(words.specimen)).toBeTruthy();
    const haemoglobin = within(table).getByRole('row', { name: /Haemoglobin/ });
    expect(within(haemoglobin).getAllByRole('cell').at(-1)?.textContent).toBe(words.low);
    expect(within(haemoglobin).getByRole('link', { name: words.graphOf })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Platelets/ }).textContent).toContain(words.criticalLow);
    expect(screen.getByRole('link', { name: words.back })).toBeTruthy();
  });

  it('words the antibiogram and the comparison of the last three results', async () => {
    open();
    const antibiogram = await screen.findByRole('table', { name: words.antibiogram });
    expect(within(antibiogram).getByRole('row', { name: /Ciprofloxacin/ }).textContent).toContain(words.resistant);
    const compare = screen.getByRole('table', { name: words.comparison });
    expect(within(compare).getAllByRole('columnheader')[0]?.textContent).toBe(words.parameter);
  });

  it('downloads the PDF and says so in the language', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: words.download }));
    expect(await screen.findByText(words.downloaded)).toBeTruthy();
  });
});
