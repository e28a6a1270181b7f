import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionCardData } from '../../machines/types';
import { speak } from '../support/language';
import { SIGNED_IN, startAssistant, type AssistantHarness } from './assistantHarness';
import { SESSIONS, appointmentIn } from './bookingFakes';

/**
 * The chat's cancel and refund conversations in Sinhala and Tamil: every bubble and button of the appointment
 * actions comes from the chosen catalogue, while what is sent to the hospital (the reason's code and label, the
 * default note) stays the stored English value.
 */

// Dr. Anil Gunasekara's sessions in three days and today (tests/flows/bookingFakes.ts).
const sessionsById = new Map(SESSIONS.map((candidate): [string, SessionCardData] => [candidate.id, candidate]));
const inThreeDays = sessionsById.get('s-anil-4') as SessionCardData;
const today = sessionsById.get('s-anil-1') as SessionCardData;

interface Words {
  readonly upcoming: string;
  readonly actions: readonly string[];
  readonly cancel: string;
  readonly confirm: string;
  readonly yes: string;
  readonly no: string;
  readonly cancelled: string;
  readonly within24Hours: string;
  readonly refund: string;
  readonly whichGroup: string;
  readonly groups: readonly string[];
  readonly doctorRelated: string;
  readonly doctorReasons: readonly string[];
  readonly doctorRequested: string;
  readonly note: string;
  readonly summary: string;
  readonly send: string;
  readonly requested: string;
}

const WORDS: Readonly<Record<'si' | 'ta', Words>> = {
  si: {
    upcoming: 'මගේ ඉදිරි හමුවීම් මොනවාද',
    actions: ['අවලංගු කරන්න', 'මුදල් ආපසු ඉල්ලන්න', 'ලේඛන උඩුගත කරන්න', 'මගේ හමුවීම්'],
    cancel: 'අවලංගු කරන්න',
    confirm: 'Dr. Anil Gunasekara සමඟ ඇති ඔබේ හමුවීම (අංකය 8) අවලංගු කිරීමට ඔබට අවශ්‍ය බව විශ්වාසද?',
    yes: 'ඔව්, අවලංගු කරන්න',
    no: 'නැත, තබා ගන්න',
    cancelled:
      'Dr. Anil Gunasekara සමඟ ඔබේ හමුවීම අවලංගු කරන ලදී. අංකය 8 ඔබටම වෙන්ව පවතී: එය වෙන කිසිවෙකුට ලබා නොදේ. එය සඳහා ගෙවා ඇත: එය වෙනත් සැසියකට මාරු කිරීමට හෝ මුදල් ආපසු ඉල්ලීමට "මගේ ඉදිරි හමුවීම් මොනවාද" ඔබන්න.',
    within24Hours: 'සැසි වේලාවට පැය 24කට වඩා අඩු කාලයක් ඇති නිසා ඔබට මෙම හමුවීම අවලංගු කළ නොහැක',
    refund: 'මුදල් ආපසු ඉල්ලන්න',
    whichGroup: 'ඔබට මුදල් ආපසු අවශ්‍ය වන්නේ ඇයි?',
    groups: ['වෙන්කිරීමේ ගැටලුවක්', 'වෛද්‍යවරයා සම්බන්ධ', 'රෝගියාගේ ඉල්ලීම'],
    doctorRelated: 'වෛද්‍යවරයා සම්බන්ධ',
    doctorReasons: ['වෛද්‍යවරයාගේ ඉල්ලීම මත', 'වෛද්‍යවරයා පැමිණියේ නැත', 'වෛද්‍යවරයා අවලංගු කළේය', 'ආපසු'],
    doctorRequested: 'වෛද්‍යවරයාගේ ඉල්ලීම මත',
    note: 'රෝහලට පැවසීමට යමක් තිබේද? සටහනක් ටයිප් කරන්න, නැතහොත් මඟ හරින්න ඔබන්න.',
    summary: 'හේතුව: වෛද්‍යවරයාගේ ඉල්ලීම මත. සටහන: ලබන සතියේ එන්න. ආපසු ගෙවන මුදල: 2,500.00 LKR.',
    send: 'මුදල් ආපසු ඉල්ලීම යවන්න',
    requested:
      'ඔබේ මුදල් ආපසු ඉල්ලීම යවා ඇත. එය අනුමත වූ විට රෝහල ඔබට දන්වනු ඇත; ඔබේ හමුවීමෙන් සහ ගෙවීම් ඉතිහාසයෙන් එහි ප්‍රගතිය බැලිය හැක.',
  },
  ta: {
    upcoming: 'எனது வரவிருக்கும் சந்திப்புகள் என்ன',
    actions: ['ரத்து செய்', 'பணத்தைத் திரும்பக் கோரு', 'ஆவணங்களைப் பதிவேற்று', 'எனது சந்திப்புகள்'],
    cancel: 'ரத்து செய்',
    confirm: 'Dr. Anil Gunasekara உடனான உங்கள் சந்திப்பை (இலக்கம் 8) ரத்து செய்ய விரும்புகிறீர்கள் என்பது உறுதியா?',
    yes: 'ஆம், ரத்து செய்',
    no: 'இல்லை, வைத்திருக்கவும்',
    cancelled:
      'Dr. Anil Gunasekara உடனான உங்கள் சந்திப்பு ரத்து செய்யப்பட்டது. இலக்கம் 8 உங்களுடையதாகவே இருக்கும்: அது வேறு யாருக்கும் வழங்கப்படாது. அதற்குக் கட்டணம் செலுத்தப்பட்டுள்ளது: அதை வேறு அமர்வுக்கு மாற்ற அல்லது பணத்தைத் திரும்பக் கோர "எனது வரவிருக்கும் சந்திப்புகள் என்ன" என்பதைத் தட்டவும்.',
    within24Hours: 'அமர்வு நேரத்திற்கு 24 மணிநேரத்திற்கும் குறைவாக உள்ளதால் இந்தச் சந்திப்பை ரத்து செய்ய முடியாது',
    refund: 'பணத்தைத் திரும்பக் கோரு',
    whichGroup: 'நீங்கள் ஏன் பணத்தைத் திரும்பப் பெற விரும்புகிறீர்கள்?',
    groups: ['முன்பதிவுச் சிக்கல்', 'மருத்துவர் தொடர்பானது', 'நோயாளரின் கோரிக்கை'],
    doctorRelated: 'மருத்துவர் தொடர்பானது',
    doctorReasons: ['மருத்துவரின் கோரிக்கைப்படி', 'மருத்துவர் வரவில்லை', 'மருத்துவர் ரத்து செய்தார்', 'பின்செல்'],
    doctorRequested: 'மருத்துவரின் கோரிக்கைப்படி',
    note: 'மருத்துவமனைக்குச் சொல்ல ஏதாவது உள்ளதா? ஒரு குறிப்பைத் தட்டச்சு செய்யவும், அல்லது தவிர் என்பதைத் தட்டவும்.',
    summary: 'காரணம்: மருத்துவரின் கோரிக்கைப்படி. குறிப்பு: அடுத்த வாரம் வாருங்கள். திருப்பியளிக்கப்படும் தொகை: 2,500.00 LKR.',
    send: 'பணம் திருப்பக் கோரிக்கையை அனுப்பு',
    requested:
      'உங்கள் பணம் திருப்பியளிப்புக் கோரிக்கை அனுப்பப்பட்டது. அது அங்கீகரிக்கப்பட்டதும் மருத்துவமனை உங்களுக்குத் தெரிவிக்கும்; உங்கள் சந்திப்பிலும் கட்டண வரலாற்றிலும் அதைப் பின்தொடரலாம்.',
  },
};

const TYPED_NOTE = { si: 'ලබන සතියේ එන්න', ta: 'அடுத்த வாரம் வாருங்கள்' } as const;

describe.each(['si', 'ta'] as const)('assistant: cancel and refund in %s', (language) => {
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

  async function askUpcoming(chat: AssistantHarness): Promise<void> {
    await chat.wait(2000);
    chat.newLines();
    await chat.tap(words.upcoming);
    await chat.wait(1000);
  }

  it('offers the actions, asks, and cancels', async () => {
    const chat = startAssistant({ session: SIGNED_IN, booking: { upcoming: [appointmentIn(inThreeDays, 8)] } });
    await askUpcoming(chat);
    expect(chat.buttons().slice(0, words.actions.length)).toEqual(words.actions);
    chat.newLines();
    await chat.tap(words.cancel);
    expect(chat.newLines()).toEqual([`patient: ${words.cancel}`, `assistant: ${words.confirm}`]);
    expect(chat.buttons()).toEqual([words.yes, words.no]);
    await chat.tap(words.yes);
    await chat.wait(0);
    expect(chat.calls.booking.cancelled).toEqual([`a-${inThreeDays.id}`]);
    expect(chat.newLines()).toEqual([`patient: ${words.yes}`, `assistant: ${words.cancelled}`]);
  });

  it("says the spec's refusal within 24 hours in the patient's language", async () => {
    const chat = startAssistant({ session: SIGNED_IN, booking: { upcoming: [appointmentIn(today, 5)] } });
    await askUpcoming(chat);
    chat.newLines();
    await chat.tap(words.cancel);
    expect(chat.newLines()).toEqual([`patient: ${words.cancel}`, `assistant: ${words.within24Hours}`]);
    expect(chat.calls.booking.cancelled).toEqual([]);
  });

  it('walks the refund wizard and sends the English reason the hospital stores', async () => {
    const chat = startAssistant({ session: SIGNED_IN, booking: { upcoming: [appointmentIn(inThreeDays, 8)] } });
    await askUpcoming(chat);
    await chat.tap(words.refund);
    await chat.wait(0);
    expect(chat.newLines().slice(-1)).toEqual([`assistant: ${words.whichGroup}`]);
    expect(chat.buttons().slice(0, 3)).toEqual(words.groups);
    await chat.tap(words.doctorRelated);
    expect(chat.buttons()).toEqual(words.doctorReasons);
    await chat.tap(words.doctorRequested);
    expect(chat.newLines().slice(-1)).toEqual([`assistant: ${words.note}`]);
    await chat.type(TYPED_NOTE[language]);
    expect(chat.newLines().slice(-1)).toEqual([`assistant: ${words.summary}`]);
    await chat.tap(words.send);
    await chat.wait(0);
    expect(chat.calls.booking.refunds).toEqual([
      expect.objectContaining({
        reasonCode: 'DOCTOR RELATED',
        reason: 'Doctor requested',
        remarks: TYPED_NOTE[language],
      }),
    ]);
    expect(chat.newLines().slice(-1)).toEqual([`assistant: ${words.requested}`]);
  });
});
