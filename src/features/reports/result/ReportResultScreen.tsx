import { t } from '../../../../i18n/translate';
import { useMemo } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useQuery, useSubscription } from 'urql';
import { parseError } from '../../../../domain/errors';
import { errorMessage } from '../../../../machines/errorMessage';
import { operationError } from '../../../lib/graphql/operations';
import { Notice } from '../../../ui/Notice';
import type { ReportViewActors } from '../api/reportViewActors';
import { toReportSummary } from '../api/reportShapes';
import { ReportRowQuery, ReportsChangedSubscription } from '../graphql/reportList';
import { RESULT_VIEW_TEXT } from '../history/reportText';
import { ReportResultView } from './ReportResultView';

export interface ReportResultScreenProps {
  readonly reportId: string;
  /** The machine's actors; the GraphQL ones with the lazy PDF by default (component tests pass fakes). */
  readonly actors?: ReportViewActors;
}

/**
 * /history/examination?reportId=…: the report as the list knows it, then its view machine (opened, so the
 * results load as soon as it is ready: a link from the chat may come before the 15 minutes are over).
 * Its live updates go to the machine.
 */
export function ReportResultScreen({ reportId, actors }: ReportResultScreenProps): React.JSX.Element {
  const variables = useMemo(() => ({ id: reportId }), [reportId]);
  const [{ data, fetching, error }, reload] = useQuery({
    query: ReportRowQuery,
    variables,
    requestPolicy: 'network-only',
  });
  const [{ data: pushed }] = useSubscription({ query: ReportsChangedSubscription });
  const masked = data?.queryDiagnosticReport[0];
  const report = useMemo(() => (masked === undefined ? null : toReportSummary(masked)), [masked]);
  const live = useMemo(
    () => (pushed === undefined ? null : toReportSummary(pushed.diagnosticReportsChanged)),
    [pushed],
  );

  if (report !== null) return <ReportResultView report={report} live={live} actors={actors} />;
  // Another account's report (or a sensitive one): /accessDenied, as for orders and appointments (issue 29).
  if (error !== undefined && parseError(operationError(error).message).code === 'ARO-E1040')
    return <Navigate to="/accessDenied" replace />;
  return (
    <section className="page page--centered reports">
      <Link className="button button--secondary report-back" to="/history/examination">
        {t(RESULT_VIEW_TEXT.back)}
      </Link>
      {fetching || (data === undefined && error === undefined) ? (
        <p role="status">{t(RESULT_VIEW_TEXT.loading)}</p>
      ) : null}
      {!fetching && error !== undefined ? (
        <>
          <Notice tone="error">{errorMessage(operationError(error))}</Notice>
          <button
            type="button"
            className="button button--primary"
            onClick={() => reload({ requestPolicy: 'network-only' })}
          >
            {t(RESULT_VIEW_TEXT.retry)}
          </button>
        </>
      ) : null}
      {!fetching && error === undefined && data !== undefined ? (
        <Notice tone="error">{errorMessage(null)}</Notice>
      ) : null}
    </section>
  );
}
