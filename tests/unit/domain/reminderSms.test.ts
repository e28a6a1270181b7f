import { describe, expect, it } from 'vitest';
import {
  doctorArrivedSms,
  doctorLateSms,
  eveningBeforeSms,
  reportReadySms,
  twoHoursBeforeSms,
  type ReminderAppointment,
} from '../../../domain/reminders';
import { translatorOf } from '../../../server/i18n';

/** The SMS texts in each language (issue 32): English byte for byte as before, Sinhala and Tamil from their catalogues. */

const visit: ReminderAppointment = {
  patientName: 'Mr. Amal Silva',
  doctorName: 'Dr. Anura Silva',
  hospitalName: 'Carechat Colombo',
  tokenNo: 7,
  dateText: 'Thu, 26 Nov',
  estimatedTimeText: '9:20 AM',
  video: false,
};
const video: ReminderAppointment = { ...visit, video: true };
const [en, si, ta] = [translatorOf('en'), translatorOf('si'), translatorOf('ta')];

describe('appointment SMS', () => {
  it('keeps the English texts exactly', () => {
    expect(eveningBeforeSms(en, visit)).toBe(
      "Reminder: Mr. Amal Silva's appointment with Dr. Anura Silva at Carechat Colombo is tomorrow, Thu, 26 Nov. Token No 7, estimated time 9:20 AM.",
    );
    expect(twoHoursBeforeSms(en, video)).toBe(
      "Reminder: Mr. Amal Silva's video consultation with Dr. Anura Silva at Carechat Colombo is today. Token No 7, estimated time 9:20 AM.",
    );
    expect(doctorArrivedSms(en, visit)).toBe(
      "Dr. Arrived: Dr. Anura Silva has started the session at Carechat Colombo. Mr. Amal Silva's token No 7, estimated time 9:20 AM.",
    );
    expect(doctorLateSms(en, visit)).toBe(
      "Dr. Anura Silva's session at Carechat Colombo has not started yet. Mr. Amal Silva's token No 7 stays the same, and we will text you when the doctor arrives.",
    );
  });

  it('words them in Sinhala and Tamil, names, token and time unchanged', () => {
    expect(eveningBeforeSms(si, visit)).toBe(
      'මතක් කිරීම: Mr. Amal Silva ගේ Carechat Colombo හි Dr. Anura Silva සමඟ හමුවීම හෙට, Thu, 26 Nov. ටෝකන් අංකය 7, අපේක්ෂිත වේලාව 9:20 AM.',
    );
    expect(twoHoursBeforeSms(si, video)).toContain('වීඩියෝ උපදේශනය අදයි');
    expect(doctorArrivedSms(si, visit)).toMatch(/^වෛද්‍යවරයා පැමිණ ඇත: Dr\. Anura Silva /);
    expect(eveningBeforeSms(ta, video)).toBe(
      'நினைவூட்டல்: Mr. Amal Silva அவர்களின் Carechat Colombo இல் Dr. Anura Silva உடனான வீடியோ ஆலோசனை நாளை, Thu, 26 Nov. டோக்கன் எண் 7, எதிர்பார்க்கப்படும் நேரம் 9:20 AM.',
    );
    expect(doctorLateSms(ta, visit)).toContain('இன்னும் தொடங்கவில்லை');
  });
});

describe('report ready SMS', () => {
  it('is worded in the language given', () => {
    expect(reportReadySms(si, 'FBC', 'Carechat Colombo', { kind: 'holder' })).toBe(
      'Carechat Colombo වෙතින් ඔබේ FBC වාර්තාව සූදානම්. එය බැලීමට Carechat විවෘත කරන්න.',
    );
    expect(reportReadySms(ta, 'FBC', 'Carechat Colombo', { kind: 'relative', name: 'Mrs. Kamala (Mother)' })).toBe(
      'Carechat Colombo இலிருந்து Mrs. Kamala (Mother) அவர்களின் FBC அறிக்கை தயாராக உள்ளது. அதைப் பார்க்க Carechat ஐத் திறக்கவும்.',
    );
  });

  it('an unknown language words in English', () => {
    expect(reportReadySms(translatorOf('fr'), 'FBC', 'X', { kind: 'holder' })).toBe(
      'Your FBC report from X is ready. Open Carechat to view it.',
    );
  });
});
