import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_RESULT_DELAY_MS } from '../../domain/labReport';
import { ageInYears, isCritical, resultFlag } from '../../domain/referenceRange';
import { reportAvailability } from '../../domain/reportAvailability';
import { loadTenant } from '../../tenants/load';
import type { Database } from '../../server/db/connect';
import { openTestDatabase } from '../infra/testDatabase';
import {
  blobs,
  diagnosticReports,
  labResults,
  orderCodes,
  organizations,
  patients,
  testParameters,
} from '../../server/db/schema';
import { seedDemoIfEmpty } from '../../server/seed/demo';
import { DEMO_LAB_ORDERS } from '../../server/seed/demoOrders';
import { seedLabDemo } from '../../server/seed/labSeed';
import { DEMO_CATALOGUE } from '../../server/seed/orderCatalogue';
import { testParameterId } from '../../server/seed/testParameterRows';
import { TEST_PARAMETERS } from '../../server/seed/testParameters';

const now = Date.now();
const HOLDER = 'pat-demo-holder-me';
const MOTHER = 'pat-demo-holder-mother';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const tests = DEMO_CATALOGUE.filter((entry) => entry.kind === 'test');

type Report = typeof diagnosticReports.$inferSelect;
const availability = (report: Report, at = now) =>
  reportAvailability(
    {
      status: report.status,
      diagnosticReportOutsourcedType: report.outsourcedType,
      verifiedTime: report.verifiedTime?.toISOString() ?? null,
      patientCreditStatus: report.patientCreditStatus,
    },
    at,
  ).kind;

let demo: Database;
let flat: Database;
beforeAll(async () => {
  [demo, flat] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  await seedDemoIfEmpty(demo.db, loadTenant('carechat-demo'), now);
  await seedDemoIfEmpty(flat.db, loadTenant('harbour-clinic'), now);
  // Two embedded databases boot here: allow for a busy machine.
}, 120_000);
afterAll(async () => {
  await Promise.all([demo.close(), flat.close()]);
});

const reportsOf = (database: Database, patientId: string): Promise<Report[]> =>
  database.db.select().from(diagnosticReports).where(eq(diagnosticReports.patientId, patientId));

describe('the lab catalogue', () => {
  it('adds Urine Culture (microbiology), Lipid Profile and Fasting Blood Sugar, and defines parameters for every test', () => {
    expect(tests.map((entry) => [entry.code, entry.name])).toEqual(
      expect.arrayContaining([
        ['10000008', 'Urine Culture'],
        ['10000009', 'Lipid Profile'],
        ['10000010', 'Fasting Blood Sugar'],
      ]),
    );
    for (const test of tests) expect(TEST_PARAMETERS[test.code]?.length, test.name).toBeGreaterThan(0);
    expect(TEST_PARAMETERS['10000008']?.some((parameter) => parameter.microbiology === true)).toBe(true);
    // A parameter's code is the same result over time: no two tests share one.
    const codes = Object.values(TEST_PARAMETERS).flatMap((parameters) => parameters.map((parameter) => parameter.code));
    expect(new Set(codes).size).toBe(codes.length);
    for (const parameter of Object.values(TEST_PARAMETERS).flat()) {
      if (parameter.resultOption.startsWith('list'))
        expect(parameter.options?.length, parameter.name).toBeGreaterThan(1);
    }
  });

  it('stores every parameter of every catalogue test at every hospital, under ids derived from hospital, test and parameter', async () => {
    const tenant = loadTenant('carechat-demo');
    const rows = await demo.db
      .select({
        id: testParameters.id,
        code: testParameters.code,
        order: testParameters.parameterOrder,
        organizationId: orderCodes.organizationId,
        test: orderCodes.code,
      })
      .from(testParameters)
      .innerJoin(orderCodes, eq(orderCodes.id, testParameters.orderCodeId));
    for (const organizationId of tenant.organizationIds) {
      for (const test of tests) {
        const stored = rows
          .filter((row) => row.organizationId === organizationId && row.test === test.code)
          .sort((a, b) => a.order - b.order);
        expect(stored.map((row) => row.code)).toEqual(TEST_PARAMETERS[test.code]?.map((parameter) => parameter.code));
        for (const row of stored) expect(row.id).toBe(testParameterId(organizationId, test.code, row.code));
      }
    }
    const [haemoglobin] = await demo.db
      .select()
      .from(testParameters)
      .where(eq(testParameters.id, testParameterId('org-colombo', '10000001', 'FBC-HB')));
    expect(haemoglobin).toMatchObject({ name: 'Haemoglobin', unit: 'g/dL', resultOption: 'numeric' });
    expect(new Set(haemoglobin?.referenceRange.map((range) => `${range.type} ${range.appliesTo ?? 'all'}`))).toEqual(
      new Set(['normal male', 'normal female', 'normal all', 'critical all']),
    );
  });
});

describe('the demo lab reports', () => {
  it('give the holder one report of each availability, and never a sensitive one that is also meant to show', async () => {
    const reports = await reportsOf(demo, HOLDER);
    const kinds = reports.filter((report) => !report.sensitive).map((report) => availability(report));
    expect(new Set(kinds)).toEqual(new Set(['ready', 'waiting', 'awaiting', 'external', 'paymentPending']));

    const waiting = reports.filter((report) => availability(report) === 'waiting');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.verifiedTime?.getTime()).toBe(now - 3 * 60_000);
    expect(waiting[0]?.viewableNotifiedTime).toBeNull();
    expect(availability(waiting[0] as Report, now + REPORT_RESULT_DELAY_MS)).toBe('ready');

    const preliminary = reports.filter((report) => report.status === 'preliminary');
    expect(preliminary).toHaveLength(1);
    expect(preliminary[0]).toMatchObject({ verifiedTime: null, summaryStatus: 'report' });
    expect(preliminary[0]?.reportedTime).not.toBeNull();

    const external = reports.filter((report) => report.outsourcedType === 'external');
    expect(external).toHaveLength(1);
    expect(external[0]?.status).toBe('final');

    const sensitive = reports.filter((report) => report.sensitive);
    expect(sensitive).toHaveLength(1);
    expect(sensitive[0]?.status).toBe('final');

    const unpaid = reports.filter((report) => report.patientCreditStatus === 'pending');
    expect(unpaid).toHaveLength(1);
    expect(unpaid[0]).toMatchObject({ status: 'final', paymentStatus: 'pending', invoiceIdentifier: null });
    expect(unpaid[0]?.verifiedTime?.getTime()).toBeLessThan(now - 7 * 24 * 60 * 60 * 1000);
  });

  it('give the holder and the mother three or more reports of the same tests over months, for comparisons and graphs', async () => {
    const ready = async (patientId: string, code: string): Promise<Report[]> =>
      (await reportsOf(demo, patientId)).filter((report) => report.code === code && availability(report) === 'ready');
    expect((await ready(HOLDER, '10000001')).length).toBeGreaterThanOrEqual(3);
    expect(await ready(HOLDER, '10000009')).toHaveLength(3);
    expect(await ready(HOLDER, '10000010')).toHaveLength(3);
    expect(await ready(MOTHER, '10000001')).toHaveLength(3);
    expect(await ready(MOTHER, '10000005')).toHaveLength(3);
    const fbcTimes = (await ready(HOLDER, '10000001')).map((report) => report.verifiedTime?.getTime() ?? 0).sort();
    expect((fbcTimes.at(-1) ?? 0) - (fbcTimes[0] ?? 0)).toBeGreaterThan(90 * 24 * 60 * 60 * 1000);
  });

  it('has values that move: some high or low and one critical among the holder’s blood counts, judged for his age and sex', async () => {
    const [holder] = await demo.db.select().from(patients).where(eq(patients.id, HOLDER));
    const fbcIds = (await reportsOf(demo, HOLDER))
      .filter((report) => report.code === '10000001')
      .map((report) => report.id);
    const results = await demo.db.select().from(labResults).where(inArray(labResults.diagnosticReportId, fbcIds));
    const subject = { gender: holder?.gender ?? '', ageYears: ageInYears(holder?.birthDate ?? '', now) };
    const flags = results.map((result) => resultFlag(result.valueQuantity, result.referenceRange, subject));
    expect(flags).toContain('H');
    expect(flags).toContain('L');
    expect(flags.filter((flag) => isCritical(flag))).toHaveLength(1);
    expect(
      new Set(results.filter((result) => result.code === 'FBC-HB').map((result) => result.valueQuantity)).size,
    ).toBeGreaterThanOrEqual(3);
  });

  it('prints every final report with its times, identifiers, group, department and referral, and marks the old ones as told', async () => {
    const reports = (await demo.db.select().from(diagnosticReports)).filter((report) => report.status === 'final');
    expect(reports.length).toBeGreaterThan(10);
    for (const report of reports) {
      expect(report.verifiedTime, report.id).not.toBeNull();
      expect(report.specimenCollectedTime, report.id).not.toBeNull();
      expect(report.specimenReceivedTime?.getTime()).toBeGreaterThan(
        report.specimenCollectedTime?.getTime() ?? Infinity,
      );
      expect(report.reportedTime?.getTime()).toBeLessThanOrEqual(report.verifiedTime?.getTime() ?? 0);
      expect(report.encounterIdentifier).toMatch(/^ENC-\d+$/);
      if (report.patientCreditStatus === 'paid') {
        expect(report.invoiceIdentifier).toMatch(/^INV-\d+$/);
        expect(report.receiptIdentifier).toMatch(/^RCP-\d+$/);
      }
      expect(report.reportGroup).toBeTruthy();
      expect(report.department).toBeTruthy();
      expect(report.referral).toMatch(/^(Self|Dr\. .+)$/);
      expect(report.summaryStatus).toBe('print_ready');
      if (availability(report) !== 'waiting') expect(report.viewableNotifiedTime, report.id).not.toBeNull();
    }
    expect([...new Set(reports.map((report) => report.reportGroup))]).toEqual(
      expect.arrayContaining(['Haematology', 'Biochemistry', 'Microbiology']),
    );
  });

  it('gives every result a value, the parameter’s unit and reference range copy, and its order', async () => {
    const parameters = new Map(
      Object.values(TEST_PARAMETERS)
        .flat()
        .map((parameter) => [parameter.code, parameter]),
    );
    const results = await demo.db.select().from(labResults);
    expect(results.length).toBeGreaterThan(100);
    for (const result of results) {
      const parameter = parameters.get(result.code);
      expect(parameter, result.code).toBeDefined();
      expect(result.valueQuantity !== null || (result.valueString ?? '') !== '', result.id).toBe(true);
      expect(result.unit).toBe(parameter?.unit ?? null);
      expect(result.referenceRange).toEqual(parameter?.referenceRange ?? []);
      expect(result.resultOption).toBe(parameter?.resultOption);
      if (result.resultOption === 'listSingle') expect(parameter?.options).toContain(result.valueString);
    }
    // Each report holds one result per parameter of its test, in order.
    const reports = await demo.db.select().from(diagnosticReports);
    for (const report of reports) {
      const own = results
        .filter((result) => result.diagnosticReportId === report.id)
        .sort((a, b) => a.parameterOrder - b.parameterOrder);
      expect(own.map((result) => result.code)).toEqual(
        TEST_PARAMETERS[report.code]?.map((parameter) => parameter.code),
      );
    }
  });

  it('has a urine culture with its organism and antibiogram', async () => {
    const [culture] = (await reportsOf(demo, HOLDER)).filter((report) => report.code === '10000008');
    expect(culture).toMatchObject({ category: 'MICRO', reportGroup: 'Microbiology', status: 'final' });
    const results = await demo.db
      .select()
      .from(labResults)
      .where(eq(labResults.diagnosticReportId, culture?.id ?? ''));
    expect(results.find((result) => result.code === 'UC-ORG')?.organism).toBe('Escherichia coli');
    const antibiogram = results.find((result) => result.code === 'UC-ABG')?.antibiogram ?? [];
    expect(antibiogram.length).toBeGreaterThanOrEqual(5);
    expect(new Set(antibiogram.map((entry) => entry.interpretation))).toEqual(new Set(['S', 'I', 'R']));
  });

  it('links the reports of the demo examination orders to them, at the order’s hospital', async () => {
    const linked = await demo.db.select().from(diagnosticReports).where(isNotNull(diagnosticReports.serviceRequestId));
    expect(
      linked
        .filter((report) => report.serviceRequestId === DEMO_LAB_ORDERS.completed)
        .map((report) => report.code)
        .sort(),
    ).toEqual(['10000001', '10000005']);
    const processing = linked.filter((report) => report.serviceRequestId === DEMO_LAB_ORDERS.processing);
    expect(processing.map((report) => availability(report)).sort()).toEqual(['awaiting', 'waiting']);
    for (const report of linked) expect(report.organizationId).toBe('org-colombo');
  });
});

describe('the report images', () => {
  it('give every hospital a header and footer, and all but one a signature, as the hospital’s PNG blobs', async () => {
    const hospitals = await demo.db.select().from(organizations);
    for (const hospital of hospitals) {
      expect(hospital.reportHeaderBlobId, hospital.id).not.toBeNull();
      expect(hospital.reportFooterBlobId, hospital.id).not.toBeNull();
    }
    expect(
      hospitals.filter((hospital) => hospital.reportSignatureBlobId === null).map((hospital) => hospital.id),
    ).toEqual(['org-kandy']);
    const ids = hospitals
      .flatMap((hospital) => [hospital.reportHeaderBlobId, hospital.reportFooterBlobId, hospital.reportSignatureBlobId])
      .filter((id): id is string => id !== null);
    const images = await demo.db.select().from(blobs).where(inArray(blobs.id, ids));
    expect(images).toHaveLength(ids.length);
    for (const image of images) {
      expect(image.contentType).toBe('image/png');
      expect(Buffer.from(image.bytes).subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(image.sizeBytes).toBe(image.bytes.length);
      expect(image.ownerAccountId).toBeNull();
      expect(
        hospitals.find((hospital) =>
          [hospital.reportHeaderBlobId, hospital.reportFooterBlobId, hospital.reportSignatureBlobId].includes(image.id),
        )?.id,
      ).toBe(image.organizationId);
    }
  });
});

describe('seeding again', () => {
  const counts = async (database: Database): Promise<number[]> =>
    Promise.all(
      [testParameters, diagnosticReports, labResults, blobs].map(
        async (table) => (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0,
      ),
    );

  it('adds nothing: the lab seed finds every row by its id', async () => {
    const before = await counts(demo);
    expect(await seedLabDemo(demo.db, loadTenant('carechat-demo'), { withReports: true, now: now + 1000 })).toEqual({
      testParameters: 0,
      reportImages: 0,
      reports: 0,
      results: 0,
    });
    expect(await seedDemoIfEmpty(demo.db, loadTenant('carechat-demo'), now + 1000)).toBeNull();
    expect(await counts(demo)).toEqual(before);
  });

  it('seeds a single-hospital tenant’s lab data at its one hospital, with its signature', async () => {
    const reports = await flat.db.select().from(diagnosticReports);
    expect(reports.length).toBeGreaterThanOrEqual(20);
    expect(new Set(reports.map((report) => report.organizationId))).toEqual(new Set(['org-galle']));
    const [galle] = await flat.db.select().from(organizations);
    expect(galle?.reportSignatureBlobId).not.toBeNull();
  });

  it('gives a database seeded before lab reports its lab data at the next start, once', async () => {
    const tenant = loadTenant('harbour-clinic');
    const before = await counts(flat);
    // As it was before issue 17: no parameters, reports or report images.
    await flat.db.delete(labResults);
    await flat.db.delete(diagnosticReports);
    await flat.db.delete(testParameters);
    await flat.db
      .update(organizations)
      .set({ reportHeaderBlobId: null, reportFooterBlobId: null, reportSignatureBlobId: null });
    await flat.db.delete(blobs).where(and(eq(blobs.organizationId, 'org-galle'), isNotNull(blobs.ownerStaffId)));
    expect(await seedDemoIfEmpty(flat.db, tenant, now + 2000)).toBeNull();
    expect(await counts(flat)).toEqual(before);
    expect(await seedDemoIfEmpty(flat.db, tenant, now + 3000)).toBeNull();
    expect(await counts(flat)).toEqual(before);
  });
});
