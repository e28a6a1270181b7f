import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeZone } from '../../../domain/days';
import { specialtyKeyOf, understand, type Intent } from '../../../domain/intent';
import { sentenceSubjects } from '../../../domain/sentenceSubjects';
import { comparable, typedWords } from '../../../domain/typedWords';
import { SPECIALTY_WORDS } from '../../../i18n/specialties';
import { SPECIALTIES } from '../../../server/seed/practitioners';
import { speak } from '../../support/language';
import { CATALOGUE, NOW } from './sentenceCatalogue';

/**
 * Issue 32, typed words: specialities and days typed in Sinhala and Tamil script, and the Latin spellings of
 * their words (the table i18n/specialties.ts), understood as the English ones are (intent.test.ts).
 */

beforeAll(() => setTimeZone('Asia/Colombo'));
afterAll(() => setTimeZone(null));

type Row = readonly [sentence: string, intent: Intent, said: string | null, named: string];

const ZWJ = '\u200d';

const SENTENCES: readonly Row[] = [
  // Sinhala
  ['හෘද වෛද්‍ය හෙට', 'book', 'tomorrow', 'cardiology'],
  ['හෘද වෛද්ය හෙට', 'book', 'tomorrow', 'cardiology'],
  ['මට හෘද රෝග විශේෂඥ කෙනෙක් ඕනේ', 'book', null, 'cardiology'],
  ['හදවතේ අමාරුවක්', 'none', null, 'cardiology'],
  ['ළමා රෝග වෛද්‍යවරයා අද හවස', 'book', 'today in the evening', 'paediatrics'],
  ['බබාට උණ', 'none', null, 'paediatrics,general-medicine'],
  ['චර්ම රෝග විශේෂඥ සිකුරාදා', 'book', 'on Fri, 6 Jun', 'dermatology'],
  ['ඇස් දොස්තර ලබන සතියේ', 'book', 'next week', 'ophthalmology'],
  ['නාරිවේද වෛද්‍ය', 'book', null, 'obstetrics-gynaecology'],
  ['කන නාසය උගුර', 'none', null, 'ent'],
  ['දියවැඩියා වෛද්‍ය හෙට 5ට පසු', 'book', 'tomorrow after 5:00 PM', 'endocrinology'],
  ['ස්නායු විශේෂඥ අනිද්දා උදේ', 'book', 'on Tue, 3 Jun in the morning', 'neurology'],
  ['අස්ථි වෛද්‍ය', 'book', null, 'orthopaedics'],
  ['මගේ හමුවීම අවලංගු කරන්න', 'cancel', null, '-'],
  ['මගේ රසායනාගාර වාර්තා', 'labReports', null, '-'],
  ['මගේ හමුවීම් මොනවාද', 'upcoming', null, '-'],
  ['ආයුබෝවන්', 'greeting', null, '-'],
  ['ස්තූතියි', 'thanks', null, '-'],
  // Tamil
  ['இதய மருத்துவர்', 'book', null, 'cardiology'],
  ['இதய மருத்துவர் நாளை', 'book', 'tomorrow', 'cardiology'],
  ['எனக்கு இருதய நிபுணர் வேண்டும்', 'book', null, 'cardiology'],
  ['குழந்தை மருத்துவர் இன்று மாலை', 'book', 'today in the evening', 'paediatrics'],
  ['தோல் மருத்துவர் வெள்ளிக்கிழமை', 'book', 'on Fri, 6 Jun', 'dermatology'],
  ['கண் மருத்துவர் அடுத்த வாரம்', 'book', 'next week', 'ophthalmology'],
  ['மகப்பேறு மருத்துவர்', 'book', null, 'obstetrics-gynaecology'],
  ['காது மூக்கு தொண்டை', 'none', null, 'ent'],
  ['நீரிழிவு மருத்துவர் நாளை 5 மணிக்கு பிறகு', 'book', 'tomorrow after 5:00 PM', 'endocrinology'],
  ['நரம்பியல் நிபுணர் நாளை மறுநாள் காலை', 'book', 'on Tue, 3 Jun in the morning', 'neurology'],
  ['எலும்பு மருத்துவர்', 'book', null, 'orthopaedics'],
  ['மனநல மருத்துவர்', 'book', null, 'psychiatry'],
  ['என் சந்திப்பை ரத்து செய்', 'cancel', null, '-'],
  ['என் ஆய்வக அறிக்கைகள்', 'labReports', null, '-'],
  ['எனது சந்திப்புகள்', 'upcoming', null, '-'],
  ['வணக்கம்', 'greeting', null, '-'],
  ['நன்றி', 'thanks', null, '-'],
  // Latin letters
  ['hrudaya doctor', 'book', null, 'cardiology'],
  ['hridaya doctor heta', 'book', 'tomorrow', 'cardiology'],
  ['idhayam doctor naalai', 'book', 'tomorrow', 'cardiology'],
  ['irudhaya specialist', 'book', null, 'cardiology'],
  ['chama doctor', 'book', null, 'dermatology'],
  ['tholl doctor venum', 'book', null, 'dermatology'],
  ['diyawadiya doctor', 'book', null, 'endocrinology'],
  ['elumbu doctor', 'book', null, 'orthopaedics'],
];

describe('sentences typed in Sinhala and Tamil', () => {
  const cases = SENTENCES.map(([sentence, intent, said, named]) => ({ sentence, expected: { intent, said, named } }));

  it.each(cases)('$sentence', ({ sentence, expected }) => {
    const understood = understand(sentence, NOW);
    const subjects = sentenceSubjects(understood.rest, understood.specialtyKeys, CATALOGUE);
    const found = subjects.specialtyCodes.length > 0 ? subjects.specialtyCodes.join(',') : '-';
    expect({ intent: understood.intent, said: understood.when?.said ?? null, named: found }).toEqual(expected);
  });

  it('keeps vowel signs and viramas inside a word, and drops the joiners Sinhala keyboards may add', () => {
    expect(typedWords('හෘද වෛද්‍ය')).toEqual(['හෘද', 'වෛද්ය']);
    expect(typedWords(`වෛද්${ZWJ}ය`)).toEqual(typedWords('වෛද්ය'));
    expect(typedWords('இதய மருத்துவர்')).toEqual(['இதய', 'மருத்துவர்']);
  });

  it('reads a vowel sign typed as two signs as the one (NFC)', () => {
    // Tamil 'கொ' as க + ெ + ா, and Sinhala 'කො' as ක + ෙ + ා.
    expect(typedWords('\u0b95\u0bc6\u0bbe')).toEqual(['\u0b95\u0bca']);
    expect(typedWords('\u0d9a\u0dd9\u0dcf')).toEqual(['\u0d9a\u0ddc']);
  });
});

describe('the table of specialities (i18n/specialties.ts)', () => {
  it('has every speciality of the seed', () => {
    const codes = SPECIALTY_WORDS.map((entry) => entry.code);
    for (const specialty of SPECIALTIES) expect(codes).toContain(specialty.code);
  });

  it.each(SPECIALTY_WORDS.filter((entry) => entry.code !== null))(
    '$code: its key finds it, and its words in each script stand for it',
    (entry) => {
      const subjects = sentenceSubjects([], [entry.key], CATALOGUE);
      expect(subjects.specialtyCodes).toEqual([entry.code]);
      expect(entry.si.exact.length + entry.si.stems.length).toBeGreaterThan(0);
      expect(entry.ta.exact.length + entry.ta.stems.length).toBeGreaterThan(0);
      for (const word of [...entry.words, ...entry.si.exact, ...entry.si.stems, ...entry.ta.exact, ...entry.ta.stems])
        expect(specialtyKeyOf(comparable(word)), word).toBe(entry.key);
    },
  );

  it('writes Sinhala words in Sinhala letters and Tamil words in Tamil letters, one word each', () => {
    for (const entry of SPECIALTY_WORDS) {
      for (const word of [...entry.si.exact, ...entry.si.stems]) expect(word, word).toMatch(/^[\u0d80-\u0dff\u200d]+$/);
      for (const word of [...entry.ta.exact, ...entry.ta.stems]) expect(word, word).toMatch(/^[\u0b80-\u0bff]+$/);
      for (const word of entry.words) expect(word, word).toMatch(/^[a-z0-9]+$/);
    }
  });

  it('gives no word to two specialities', () => {
    const seen = new Map<string, string>();
    for (const entry of SPECIALTY_WORDS) {
      for (const word of [...entry.words, ...entry.si.exact, ...entry.si.stems, ...entry.ta.exact, ...entry.ta.stems]) {
        expect(seen.get(comparable(word)), word).toBeUndefined();
        seen.set(comparable(word), entry.key);
      }
    }
  });

  it('reads a stem with its endings, but an exact word only as itself', () => {
    expect(specialtyKeyOf(comparable('இதயத்துக்கு'))).toBe('cardio');
    expect(specialtyKeyOf(comparable('ළමයාට'))).toBe('paediatric');
    // 'காதல்' (love) is no ear, 'සමග' (with) no skin, 'கண்டி' (Kandy) no eye.
    expect(specialtyKeyOf(comparable('காதல்'))).toBeNull();
    expect(specialtyKeyOf(comparable('සමග'))).toBeNull();
    expect(specialtyKeyOf(comparable('கண்டி'))).toBeNull();
  });
});

describe('the day and time read back in the language spoken', () => {
  it.each([
    ['en', 'tomorrow after 5', 'tomorrow after 5:00 PM'],
    ['si', 'හෙට 5ට පසු', 'හෙට ප.ව. 5:00 න් පසු'],
    ['ta', 'நாளை 5 மணிக்கு பிறகு', 'நாளை பிற்பகல் 5:00 க்குப் பிறகு'],
    ['si', 'අද හවස', 'අද හවස'],
    ['ta', 'அடுத்த வாரம் காலை', 'அடுத்த வாரம் காலையில்'],
    ['si', 'between 4 and 6', 'ප.ව. 4:00 සිට ප.ව. 6:00 දක්වා'],
  ] as const)('%s: %s', (language, sentence, said) => {
    const back = speak(language);
    try {
      expect(understand(sentence, NOW).when?.said).toBe(said);
    } finally {
      back();
    }
  });
});
