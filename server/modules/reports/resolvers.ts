import type { RequestContext } from '../../context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { accountOfToken } from '../auth';
import { orderOrganization, orderPatient } from '../orders';
import type { OrganizationView } from '../organizations';
import type { PatientView } from '../profiles';
import { staffCaller } from '../staff';
import { printDiagnosticReport, type PrintedReportView } from './printReport';
import { queryDiagnosticReports } from './queryReports';
import { reportOrderFields } from './orderFields';
import { queryLabResults } from './queryLabResults';
import { accountsReport } from './reportAccess';
import { hospitalReportImages, setReportImage, type ReportImagesView } from './reportImages';
import { viewableResults } from './reportResults';
import { visibleReportChanges } from './reportStream';
import { diagnosticReportView, type DiagnosticReportView, type LabResultView, type ReportRow } from './reportView';
import { staffSaveResults } from './saveResults';
import { hospitalsExamination } from './staffAccess';
import { staffOrderReports, type StaffTestReportView } from './staffTestReport';
import { updateReportExtension } from './updateExtension';
import { staffVerifyReport } from './verifyReport';

/**
 * Lab reports (spec 001 §3, §4, §7, §9): patients read their own patients' reports, never a sensitive one, and the
 * results only once viewable; hospital staff enter and verify the results of their hospital's examination orders.
 */
export const reportResolvers: Resolvers = {
  DiagnosticReport: {
    patient: (report: DiagnosticReportView, _: unknown, ctx: RequestContext): Promise<PatientView> =>
      orderPatient(ctx.services.db, report.patientId),
    organization: (report: DiagnosticReportView, _: unknown, ctx: RequestContext): Promise<OrganizationView> =>
      orderOrganization(ctx.services.db, report.organizationId),
    results: (report: DiagnosticReportView, _: unknown, ctx: RequestContext): Promise<LabResultView[]> =>
      viewableResults(ctx.services.db, report, ctx.services.now()),
  },
  // Fields of the orders' types that lab reports answer (merged with the orders module's resolvers of those types).
  ServiceRequest: { reportSummaryStatus: reportOrderFields.reportSummaryStatus },
  OrderCode: { parameters: reportOrderFields.parameters },
  Query: {
    queryDiagnosticReport: async (_: unknown, args, ctx: RequestContext): Promise<DiagnosticReportView[]> =>
      queryDiagnosticReports(ctx.services.db, await ctx.callerAccountId(), args.filter),
    queryLabResults: async (_: unknown, args, ctx: RequestContext): Promise<LabResultView[]> =>
      queryLabResults(ctx.services.db, await ctx.callerAccountId(), args.patientId, args.code, ctx.services.now()),
    printDiagnosticReport: async (_: unknown, args, ctx: RequestContext): Promise<PrintedReportView> =>
      printDiagnosticReport(ctx.services.db, await ctx.callerAccountId(), args.id, ctx.services.now()),
    staffOrderReports: async (_: unknown, args, ctx: RequestContext): Promise<StaffTestReportView[]> =>
      staffOrderReports(
        ctx.services.db,
        await hospitalsExamination(ctx.services.db, await staffCaller(ctx, 'staffOrderReports'), args.serviceRequestId),
      ),
    staffReportImages: async (_: unknown, _args: unknown, ctx: RequestContext): Promise<ReportImagesView> =>
      hospitalReportImages(ctx.services.db, (await staffCaller(ctx, 'staffReportImages')).organizationId),
  },
  Mutation: {
    updateExtensionOfDiagnosticReport: async (_: unknown, args, ctx: RequestContext): Promise<DiagnosticReportView> =>
      updateReportExtension(ctx.services.db, await ctx.callerAccountId(), args.id, args.extension, ctx.services.now()),
    staffSaveResults: async (_: unknown, args, ctx: RequestContext): Promise<StaffTestReportView> =>
      staffSaveResults(ctx.services, await staffCaller(ctx, 'staffSaveResults'), args.input),
    staffVerifyReport: async (_: unknown, args, ctx: RequestContext): Promise<StaffTestReportView> =>
      staffVerifyReport(ctx.services, await staffCaller(ctx, 'staffVerifyReport'), args.id),
    staffSetReportImage: async (_: unknown, args, ctx: RequestContext): Promise<ReportImagesView> =>
      setReportImage(ctx.services.db, await staffCaller(ctx, 'staffSetReportImage'), args.kind, args.blobId),
  },
  Subscription: {
    diagnosticReportsChanged: {
      subscribe: async (_: unknown, _args: unknown, ctx: RequestContext): Promise<AsyncGenerator<ReportRow>> => {
        const accountId = await ctx.callerAccountId();
        return visibleReportChanges(
          ctx.services.db,
          accountId,
          ctx.services.pubsub.subscribe('diagnosticReportsChanged', accountId),
        );
      },
      // The token is checked again at every push, and the report re-read: after logout a push carries the error.
      resolve: async (row: ReportRow, _args: unknown, ctx: RequestContext): Promise<DiagnosticReportView> => {
        const accountId = await accountOfToken(ctx.services.db, ctx.accessToken, ctx.services.now());
        return diagnosticReportView(await accountsReport(ctx.services.db, accountId, row.id));
      },
    },
  },
};
