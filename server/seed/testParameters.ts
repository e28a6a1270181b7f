import type { ReferenceRange, ResultOption } from '../../domain/labReport';
/** One parameter of a demo test, as a laboratory information system would define it. */
export interface ParameterDefinition {
  /** Unique across every test (FBC's RBC and UFR's red cells are different results over time). */
  readonly code: string;
  readonly name: string;
  readonly resultOption: ResultOption;
  readonly options?: readonly string[];
  readonly unit?: string;
  readonly referenceRange?: readonly ReferenceRange[];
  readonly subTestClassification?: string;
  readonly microbiology?: boolean;
}

type Sex = 'male' | 'female';

/** A normal range, for one sex and an age band (years, inclusive) when given. */
const normal = (
  low: number | null,
  high: number | null,
  appliesTo: Sex | null = null,
  ageLow: number | null = null,
  ageHigh: number | null = null,
): ReferenceRange => ({
  type: 'normal',
  low,
  high,
  appliesTo,
  ageLow,
  ageHigh,
});
const critical = (low: number | null, high: number | null): ReferenceRange => ({
  type: 'critical',
  low,
  high,
  appliesTo: null,
  ageLow: null,
  ageHigh: null,
});

/** Adult ranges start at 12 years; children get their own where the adult one would mislead. */
const ADULT = 12;

const URINE_DIPSTICK = ['Nil', 'Trace', '+', '++', '+++'] as const;

/** The parameter codes other parts of the demo (graph links, tests) name. */
const HAEMOGLOBIN_CODE = 'FBC-HB';
const PLATELETS_CODE = 'FBC-PLT';
const ESR_CODE = 'ESR-WG';
export const FASTING_GLUCOSE_CODE = 'FBS-GLU';
const TOTAL_CHOLESTEROL_CODE = 'LIP-TC';

/** Every demo test's parameters, keyed by the test's 8-digit code (orderCatalogue.ts DEMO_CATALOGUE). */
export const TEST_PARAMETERS: Readonly<Record<string, readonly ParameterDefinition[]>> = {
  // FBC
  '10000001': [
    {
      code: HAEMOGLOBIN_CODE,
      name: 'Haemoglobin',
      resultOption: 'numeric',
      unit: 'g/dL',
      referenceRange: [
        normal(13.0, 17.0, 'male', ADULT),
        normal(12.0, 15.0, 'female', ADULT),
        normal(11.5, 15.5, null, null, ADULT - 1),
        critical(7.0, 20.0),
      ],
      subTestClassification: 'Red cells',
    },
    {
      code: 'FBC-RBC',
      name: 'Red Blood Cells (RBC)',
      resultOption: 'numeric',
      unit: '10^6/µL',
      referenceRange: [
        normal(4.5, 5.5, 'male', ADULT),
        normal(3.8, 4.8, 'female', ADULT),
        normal(4.0, 5.2, null, null, ADULT - 1),
      ],
      subTestClassification: 'Red cells',
    },
    {
      code: 'FBC-PCV',
      name: 'Packed Cell Volume (PCV)',
      resultOption: 'numeric',
      unit: '%',
      referenceRange: [
        normal(40, 50, 'male', ADULT),
        normal(36, 46, 'female', ADULT),
        normal(35, 45, null, null, ADULT - 1),
        critical(20, 60),
      ],
      subTestClassification: 'Red cells',
    },
    {
      code: 'FBC-MCV',
      name: 'Mean Cell Volume (MCV)',
      resultOption: 'numeric',
      unit: 'fL',
      referenceRange: [normal(83, 101)],
      subTestClassification: 'Red cells',
    },
    {
      code: 'FBC-MCH',
      name: 'Mean Cell Haemoglobin (MCH)',
      resultOption: 'numeric',
      unit: 'pg',
      referenceRange: [normal(27, 32)],
      subTestClassification: 'Red cells',
    },
    {
      code: 'FBC-MCHC',
      name: 'MCH Concentration (MCHC)',
      resultOption: 'numeric',
      unit: 'g/dL',
      referenceRange: [normal(31.5, 34.5)],
      subTestClassification: 'Red cells',
    },
    {
      code: 'FBC-RDW',
      name: 'Red Cell Distribution Width (RDW-CV)',
      resultOption: 'numeric',
      unit: '%',
      referenceRange: [normal(11.6, 14.0)],
      subTestClassification: 'Red cells',
    },
    {
      code: 'FBC-WBC',
      name: 'White Blood Cells (WBC)',
      resultOption: 'numeric',
      unit: '10^3/µL',
      referenceRange: [normal(4.0, 10.0), critical(2.0, 30.0)],
      subTestClassification: 'White cells',
    },
    {
      code: 'FBC-NEU',
      name: 'Neutrophils',
      resultOption: 'numeric',
      unit: '%',
      referenceRange: [normal(40, 80)],
      subTestClassification: 'Differential count',
    },
    {
      code: 'FBC-LYM',
      name: 'Lymphocytes',
      resultOption: 'numeric',
      unit: '%',
      referenceRange: [normal(20, 40)],
      subTestClassification: 'Differential count',
    },
    {
      code: 'FBC-MON',
      name: 'Monocytes',
      resultOption: 'numeric',
      unit: '%',
      referenceRange: [normal(2, 10)],
      subTestClassification: 'Differential count',
    },
    {
      code: 'FBC-EOS',
      name: 'Eosinophils',
      resultOption: 'numeric',
      unit: '%',
      referenceRange: [normal(1, 6)],
      subTestClassification: 'Differential count',
    },
    {
      code: 'FBC-BAS',
      name: 'Basophils',
      resultOption: 'numeric',
      unit: '%',
      referenceRange: [normal(0, 2)],
      subTestClassification: 'Differential count',
    },
    {
      code: PLATELETS_CODE,
      name: 'Platelet Count',
      resultOption: 'numeric',
      unit: '10^3/µL',
      referenceRange: [normal(150, 410), critical(50, 1000)],
      subTestClassification: 'Platelets',
    },
  ],
  // UFR
  '10000002': [
    {
      code: 'UFR-COL',
      name: 'Colour',
      resultOption: 'listSingle',
      options: ['Pale yellow', 'Yellow', 'Dark yellow', 'Amber', 'Red', 'Brown'],
      subTestClassification: 'Physical examination',
    },
    {
      code: 'UFR-APP',
      name: 'Appearance',
      resultOption: 'listSingle',
      options: ['Clear', 'Slightly turbid', 'Turbid'],
      subTestClassification: 'Physical examination',
    },
    {
      code: 'UFR-SG',
      name: 'Specific Gravity',
      resultOption: 'numeric',
      referenceRange: [normal(1.005, 1.03)],
      subTestClassification: 'Physical examination',
    },
    {
      code: 'UFR-PH',
      name: 'pH',
      resultOption: 'numeric',
      referenceRange: [normal(4.6, 8.0)],
      subTestClassification: 'Chemical examination',
    },
    {
      code: 'UFR-PRO',
      name: 'Protein (Albumin)',
      resultOption: 'listSingle',
      options: URINE_DIPSTICK,
      subTestClassification: 'Chemical examination',
    },
    {
      code: 'UFR-SUG',
      name: 'Sugar (Glucose)',
      resultOption: 'listSingle',
      options: URINE_DIPSTICK,
      subTestClassification: 'Chemical examination',
    },
    {
      code: 'UFR-KET',
      name: 'Ketone Bodies',
      resultOption: 'listSingle',
      options: ['Nil', 'Trace', '+', '++'],
      subTestClassification: 'Chemical examination',
    },
    {
      code: 'UFR-URO',
      name: 'Urobilinogen',
      resultOption: 'listSingle',
      options: ['Normal', 'Increased'],
      subTestClassification: 'Chemical examination',
    },
    {
      code: 'UFR-PUS',
      name: 'Pus Cells',
      resultOption: 'text',
      unit: '/HPF',
      subTestClassification: 'Microscopic examination',
    },
    {
      code: 'UFR-RBC',
      name: 'Red Cells',
      resultOption: 'text',
      unit: '/HPF',
      subTestClassification: 'Microscopic examination',
    },
    {
      code: 'UFR-EPI',
      name: 'Epithelial Cells',
      resultOption: 'text',
      unit: '/HPF',
      subTestClassification: 'Microscopic examination',
    },
    { code: 'UFR-CAS', name: 'Casts', resultOption: 'text', subTestClassification: 'Microscopic examination' },
    {
      code: 'UFR-CRY',
      name: 'Crystals',
      resultOption: 'listMulti',
      options: ['Nil', 'Calcium oxalate', 'Uric acid', 'Amorphous phosphates', 'Triple phosphate'],
      subTestClassification: 'Microscopic examination',
    },
  ],
  // Chest X-Ray
  '10000003': [
    { code: 'CXR-VIEW', name: 'View', resultOption: 'listSingle', options: ['PA', 'AP', 'Lateral'] },
    { code: 'CXR-FND', name: 'Findings', resultOption: 'text' },
    { code: 'CXR-IMP', name: 'Impression', resultOption: 'text' },
  ],
  // ECG
  '10000004': [
    {
      code: 'ECG-RHY',
      name: 'Rhythm',
      resultOption: 'listSingle',
      options: ['Sinus rhythm', 'Sinus tachycardia', 'Sinus bradycardia', 'Atrial fibrillation', 'Other arrhythmia'],
    },
    {
      code: 'ECG-HR',
      name: 'Heart Rate',
      resultOption: 'numeric',
      unit: 'bpm',
      referenceRange: [normal(60, 100), critical(40, 150)],
    },
    { code: 'ECG-IMP', name: 'Impression', resultOption: 'text' },
  ],
  // ESR
  '10000005': [
    {
      code: ESR_CODE,
      name: 'ESR (Westergren)',
      resultOption: 'numeric',
      unit: 'mm/1st hr',
      referenceRange: [
        normal(0, 15, 'male', null, 49),
        normal(0, 20, 'male', 50),
        normal(0, 20, 'female', null, 49),
        normal(0, 30, 'female', 50),
        normal(0, 10, null, null, ADULT - 1),
      ],
    },
  ],
  // SGPT
  '10000006': [
    {
      code: 'SGPT-ALT',
      name: 'SGPT (ALT)',
      resultOption: 'numeric',
      unit: 'U/L',
      referenceRange: [normal(null, 50, 'male'), normal(null, 35, 'female'), critical(null, 1000)],
    },
  ],
  // Gamma GT
  '10000007': [
    {
      code: 'GGT-GGT',
      name: 'Gamma GT (GGT)',
      resultOption: 'numeric',
      unit: 'U/L',
      referenceRange: [normal(null, 55, 'male'), normal(null, 38, 'female')],
    },
  ],
  // Urine Culture
  '10000008': [
    {
      code: 'UC-SPEC',
      name: 'Specimen',
      resultOption: 'listSingle',
      options: ['Midstream urine', 'Catheter urine', 'Suprapubic aspirate'],
    },
    { code: 'UC-ORG', name: 'Organism Isolated', resultOption: 'text', microbiology: true },
    { code: 'UC-CFU', name: 'Colony Count', resultOption: 'text', unit: 'CFU/mL' },
    { code: 'UC-ABG', name: 'Antibiogram', resultOption: 'text', microbiology: true },
  ],
  // Lipid Profile
  '10000009': [
    {
      code: TOTAL_CHOLESTEROL_CODE,
      name: 'Total Cholesterol',
      resultOption: 'numeric',
      unit: 'mg/dL',
      referenceRange: [normal(null, 200)],
    },
    {
      code: 'LIP-HDL',
      name: 'HDL Cholesterol',
      resultOption: 'numeric',
      unit: 'mg/dL',
      referenceRange: [normal(40, null, 'male'), normal(50, null, 'female')],
    },
    {
      code: 'LIP-LDL',
      name: 'LDL Cholesterol',
      resultOption: 'numeric',
      unit: 'mg/dL',
      referenceRange: [normal(null, 130)],
    },
    {
      code: 'LIP-TG',
      name: 'Triglycerides',
      resultOption: 'numeric',
      unit: 'mg/dL',
      referenceRange: [normal(null, 150), critical(null, 1000)],
    },
    {
      code: 'LIP-RATIO',
      name: 'Total Cholesterol / HDL Ratio',
      resultOption: 'numeric',
      referenceRange: [normal(null, 5.0)],
    },
  ],
  // Fasting Blood Sugar
  '10000010': [
    {
      code: FASTING_GLUCOSE_CODE,
      name: 'Fasting Plasma Glucose',
      resultOption: 'numeric',
      unit: 'mg/dL',
      referenceRange: [normal(70, 100), critical(50, 400)],
    },
  ],
};
