import type { AssistantInput } from '../../flows/assistant.machine';
import type { ChatLabReport } from '../../flows/reports/labReport';
import type { Patient, PractitionerSummary, SessionCardData, SpecialtySummary } from '../../machines/types';
import { carechatDemo } from '../../tenants/carechat-demo';
import type { Script } from './recordScript';
import type { ScriptedClinic } from './scriptedApi';

/**
 * The scripted conversations saved as flows/replays/*.json (one per chat flow). Made-up patients;
 * the saved traces are masked anyway. Times are a patient's pace: read, then act.
 */

/** Replays are compared in the hospitals' time zone: the greeting depends on the local hour. */
export const REPLAY_TIME_ZONE = 'Asia/Colombo';

const HOLDER_MOBILE = '94771234567';

function patient(
  id: string,
  fields: Pick<Patient, 'prefix' | 'given' | 'family' | 'gender' | 'birthDate' | 'relationship'>,
): Patient {
  return { id, ...fields, hospitalId: 'org-colombo', mobileNo: HOLDER_MOBILE };
}

const HOLDER_PATIENTS: Patient[] = [
  patient('patient-1', {
    prefix: 'Mr',
    given: ['Nimal'],
    family: 'Perera',
    gender: 'male',
    birthDate: '1984-03-21',
    relationship: 'Me',
  }),
  patient('patient-2', {
    prefix: 'Mrs',
    given: ['Kamala'],
    family: 'Perera',
    gender: 'female',
    birthDate: '1956-11-02',
    relationship: 'Mother',
  }),
  patient('patient-3', {
    prefix: 'Baby',
    given: ['Sahan'],
    family: 'Perera',
    gender: 'male',
    birthDate: '2019-07-30',
    relationship: 'Son Sahan',
  }),
];

/** The holder with a home address: the order scripts deliver, collect and visit there. */
const ORDER_PATIENTS: Patient[] = [
  {
    ...patient('patient-1', {
      prefix: 'Mr',
      given: ['Nimal'],
      family: 'Perera',
      gender: 'male',
      birthDate: '1984-03-21',
      relationship: 'Me',
    }),
    address: { use: 'home', line: ['No. 5', 'Lake Road'], city: 'Colombo' },
  },
];
const ORDER_SESSION = {
  accessToken: 'token-saved',
  profile: { id: `profile-${HOLDER_MOBILE}`, mobileNo: HOLDER_MOBILE, patients: ORDER_PATIENTS },
};

/** 2 June 2025, 09:30 in Colombo (UTC+5:30). */
const MORNING = Date.UTC(2025, 5, 2, 4, 0);

function input(overrides: Partial<AssistantInput> = {}): AssistantInput {
  return {
    features: carechatDemo.features,
    now: MORNING,
    session: null,
    deepLink: null,
    hospitalId: carechatDemo.defaultOrganizations.channelling,
    ...overrides,
  };
}

/** Made-up doctors (no name of a scripted patient, so masking leaves them alone) and their sessions around MORNING. */
function doctor(id: string, name: string, role: string, specialty: SpecialtySummary): PractitionerSummary {
  return { id, name, roles: [{ code: role.toLowerCase().replace(/\s+/g, '-'), display: role }], specialty };
}

const CARDIOLOGY: SpecialtySummary = { code: 'cardiology', display: 'Cardiology' };
const DERMATOLOGY: SpecialtySummary = { code: 'dermatology', display: 'Dermatology' };
const DR_ANIL = doctor('practitioner-anil', 'Dr. Anil Gunasekara', 'Consultant Cardiologist', CARDIOLOGY);
const DR_RUWANI = doctor('practitioner-ruwani', 'Dr. Ruwani Jayasekara', 'Consultant Dermatologist', DERMATOLOGY);

/** A session of a doctor at a Colombo wall-clock time (UTC+5:30) on a day of June 2025. */
function session(
  id: string,
  practitioner: PractitionerSummary,
  day: number,
  hour: number,
  overrides: Partial<SessionCardData> = {},
): SessionCardData {
  const startTime = Date.UTC(2025, 5, day, hour, 0) - 330 * 60_000;
  return {
    id,
    status: 'scheduled',
    startTime,
    endTime: startTime + 2 * 3_600_000,
    appointmentMaxAllowed: 20,
    activeAppointments: 6,
    video: false,
    practitionerId: practitioner.id,
    doctorName: practitioner.name,
    doctorRole: practitioner.roles[0]?.display ?? '',
    specialty: practitioner.specialty.display,
    organizationId: 'org-colombo',
    organizationName: 'Carechat Hospital Colombo',
    locationName: 'Channel centre, room 4',
    // Doctor fee 2,500.00 plus the clinic's hospital fee 750.00.
    fee: 3250,
    ...overrides,
  };
}

const CLINIC: ScriptedClinic = {
  catalogue: {
    practitioners: [DR_ANIL, DR_RUWANI],
    specialties: [CARDIOLOGY, DERMATOLOGY],
    organizations: [
      {
        id: 'org-colombo',
        orgName: 'Carechat Hospital Colombo',
        city: 'Colombo',
        phone: '+94 11 200 0000',
        lat: 6.9271,
        lng: 79.8612,
      },
      {
        id: 'org-kandy',
        orgName: 'Carechat Hospital Kandy',
        city: 'Kandy',
        phone: '+94 81 200 0000',
        lat: 7.2906,
        lng: 80.6337,
      },
    ],
  },
  sessions: [
    session('session-anil-1', DR_ANIL, 2, 17),
    session('session-anil-2', DR_ANIL, 3, 17, { activeAppointments: 20 }),
    session('session-anil-3', DR_ANIL, 4, 9),
    session('session-anil-4', DR_ANIL, 5, 9),
    session('session-ruwani-1', DR_RUWANI, 3, 10),
  ],
  recentDoctors: { [HOLDER_MOBILE]: [DR_ANIL] },
  savedCards: {
    [HOLDER_MOBILE]: [{ id: 'card-sbx-accept-demo', cardNumber: '411111******', cardType: '001', defaultMethod: true }],
  },
  hospitalFee: 750,
};

/** Signed out: search by speciality, see more, pick a session, sign in, reserve for Mother, pay with the saved card, then `next`. */
async function bookAndPay(p: Parameters<Script['play']>[0], next = 'Back to menu'): Promise<void> {
  await p.wait(2200);
  await p.tap('Book a Doctor');
  await p.wait(3100);
  await p.type('cardio');
  await p.wait(2600);
  await p.tap('Cardiology');
  await p.wait(4200);
  await p.tap('See more');
  await p.wait(3000);
  await p.tap('Book Dr. Anil Gunasekara Thu, 5 Jun 9:00 AM');
  await p.wait(4100);
  await p.type('0771234567');
  await p.wait(9300);
  await p.type(p.latestCode());
  await p.wait(3400);
  await p.tap('Mrs. Kamala Perera (Mother)');
  await p.wait(3800);
  await p.tap('Reserve');
  await p.wait(4600);
  await p.tap('Pay with saved card 411111******');
  await p.wait(3300);
  await p.tap(next);
  await p.wait(1500);
}

/** The holder's and his mother's lab reports around MORNING: two ready, one within its 15 minutes, one not final. */
function labReport(
  id: string,
  name: string,
  owner: Patient,
  verifiedMinutesAgo: number | null,
  status = 'final',
): ChatLabReport {
  return {
    id,
    name,
    patient: { prefix: owner.prefix, given: owner.given, family: owner.family, relationship: owner.relationship },
    status,
    diagnosticReportOutsourcedType: 'internal',
    verifiedTime: verifiedMinutesAgo === null ? null : new Date(MORNING - verifiedMinutesAgo * 60_000).toISOString(),
    patientCreditStatus: 'paid',
    createdTime: new Date(MORNING - 3 * 24 * 60 * 60_000).toISOString(),
  };
}
const [HOLDER, MOTHER] = HOLDER_PATIENTS as [Patient, Patient, Patient];
const LAB_REPORTS: readonly ChatLabReport[] = [
  labReport('report-1', 'FBC', HOLDER, 40 * 24 * 60),
  labReport('report-2', 'Lipid Profile', MOTHER, 2 * 24 * 60),
  labReport('report-3', 'Gamma GT', HOLDER, 5),
  labReport('report-4', 'UFR', MOTHER, null, 'preliminary'),
];

export const SCRIPTS: Record<string, Script> = {
  /** Signed out: search by speciality, see more, pick a session, sign in, choose the patient, reserve, pay with the saved card. */
  'booking-quick-pay': {
    tenant: carechatDemo.id,
    input: input({ now: Date.UTC(2025, 5, 2, 4, 10), gateways: ['cardProvider', 'masterCard', 'genie'] }),
    accounts: { [HOLDER_MOBILE]: HOLDER_PATIENTS },
    clinic: CLINIC,
    play: async (p) => {
      await bookAndPay(p, 'View appointment');
    },
  },
  /** Signed in, typed beside the menu (issue 29 item 8): a greeting, a speciality and a day, a cancel with nothing to cancel. */
  'typed-requests': {
    tenant: carechatDemo.id,
    input: input({
      session: {
        accessToken: 'token-saved',
        profile: { id: `profile-${HOLDER_MOBILE}`, mobileNo: HOLDER_MOBILE, patients: HOLDER_PATIENTS },
      },
    }),
    accounts: { [HOLDER_MOBILE]: HOLDER_PATIENTS },
    clinic: CLINIC,
    play: async (p) => {
      await p.wait(2600);
      await p.type('hi');
      await p.wait(2200);
      await p.type('I want to see a cardiologist tomorrow');
      await p.wait(4300);
      await p.tap('Back to menu');
      await p.wait(1900);
      await p.type('cancel my appointment');
      await p.wait(2000);
    },
  },
  /** Book and pay as booking-quick-pay does, then cancel it from What is my upcoming. */
  'appointment-cancel': {
    tenant: carechatDemo.id,
    input: input({ now: Date.UTC(2025, 5, 2, 4, 10), gateways: ['cardProvider', 'masterCard', 'genie'] }),
    accounts: { [HOLDER_MOBILE]: HOLDER_PATIENTS },
    clinic: CLINIC,
    play: async (p) => {
      await bookAndPay(p);
      await p.tap('What is my upcoming');
      await p.wait(2400);
      await p.tap('Cancel');
      await p.wait(2600);
      await p.tap('Yes, cancel it');
      await p.wait(2000);
    },
  },
  /** Book and pay, then request a refund from What is my upcoming (a reason, no note). */
  'appointment-refund': {
    tenant: carechatDemo.id,
    input: input({ now: Date.UTC(2025, 5, 2, 4, 10), gateways: ['cardProvider', 'masterCard', 'genie'] }),
    accounts: { [HOLDER_MOBILE]: HOLDER_PATIENTS },
    clinic: CLINIC,
    play: async (p) => {
      await bookAndPay(p);
      await p.tap('What is my upcoming');
      await p.wait(2400);
      await p.tap('Request To Refund');
      await p.wait(2200);
      await p.tap('Booking issue');
      await p.wait(1900);
      await p.tap('Wrong date or time');
      await p.wait(2700);
      await p.tap('Skip');
      await p.wait(2300);
      await p.tap('Request refund');
      await p.wait(2000);
    },
  },
  /** Signed in, Lab Reports: the ready reports of the holder and his mother as a card with Result links (one waits, one awaits). */
  'lab-reports': {
    tenant: carechatDemo.id,
    input: input({
      session: {
        accessToken: 'token-saved',
        profile: { id: `profile-${HOLDER_MOBILE}`, mobileNo: HOLDER_MOBILE, patients: HOLDER_PATIENTS },
      },
    }),
    accounts: { [HOLDER_MOBILE]: HOLDER_PATIENTS },
    clinic: {
      catalogue: { practitioners: [], specialties: [], organizations: [] },
      sessions: [],
      hospitalFee: 0,
      labReports: { startsAt: MORNING, reports: LAB_REPORTS },
    },
    play: async (p) => {
      await p.wait(2400);
      await p.tap('Lab Reports');
      await p.wait(1600);
    },
  },
  'greeting-and-menu': {
    tenant: carechatDemo.id,
    input: input({
      session: {
        accessToken: 'token-saved',
        profile: { id: `profile-${HOLDER_MOBILE}`, mobileNo: HOLDER_MOBILE, patients: HOLDER_PATIENTS },
      },
    }),
    accounts: { [HOLDER_MOBILE]: HOLDER_PATIENTS },
    play: async (p) => {
      await p.wait(2400);
      await p.tap('Home Visit');
      await p.wait(3200);
      // The order's first question offers the way back.
      await p.tap('Back to menu');
      await p.wait(1400);
      await p.tap('What is my upcoming');
      await p.wait(1800);
      await p.tap('Back to menu');
      await p.wait(1400);
      await p.tap('Show my profile');
      await p.wait(1500);
    },
  },
  'sign-in-holder': {
    tenant: carechatDemo.id,
    input: input(),
    accounts: { [HOLDER_MOBILE]: HOLDER_PATIENTS },
    play: async (p) => {
      await p.wait(2100);
      await p.tap('Home Lab Test');
      await p.wait(4300);
      await p.type('0771234567');
      await p.wait(9800);
      await p.type(p.latestCode());
      await p.wait(2600);
      // The order tapped signed out goes on once signed in: for whom (three patients), with the way back.
      await p.tap('Back to menu');
      await p.wait(1400);
      await p.tap('Online Pharmacy');
      await p.wait(2500);
    },
  },
  'registration-new-number': {
    tenant: carechatDemo.id,
    input: input({ now: Date.UTC(2025, 5, 2, 9, 15) }),
    accounts: {},
    play: async (p) => {
      await p.wait(1800);
      await p.tap('Home Visit');
      await p.wait(3600);
      await p.type('0712345678');
      await p.wait(11_200);
      await p.type(p.latestCode());
      await p.wait(2700);
      await p.tap('Ms');
      await p.wait(2300);
      await p.type('Nadeesha');
      await p.wait(2100);
      await p.type('Silva');
      await p.wait(1900);
      await p.tap('Female');
      await p.wait(2000);
      await p.type('31');
      await p.wait(1700);
      await p.type('2');
      await p.wait(1900);
      await p.type('1990');
      await p.wait(2200);
      await p.tap('SUBMIT');
      // 31 February does not exist: the day is asked again, then SUBMIT.
      await p.wait(2400);
      await p.type('28');
      await p.wait(2000);
      await p.tap('SUBMIT');
      await p.wait(2600);
      await p.tap('Me');
      await p.wait(4500);
    },
  },
  'wrong-code': {
    tenant: carechatDemo.id,
    input: input({ now: Date.UTC(2025, 5, 2, 12, 40) }),
    accounts: { [HOLDER_MOBILE]: HOLDER_PATIENTS },
    play: async (p) => {
      await p.wait(2000);
      await p.tap('Home Lab Test');
      await p.wait(3900);
      await p.type('771234567');
      await p.wait(8700);
      const code = p.latestCode();
      await p.type(code === '1111' ? '2222' : '1111');
      // The countdown runs out: the SMS may be late; a new code is asked for.
      await p.wait(62_000);
      await p.resend();
      await p.wait(7400);
      await p.type(p.latestCode());
      await p.wait(2500);
    },
  },
  /** Signed out: Chat With Hospital signs in first, then hands over to the hospital's staff; the patient comes back. */
  'agent-chat-handover': {
    tenant: carechatDemo.id,
    input: input({ now: Date.UTC(2025, 5, 2, 9, 15), chatHospitalId: carechatDemo.defaultOrganizations.agentChat }),
    accounts: { [HOLDER_MOBILE]: HOLDER_PATIENTS },
    play: async (p) => {
      await p.wait(1800);
      await p.tap('Chat With Hospital');
      await p.wait(2600);
      await p.type('0771234567');
      await p.wait(9100);
      await p.type(p.latestCode());
      await p.wait(1500);
      // The agent chat runs in the transcript meanwhile; its Back to the assistant sends chat.handback.
      await p.wait(45_000);
      await p.handback();
      await p.wait(1500);
    },
  },
  /** Online Pharmacy (spec 001 §2): two prescription photos, deliver home to the profile's address, View order. */
  'order-medication': {
    tenant: carechatDemo.id,
    input: input({ session: ORDER_SESSION }),
    accounts: { [HOLDER_MOBILE]: ORDER_PATIENTS },
    play: async (p) => {
      await p.wait(2400);
      await p.tap('Online Pharmacy');
      await p.wait(1600);
      await p.upload('document-1');
      await p.wait(2100);
      await p.tap('Yes, add another');
      await p.wait(1800);
      await p.upload('document-2');
      await p.wait(2000);
      await p.tap('No, that is all');
      await p.wait(1700);
      await p.tap('Deliver home');
      await p.wait(1600);
      await p.tap('Use this address');
      await p.wait(2200);
      await p.tap('Confirm order');
      await p.wait(1800);
      await p.tap('View order');
      await p.wait(500);
    },
  },
  /** Home Lab Test: tests found by typing, Done once picked, no prescription, home collection at a new address tomorrow. */
  'order-lab-test': {
    tenant: carechatDemo.id,
    input: input({ session: ORDER_SESSION }),
    accounts: { [HOLDER_MOBILE]: ORDER_PATIENTS },
    play: async (p) => {
      await p.wait(2400);
      await p.tap('Home Lab Test');
      await p.wait(1900);
      await p.type('gamma');
      await p.wait(900);
      await p.tap('Gamma GT (10000005)');
      await p.wait(700);
      await p.type('fbc');
      await p.wait(800);
      await p.tap('FBC (10000001)');
      await p.wait(600);
      await p.tap('Done');
      await p.wait(1700);
      await p.tap('Skip');
      await p.wait(1600);
      await p.tap('Home sample collection');
      await p.wait(1700);
      await p.tap('New address');
      await p.wait(1500);
      await p.type('7 Hill Street, Kandy');
      await p.wait(1600);
      await p.tap('Tomorrow');
      await p.wait(1500);
      await p.tap('10:00 AM');
      await p.wait(2000);
      await p.tap('Confirm order');
      await p.wait(1800);
      await p.tap('Back to menu');
      await p.wait(1500);
    },
  },
  /** Home Visit: a procedure, a prescription photo, the profile's address, a time, View order. */
  'order-home-visit': {
    tenant: carechatDemo.id,
    input: input({ session: ORDER_SESSION }),
    accounts: { [HOLDER_MOBILE]: ORDER_PATIENTS },
    play: async (p) => {
      await p.wait(2400);
      await p.tap('Home Visit');
      await p.wait(1900);
      await p.tap('ECG (20000002)');
      await p.wait(600);
      await p.tap('Done');
      await p.wait(1600);
      await p.upload('document-3');
      await p.wait(1900);
      await p.tap('No, that is all');
      await p.wait(1600);
      await p.tap('Use this address');
      await p.wait(1600);
      await p.tap('Tomorrow');
      await p.wait(1500);
      await p.tap('9:00 AM');
      await p.wait(2000);
      await p.tap('Confirm order');
      await p.wait(1800);
      await p.tap('View order');
      await p.wait(500);
    },
  },
};
