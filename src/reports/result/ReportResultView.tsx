import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useClient } from 'urql';
import type { ReportSummary } from '../../../machines/reportView.machine';
import { Notice } from '../../ui/Notice';
import { reportViewActors, type ReportViewActors } from '../api/reportViewActors';
import { composeReportView } from '../../composition/reportView';
import { downloadPdfLazily } from '../api/downloadPdfLazily';
import { availabilityStateOf, ReportAvailabilityLine } from '../history/ReportAvailabilityLine';
import { downloadedText, RESULT_VIEW_TEXT, reportListRoute } from '../history/reportText';
import { ReportResults } from './ReportResults';

export interface ReportResultViewProps {
  readonly report: ReportSummary;
  /** The latest live update of any of the account's reports (this one's goes to the machine). */
  readonly live: ReportSummary | null;
  readonly actors?: ReportViewActors;
}

/** The result view: header, results, comparison and the PDF download, or why the report cannot show yet. */
export function ReportResultView({ report, live, actors }: ReportResultViewProps): React.JSX.Element {
  const client = useClient();
  const [logic] = useState(() =>
    composeReportView({ actors: { ...(actors ?? reportViewActors(client, downloadPdfLazily)) } }),
  );
  const [startedAt] = useState(() => Date.now());
  const [state, send] = useMachine(logic, { input: { report, now: startedAt, open: true } });
  useEffect(() => {
    if (live !== null && live.id === report.id) send({ type: 'REPORT_CHANGED', report: live, now: Date.now() });
  }, [live, report.id, send]);
  const { context } = state;
  const availability = availabilityStateOf((name) => state.matches(name));
  const downloading = state.matches('downloadingPdf') || state.matches('heartbeat');
  // The results show unless the report is back to an availability state or its reload failed.
  const results = availability === null && !state.matches('loadFailed') ? context.results : null;

  return (
    <section className="page reports report-view" aria-labelledby="report-title">
      <Link className="button button--secondary report-back" to={reportListRoute(context.report.patientId)}>
        {RESULT_VIEW_TEXT.back}
      </Link>
      {results !== null ? null : (
        <h1 id="report-title" className="page__title">
          {context.report.name}
        </h1>
      )}
      {availability !== null ? (
        <p className="report-view__availability">
          <ReportAvailabilityLine state={availability} context={context} label={context.report.name} />
        </p>
      ) : null}
      {state.matches('loadingResults') && context.results === null ? (
        <p role="status">{RESULT_VIEW_TEXT.loading}</p>
      ) : null}
      {state.matches('loadFailed') ? (
        <>
          <Notice tone="error">{context.error ?? ''}</Notice>
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
            {RESULT_VIEW_TEXT.retry}
          </button>
        </>
      ) : null}
      {results !== null ? (
        <>
          <ReportResults results={results} patientId={context.report.patientId} />
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              disabled={downloading || !state.can({ type: 'DOWNLOAD' })}
              onClick={() => send({ type: 'DOWNLOAD' })}
            >
              {downloading ? RESULT_VIEW_TEXT.downloading : RESULT_VIEW_TEXT.download}
            </button>
          </div>
          {state.matches('showing') && context.downloaded !== null ? (
            <Notice tone="success">{downloadedText(context.downloaded)}</Notice>
          ) : null}
          {state.matches('downloadFailed') ? (
            <>
              <Notice tone="error">{context.downloadError ?? ''}</Notice>
              <div className="actions">
                <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
                  {RESULT_VIEW_TEXT.retry}
                </button>
                <button type="button" className="button button--secondary" onClick={() => send({ type: 'DISMISS' })}>
                  {RESULT_VIEW_TEXT.dismiss}
                </button>
              </div>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
