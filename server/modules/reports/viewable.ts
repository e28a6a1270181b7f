import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import { FINAL_REPORT_STATUSES, REPORT_RESULT_DELAY_MS } from '../../../domain/labReport';
import { diagnosticReports } from './tables';

/**
 * domain/reportAvailability.ts `ready` written as SQL (final, internal, verified 15 minutes ago, paid), for queries
 * over many reports (the graph, the compared results). Sensitive reports are excluded by patientVisible.
 */
export function viewableAtSql(now: number): SQL {
  return and(
    inArray(diagnosticReports.status, [...FINAL_REPORT_STATUSES]),
    eq(diagnosticReports.outsourcedType, 'internal'),
    lte(diagnosticReports.verifiedTime, new Date(now - REPORT_RESULT_DELAY_MS)),
    eq(diagnosticReports.patientCreditStatus, 'paid'),
  ) as SQL;
}
