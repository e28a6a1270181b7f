import type { AntibiogramEntry } from '../../domain/labReport';
import { DAY_MS, MINUTE_MS } from './clock';
import { DEMO_LAB_ORDERS } from './demoOrders';
import { DEMO_HOLDER_PATIENT_ID } from './people';

const HOLDER = DEMO_HOLDER_PATIENT_ID;
const MOTHER = 'pat-demo-holder-mother';

/** How a seeded report stands for the patient (domain/reportAvailability.ts), one of each the list shows. */
type DemoKind = 'ready' | 'waiting' | 'preliminary' | 'external' | 'sensitive' | 'unpaid';

/** A microbiology result: the organism, and its antibiogram on the antibiogram parameter. */
interface MicroValue {
  readonly text: string;
  readonly organism: string;
  readonly antibiogram?: readonly AntibiogramEntry[];
}
export type Value = number | string | MicroValue;

interface DemoReport {
  readonly id: string;
  readonly patientId: string;
  readonly testCode: string;
  /** When it was verified (or, not verified, when results were entered), before `now`. */
  readonly ago: number;
  readonly kind: DemoKind;
  readonly values: Readonly<Record<string, Value>>;
  readonly referral: string;
  /** Reports of one visit share its receipt, invoice and encounter. */
  readonly visit: number;
  readonly serviceRequestId?: string;
  /** At the second demo hospital (the one without a signature image) when the tenant has it. */
  readonly secondHospital?: boolean;
}

/** Where each test is done and printed from: the laboratory group, department and specimen. */
export const LABORATORY: Readonly<
  Record<string, { readonly group: string; readonly department: string; readonly specimen: string | null }>
> = {
  '10000001': { group: 'Haematology', department: 'Laboratory', specimen: 'Whole blood (EDTA)' },
  '10000002': { group: 'Clinical Pathology', department: 'Laboratory', specimen: 'Urine' },
  '10000003': { group: 'Radiology', department: 'Radiology', specimen: null },
  '10000004': { group: 'Cardiology', department: 'Cardiology', specimen: null },
  '10000005': { group: 'Haematology', department: 'Laboratory', specimen: 'Whole blood (Citrate)' },
  '10000006': { group: 'Biochemistry', department: 'Laboratory', specimen: 'Serum' },
  '10000007': { group: 'Biochemistry', department: 'Laboratory', specimen: 'Serum' },
  '10000008': { group: 'Microbiology', department: 'Laboratory', specimen: 'Urine' },
  '10000009': { group: 'Biochemistry', department: 'Laboratory', specimen: 'Serum' },
  '10000010': { group: 'Biochemistry', department: 'Laboratory', specimen: 'Plasma (Fluoride)' },
};

const DR_CONSULTANT = 'Dr. Ashan Wickramasinghe';
const DR_PHYSICIAN = 'Dr. Nirmala Senanayake';

/** Full blood count values in parameter order: Hb, RBC, PCV, MCV, MCH, MCHC, RDW, WBC, N, L, M, E, B, platelets. */
const FBC_ORDER = [
  'FBC-HB',
  'FBC-RBC',
  'FBC-PCV',
  'FBC-MCV',
  'FBC-MCH',
  'FBC-MCHC',
  'FBC-RDW',
  'FBC-WBC',
  'FBC-NEU',
  'FBC-LYM',
  'FBC-MON',
  'FBC-EOS',
  'FBC-BAS',
  'FBC-PLT',
] as const;
const fbc = (...values: number[]): Record<string, number> =>
  Object.fromEntries(FBC_ORDER.map((code, index) => [code, values[index] ?? 0]));
const lipids = (total: number, hdl: number, ldl: number, triglycerides: number): Record<string, number> => ({
  'LIP-TC': total,
  'LIP-HDL': hdl,
  'LIP-LDL': ldl,
  'LIP-TG': triglycerides,
  'LIP-RATIO': Math.round((total / hdl) * 10) / 10,
});

const E_COLI = 'Escherichia coli';
const ANTIBIOGRAM: readonly AntibiogramEntry[] = [
  { antibiotic: 'Ampicillin', interpretation: 'R', mic: '≥ 32' },
  { antibiotic: 'Amoxicillin-clavulanate', interpretation: 'I', mic: '16' },
  { antibiotic: 'Cefuroxime', interpretation: 'S', mic: '4' },
  { antibiotic: 'Ciprofloxacin', interpretation: 'R', mic: '≥ 4' },
  { antibiotic: 'Co-trimoxazole', interpretation: 'R', mic: '≥ 320' },
  { antibiotic: 'Gentamicin', interpretation: 'S', mic: '≤ 1' },
  { antibiotic: 'Meropenem', interpretation: 'S', mic: '≤ 0.25' },
  { antibiotic: 'Nitrofurantoin', interpretation: 'S', mic: '≤ 16' },
];

/**
 * The demo story (ago in days unless said): the holder's blood counts over five months, with a dengue-like dip
 * of platelets to a critical level two months ago, cholesterol and fasting sugar coming down over three visits,
 * a urine infection with its culture, and one report of each availability the list shows. The mother (a
 * relative, female ranges) has three blood counts and ESRs.
 */
export const DEMO_REPORTS: readonly DemoReport[] = [
  {
    id: 'dr-demo-me-fbc-1',
    patientId: HOLDER,
    testCode: '10000001',
    ago: 170 * DAY_MS,
    kind: 'ready',
    visit: 1,
    referral: 'Self',
    values: fbc(14.6, 5.0, 44, 88, 29.2, 33.2, 12.8, 7.2, 58, 32, 6, 3, 1, 265),
  },
  {
    id: 'dr-demo-me-ecg-1',
    patientId: HOLDER,
    testCode: '10000004',
    ago: 168 * DAY_MS,
    kind: 'ready',
    visit: 2,
    referral: DR_PHYSICIAN,
    values: { 'ECG-RHY': 'Sinus rhythm', 'ECG-HR': 72, 'ECG-IMP': 'Normal ECG. No acute ST-T changes.' },
  },
  {
    id: 'dr-demo-me-lipid-1',
    patientId: HOLDER,
    testCode: '10000009',
    ago: 160 * DAY_MS,
    kind: 'ready',
    visit: 3,
    referral: DR_PHYSICIAN,
    values: lipids(242, 38, 168, 182),
  },
  {
    id: 'dr-demo-me-fbs-1',
    patientId: HOLDER,
    testCode: '10000010',
    ago: 160 * DAY_MS,
    kind: 'ready',
    visit: 3,
    referral: DR_PHYSICIAN,
    values: { 'FBS-GLU': 118 },
  },
  {
    id: 'dr-demo-me-fbc-2',
    patientId: HOLDER,
    testCode: '10000001',
    ago: 110 * DAY_MS,
    kind: 'ready',
    visit: 4,
    referral: DR_CONSULTANT,
    values: fbc(12.4, 4.4, 38, 86, 28.2, 32.6, 14.6, 11.8, 82, 12, 4, 1, 1, 198),
  },
  {
    id: 'dr-demo-me-lipid-2',
    patientId: HOLDER,
    testCode: '10000009',
    ago: 90 * DAY_MS,
    kind: 'ready',
    visit: 5,
    referral: DR_PHYSICIAN,
    secondHospital: true,
    values: lipids(218, 41, 146, 156),
  },
  {
    id: 'dr-demo-me-fbs-2',
    patientId: HOLDER,
    testCode: '10000010',
    ago: 90 * DAY_MS,
    kind: 'ready',
    visit: 5,
    referral: DR_PHYSICIAN,
    secondHospital: true,
    values: { 'FBS-GLU': 106 },
  },
  {
    id: 'dr-demo-me-cxr-external',
    patientId: HOLDER,
    testCode: '10000003',
    ago: 75 * DAY_MS,
    kind: 'external',
    visit: 6,
    referral: DR_CONSULTANT,
    values: {
      'CXR-VIEW': 'PA',
      'CXR-FND': 'Lung fields are clear. Cardiac silhouette is normal in size. Costophrenic angles are sharp.',
      'CXR-IMP': 'Normal chest radiograph.',
    },
  },
  {
    id: 'dr-demo-me-fbc-3',
    patientId: HOLDER,
    testCode: '10000001',
    ago: 60 * DAY_MS,
    kind: 'ready',
    visit: 7,
    referral: DR_CONSULTANT,
    values: fbc(13.1, 4.6, 40, 87, 28.5, 32.8, 13.9, 3.2, 45, 45, 7, 2, 1, 42),
  },
  {
    id: 'dr-demo-me-ufr-unpaid',
    patientId: HOLDER,
    testCode: '10000002',
    ago: 45 * DAY_MS,
    kind: 'unpaid',
    visit: 8,
    referral: 'Self',
    values: {
      'UFR-COL': 'Dark yellow',
      'UFR-APP': 'Turbid',
      'UFR-SG': 1.025,
      'UFR-PH': 6.0,
      'UFR-PRO': 'Trace',
      'UFR-SUG': 'Nil',
      'UFR-KET': 'Nil',
      'UFR-URO': 'Normal',
      'UFR-PUS': '25 - 30',
      'UFR-RBC': '4 - 6',
      'UFR-EPI': '2 - 4',
      'UFR-CAS': 'Nil',
      'UFR-CRY': 'Calcium oxalate',
    },
  },
  {
    id: 'dr-demo-me-urine-culture',
    patientId: HOLDER,
    testCode: '10000008',
    ago: 43 * DAY_MS,
    kind: 'ready',
    visit: 9,
    referral: DR_PHYSICIAN,
    values: {
      'UC-SPEC': 'Midstream urine',
      'UC-ORG': { text: `${E_COLI} isolated`, organism: E_COLI },
      'UC-CFU': '> 100,000',
      'UC-ABG': {
        text: 'Sensitive: Cefuroxime, Gentamicin, Meropenem, Nitrofurantoin. Resistant: Ampicillin, Ciprofloxacin, Co-trimoxazole.',
        organism: E_COLI,
        antibiogram: ANTIBIOGRAM,
      },
    },
  },
  {
    id: 'dr-demo-me-ggt-sensitive',
    patientId: HOLDER,
    testCode: '10000007',
    ago: 30 * DAY_MS,
    kind: 'sensitive',
    visit: 10,
    referral: DR_CONSULTANT,
    values: { 'GGT-GGT': 88 },
  },
  {
    id: 'dr-demo-me-lipid-3',
    patientId: HOLDER,
    testCode: '10000009',
    ago: 20 * DAY_MS,
    kind: 'ready',
    visit: 11,
    referral: DR_PHYSICIAN,
    values: lipids(192, 45, 121, 128),
  },
  {
    id: 'dr-demo-me-fbs-3',
    patientId: HOLDER,
    testCode: '10000010',
    ago: 20 * DAY_MS,
    kind: 'ready',
    visit: 11,
    referral: DR_PHYSICIAN,
    values: { 'FBS-GLU': 97 },
  },
  // The completed examination order (demoOrders.ts): its FBC and ESR.
  {
    id: 'dr-demo-me-fbc-4',
    patientId: HOLDER,
    testCode: '10000001',
    ago: 6 * DAY_MS,
    kind: 'ready',
    visit: 12,
    referral: DR_CONSULTANT,
    serviceRequestId: DEMO_LAB_ORDERS.completed,
    values: fbc(14.1, 4.9, 43, 88, 28.8, 32.8, 13.1, 6.8, 60, 30, 7, 2, 1, 232),
  },
  {
    id: 'dr-demo-me-esr-1',
    patientId: HOLDER,
    testCode: '10000005',
    ago: 6 * DAY_MS,
    kind: 'ready',
    visit: 12,
    referral: DR_CONSULTANT,
    serviceRequestId: DEMO_LAB_ORDERS.completed,
    values: { 'ESR-WG': 12 },
  },
  // The examination order in processing: one test verified a moment ago, the other entered but not verified.
  {
    id: 'dr-demo-me-fbs-waiting',
    patientId: HOLDER,
    testCode: '10000010',
    ago: 3 * MINUTE_MS,
    kind: 'waiting',
    visit: 13,
    referral: DR_PHYSICIAN,
    serviceRequestId: DEMO_LAB_ORDERS.processing,
    values: { 'FBS-GLU': 94 },
  },
  {
    id: 'dr-demo-me-sgpt-preliminary',
    patientId: HOLDER,
    testCode: '10000006',
    ago: 40 * MINUTE_MS,
    kind: 'preliminary',
    visit: 13,
    referral: DR_PHYSICIAN,
    serviceRequestId: DEMO_LAB_ORDERS.processing,
    values: { 'SGPT-ALT': 38 },
  },

  {
    id: 'dr-demo-mother-fbc-1',
    patientId: MOTHER,
    testCode: '10000001',
    ago: 200 * DAY_MS,
    kind: 'ready',
    visit: 21,
    referral: DR_PHYSICIAN,
    values: fbc(11.2, 3.9, 34, 84, 28.7, 32.9, 14.8, 6.1, 62, 29, 6, 2, 1, 310),
  },
  {
    id: 'dr-demo-mother-esr-1',
    patientId: MOTHER,
    testCode: '10000005',
    ago: 200 * DAY_MS,
    kind: 'ready',
    visit: 21,
    referral: DR_PHYSICIAN,
    values: { 'ESR-WG': 38 },
  },
  {
    id: 'dr-demo-mother-fbc-2',
    patientId: MOTHER,
    testCode: '10000001',
    ago: 120 * DAY_MS,
    kind: 'ready',
    visit: 22,
    referral: DR_PHYSICIAN,
    values: fbc(11.8, 4.0, 35, 85, 29.5, 33.7, 14.2, 7.4, 66, 26, 5, 2, 1, 288),
  },
  {
    id: 'dr-demo-mother-esr-2',
    patientId: MOTHER,
    testCode: '10000005',
    ago: 120 * DAY_MS,
    kind: 'ready',
    visit: 22,
    referral: DR_PHYSICIAN,
    values: { 'ESR-WG': 32 },
  },
  {
    id: 'dr-demo-mother-fbc-3',
    patientId: MOTHER,
    testCode: '10000001',
    ago: 30 * DAY_MS,
    kind: 'ready',
    visit: 23,
    referral: DR_PHYSICIAN,
    values: fbc(12.5, 4.2, 37, 88, 29.8, 33.8, 13.6, 6.6, 60, 31, 6, 2, 1, 276),
  },
  {
    id: 'dr-demo-mother-esr-3',
    patientId: MOTHER,
    testCode: '10000005',
    ago: 30 * DAY_MS,
    kind: 'ready',
    visit: 23,
    referral: DR_PHYSICIAN,
    values: { 'ESR-WG': 24 },
  },
];
