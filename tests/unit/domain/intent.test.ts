import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeZone } from '../../../domain/days';
import { understand, type Intent } from '../../../domain/intent';
import { sentenceSubjects } from '../../../domain/sentenceSubjects';
import { CATALOGUE, NOW } from './sentenceCatalogue';

/**
 * Issue 29 item 8: the sentences patients type, and what the assistant understands of each (domain/intent.ts,
 * dayPhrase.ts, sentenceSubjects.ts): what is asked, the day or time read back, and the doctors (by id) or else
 * the specialities (by code) and the hospital the sentence names. English, and English typed by Sinhala and
 * Tamil speakers. Read at Sunday 1 June 2025, 9:30 in Colombo, over a catalogue like the demo seed's.
 */

beforeAll(() => setTimeZone('Asia/Colombo'));
afterAll(() => setTimeZone(null));

type Row = readonly [sentence: string, intent: Intent, said: string | null, named: string, hospital?: string];

/** `named`: the doctors' ids, else the specialities' codes, else '-'. */
const SENTENCES: readonly Row[] = [
  // English
  ['I want to see a cardiologist tomorrow', 'book', 'tomorrow', 'cardiology'],
  ['cancel my appointment', 'cancel', null, '-'],
  ['hi', 'greeting', null, '-'],
  ['hello', 'greeting', null, '-'],
  ['Good morning', 'greeting', null, '-'],
  ['good evening', 'greeting', null, '-'],
  ['heart doctor tomorrow', 'book', 'tomorrow', 'cardiology'],
  ['I need a skin specialist', 'book', null, 'dermatology'],
  ['Book an appointment with Dr. Anil Gunasekara', 'book', null, 'anil'],
  ['dr anil', 'book', null, 'anil'],
  ['Perera', 'none', null, 'ruwani,nimal'],
  ['channel Dr Perera next Monday', 'book', 'tomorrow', 'ruwani,nimal'],
  ['paediatrician for my son on Saturday', 'book', 'on Sat, 7 Jun', 'paediatrics'],
  ['child specialist tomorrow evening', 'book', 'tomorrow in the evening', 'paediatrics'],
  ['ENT doctor today after 4pm', 'book', 'today after 4:00 PM', 'ent'],
  ['eye doctor', 'book', null, 'ophthalmology'],
  ['I have a fever', 'none', null, 'general-medicine'],
  ['gynaecologist next week', 'book', 'next week', 'obstetrics-gynaecology'],
  ["women's doctor", 'book', null, 'obstetrics-gynaecology'],
  ['video consultation with a dermatologist', 'video', null, 'dermatology'],
  ['online doctor tomorrow', 'video', 'tomorrow', '-'],
  ['I want a video call', 'video', null, '-'],
  ['my appointments', 'upcoming', null, '-'],
  ['when is my appointment', 'upcoming', null, '-'],
  ['show my bookings', 'upcoming', null, '-'],
  ['what is my upcoming', 'upcoming', null, '-'],
  ['do I have an appointment tomorrow', 'upcoming', 'tomorrow', '-'],
  ["cancel tomorrow's appointment", 'cancel', 'tomorrow', '-'],
  ["I can't come tomorrow", 'cancel', 'tomorrow', '-'],
  ['please cancel my booking with Dr Anil', 'cancel', null, 'anil'],
  ['reschedule my appointment', 'reschedule', null, '-'],
  ['change the date of my appointment to next friday', 'reschedule', 'on Fri, 6 Jun', '-'],
  ['postpone', 'reschedule', null, '-'],
  ['I want a refund', 'refund', null, '-'],
  ['money back please', 'refund', null, '-'],
  ['rate my visit', 'feedback', null, '-'],
  ['give feedback', 'feedback', null, '-'],
  ['upload documents', 'upload', null, '-'],
  ['send documents to the doctor', 'upload', null, '-'],
  ['lab reports', 'labReports', null, '-'],
  ['my blood test results', 'labReports', null, '-'],
  ['show my reports', 'labReports', null, '-'],
  ['is my FBC report ready', 'labReports', null, '-'],
  ['order medicine', 'medicationOrder', null, '-'],
  ['I need my medicines delivered', 'medicationOrder', null, '-'],
  ['online pharmacy', 'medicationOrder', null, '-'],
  ['upload my prescription', 'medicationOrder', null, '-'],
  ['blood test at home', 'examinationOrder', null, '-'],
  ['home lab test', 'examinationOrder', null, '-'],
  ['I want to do a sugar test', 'examinationOrder', null, 'endocrinology'],
  ['home visit', 'procedureOrder', null, '-'],
  ['can a nurse come home for dressing', 'procedureOrder', null, '-'],
  ['doctor to visit my home', 'procedureOrder', null, '-'],
  ['talk to the hospital', 'agentChat', null, '-'],
  ['I want to speak to someone', 'agentChat', null, '-'],
  ['customer care', 'agentChat', null, '-'],
  ['I have a complaint', 'agentChat', null, '-'],
  ['payment history', 'paymentHistory', null, '-'],
  ['show my receipts', 'paymentHistory', null, '-'],
  ['my profile', 'profile', null, '-'],
  ['add a relative', 'profile', null, '-'],
  ['help', 'help', null, '-'],
  ['menu', 'help', null, '-'],
  ['what can you do', 'help', null, '-'],
  ['thanks', 'thanks', null, '-'],
  ['thank you very much', 'thanks', null, '-'],
  ['ok', 'thanks', null, '-'],
  ['bye', 'thanks', null, '-'],
  ['asdf', 'none', null, '-'],
  ['tomorrow after 5', 'book', 'tomorrow after 5:00 PM', '-'],
  ['after 5', 'book', 'after 5:00 PM', '-'],
  ['any sessions this weekend?', 'book', 'this weekend', '-'],
  ['cardiology at Kandy', 'none', null, 'cardiology', 'kandy'],
  ['cardiologist in kandy hospital on friday morning', 'book', 'on Fri, 6 Jun in the morning', 'cardiology', 'kandy'],
  ['Dr Kumar Rajan 5th June', 'book', 'on Thu, 5 Jun', 'kumar'],
  ['June 10 at 6pm neurologist', 'book', 'on Tue, 10 Jun around 6:00 PM', 'neurology'],
  ['between 4 and 6 on 5/6', 'book', 'on Thu, 5 Jun between 4:00 PM and 6:00 PM', '-'],
  ['before 10am tomorrow', 'book', 'tomorrow before 10:00 AM', '-'],
  ['tonight', 'book', 'tonight', '-'],
  ['in 3 days', 'book', 'on Wed, 4 Jun', '-'],
  ['day after tomorrow', 'book', 'on Tue, 3 Jun', '-'],
  ['2moro evng', 'book', 'tomorrow in the evening', '-'],
  ['tmrw 5.30pm', 'book', 'tomorrow around 5:30 PM', '-'],
  ['next week orthopaedic', 'book', 'next week', 'orthopaedics'],
  ['bone doctor', 'book', null, 'orthopaedics'],
  ['knee pain', 'none', null, 'orthopaedics'],
  ['sugar doctor', 'book', null, 'endocrinology'],
  ['kidney specialist', 'book', null, 'urology'],
  ['asthma', 'none', null, 'respiratory-medicine'],
  ['surgeon', 'none', null, 'ent,orthopaedics,ophthalmology,general-surgery'],
  ['physician', 'none', null, 'general-medicine,respiratory-medicine'],
  ['psychiatrist', 'none', null, 'psychiatry'],
  // English typed by Sinhala speakers (heta: tomorrow, ada: today, havasa: evening, ude: morning, ona/one: need, kenek: someone,
  // karanna: to do, lamai: children, aes: eyes, beheth: medicine, gedarata: to home, salli aapahu: money back, epa: do not want)
  ['doctor channel karanna one', 'book', null, '-'],
  ['amma ta doctor kenek', 'book', null, '-'],
  ['heta doctor kenek ona', 'book', 'tomorrow', '-'],
  ['mata heart doctor kenek hoyanna one', 'book', null, 'cardiology'],
  ['ada havasa doctor channel karanna puluwanda', 'book', 'today in the evening', '-'],
  ['lamai doctor heta', 'book', 'tomorrow', 'paediatrics'],
  ['heta 5ta passe', 'book', 'tomorrow after 5:00 PM', '-'],
  ['appointment eka cancel karanna', 'cancel', null, '-'],
  ['mage appointment eka kawadada', 'upcoming', null, '-'],
  ['report balanna one', 'labReports', null, '-'],
  ['beheth ganna one', 'medicationOrder', null, '-'],
  ['beheth order karanna', 'medicationOrder', null, '-'],
  ['gedarata doctor kenek enna puluwanda', 'procedureOrder', null, '-'],
  ['hospital ekata katha karanna one', 'agentChat', null, '-'],
  ['ayubowan', 'greeting', null, '-'],
  ['sthuthi', 'thanks', null, '-'],
  ['udaw karanna', 'help', null, '-'],
  ['labana sanduda ude', 'book', 'tomorrow in the morning', '-'],
  ['aes doctor kenek', 'book', null, 'ophthalmology'],
  ['salli aapahu ganna one', 'refund', null, '-'],
  ['appointment epa', 'cancel', null, '-'],
  // English typed by Tamil speakers (naalai: tomorrow, indru: today, kaalai: morning, maalai: evening, iravu: night, venum: need,
  // enakku: for me, kulanthai: child, marunthu: medicine, veetil/veetuku: at/to home, thol: skin, pesa: to speak, nandri: thanks)
  ['naalai doctor venum', 'book', 'tomorrow', '-'],
  ['enakku heart doctor venum', 'book', null, 'cardiology'],
  ['kulanthai doctor naalai kaalai', 'book', 'tomorrow in the morning', 'paediatrics'],
  ['vanakkam', 'greeting', null, '-'],
  ['nandri', 'thanks', null, '-'],
  ['marunthu venum', 'medicationOrder', null, '-'],
  ['blood test veetil', 'examinationOrder', null, '-'],
  ['naalai maalai 5 manikku mela', 'book', 'tomorrow after 5:00 PM', '-'],
  ['en appointment cancel pannunga', 'cancel', null, '-'],
  ['report paakka venum', 'labReports', null, '-'],
  ['hospital oda pesa venum', 'agentChat', null, '-'],
  ['thol doctor', 'book', null, 'dermatology'],
  ['indru iravu doctor', 'book', 'today at night', '-'],
  ['video call doctor naalai', 'video', 'tomorrow', '-'],
  ['lab test veetuku varanum', 'examinationOrder', null, '-'],
  // Names, hospitals, dates and greetings mixed in
  ['I want to book Dr. Perera at Kandy tomorrow morning', 'book', 'tomorrow in the morning', 'ruwani,nimal', 'kandy'],
  ['cardio', 'none', null, 'cardiology'],
  ['Gunasekara', 'none', null, 'anil'],
  ['Anil Gunasekara', 'none', null, 'anil'],
  ['book a doctor', 'book', null, '-'],
  ['Book a Doctor for my mother on the 10th', 'book', 'on Tue, 10 Jun', '-'],
  ['I am sick', 'book', null, '-'],
  ['cancel my pharmacy order', 'orderCancel', null, '-'],
  ['hi, I need a dermatologist on friday', 'book', 'on Fri, 6 Jun', 'dermatology'],
  ['good morning, cardiologist tomorrow morning please', 'book', 'tomorrow in the morning', 'cardiology'],
  ['Dr Nimal Perera', 'book', null, 'nimal'],
  ['dr. perera the cardiologist', 'book', null, 'ruwani'],
  ['galle hospital eye doctor', 'book', null, 'ophthalmology', 'galle'],
  ['sessions at 5.30', 'book', 'around 5:30 PM', '-'],
  ['wednesday 10am', 'book', 'on Wed, 4 Jun around 10:00 AM', '-'],
  ['on 12/6 at 4 pm', 'book', 'on Thu, 12 Jun around 4:00 PM', '-'],
];

describe('the sentence table', () => {
  it('holds at least 100 real-looking sentences, each once', () => {
    expect(SENTENCES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(SENTENCES.map(([sentence]) => sentence)).size).toBe(SENTENCES.length);
  });

  const cases = SENTENCES.map(([sentence, intent, said, named, hospital]) => ({
    sentence,
    expected: { intent, said, named, hospital: hospital ?? null },
  }));

  it.each(cases)('$sentence', ({ sentence, expected }) => {
    const understood = understand(sentence, NOW);
    const subjects = sentenceSubjects(understood.rest, understood.specialtyKeys, CATALOGUE);
    const found =
      subjects.practitionerIds.length > 0
        ? subjects.practitionerIds.join(',')
        : subjects.specialtyCodes.length > 0
          ? subjects.specialtyCodes.join(',')
          : '-';
    expect({
      intent: understood.intent,
      said: understood.when?.said ?? null,
      named: found,
      hospital: subjects.organizationId,
    }).toEqual(expected);
  });
});
