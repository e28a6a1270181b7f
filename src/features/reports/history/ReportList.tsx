import { t } from '../../../../i18n/translate';
import { useMemo, useState } from 'react';
import { useQuery, useSubscription } from 'urql';
import { hasMoreOrders, orderQueryLimit, visibleOrderCount } from '../../../../domain/orderList';
import { Notice } from '../../../ui/Notice';
import { toReportSummary } from '../api/reportShapes';
import { ReportListQuery, ReportsChangedSubscription } from '../graphql/reportList';
import { ReportRow } from './ReportRow';
import { REPORT_LIST_TEXT } from './reportText';

/**
 * One profile's lab tests, newest first, 10 and 9 more per Load more like the order lists (spec 001 §2, §9).
 * Each change of any of the account's reports (diagnosticReportsChanged) reads the page again, and each row's
 * machine takes its report as it now is: a report verified while the list is open starts its wait.
 */
export function ReportList({ patientId }: { patientId: string }): React.JSX.Element {
  const [pages, setPages] = useState(1);
  const variables = useMemo(() => ({ patientIds: [patientId], limit: orderQueryLimit(pages) }), [patientId, pages]);
  // Counts the pushes: each one makes a new request context, so the page is read again from the network.
  const [{ data: pushes = 0 }] = useSubscription(
    { query: ReportsChangedSubscription },
    (count: number | undefined) => (count ?? 0) + 1,
  );
  const context = useMemo(() => ({ requestPolicy: 'network-only' as const, pushes }), [pushes]);
  const [{ data, fetching, error }] = useQuery({ query: ReportListQuery, variables, context });
  const received = data?.queryDiagnosticReport ?? null;
  const reports = useMemo(
    () => received?.slice(0, visibleOrderCount(pages)).map(toReportSummary) ?? null,
    [received, pages],
  );

  return (
    <>
      {reports === null && fetching ? <p role="status">{t(REPORT_LIST_TEXT.loading)}</p> : null}
      {reports === null && !fetching && error !== undefined ? (
        <Notice tone="error">{t(REPORT_LIST_TEXT.failed)}</Notice>
      ) : null}
      {reports?.length === 0 ? <Notice tone="info">{t(REPORT_LIST_TEXT.empty)}</Notice> : null}
      {reports === null || reports.length === 0 ? null : (
        <ul className="report-list" aria-label={t(REPORT_LIST_TEXT.title)}>
          {reports.map((report) => (
            <li key={report.id}>
              <ReportRow report={report} />
            </li>
          ))}
        </ul>
      )}
      {received !== null && hasMoreOrders(received.length, pages) ? (
        <button type="button" className="button button--secondary" onClick={() => setPages((count) => count + 1)}>
          {t(REPORT_LIST_TEXT.loadMore)}
        </button>
      ) : null}
    </>
  );
}
