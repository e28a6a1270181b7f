import { dayPhrase } from './dayPhrase';
import type { DayWindow } from './dayWindow';
import { SPECIALTY_WORDS } from '../i18n/specialties';
import { comparable, phraseAt, typedWords } from './typedWords';

/**
 * What a patient typed to the assistant, understood (docs/decisions/0013-typed-text.md): what they ask for, the day or time they name (domain/dayPhrase.ts) and the words left that may name a
 * doctor, a speciality or a hospital (found by domain/sentenceSubjects.ts with the search boxes' own rules).
 * Words, not a model: a list of the ways patients ask, in English and in the Sinhala and Tamil words they mix
 * into it, checked in a fixed order, so every answer can be explained and tested.
 */

export type Intent =
  | 'book'
  | 'video'
  | 'upcoming'
  | 'cancel'
  | 'reschedule'
  | 'refund'
  | 'feedback'
  | 'upload'
  | 'labReports'
  | 'medicationOrder'
  | 'examinationOrder'
  | 'procedureOrder'
  /** 'cancel my order': the hospital cancels orders; the answer says how to ask it. */
  | 'orderCancel'
  | 'agentChat'
  | 'profile'
  | 'paymentHistory'
  | 'greeting'
  | 'thanks'
  | 'help'
  /** Nothing asked for in words: the sentence may still name a doctor or a speciality. */
  | 'none';

export interface Understanding {
  readonly text: string;
  readonly intent: Intent;
  readonly when: DayWindow | null;
  /** The words that may name a doctor, a speciality or a hospital: the request, the day and small words taken out. */
  readonly rest: readonly string[];
  /** Specialities said in plain words ('heart' → 'cardio', 'lamai' → 'paediatric'), as search keys. */
  readonly specialtyKeys: readonly string[];
}

interface Trigger {
  readonly words?: readonly string[];
  readonly phrases?: readonly string[];
}

/** The intents said in words (the others are derived). */
type Worded = Exclude<Intent, 'none' | 'orderCancel'>;

/** Said in passing: the request only when the sentence says nothing else. */
const SOCIAL: readonly Intent[] = ['greeting', 'thanks', 'help'];

const ORDER_WORDS: Trigger = { words: ['order', 'orders', 'oder', 'odr'] };

const TRIGGERS: Readonly<Record<Worded, Trigger>> = {
  cancel: {
    words: ['අවලංගු', 'ரத்து', 'cancel', 'cancle', 'cansel', 'cancell', 'cancl', 'cancellation', 'cancelation'],
    phrases: [
      'cant come',
      'cannot come',
      'can not come',
      'wont come',
      'will not come',
      'not coming',
      'appointment epa',
      'booking epa',
      'appointment venam',
      'appointment vendam',
      'appointment vendaam',
    ],
  },
  refund: {
    words: ['refund', 'refunds', 'refnd', 'reimburse'],
    phrases: ['money back', 'my money', 'salli aapahu', 'salli apahu', 'panam thirumba', 'salli aapu'],
  },
  reschedule: {
    words: ['reschedule', 'reshedule', 'rescedule', 'reschedul', 'postpone', 'rebook'],
    phrases: [
      'change date',
      'change the date',
      'change my appointment',
      'move my appointment',
      'another day',
      'another date',
      'different day',
      'change the time',
      'date eka maru',
    ],
  },
  // Not 'rate' alone: 'what is the rate' asks a price.
  feedback: {
    words: ['feedback', 'rating', 'review'],
    phrases: ['rate my visit', 'rate the doctor', 'rate my doctor', 'rate the visit'],
  },
  upload: {
    words: ['upload', 'attach'],
    phrases: ['send documents', 'send a document', 'send my documents', 'send the documents'],
  },
  labReports: {
    words: [
      'report',
      'reports',
      'reprt',
      'reprts',
      'result',
      'results',
      'reslt',
      'rizalt',
      'වාර්තා',
      'වාර්තාව',
      'වාර්තාවල්',
      'ප්‍රතිඵල',
      'அறிக்கை',
      'அறிக்கைகள்',
      'அறிக்கையை',
      'முடிவுகள்',
    ],
    phrases: ['lab report', 'lab reports', 'test result', 'test results', 'blood report'],
  },
  // 'At home' alone is not a home visit: a lab test is taken at home too ('blood test veetil').
  procedureOrder: {
    words: ['nurse', 'nursing', 'dressing', 'homecare'],
    phrases: [
      'home visit',
      'home visits',
      'visit home',
      'visit my home',
      'doctor to my home',
      'doctor to my house',
      'doctor to home',
      'doctor come home',
      'doctor to come home',
      'home care',
      'gedarata doctor',
      'doctor gedarata',
      'gedarata enna',
      'gedara enna',
      'doctor veetuku',
      'doctor veetukku',
      'veetuku doctor',
      'veetukku doctor',
    ],
  },
  medicationOrder: {
    words: [
      'medicine',
      'medicines',
      'medicin',
      'meds',
      'medication',
      'medications',
      'drugs',
      'pharmacy',
      'prescription',
      'tablets',
      'tablet',
      'pills',
      'beheth',
      'behet',
      'behe',
      'marunthu',
      'marundhu',
      'marundu',
      'maruntu',
      'osu',
    ],
    phrases: ['online pharmacy'],
  },
  examinationOrder: {
    words: ['test', 'tests', 'sample', 'fbc', 'lipid', 'hba1c', 'ufr', 'pariksha', 'parikshana', 'parisodhanai'],
    phrases: ['lab test', 'blood test', 'home lab test', 'lab test at home'],
  },
  upcoming: {
    words: ['upcoming'],
    phrases: [
      'my appointment',
      'my appointments',
      'my booking',
      'my bookings',
      'show appointments',
      'all appointments',
      'have an appointment',
      'have any appointment',
      'any appointments',
      'when is my',
      'mage appointment',
      'mage booking',
      'en appointment',
      'ennoda appointment',
      'next appointment',
      'my token',
      'token number',
      'what is my upcoming',
      'මගේ හමුවීම්',
      'මගේ හමුවීම',
      'என் சந்திப்புகள்',
      'எனது சந்திப்புகள்',
    ],
  },
  agentChat: {
    words: [
      'agent',
      'human',
      'operator',
      'staff',
      'complaint',
      'complain',
      'helpdesk',
      'hotline',
      'receptionist',
      'reception',
    ],
    phrases: [
      'talk to someone',
      'talk to a person',
      'talk to the hospital',
      'talk to hospital',
      'speak to someone',
      'speak to a person',
      'speak to the hospital',
      'chat with the hospital',
      'chat with hospital',
      'chat with someone',
      'contact the hospital',
      'contact hospital',
      'call the hospital',
      'call hospital',
      'customer care',
      'customer service',
      'real person',
      'hospital ekata katha',
      'hospital ekka katha',
      'hospital kenek',
      'hospital oda pesa',
      'hospital kooda pesa',
    ],
  },
  paymentHistory: {
    words: ['receipt', 'receipts', 'transactions', 'invoices', 'payments'],
    phrases: ['payment history', 'payments history', 'my payment', 'payment details', 'my bills'],
  },
  profile: {
    words: ['profile', 'profiles', 'relatives'],
    phrases: ['my details', 'my account', 'account details', 'family members', 'add relative', 'add a relative'],
  },
  video: {
    words: ['වීඩියෝ', 'வீடியோ', 'video', 'videocall', 'telemedicine', 'zoom'],
    phrases: [
      'video call',
      'online consultation',
      'online doctor',
      'online channel',
      'online channelling',
      'consult online',
      'video channel',
    ],
  },
  book: {
    words: [
      'වෛද්‍ය',
      'වෛද්‍යවරයා',
      'වෛද්‍යවරයෙක්',
      'වෛද්‍යවරයෙකු',
      'වෛද්‍යවරයාට',
      'දොස්තර',
      'දොස්තරට',
      'දොස්තරව',
      'ඩොක්ටර්',
      'විශේෂඥ',
      'විශේෂඥයා',
      'විශේෂඥවරයා',
      'චැනල්',
      'மருத்துவர்',
      'மருத்துவரை',
      'மருத்துவரிடம்',
      'டாக்டர்',
      'டாக்டரை',
      'வைத்தியர்',
      'நிபுணர்',
      'சேனலிங்',
      'book',
      'booking',
      'channel',
      'channelling',
      'channeling',
      'chanel',
      'channal',
      'chanelling',
      'appointment',
      'appoinment',
      'appointmnt',
      'apointment',
      'appintment',
      'doctor',
      'doctors',
      'docter',
      'doc',
      'dr',
      'consult',
      'consultation',
      'checkup',
      'specialist',
      'sick',
      'unwell',
      'ill',
      'session',
      'sessions',
    ],
    phrases: ['see a doctor', 'meet a doctor', 'check up'],
  },
  help: {
    words: [
      'උදව්',
      'உதவி',
      'help',
      'helpme',
      'menu',
      'options',
      'services',
      'udaw',
      'udav',
      'udau',
      'udawwa',
      'uthavi',
      'udhavi',
    ],
    phrases: ['what can you do', 'how does this work', 'what do you do', 'how to use', 'start over'],
  },
  greeting: {
    words: [
      'ආයුබෝවන්',
      'හෙලෝ',
      'வணக்கம்',
      'hi',
      'hii',
      'hiii',
      'hello',
      'helo',
      'hallo',
      'hellow',
      'hey',
      'heyy',
      'hai',
      'hlo',
      'ayubowan',
      'ayubovan',
      'ayubowen',
      'aayubowan',
      'vanakkam',
      'vanakam',
      'wanakkam',
      'salam',
      'assalamu',
      'alaikum',
      'kohomada',
    ],
    phrases: [
      'good morning',
      'good afternoon',
      'good evening',
      'good day',
      'how are you',
      'hw r u',
      'eppadi irukeenga',
      'eppadi irukinga',
    ],
  },
  thanks: {
    words: [
      'ස්තූතියි',
      'ස්තුතියි',
      'நன்றி',
      'thanks',
      'thank',
      'thx',
      'thanx',
      'tnx',
      'ty',
      'tq',
      'thankyou',
      'sthuthi',
      'sthuti',
      'stuti',
      'istuti',
      'nandri',
      'nanri',
      'bye',
      'goodbye',
      'ok',
      'okay',
      'okey',
    ],
  },
};

/** Checked in this order: the first intent whose words stand in the sentence is the request. */
const PRIORITY: readonly Worded[] = [
  'cancel',
  'refund',
  'reschedule',
  'feedback',
  // 'upload my prescription' orders medicine; 'upload documents' sends them to the doctor.
  'medicationOrder',
  'upload',
  // 'blood test results' are a report; 'blood test at home' a lab test; 'a nurse for dressing' a home visit.
  'labReports',
  'examinationOrder',
  'procedureOrder',
  'upcoming',
  'agentChat',
  'paymentHistory',
  'profile',
  'video',
  'book',
  'help',
  'greeting',
  'thanks',
];

/** Specialities in plain words ('heart' → 'cardio', 'lamai' → 'paediatric', 'හෘද', 'இதய'), from i18n/specialties.ts. */
const SPECIALTY_LOOKUP = SPECIALTY_WORDS.map((entry) => ({
  key: entry.key,
  words: new Set([...entry.words, ...entry.si.exact, ...entry.ta.exact].map(comparable)),
  stems: [...entry.si.stems, ...entry.ta.stems].map(comparable),
}));

/** The search key a word stands for, as a speciality, or null. */
export function specialtyKeyOf(word: string): string | null {
  const found = SPECIALTY_LOOKUP.find(
    (entry) => entry.words.has(word) || entry.stems.some((stem) => word.startsWith(stem)),
  );
  return found?.key ?? null;
}

/** Words that name nobody: small English words and the Sinhala and Tamil ones patients mix in. */
const SMALL_WORDS = new Set([
  'i',
  'im',
  'me',
  'my',
  'mine',
  'we',
  'us',
  'our',
  'you',
  'your',
  'u',
  'a',
  'an',
  'the',
  'to',
  'for',
  'of',
  'on',
  'in',
  'at',
  'with',
  'and',
  'or',
  'is',
  'are',
  'am',
  'be',
  'was',
  'want',
  'wanna',
  'need',
  'needs',
  'needed',
  'like',
  'would',
  'could',
  'can',
  'will',
  'shall',
  'please',
  'pls',
  'plz',
  'plse',
  'kindly',
  'see',
  'meet',
  'get',
  'got',
  'have',
  'has',
  'do',
  'does',
  'did',
  'some',
  'any',
  'one',
  'now',
  'there',
  'this',
  'that',
  'who',
  'what',
  'when',
  'where',
  'which',
  'how',
  'time',
  'slot',
  'slots',
  'available',
  'free',
  'check',
  'show',
  'find',
  'search',
  'looking',
  'look',
  'about',
  'regarding',
  'it',
  'its',
  'from',
  'by',
  'up',
  'just',
  'also',
  'very',
  'really',
  'urgent',
  'urgently',
  'asap',
  'soon',
  'possible',
  'much',
  'so',
  'lot',
  'there',
  'anyone',
  'someone',
  'everyone',
  'sir',
  'madam',
  'mam',
  'dear',
  'hospital',
  'clinic',
  'consultant',
  'visit',
  'go',
  'going',
  'come',
  'coming',
  'give',
  'make',
  'take',
  'let',
  'know',
  'tell',
  'is',
  'karanna',
  'kranna',
  'karanne',
  'karala',
  'ona',
  'one',
  'oni',
  'oone',
  'onee',
  'kenek',
  'kenekta',
  'ta',
  'te',
  'mata',
  'mage',
  'apita',
  'api',
  'puluwanda',
  'puluwan',
  'denna',
  'hoyanna',
  'balanna',
  'ganna',
  'gannada',
  'ekak',
  'eka',
  'ekata',
  'da',
  'neda',
  'venum',
  'vendum',
  'veenum',
  'vename',
  'venam',
  'enakku',
  'ku',
  'kku',
  'oru',
  'paakka',
  'parkanum',
  'paakanum',
  'pakka',
  'amma',
  'ammata',
  'thaththa',
  'thaththata',
  'appa',
  'appaku',
  'akka',
  'ayya',
  'nangi',
  'malli',
  'putha',
  'puthata',
  'duwa',
  'duwata',
  'mother',
  'father',
  'son',
  'daughter',
  'wife',
  'husband',
  'family',
  'mom',
  'mum',
  'dad',
  'ammaku',
  'amma',
  'ennoda',
  'en',
  'ungal',
  'illa',
  'irukka',
  'iruka',
]);

/** The small words of Sinhala and Tamil sentences, in their script: they name nobody ('මට … ඕනේ', 'எனக்கு … வேண்டும்'). */
const SCRIPT_SMALL_WORDS = new Set(
  [
    'මට',
    'මගේ',
    'ඕනේ',
    'ඕන',
    'ඕනෑ',
    'අවශ්‍යයි',
    'අවශ්‍ය',
    'කෙනෙක්',
    'කෙනෙකු',
    'කෙනෙක්ව',
    'එක්ක',
    'ළඟ',
    'ගාව',
    'හමුවෙන්න',
    'බලන්න',
    'කරුණාකර',
    'රෝග',
    'අම්මා',
    'අම්මට',
    'තාත්තා',
    'තාත්තට',
    'எனக்கு',
    'ஒரு',
    'வேண்டும்',
    'வேணும்',
    'பார்க்க',
    'நோய்',
    'நல',
    'மருத்துவம்',
    'சிகிச்சை',
    'தயவுசெய்து',
    'அம்மா',
    'அம்மாவுக்கு',
    'அப்பா',
    'என்',
  ].map(comparable),
);

/** A trigger's words in the form typed words are compared in (the Sinhala ones lose their joiners). */
const comparableWords = new WeakMap<Trigger, ReadonlySet<string>>();

function wordsOf(trigger: Trigger): ReadonlySet<string> {
  let words = comparableWords.get(trigger);
  if (words === undefined) {
    words = new Set((trigger.words ?? []).map(comparable));
    comparableWords.set(trigger, words);
  }
  return words;
}

function triggered(words: readonly string[], trigger: Trigger): number[] {
  const used: number[] = [];
  for (const phrase of trigger.phrases ?? []) {
    const at = phraseAt(words, phrase);
    if (at >= 0) used.push(...phrase.split(' ').map((_, offset) => at + offset));
  }
  const own = wordsOf(trigger);
  words.forEach((word, index) => {
    if (own.has(word)) used.push(index);
  });
  return used;
}

const ORDER_INTENTS: readonly Worded[] = ['medicationOrder', 'examinationOrder', 'procedureOrder'];

function intentOf(found: ReadonlyMap<Worded, readonly number[]>, words: readonly string[], hasWhen: boolean): Intent {
  const said = (intent: Worded): boolean => (found.get(intent)?.length ?? 0) > 0;
  const first = PRIORITY.find(said);
  const aboutOrders = triggered(words, ORDER_WORDS).length > 0 || ORDER_INTENTS.some(said);
  if (first === 'cancel' && aboutOrders) return 'orderCancel';
  // A day or a time alone ('tomorrow after 5') asks for a session then.
  if (first === undefined) return hasWhen ? 'book' : 'none';
  return first;
}

export function understand(text: string, now: number): Understanding {
  const words = typedWords(text);
  const found = new Map(PRIORITY.map((intent) => [intent, triggered(words, TRIGGERS[intent])] as const));
  // A greeting's 'good morning' names no time of day: its words are blanked before the day is read.
  const greetingAt = new Set(found.get('greeting') ?? []);
  const day = dayPhrase(
    words.map((word, index) => (greetingAt.has(index) ? '' : word)),
    now,
  );
  const intent = intentOf(found, words, day !== null);
  const taken = new Set([...[...found.values()].flat(), ...(day?.used ?? [])]);
  const specialtyKeys: string[] = [];
  const rest: string[] = [];
  words.forEach((word, index) => {
    const plain = specialtyKeyOf(word);
    if (plain !== null) {
      if (!specialtyKeys.includes(plain)) specialtyKeys.push(plain);
    } else if (!taken.has(index) && !SMALL_WORDS.has(word) && !SCRIPT_SMALL_WORDS.has(word)) {
      rest.push(word);
    }
  });
  const when = day?.window ?? null;
  // 'hi, I need a dermatologist on friday' is a request, not a greeting: a greeting, thanks or help says nothing else.
  const saysMore = rest.length > 0 || specialtyKeys.length > 0 || when !== null;
  return {
    text,
    intent: SOCIAL.includes(intent) && saysMore ? (when === null ? 'none' : 'book') : intent,
    when,
    rest,
    specialtyKeys,
  };
}
