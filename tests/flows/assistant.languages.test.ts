import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTimeWithZone } from '../../domain/days';
import { patientChoiceLabel } from '../../domain/patient';
import type { Language } from '../../i18n/languages';
import { t } from '../../i18n/translate';
import type { LabReportsLoad } from '../../flows/reports/labReport';
import { ME, MINUTE, NOW, report } from './labReportFixtures';
import { speak } from '../support/language';
import { HOLDER, SIGNED_IN, startAssistant, type AssistantHarness } from './assistantHarness';

/**
 * The Lab Reports answer and the hand-over to the hospital's staff in Sinhala and Tamil: every sentence the
 * assistant says in them comes from the chosen catalogue (the English wording is tested beside each conversation).
 */

/** The words each language must say, written out (not read from the catalogue under test). */
const WORDS = {
  si: {
    none: 'assistant: ඔබේ රසායනාගාර පරීක්ෂණ කිසිවක් හමු නොවීය',
    intro: 'assistant: බැලීමට සූදානම් ඔබේ රසායනාගාර වාර්තා මෙන්න.',
    more: 'assistant: රසායනාගාර පරීක්ෂණ තුළ ඔබට තවත් 2ක් ඇත.',
    counts: 'assistant: ඔබේ රසායනාගාර වාර්තා කිසිවක් තවම බැලීමට සූදානම් නැත: ප්‍රතිඵල බලාපොරොත්තුවෙන් 1, ගෙවීම තවම සිදු කර නැත 1.',
    soonest: (patient: string, time: string) =>
      `assistant: ඔබේ රසායනාගාර වාර්තා කිසිවක් තවම බැලීමට සූදානම් නැත. ${patient} සඳහා වන Gamma GT ප්‍රතිඵලය සූදානම් වෙමින් පවතී: ඔබට එය ${time} ට බැලිය හැක. අනෙක්: ප්‍රතිඵල බලාපොරොත්තුවෙන් 1.`,
    handover: 'assistant: මම ඔබව රෝහලේ කාර්ය මණ්ඩලය වෙත යොමු කරමි. ඔබේ පණිවිඩය පහතින් ටයිප් කරන්න.',
    backToMenu: 'මෙනුවට ආපසු',
  },
  ta: {
    none: 'assistant: உங்கள் ஆய்வக பரிசோதனைகள் எதுவும் கிடைக்கவில்லை',
    intro: 'assistant: பார்க்கத் தயாராக உள்ள உங்கள் ஆய்வக அறிக்கைகள் இதோ.',
    more: 'assistant: ஆய்வக பரிசோதனைகளில் உங்களுக்கு மேலும் 2 உள்ளன.',
    counts:
      'assistant: உங்கள் ஆய்வக அறிக்கைகள் எதுவும் இன்னும் பார்க்கத் தயாராக இல்லை: முடிவுக்காகக் காத்திருக்கிறது 1, கட்டணம் நிலுவையில் உள்ளது 1.',
    soonest: (patient: string, time: string) =>
      `assistant: உங்கள் ஆய்வக அறிக்கைகள் எதுவும் இன்னும் பார்க்கத் தயாராக இல்லை. ${patient} அவர்களின் Gamma GT முடிவு தயாராகிறது: அதை ${time} மணிக்குப் பார்க்கலாம். மற்றவை: முடிவுக்காகக் காத்திருக்கிறது 1.`,
    handover: 'assistant: உங்களை மருத்துவமனை ஊழியர்களிடம் இணைக்கிறேன். உங்கள் செய்தியைக் கீழே தட்டச்சு செய்யுங்கள்.',
    backToMenu: 'மெனுவுக்குத் திரும்பு',
  },
} as const satisfies Record<Exclude<Language, 'en'>, unknown>;

describe.each(['si', 'ta'] as const)('assistant in %s', (language) => {
  const words = WORDS[language];
  let back: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    back = speak(language);
  });
  afterEach(() => {
    back();
    vi.useRealTimers();
  });

  async function askLabReports(labReports: LabReportsLoad): Promise<AssistantHarness> {
    const chat = startAssistant({ session: SIGNED_IN, booking: { labReports } });
    await chat.wait(2000);
    chat.newLines();
    await chat.tap(t('assistant.menu.labReports'));
    await chat.wait(0);
    return chat;
  }

  it('says that no lab test was found', async () => {
    const chat = await askLabReports({ reports: [], loadedAt: NOW });
    expect(chat.newLines()).toEqual([`patient: ${t('assistant.menu.labReports')}`, words.none]);
  });

  it('lists the ready reports and says how many more Lab Tests holds', async () => {
    const reports = ['r-1', 'r-2', 'r-3', 'r-4', 'r-5', 'r-6', 'r-7'].map((id) => report(id));
    const chat = await askLabReports({ reports, loadedAt: NOW });
    const lines = chat.newLines();
    expect(lines[1]).toBe(words.intro);
    expect(lines.at(-1)).toBe(words.more);
  });

  it('says what the reports wait for, and when the soonest opens', async () => {
    const waiting = await askLabReports({
      reports: [
        report('r-soon', { name: 'Gamma GT', verifiedTime: new Date(NOW - 10 * MINUTE).toISOString() }),
        report('r-awaiting', { status: 'registered', verifiedTime: null }),
      ],
      loadedAt: NOW,
    });
    expect(waiting.newLines()[1]).toBe(words.soonest(patientChoiceLabel(ME), formatTimeWithZone(NOW + 5 * MINUTE)));
    const counted = await askLabReports({
      reports: [
        report('r-awaiting', { status: 'preliminary', verifiedTime: null }),
        report('r-unpaid', { patientCreditStatus: 'pending' }),
      ],
      loadedAt: NOW,
    });
    expect(counted.newLines()[1]).toBe(words.counts);
  });

  it('hands over to the hospital staff in the language', async () => {
    const chat = startAssistant({ session: SIGNED_IN, chatHospitalId: 'org-kandy' });
    await chat.wait(1000);
    chat.newLines();
    await chat.tap(t('first.menu.agentChat'));
    await chat.wait(300);
    expect(chat.newLines()).toEqual([`patient: ${t('first.menu.agentChat')}`, words.handover]);
    expect(chat.transcript().agent).toMatchObject({ hospitalId: 'org-kandy' });
  });

  it('offers Back to menu in the language while a signed-out patient is asked to sign in first', async () => {
    const chat = startAssistant({ patients: [HOLDER] });
    await chat.wait(1000);
    await chat.tap(t('first.menu.agentChat'));
    await chat.wait(300);
    expect(chat.buttons()).toContain(words.backToMenu);
    await chat.tap(words.backToMenu);
    await chat.wait(1000);
    expect(chat.buttons()).toContain(t('first.menu.agentChat'));
  });
});
