import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { ReferenceRange } from '../../domain/labReport';
import { orderCodes, serviceRequests, testParameters } from '../../server/db/schema';
import { errorOf, type GraphqlResponse, type TestServer } from './harness';

/** Lab report helpers over the real server: orders to report on, catalogue parameters, the staff entry calls. */

export const FBC = '10000001';
export const UFR = '10000002';
export const ESR = '10000005';

export const REPORT_FIELDS = `id status code name category summaryStatus patientId organizationId serviceRequestId verifiedTime viewableTime
  diagnosticReportOutsourcedType diagnosticReportCodeType patientCreditStatus diagnosticReportPaymentStatus diagnosticReportSensitive invoiceIdentifier
  specimenCollectedTime reportedTime heartbeatLastSeen createdTime updatedTime
  results { id code name resultDisplay valueQuantity { value unit } valueString effectiveTime status basedOn }`;
const STAFF_FIELDS = `serviceRequestId code name resultOption parameters { code name resultOption options unit microbiology parameterOrder }
  report { id status summaryStatus category diagnosticReportSensitive diagnosticReportOutsourcedType patientCreditStatus invoiceIdentifier verifiedTime specimenCollectedTime reportedTime }
  results { code resultDisplay organism antibiogram { antibiotic interpretation mic } status }`;
export const SAVE = `mutation ($input: ReportResultsInput!) { staffSaveResults(input: $input) { ${STAFF_FIELDS} } }`;
export const VERIFY = `mutation ($id: ID!) { staffVerifyReport(id: $id) { ${STAFF_FIELDS} } }`;
export const ORDER_REPORTS = `query ($id: ID!) { staffOrderReports(serviceRequestId: $id) { ${STAFF_FIELDS} } }`;
export const REPORTS = `query ($filter: DiagnosticReportFilter!) { queryDiagnosticReport(filter: $filter) { ${REPORT_FIELDS} } }`;
const CREATE_ORDER = `mutation ($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { id reportSummaryStatus } }`;

export interface StaffTestReport {
  serviceRequestId: string;
  code: string;
  name: string;
  resultOption: string;
  parameters: {
    code: string;
    name: string;
    resultOption: string;
    options: string[];
    unit: string | null;
    microbiology: boolean;
  }[];
  report: {
    id: string;
    status: string;
    summaryStatus: string;
    category: string;
    diagnosticReportSensitive: boolean;
    diagnosticReportOutsourcedType: string;
    patientCreditStatus: string;
    invoiceIdentifier: string | null;
    verifiedTime: string | null;
    specimenCollectedTime: string | null;
    reportedTime: string | null;
  } | null;
  results: {
    code: string;
    resultDisplay: string;
    organism: string | null;
    antibiogram: { antibiotic: string; interpretation: string; mic: string | null }[];
    status: string;
  }[];
}

export interface Report {
  id: string;
  status: string;
  code: string;
  summaryStatus: string;
  patientId: string;
  verifiedTime: string | null;
  viewableTime: string | null;
  patientCreditStatus: string;
  diagnosticReportSensitive: boolean;
  invoiceIdentifier: string | null;
  heartbeatLastSeen: string | null;
  results: {
    id: string;
    code: string;
    resultDisplay: string;
    valueQuantity: { value: number; unit: string | null } | null;
    effectiveTime: string;
    status: string;
    basedOn: string;
  }[];
}

export function ok<T>(response: GraphqlResponse<T>): T {
  if (response.errors !== undefined || response.data === undefined || response.data === null)
    throw new Error(errorOf(response));
  return response.data;
}

const range = (
  type: 'normal' | 'critical',
  low: number | null,
  high: number | null,
  appliesTo: 'male' | 'female' | null = null,
): ReferenceRange => ({ type, low, high, appliesTo, ageLow: null, ageHigh: null });

/**
 * Parameters for FBC (numeric Haemoglobin with sex ranges and a critical band, numeric WBC, a list) and UFR
 * (microbiology culture, a multi list) at a hospital; ESR keeps none, so it is its own parameter. They replace the
 * demo seed's parameters of these tests (tests/server/seedLabReports.test.ts covers those), so each case here
 * names a small catalogue it controls.
 */
export async function addParameters(t: TestServer, organizationId: string): Promise<void> {
  const { db } = t.server.services;
  const entry = async (code: string): Promise<string> => {
    const [row] = await db
      .select({ id: orderCodes.id })
      .from(orderCodes)
      .where(
        and(eq(orderCodes.organizationId, organizationId), eq(orderCodes.kind, 'test'), eq(orderCodes.code, code)),
      );
    if (row === undefined) throw new Error(`no test ${code} at ${organizationId}`);
    return row.id;
  };
  const fbc = await entry(FBC);
  const ufr = await entry(UFR);
  await db.delete(testParameters).where(inArray(testParameters.orderCodeId, [fbc, ufr, await entry(ESR)]));
  await db.insert(testParameters).values([
    {
      id: randomUUID(),
      orderCodeId: fbc,
      code: 'HB',
      name: 'Haemoglobin',
      resultOption: 'numeric',
      unit: 'g/dL',
      parameterOrder: 1,
      referenceRange: [range('normal', 13, 17, 'male'), range('normal', 12, 16, 'female'), range('critical', 7, 20)],
    },
    {
      id: randomUUID(),
      orderCodeId: fbc,
      code: 'WBC',
      name: 'White cells',
      resultOption: 'numeric',
      unit: '10^9/L',
      parameterOrder: 2,
      referenceRange: [range('normal', 4, 11)],
    },
    {
      id: randomUUID(),
      orderCodeId: fbc,
      code: 'FILM',
      name: 'Blood film',
      resultOption: 'listSingle',
      options: ['Normal', 'Abnormal'],
      parameterOrder: 3,
    },
    {
      id: randomUUID(),
      orderCodeId: ufr,
      code: 'CULT',
      name: 'Culture',
      resultOption: 'text',
      microbiology: true,
      parameterOrder: 1,
    },
    {
      id: randomUUID(),
      orderCodeId: ufr,
      code: 'CELLS',
      name: 'Cells',
      resultOption: 'listMulti',
      options: ['Pus cells', 'Red cells', 'Epithelial cells'],
      parameterOrder: 2,
    },
  ]);
}

let seq = 0;

/** An examination order of the tests at Colombo for the patient; paid unless told otherwise. */
export async function examinationOrder(
  t: TestServer,
  token: string,
  patientId: string,
  tests: readonly string[],
  paid = true,
  organization = 'org-colombo',
): Promise<string> {
  const id = `lab-order-${String(++seq).padStart(4, '0')}-${randomUUID().slice(0, 8)}`;
  const input = {
    id,
    patientId,
    orderCategory: 'Examination',
    organization,
    serviceRequestInitiatedFor: 'appointment',
    diagnosticReport: tests,
  };
  ok(await t.gql(CREATE_ORDER, { input }, token));
  if (paid)
    await t.server.services.db.update(serviceRequests).set({ paymentStatus: 'paid' }).where(eq(serviceRequests.id, id));
  return id;
}

/** Every FBC parameter filled within range. */
export const FBC_RESULTS = (hb = 14): Record<string, unknown>[] => [
  { code: 'HB', valueQuantity: hb },
  { code: 'WBC', valueQuantity: 7 },
  { code: 'FILM', options: ['Normal'] },
];

export async function save(t: TestServer, staff: string, input: Record<string, unknown>): Promise<StaffTestReport> {
  return ok(await t.gql<{ staffSaveResults: StaffTestReport }>(SAVE, { input }, staff)).staffSaveResults;
}

export async function verify(t: TestServer, staff: string, id: string): Promise<StaffTestReport> {
  return ok(await t.gql<{ staffVerifyReport: StaffTestReport }>(VERIFY, { id }, staff)).staffVerifyReport;
}

/** A verified FBC report for the patient (a new paid order); returns the report id. */
export async function verifiedFbc(
  t: TestServer,
  staff: string,
  token: string,
  patientId: string,
  options: { hb?: number; sensitive?: boolean; paid?: boolean; external?: boolean } = {},
): Promise<string> {
  const order = await examinationOrder(t, token, patientId, [FBC], options.paid ?? true);
  const saved = await save(t, staff, {
    serviceRequestId: order,
    code: FBC,
    results: FBC_RESULTS(options.hb),
    sensitive: options.sensitive ?? false,
    external: options.external ?? false,
  });
  if (saved.report === null) throw new Error('no report after save');
  await verify(t, staff, saved.report.id);
  return saved.report.id;
}

export const MINUTE = 60_000;
