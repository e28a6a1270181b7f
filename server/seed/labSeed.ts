import { and, eq, isNull } from 'drizzle-orm';
import type { Tenant } from '../../tenants/schema';
import type { Db } from '../db/connect';
import {
  blobs,
  diagnosticReports,
  labResults,
  orderCodes,
  organizations,
  serviceRequests,
  staffAccounts,
  testParameters,
} from '../db/schema';
import { chunks } from './batch';
import { DEMO_LAB_ORDERS, planDemoOrders } from './demoOrders';
import { planDemoReports } from './demoReportRows';
import { demoStaffId } from './extras';
import { HOSPITALS } from './hospitals';
import { planOrderCodes } from './orderCatalogue';
import { HOSPITAL_WITHOUT_SIGNATURE, planReportImages } from './reportImages';
import { planTestParameters } from './testParameterRows';

/** The seed's transaction. */
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface LabSeedSummary {
  readonly testParameters: number;
  readonly reportImages: number;
  readonly reports: number;
  readonly results: number;
}

/**
 * Issue 17's demo data: every catalogue test's parameters at every hospital, the hospitals' report images, and
 * the demo holder's and their mother's lab reports when the demo holder exists. Every id is derived (hospital,
 * test, parameter; report and parameter), and every insert skips rows already there, so running it again adds
 * nothing; an image staff have replaced is kept.
 */
export async function seedLabDemo(
  tx: SeedTx | Db,
  tenant: Tenant,
  options: { readonly withReports: boolean; readonly now: number },
): Promise<LabSeedSummary> {
  const hospitals = HOSPITALS.filter((hospital) => tenant.organizationIds.includes(hospital.id));
  // Catalogue entries added after a database was seeded (the parameters reference them).
  const codes = planOrderCodes(tenant.organizationIds);
  await tx.insert(orderCodes).values(codes).onConflictDoNothing();
  // The stored rows, not the planned ones: a test staff added before the upgrade keeps its own id.
  const storedCodes = await tx
    .select({
      id: orderCodes.id,
      organizationId: orderCodes.organizationId,
      kind: orderCodes.kind,
      code: orderCodes.code,
      name: orderCodes.name,
      priceCents: orderCodes.priceCents,
    })
    .from(orderCodes);
  let parameterCount = 0;
  for (const part of chunks(planTestParameters(storedCodes), 500)) {
    parameterCount += (
      await tx.insert(testParameters).values(part).onConflictDoNothing().returning({ id: testParameters.id })
    ).length;
  }

  // The images' owner is the hospital's seeded staff member: a hospital without one gets no images.
  const staff = new Set((await tx.select({ id: staffAccounts.id }).from(staffAccounts)).map((row) => row.id));
  const images = planReportImages(
    hospitals.filter((hospital) => staff.has(demoStaffId(hospital.id))),
    options.now,
  );
  const storedImages =
    images.blobs.length > 0
      ? await tx.insert(blobs).values(images.blobs).onConflictDoNothing().returning({ id: blobs.id })
      : [];
  for (const hospital of images.hospitals) {
    const set = async (
      column: 'reportHeaderBlobId' | 'reportFooterBlobId' | 'reportSignatureBlobId',
      blobId: string | null,
    ): Promise<void> => {
      if (blobId === null) return;
      await tx
        .update(organizations)
        .set({ [column]: blobId })
        .where(and(eq(organizations.id, hospital.id), isNull(organizations[column])));
    };
    await set('reportHeaderBlobId', hospital.reportHeaderBlobId);
    await set('reportFooterBlobId', hospital.reportFooterBlobId);
    await set('reportSignatureBlobId', hospital.reportSignatureBlobId);
  }

  if (!options.withReports)
    return { testParameters: parameterCount, reportImages: storedImages.length, reports: 0, results: 0 };
  const hospital = tenant.defaultOrganizations.medicationOrder;
  const second = tenant.organizationIds.includes(HOSPITAL_WITHOUT_SIGNATURE) ? HOSPITAL_WITHOUT_SIGNATURE : hospital;
  // The examination orders some reports belong to (a database seeded before them lacks them).
  const labOrderIds: readonly string[] = Object.values(DEMO_LAB_ORDERS);
  await tx
    .insert(serviceRequests)
    .values(planDemoOrders(hospital, options.now).orders.filter((order) => labOrderIds.includes(order.id)))
    .onConflictDoNothing();
  const plan = planDemoReports({ hospital, secondHospital: second }, options.now);
  const reports = await tx
    .insert(diagnosticReports)
    .values(plan.reports)
    .onConflictDoNothing()
    .returning({ id: diagnosticReports.id });
  let resultCount = 0;
  for (const part of chunks(plan.results, 500)) {
    resultCount += (await tx.insert(labResults).values(part).onConflictDoNothing().returning({ id: labResults.id }))
      .length;
  }
  return {
    testParameters: parameterCount,
    reportImages: storedImages.length,
    reports: reports.length,
    results: resultCount,
  };
}
