import type { PrintedReport, PrintedResult } from '../../../src/features/reports/pdf/printReport.graphql';

/** A 1 × 1 PNG: a real image jspdf decodes, standing for the hospital's header, footer and signature. */
export const PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const EARLIER = { diagnosticReportId: 'report-2', time: '2026-08-14T04:30:00.000Z' } as const;
const EARLIEST = { diagnosticReportId: 'report-1', time: '2026-05-02T03:10:00.000Z' } as const;

function result(fields: Partial<PrintedResult> & Pick<PrintedResult, 'name' | 'code' | 'result'>): PrintedResult {
  return {
    unit: null,
    critical: false,
    flag: null,
    low: null,
    high: null,
    category: 'LAB',
    subTestClassification: null,
    organism: null,
    antibiogram: [],
    status: 'final',
    previous: [],
    ...fields,
  };
}

/** An FBC verified with one critical value, two earlier FBCs compared, and a urine culture's microbiology. */
export function printedReport(overrides: Partial<PrintedReport> = {}): PrintedReport {
  return {
    report: {
      id: 'report-3',
      code: '10000001',
      name: 'Full Blood Count (FBC)',
      category: 'LAB',
      status: 'final',
      invoiceIdentifier: 'INV-00012',
    },
    nationalId: '198812345678',
    patientName: 'Mr. Nimal Perera',
    mobile: '94771234567',
    gender: 'male',
    birthDate: '1988-03-12',
    receiptIdentifier: 'RCP-00077',
    invoiceIdentifier: 'INV-00012',
    encounterIdentifier: 'ENC-00456',
    summaryStatus: 'print_ready',
    group: 'Haematology',
    department: 'Laboratory',
    referral: 'Dr. Saman Silva',
    hospitalName: 'Lanka General Hospital',
    hospitalAddress: '12 Galle Road, Colombo 03',
    hospitalPhone: '0112345678',
    headerImageUrl: '/blob/get/header-0001',
    footerImageUrl: '/blob/get/footer-0001',
    signatureImageUrl: '/blob/get/signature-0001',
    specimenCollectedTime: '2026-11-20T03:15:00.000Z',
    specimenReceivedTime: '2026-11-20T04:00:00.000Z',
    reportedTime: '2026-11-20T07:45:00.000Z',
    verifiedTime: '2026-11-20T08:00:00.000Z',
    results: [
      result({
        name: 'Haemoglobin',
        code: 'HB',
        result: '13.2',
        unit: 'g/dL',
        low: 13,
        high: 17,
        previous: [
          { ...EARLIER, result: '12.1', flag: 'L' },
          { ...EARLIEST, result: '12.8', flag: 'L' },
        ],
      }),
      result({
        name: 'White Cell Count',
        code: 'WBC',
        result: '32.5',
        unit: '×10⁹/L',
        low: 4,
        high: 11,
        flag: 'HH',
        critical: true,
        previous: [
          { ...EARLIER, result: '9.8', flag: null },
          { ...EARLIEST, result: '10.2', flag: null },
        ],
      }),
      result({
        name: 'Platelet Count',
        code: 'PLT',
        result: '120',
        unit: '×10⁹/L',
        low: 150,
        high: 400,
        flag: 'L',
        previous: [{ ...EARLIER, result: '210', flag: null }],
      }),
      result({
        name: 'Neutrophils',
        code: 'NEU',
        result: '62',
        unit: '%',
        low: 40,
        high: 75,
        subTestClassification: 'Differential Count',
      }),
      result({
        name: 'Lymphocytes',
        code: 'LYM',
        result: '30',
        unit: '%',
        low: 20,
        high: 45,
        subTestClassification: 'Differential Count',
      }),
      result({ name: 'Blood Film', code: 'FILM', result: 'Normochromic normocytic red cells' }),
      result({
        name: 'Urine Culture',
        code: 'UCUL',
        result: 'Growth',
        category: 'MICRO',
        organism: 'Escherichia coli',
        antibiogram: [
          { antibiotic: 'Amoxicillin', interpretation: 'R', mic: '≥ 32' },
          { antibiotic: 'Nitrofurantoin', interpretation: 'S', mic: '≤ 16' },
          { antibiotic: 'Ciprofloxacin', interpretation: 'I', mic: null },
        ],
      }),
    ],
    ...overrides,
  };
}

/** A report of `count` results: long enough to break pages. */
export function longReport(count: number): PrintedReport {
  return printedReport({
    results: Array.from({ length: count }, (_, index) =>
      result({
        name: `Parameter ${String(index + 1).padStart(2, '0')}`,
        code: `P${index + 1}`,
        result: (index * 1.7).toFixed(1),
        unit: 'mmol/L',
        low: 1,
        high: 200,
      }),
    ),
  });
}
