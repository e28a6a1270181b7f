import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, newPatient, signInStaff, startTestServer, type TestServer } from './harness';
import {
  addParameters,
  examinationOrder,
  ESR,
  FBC,
  FBC_RESULTS,
  ok,
  ORDER_REPORTS,
  SAVE,
  save,
  UFR,
  verify,
  VERIFY,
  type StaffTestReport,
} from './labReportsFlow';

/** Staff entering and verifying lab results over the real server and PGlite: validation, ownership, verification, races. */

let t: TestServer;
let owner: { token: string; patientId: string };
let staff: string;
let kandy: string;

const ORDER = `query ($filter: ServiceRequestFilter!) { queryServiceRequest(filter: $filter) { id examinationOrderStatus status reportSummaryStatus } }`;
const CATALOGUE = `query ($id: ID!) { queryDiagnosticReportCode(organizationId: $id) { code name resultOption parameters { code name resultOption options unit referenceRange { type low high appliesTo } } } }`;

async function orderOf(
  id: string,
): Promise<{ examinationOrderStatus: string; status: string; reportSummaryStatus: string | null }> {
  const [order] = ok(
    await t.gql<{
      queryServiceRequest: { examinationOrderStatus: string; status: string; reportSummaryStatus: string | null }[];
    }>(ORDER, { filter: { id } }, owner.token),
  ).queryServiceRequest;
  if (order === undefined) throw new Error('order missing');
  return order;
}

async function refused(input: Record<string, unknown>, token = staff): Promise<string> {
  const response = await t.gql(SAVE, { input }, token);
  expect(response.data ?? null).toBeNull();
  return errorOf(response);
}

beforeAll(async () => {
  t = await startTestServer();
  owner = await newPatient(t, '0779001701', 'Owner');
  staff = await signInStaff(t, 'staff.colombo');
  kandy = await signInStaff(t, 'staff.kandy');
  await addParameters(t, 'org-colombo');
}, 60_000);

afterAll(async () => t.close());

describe('the catalogue and the order tests', () => {
  it('lists each test with its parameters; a test without rows is its own parameter', async () => {
    const codes = ok(
      await t.gql<{
        queryDiagnosticReportCode: {
          code: string;
          name: string;
          resultOption: string;
          parameters: { code: string; name: string; resultOption: string }[];
        }[];
      }>(CATALOGUE, { id: 'org-colombo' }),
    ).queryDiagnosticReportCode;
    const fbc = codes.find((code) => code.code === FBC);
    expect(fbc?.parameters.map((parameter) => parameter.code)).toEqual(['HB', 'WBC', 'FILM']);
    const esr = codes.find((code) => code.code === ESR);
    expect(esr?.parameters).toEqual([
      { code: ESR, name: 'ESR', resultOption: esr?.resultOption, options: [], unit: null, referenceRange: [] },
    ]);
  });

  it('staffOrderReports gives one entry per test with no report before the first save', async () => {
    const order = await examinationOrder(t, owner.token, owner.patientId, [FBC, ESR]);
    const tests = ok(
      await t.gql<{ staffOrderReports: StaffTestReport[] }>(ORDER_REPORTS, { id: order }, staff),
    ).staffOrderReports;
    expect(tests.map((test) => [test.code, test.name, test.report, test.results.length])).toEqual([
      [FBC, 'FBC', null, 0],
      [ESR, 'ESR', null, 0],
    ]);
    expect((await orderOf(order)).reportSummaryStatus).toBeNull();
  });
});

describe('ownership', () => {
  it("refuses another hospital's staff and orders that are not examinations (ARO-E1014)", async () => {
    const order = await examinationOrder(t, owner.token, owner.patientId, [FBC]);
    expect(await refused({ serviceRequestId: order, code: FBC, results: FBC_RESULTS() }, kandy)).toMatch(/^ARO-E1014/);
    expect(errorOf(await t.gql(ORDER_REPORTS, { id: order }, kandy))).toMatch(/^ARO-E1014/);
    const saved = await save(t, staff, { serviceRequestId: order, code: FBC, results: FBC_RESULTS() });
    expect(errorOf(await t.gql(VERIFY, { id: saved.report?.id }, kandy))).toMatch(/^ARO-E1014/);
    expect(errorOf(await t.gql(ORDER_REPORTS, { id: order }, owner.token))).toMatch(/^ARO-E102/);
    const procedure = 'lab-procedure-0001';
    const input = {
      id: procedure,
      patientId: owner.patientId,
      orderCategory: 'Procedure',
      organization: 'org-colombo',
      serviceRequestInitiatedFor: 'appointment',
      procedureRequest: ['PR-XRAY'],
    };
    ok(
      await t.gql(
        `mutation ($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { id } }`,
        { input },
        owner.token,
      ),
    );
    expect(
      ok(
        await t.gql<{ staffOrder: { order: { id: string } } }>(
          `query ($id: ID!) { staffOrder(id: $id) { order { id } } }`,
          { id: procedure },
          staff,
        ),
      ).staffOrder.order.id,
    ).toBe(procedure);
    expect(errorOf(await t.gql(ORDER_REPORTS, { id: procedure }, staff))).toMatch(/^ARO-E1014/);
  });
});

describe('staffSaveResults validation (ARO-E1081)', () => {
  let order: string;
  beforeAll(async () => {
    order = await examinationOrder(t, owner.token, owner.patientId, [FBC, UFR, ESR]);
  });
  const fbc = (results: Record<string, unknown>[]): Record<string, unknown> => ({
    serviceRequestId: order,
    code: FBC,
    results,
  });

  it('numeric needs a finite number', async () => {
    expect(await refused(fbc([{ code: 'HB', valueString: '14' }]))).toBe(
      'ARO-E1081:These results cannot be saved. Haemoglobin needs a number.',
    );
  });
  it('list single needs exactly one option of the list', async () => {
    expect(await refused(fbc([{ code: 'FILM', options: ['Odd'] }]))).toContain(
      "Blood film: 'Odd' is not one of Normal, Abnormal.",
    );
    expect(await refused(fbc([{ code: 'FILM', options: ['Normal', 'Abnormal'] }]))).toContain(
      'Blood film: choose one option.',
    );
  });
  it('list multi needs one or more options of the list', async () => {
    const ufr = (results: Record<string, unknown>[]): Record<string, unknown> => ({
      serviceRequestId: order,
      code: UFR,
      results,
    });
    expect(await refused(ufr([{ code: 'CELLS', options: [] }]))).toContain('Cells: choose one or more options.');
    expect(await refused(ufr([{ code: 'CELLS', options: ['Pus cells', 'Sand'] }]))).toContain("'Sand' is not one of");
    const saved = await save(t, staff, ufr([{ code: 'CELLS', options: ['Pus cells', 'Red cells'] }]));
    expect(saved.results).toMatchObject([{ code: 'CELLS', resultDisplay: 'Pus cells, Red cells' }]);
  });
  it('text needs a non-empty text up to 500 characters', async () => {
    const esr = (valueString: string): Record<string, unknown> => ({
      serviceRequestId: order,
      code: ESR,
      results: [{ code: ESR, valueString }],
    });
    expect(await refused(esr('   '))).toContain('ESR needs a result.');
    expect(await refused(esr('x'.repeat(501)))).toContain('keep the result under 500 characters');
  });
  it('microbiology carries an organism and an S/I/R antibiogram; other parameters carry none', async () => {
    const culture = (extra: Record<string, unknown>): Record<string, unknown> => ({
      serviceRequestId: order,
      code: UFR,
      results: [{ code: 'CULT', valueString: 'Growth', organism: 'E. coli', ...extra }],
    });
    expect(await refused(culture({ antibiogram: [{ antibiotic: 'Ampicillin', interpretation: 'X' }] }))).toContain(
      'Ampicillin must be S, I or R.',
    );
    expect(await refused(fbc([{ code: 'HB', valueQuantity: 14, organism: 'E. coli' }]))).toContain(
      'is not a microbiology result',
    );
    const saved = await save(
      t,
      staff,
      culture({
        antibiogram: [
          { antibiotic: 'Ampicillin', interpretation: 'R', mic: '>32' },
          { antibiotic: 'Nitrofurantoin', interpretation: 'S' },
        ],
      }),
    );
    expect(saved.report?.category).toBe('MICRO');
    expect(saved.results[0]).toMatchObject({
      organism: 'E. coli',
      antibiogram: [
        { antibiotic: 'Ampicillin', interpretation: 'R', mic: '>32' },
        { antibiotic: 'Nitrofurantoin', interpretation: 'S', mic: null },
      ],
    });
  });
  it('refuses unknown parameters and tests the order does not hold', async () => {
    expect(await refused(fbc([{ code: 'XYZ', valueQuantity: 1 }]))).toContain("'XYZ' is not a parameter of this test.");
    expect(await refused({ serviceRequestId: order, code: '10000006', results: [] })).toContain(
      "'10000006' is not a test of this order.",
    );
  });
});

describe('what a report staff entered prints (issue 29)', () => {
  it("the collection when staff started it, not the time asked for; the order's INV- number once paid, and who collected", async () => {
    const asked = new Date(t.now() + 26 * 60 * 60 * 1000).toISOString();
    const id = `lab-collected-${String(t.now())}`;
    const input = {
      id,
      patientId: owner.patientId,
      orderCategory: 'Examination',
      organization: 'org-colombo',
      serviceRequestInitiatedFor: 'homecare',
      addressCity: 'Colombo',
      diagnosticReport: [FBC],
      sampleCollectionRequestedTime: asked,
    };
    const created = ok(
      await t.gql<{ createServiceRequest: { id: string } }>(
        `mutation ($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { id } }`,
        { input },
        owner.token,
      ),
    );
    expect(created.createServiceRequest.id).toBe(id);
    ok(
      await t.gql(
        `mutation ($id: ID!) { staffReplyOrder(id: $id, note: "Rs 1200", amount: 1200) { order { id } } }`,
        { id },
        staff,
      ),
    );
    ok(
      await t.gql(
        `mutation ($id: ID!) { patchServiceRequest(id: $id, patch: { serviceRequestPaymentMethod: "cash" }) { id } }`,
        { id },
        owner.token,
      ),
    );
    const collectedAt = t.now();
    const moved = ok(
      await t.gql<{
        staffMoveOrder: {
          order: { identifier: string; sampleCollectionTime: string; sampleCollectionUserName: string };
        };
      }>(
        `mutation ($id: ID!) { staffMoveOrder(id: $id, to: "sampleCollecting") { order { identifier sampleCollectionTime sampleCollectionUserName } } }`,
        { id },
        staff,
      ),
    ).staffMoveOrder.order;
    expect(Date.parse(moved.sampleCollectionTime)).toBe(collectedAt);
    expect(moved.sampleCollectionUserName).toMatch(/\S/);
    t.advance(2 * 60 * 60 * 1000);

    const saved = await save(t, staff, { serviceRequestId: id, code: FBC, results: FBC_RESULTS() });
    expect(Date.parse(saved.report?.specimenCollectedTime ?? '')).toBe(collectedAt);
    expect(Date.parse(saved.report?.reportedTime ?? '')).toBeGreaterThan(collectedAt);
    expect(saved.report?.invoiceIdentifier).toBeNull();
    ok(await t.gql(`mutation ($id: ID!) { staffRecordCashPayment(id: $id) { order { id } } }`, { id }, staff));
    const paid = ok(await t.gql<{ staffOrderReports: StaffTestReport[] }>(ORDER_REPORTS, { id }, staff))
      .staffOrderReports[0];
    expect(paid?.report?.invoiceIdentifier).toBe(moved.identifier.replace(/^SR-/, 'INV-'));
    const verified = await verify(t, staff, paid?.report?.id ?? '');
    expect(verified.report?.invoiceIdentifier).toBe(moved.identifier.replace(/^SR-/, 'INV-'));
  });
});

describe('saving and verifying', () => {
  it('creates the report on the first save and replaces its results after', async () => {
    const order = await examinationOrder(t, owner.token, owner.patientId, [FBC], false);
    const first = await save(t, staff, {
      serviceRequestId: order,
      code: FBC,
      results: [{ code: 'HB', valueQuantity: 11 }],
    });
    expect(first.report).toMatchObject({
      status: 'preliminary',
      summaryStatus: 'report',
      category: 'LAB',
      patientCreditStatus: 'pending',
      invoiceIdentifier: null,
      diagnosticReportSensitive: false,
    });
    expect(first.report?.specimenCollectedTime).not.toBeNull();
    const second = await save(t, staff, {
      serviceRequestId: order,
      code: FBC,
      results: FBC_RESULTS(12),
      sensitive: true,
      external: true,
    });
    expect(second.report?.id).toBe(first.report?.id);
    expect(second.report).toMatchObject({
      diagnosticReportSensitive: true,
      diagnosticReportOutsourcedType: 'external',
    });
    expect(second.results.map((result) => [result.code, result.resultDisplay])).toEqual([
      ['HB', '12'],
      ['WBC', '7'],
      ['FILM', 'Normal'],
    ]);
    expect((await orderOf(order)).reportSummaryStatus).toBe('report');
  });

  it('two saves at once leave one report and one set of results', async () => {
    const order = await examinationOrder(t, owner.token, owner.patientId, [FBC]);
    const input = { serviceRequestId: order, code: FBC, results: FBC_RESULTS() };
    const [a, b] = await Promise.all([t.gql(SAVE, { input }, staff), t.gql(SAVE, { input }, staff)]);
    expect([errorOf(a), errorOf(b)]).toEqual(['', '']);
    const tests = ok(
      await t.gql<{ staffOrderReports: StaffTestReport[] }>(ORDER_REPORTS, { id: order }, staff),
    ).staffOrderReports;
    expect(tests).toHaveLength(1);
    expect(tests[0]?.results.map((result) => result.code)).toEqual(['HB', 'WBC', 'FILM']);
  });

  it('verification needs every result', async () => {
    const order = await examinationOrder(t, owner.token, owner.patientId, [FBC]);
    const saved = await save(t, staff, {
      serviceRequestId: order,
      code: FBC,
      results: [{ code: 'HB', valueQuantity: 14 }],
    });
    expect(errorOf(await t.gql(VERIFY, { id: saved.report?.id }, staff))).toBe(
      'ARO-E1081:These results cannot be saved. Please enter every result before verifying (White cells, Blood film).',
    );
  });

  it('verifying the last test completes the order, which then reads print_ready; a verified report is closed', async () => {
    const order = await examinationOrder(t, owner.token, owner.patientId, [FBC, ESR]);
    const fbc = await save(t, staff, { serviceRequestId: order, code: FBC, results: FBC_RESULTS() });
    const esr = await save(t, staff, {
      serviceRequestId: order,
      code: ESR,
      results: [{ code: ESR, valueString: '12 mm/hr' }],
    });
    const verified = await verify(t, staff, fbc.report?.id ?? '');
    expect(verified.report).toMatchObject({
      status: 'final',
      summaryStatus: 'print_ready',
      patientCreditStatus: 'paid',
    });
    expect(verified.report?.invoiceIdentifier).not.toBeNull();
    expect(verified.results.every((result) => result.status === 'final')).toBe(true);
    expect(await orderOf(order)).toMatchObject({ examinationOrderStatus: 'new', reportSummaryStatus: 'report' });
    await verify(t, staff, esr.report?.id ?? '');
    expect(await orderOf(order)).toMatchObject({
      examinationOrderStatus: 'completed',
      status: 'completed',
      reportSummaryStatus: 'print_ready',
    });
    expect(errorOf(await t.gql(VERIFY, { id: esr.report?.id }, staff))).toContain('This report is already verified.');
    expect(
      await refused({ serviceRequestId: order, code: ESR, results: [{ code: ESR, valueString: 'changed' }] }),
    ).toContain('This report is verified');
  });

  it('an order still owing its payment stays open after its last verification, so the patient can still pay it', async () => {
    const order = await examinationOrder(t, owner.token, owner.patientId, [ESR], false);
    const esr = await save(t, staff, {
      serviceRequestId: order,
      code: ESR,
      results: [{ code: ESR, valueString: '12 mm/hr' }],
    });
    const verified = await verify(t, staff, esr.report?.id ?? '');
    expect(verified.report).toMatchObject({ status: 'final', patientCreditStatus: 'pending' });
    expect(await orderOf(order)).toMatchObject({
      examinationOrderStatus: 'new',
      status: 'draft',
      reportSummaryStatus: 'print_ready',
    });
  });
});
