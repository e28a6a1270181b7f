import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blobUrl } from '../../domain/chatPayload';
import { AVAILABILITY_TEXT } from '../../domain/reportAvailability';
import { serviceRequests } from '../../server/db/schema';
import { notifyViewableReports } from '../../server/modules/reports/viewableNotifier';
import {
  CREATE_PATIENT,
  errorOf,
  listenTo,
  newPatient,
  patientInput,
  signInStaff,
  startTestServer,
  type TestServer,
} from './harness';
import { PNG } from './images';
import {
  addParameters,
  examinationOrder,
  FBC,
  FBC_RESULTS,
  MINUTE,
  ok,
  REPORT_FIELDS,
  REPORTS,
  save,
  verifiedFbc,
  verify,
  type Report,
} from './labReportsFlow';

/** The patient's side of lab reports over the real server and PGlite: sensitivity, ownership, the 15-minute wait, print, graph, SMS. */

let t: TestServer;
let owner: { token: string; patientId: string };
let other: { token: string; patientId: string };
let staff: string;

const PRINT = `query ($id: ID!) { printDiagnosticReport(id: $id) {
  report { id } patientIdentifier nationalId patientName mobile gender birthDate invoiceIdentifier hospitalName hospitalAddress hospitalPhone
  headerImageUrl footerImageUrl signatureImageUrl specimenCollectedTime specimenReceivedTime reportedTime verifiedTime
  results { name code result unit critical flag low high status previous { diagnosticReportId time result flag } } } }`;
const LAB_RESULTS = `query ($patientId: ID!, $code: String!) { queryLabResults(patientId: $patientId, code: $code) { id code resultDisplay basedOn effectiveTime valueQuantity { value unit } } }`;
const EXTEND = `mutation ($id: ID!) { updateExtensionOfDiagnosticReport(id: $id, extension: { heartbeatLastSeen: true }) { id heartbeatLastSeen } }`;
const SET_IMAGE = `mutation ($kind: String!, $blobId: ID) { staffSetReportImage(kind: $kind, blobId: $blobId) { headerImageUrl footerImageUrl signatureImageUrl } }`;
const CHANGED = `subscription { diagnosticReportsChanged { id diagnosticReportSensitive } }`;

interface Printed {
  report: { id: string };
  patientIdentifier: string;
  nationalId: string | null;
  patientName: string;
  mobile: string;
  gender: string;
  invoiceIdentifier: string | null;
  hospitalName: string;
  headerImageUrl: string | null;
  results: {
    name: string;
    code: string;
    result: string;
    unit: string | null;
    critical: boolean;
    flag: string | null;
    low: number | null;
    high: number | null;
    previous: { diagnosticReportId: string; result: string; flag: string | null }[];
  }[];
}

const reports = async (filter: Record<string, unknown>, token = owner.token): Promise<Report[]> =>
  ok(await t.gql<{ queryDiagnosticReport: Report[] }>(REPORTS, { filter }, token)).queryDiagnosticReport;
const print = (id: string, token = owner.token) => t.gql<{ printDiagnosticReport: Printed }>(PRINT, { id }, token);

let ready: string;
let sensitive: string;

beforeAll(async () => {
  t = await startTestServer();
  owner = await newPatient(t, '0779001801', 'Owner');
  other = await newPatient(t, '0779001802', 'Other');
  staff = await signInStaff(t, 'staff.colombo');
  await addParameters(t, 'org-colombo');
  ready = await verifiedFbc(t, staff, owner.token, owner.patientId, { hb: 14 });
  sensitive = await verifiedFbc(t, staff, owner.token, owner.patientId, { hb: 9, sensitive: true });
  t.advance(16 * MINUTE);
}, 60_000);

afterAll(async () => t.close());

describe('sensitive reports never reach the patient', () => {
  it('are not listed, not given by id, not printed and not graphed', async () => {
    const listed = await reports({ patientIds: [owner.patientId] });
    expect(listed.map((report) => report.id)).toContain(ready);
    expect(listed.map((report) => report.id)).not.toContain(sensitive);
    expect(listed.every((report) => !report.diagnosticReportSensitive)).toBe(true);
    expect(errorOf(await t.gql(REPORTS, { filter: { id: sensitive } }, owner.token))).toMatch(/^ARO-E1040/);
    expect(errorOf(await print(sensitive))).toMatch(/^ARO-E1040/);
    expect(errorOf(await t.gql(EXTEND, { id: sensitive }, owner.token))).toMatch(/^ARO-E1040/);
    const graph = ok(
      await t.gql<{ queryLabResults: { basedOn: string; resultDisplay: string }[] }>(
        LAB_RESULTS,
        { patientId: owner.patientId, code: 'HB' },
        owner.token,
      ),
    ).queryLabResults;
    expect(graph.map((result) => result.basedOn)).not.toContain(sensitive);
  });

  it('are never pushed by the subscription', async () => {
    const client = t.socket(owner.token);
    const pushes = listenTo<{ diagnosticReportsChanged: { id: string; diagnosticReportSensitive: boolean } }>(
      client,
      CHANGED,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const hidden = await verifiedFbc(t, staff, owner.token, owner.patientId, { sensitive: true });
    const shown = await verifiedFbc(t, staff, owner.token, owner.patientId);
    const results = await pushes.next(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    pushes.stop();
    const ids = results.map((result) => result.data?.diagnosticReportsChanged.id);
    expect(ids).toContain(shown);
    expect(ids).not.toContain(hidden);
    expect(results.every((result) => result.data?.diagnosticReportsChanged.diagnosticReportSensitive === false)).toBe(
      true,
    );
  });
});

describe("another account's reports", () => {
  it('are refused everywhere (ARO-E1040)', async () => {
    expect(errorOf(await t.gql(REPORTS, { filter: { id: ready } }, other.token))).toMatch(/^ARO-E1040/);
    expect(errorOf(await t.gql(REPORTS, { filter: { patientIds: [owner.patientId] } }, other.token))).toMatch(
      /^ARO-E1040/,
    );
    expect(await reports({}, other.token)).toEqual([]);
    expect(errorOf(await print(ready, other.token))).toMatch(/^ARO-E1040/);
    expect(errorOf(await t.gql(LAB_RESULTS, { patientId: owner.patientId, code: 'HB' }, other.token))).toMatch(
      /^ARO-E1040/,
    );
    expect(errorOf(await t.gql(EXTEND, { id: ready }, other.token))).toMatch(/^ARO-E1040/);
    expect(errorOf(await t.gql(REPORTS, { filter: {} }))).toMatch(/^ARO-E102/);
  });
});

describe('the 15-minute wait and payment', () => {
  it('a report verified 10 minutes ago cannot be printed yet, and can at 15', async () => {
    const id = await verifiedFbc(t, staff, owner.token, owner.patientId, { hb: 18 });
    t.advance(10 * MINUTE);
    const [waiting] = await reports({ id });
    expect(waiting?.results).toEqual([]);
    expect(Date.parse(waiting?.viewableTime ?? '') - Date.parse(waiting?.verifiedTime ?? '')).toBe(15 * MINUTE);
    expect(errorOf(await print(id))).toBe(`ARO-E1080:${AVAILABILITY_TEXT.waiting}`);
    t.advance(5 * MINUTE);
    const printed = ok(await print(id)).printDiagnosticReport;
    expect(printed.report.id).toBe(id);
    const [open] = await reports({ id });
    expect(open?.results.map((result) => [result.code, result.resultDisplay])).toEqual([
      ['HB', '18'],
      ['WBC', '7'],
      ['FILM', 'Normal'],
    ]);
  });

  it('payment pending refuses print', async () => {
    const id = await verifiedFbc(t, staff, owner.token, owner.patientId, { paid: false });
    t.advance(16 * MINUTE);
    const [report] = await reports({ id });
    expect(report).toMatchObject({ patientCreditStatus: 'pending', invoiceIdentifier: null, results: [] });
    expect(errorOf(await print(id))).toBe(`ARO-E1080:${AVAILABILITY_TEXT.paymentPending}`);
    expect(errorOf(await t.gql(EXTEND, { id }, owner.token))).toMatch(/^ARO-E1080/);
  });

  it('the order paid afterwards (cash recorded by staff) releases the report, and the open list hears of it', async () => {
    const order = await examinationOrder(t, owner.token, owner.patientId, [FBC], false);
    const saved = await save(t, staff, { serviceRequestId: order, code: FBC, results: FBC_RESULTS() });
    await verify(t, staff, saved.report?.id ?? '');
    t.advance(16 * MINUTE);
    const id = saved.report?.id ?? '';
    expect(errorOf(await print(id))).toBe(`ARO-E1080:${AVAILABILITY_TEXT.paymentPending}`);
    await t.server.services.db
      .update(serviceRequests)
      .set({ paymentMethod: 'cash' })
      .where(eq(serviceRequests.id, order));
    const pushes = listenTo<{ diagnosticReportsChanged: { id: string } }>(t.socket(owner.token), CHANGED);
    await new Promise((resolve) => setTimeout(resolve, 200));
    ok(await t.gql(`mutation ($id: ID!) { staffRecordCashPayment(id: $id) { order { id } } }`, { id: order }, staff));
    const pushed = await pushes.next(1);
    pushes.stop();
    expect(pushed.map((result) => result.data?.diagnosticReportsChanged.id)).toEqual([id]);
    const [report] = await reports({ id });
    expect(report).toMatchObject({ patientCreditStatus: 'paid', invoiceIdentifier: expect.any(String) as string });
    expect(ok(await print(id)).printDiagnosticReport.report.id).toBe(id);
  });

  it('external reports are not printed', async () => {
    const id = await verifiedFbc(t, staff, owner.token, owner.patientId, { external: true });
    t.advance(16 * MINUTE);
    expect(errorOf(await print(id))).toBe(`ARO-E1080:${AVAILABILITY_TEXT.external}`);
  });
});

describe('the printed report', () => {
  it("carries the patient, the hospital, the ranges and flags, and the same test's two earlier results, newest first", async () => {
    const relative = await newPatient(t, '0779001803', 'Kamal');
    const first = await verifiedFbc(t, staff, relative.token, relative.patientId, { hb: 12 });
    t.advance(16 * MINUTE);
    const second = await verifiedFbc(t, staff, relative.token, relative.patientId, { hb: 21 });
    t.advance(16 * MINUTE);
    const third = await verifiedFbc(t, staff, relative.token, relative.patientId, { hb: 15 });
    t.advance(16 * MINUTE);
    const printed = ok(await print(third, relative.token)).printDiagnosticReport;
    expect(printed).toMatchObject({
      patientIdentifier: relative.patientId,
      nationalId: null,
      patientName: 'Mr. Kamal Silva',
      mobile: '94779001803',
      gender: 'male',
      hospitalName: expect.any(String) as string,
    });
    expect(printed.invoiceIdentifier).not.toBeNull();
    const hb = printed.results.find((result) => result.code === 'HB');
    expect(hb).toMatchObject({
      name: 'Haemoglobin',
      result: '15',
      unit: 'g/dL',
      low: 13,
      high: 17,
      flag: null,
      critical: false,
    });
    expect(hb?.previous).toMatchObject([
      { diagnosticReportId: second, result: '21', flag: 'HH' },
      { diagnosticReportId: first, result: '12', flag: 'L' },
    ]);
    const oldest = ok(await print(first, relative.token)).printDiagnosticReport;
    expect(oldest.results.find((result) => result.code === 'HB')?.previous).toEqual([]);
    const middle = ok(await print(second, relative.token)).printDiagnosticReport.results.find(
      (result) => result.code === 'HB',
    );
    expect(middle).toMatchObject({ flag: 'HH', critical: true, previous: [{ diagnosticReportId: first }] });

    const graph = ok(
      await t.gql<{
        queryLabResults: {
          basedOn: string;
          resultDisplay: string;
          effectiveTime: string;
          valueQuantity: { value: number; unit: string };
        }[];
      }>(LAB_RESULTS, { patientId: relative.patientId, code: 'HB' }, relative.token),
    ).queryLabResults;
    expect(graph.map((result) => [result.basedOn, result.valueQuantity.value])).toEqual([
      [first, 12],
      [second, 21],
      [third, 15],
    ]);
    expect(graph.map((result) => result.effectiveTime)).toEqual(
      [...graph.map((result) => result.effectiveTime)].sort(),
    );

    const beat = ok(
      await t.gql<{ updateExtensionOfDiagnosticReport: { heartbeatLastSeen: string | null } }>(
        EXTEND,
        { id: third },
        relative.token,
      ),
    ).updateExtensionOfDiagnosticReport;
    expect(beat.heartbeatLastSeen).toBe(new Date(t.now()).toISOString());
  });
});

describe('the viewable notifier', () => {
  it('sends one SMS once, when the 15 minutes have passed, and pushes the change', async () => {
    const patient = await newPatient(t, '0779001804', 'Nimal');
    await notifyViewableReports(t.server.services, t.now());
    const id = await verifiedFbc(t, staff, patient.token, patient.patientId);
    const ready = (): Promise<number> =>
      t
        .outbox()
        .then(
          (messages) =>
            messages.filter((message) => message.mobile.endsWith('779001804') && message.text.includes('is ready'))
              .length,
        );
    await notifyViewableReports(t.server.services, t.now() + 10 * MINUTE);
    expect(await ready()).toBe(0);
    const client = t.socket(patient.token);
    const pushes = listenTo<{ diagnosticReportsChanged: { id: string } }>(client, CHANGED);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [a, b] = await Promise.all([
      notifyViewableReports(t.server.services, t.now() + 15 * MINUTE),
      notifyViewableReports(t.server.services, t.now() + 15 * MINUTE),
    ]);
    expect(a + b).toBe(1);
    await notifyViewableReports(t.server.services, t.now() + 20 * MINUTE);
    expect(await ready()).toBe(1);
    const messages = await t.outbox();
    expect(
      messages.find((message) => message.mobile.endsWith('779001804') && message.text.includes('is ready'))?.text,
    ).toMatch(/^Your FBC report from .+ is ready\. Open Carechat to view it\.$/);
    const results = await pushes.next(1);
    pushes.stop();
    expect(results.map((result) => result.data?.diagnosticReportsChanged.id)).toContain(id);
  });
  it("tells the holder whose report it is when it is a relative's", async () => {
    const holder = await newPatient(t, '0779001805', 'Nimal');
    const created = await t.gql<{ createPatient: { id: string } }>(
      CREATE_PATIENT,
      {
        hospitalId: 'org-colombo',
        args: patientInput({
          prefix: 'Mrs',
          given: ['Kamala'],
          family: 'Silva',
          gender: 'female',
          birthDate: '1959-09-03',
          relationship: 'Mother',
        }),
      },
      holder.token,
    );
    const mother = ok(created).createPatient.id;
    await verifiedFbc(t, staff, holder.token, mother);
    await notifyViewableReports(t.server.services, t.now() + 15 * MINUTE);
    const sent = (await t.outbox()).filter(
      (message) => message.mobile.endsWith('779001805') && message.text.includes('is ready'),
    );
    expect(sent.map((message) => message.text)).toEqual([
      expect.stringMatching(
        /^The FBC report of Mrs\. Kamala Silva \(Mother\) from .+ is ready\. Open Carechat to view it\.$/,
      ),
    ]);
  });
});

describe('report images', () => {
  async function upload(token: string): Promise<string> {
    const response = await fetch(`${t.url}/blob/put`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
      body: new Uint8Array(PNG),
    });
    expect(response.status).toBe(201);
    return response.headers.get('x-blobdata-id') ?? '';
  }
  const read = (id: string, token: string): Promise<Response> =>
    fetch(`${t.url}${blobUrl(id)}`, { headers: { authorization: `Bearer ${token}` } });

  it("are the hospital's staff uploads; a patient with a report of the hospital may read them, another may not", async () => {
    const header = await upload(staff);
    expect(
      ok(
        await t.gql<{ staffSetReportImage: { headerImageUrl: string | null } }>(
          SET_IMAGE,
          { kind: 'header', blobId: header },
          staff,
        ),
      ).staffSetReportImage.headerImageUrl,
    ).toBe(blobUrl(header));
    expect(errorOf(await t.gql(SET_IMAGE, { kind: 'logo', blobId: header }, staff))).toMatch(/^ARO-E1081/);
    expect(errorOf(await t.gql(SET_IMAGE, { kind: 'footer', blobId: await upload(owner.token) }, staff))).toMatch(
      /^ARO-E1081/,
    );
    expect(
      errorOf(await t.gql(SET_IMAGE, { kind: 'footer', blobId: header }, await signInStaff(t, 'staff.kandy'))),
    ).toMatch(/^ARO-E1081/);
    expect(errorOf(await t.gql(SET_IMAGE, { kind: 'header', blobId: header }, owner.token))).toMatch(/^ARO-E102/);
    expect(ok(await print(ready)).printDiagnosticReport.headerImageUrl).toBe(blobUrl(header));
    expect((await read(header, owner.token)).status).toBe(200);
    expect((await read(header, other.token)).status).not.toBe(200);
    const cleared = ok(
      await t.gql<{ staffSetReportImage: { headerImageUrl: string | null } }>(
        SET_IMAGE,
        { kind: 'header', blobId: null },
        staff,
      ),
    ).staffSetReportImage;
    expect(cleared.headerImageUrl).toBeNull();
    expect(
      ok(
        await t.gql<{ staffReportImages: { headerImageUrl: string | null } }>(
          `{ staffReportImages { headerImageUrl } }`,
          {},
          staff,
        ),
      ).staffReportImages.headerImageUrl,
    ).toBeNull();
  });
});

describe('the list', () => {
  it('is newest first, by patient and by test, with paging', async () => {
    const all = await reports({ patientIds: [owner.patientId], code: FBC, limit: 50 });
    const times = all.map((report) => report.id);
    expect(times.length).toBeGreaterThan(3);
    const page = await reports({ patientIds: [owner.patientId], code: FBC, offset: 1, limit: 2 });
    expect(page.map((report) => report.id)).toEqual(times.slice(1, 3));
    expect(REPORT_FIELDS).toContain('results');
  });
});

describe('units', () => {
  it("gives a text result its parameter's unit too (issue 29: the urine culture's Colony Count lost CFU/mL on screen)", async () => {
    const holder = await t.signIn('0771234567');
    const query = `query ($filter: DiagnosticReportFilter!) { queryDiagnosticReport(filter: $filter) { id results { code unit valueQuantity { unit } valueString } } }`;
    const [culture] = ok(
      await t.gql<{
        queryDiagnosticReport: {
          results: {
            code: string;
            unit: string | null;
            valueQuantity: { unit: string | null } | null;
            valueString: string | null;
          }[];
        }[];
      }>(query, { filter: { id: 'dr-demo-me-urine-culture' } }, holder),
    ).queryDiagnosticReport;
    const colonies = culture?.results.find((result) => result.code === 'UC-CFU');
    expect(colonies).toMatchObject({ unit: 'CFU/mL', valueQuantity: null, valueString: '> 100,000' });
    expect(culture?.results.find((result) => result.code === 'UC-ORG')?.unit).toBeNull();
  });
});
