import { t } from '../../../../i18n/translate';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { reportViewMachine } from '../../../../machines/reportView.machine';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useClient } from 'urql';
import type { ReportSummary } from '../../../../machines/reportView.machine';
import { Notice } from '../../../ui/Notice';
import { reportViewActors, type ReportViewActors } from '../api/reportViewActors';
import { composeReportView } from '../../../composition/reportView';
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

/** What the screen shows of its machine: the context and the states it tells apart. */
const selectView = (snapshot: SnapshotFrom<typeof reportViewMachine>) => ({
  context: snapshot.context,
  availability: availabilityStateOf((name) => snapshot.matches(name)),
  canDownload: snapshot.can({ type: 'DOWNLOAD' }),
  downloadingPdf: snapshot.matches('downloadingPdf'),
  heartbeat: snapshot.matches('heartbeat'),
  loadFailed: snapshot.matches('loadFailed'),
  loadingResults: snapshot.matches('loadingResults'),
  showing: snapshot.matches('showing'),
  downloadFailed: snapshot.matches('downloadFailed'),
});

/** The result view: header, results, comparison and the PDF download, or why the report cannot show yet. */
export function ReportResultView({ report, live, actors }: ReportResultViewProps): React.JSX.Element {
  const client = useClient();
  const [logic] = useState(() =>
    composeReportView({ actors: { ...(actors ?? reportViewActors(client, downloadPdfLazily)) } }),
  );
  const [startedAt] = useState(() => Date.now());
  const actorRef = useActorRef(logic, { input: { report, now: startedAt, open: true } });
  const view = useSelector(actorRef, selectView, shallowEqual);
  // Stable for the actor's life: effects that list it run only when their other inputs change.
  const send = useCallback<typeof actorRef.send>((event) => actorRef.send(event), [actorRef]);
  useEffect(() => {
    if (live !== null && live.id === report.id) send({ type: 'REPORT_CHANGED', report: live, now: Date.now() });
  }, [live, report.id, send]);
  const { context } = view;
  const { availability } = view;
  const downloading = view.downloadingPdf || view.heartbeat;
  // The results show unless the report is back to an availability state or its reload failed.
  const results = availability === null && !view.loadFailed ? context.results : null;

  return (
    <section className="page reports report-view" aria-labelledby="report-title">
      <Link className="button button--secondary report-back" to={reportListRoute(context.report.patientId)}>
        {t(RESULT_VIEW_TEXT.back)}
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
      {view.loadingResults && context.results === null ? <p role="status">{t(RESULT_VIEW_TEXT.loading)}</p> : null}
      {view.loadFailed ? (
        <>
          <Notice tone="error">{context.error ?? ''}</Notice>
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
            {t(RESULT_VIEW_TEXT.retry)}
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
              disabled={downloading || !view.canDownload}
              onClick={() => send({ type: 'DOWNLOAD' })}
            >
              {downloading ? t(RESULT_VIEW_TEXT.downloading) : t(RESULT_VIEW_TEXT.download)}
            </button>
          </div>
          {view.showing && context.downloaded !== null ? (
            <Notice tone="success">{downloadedText(context.downloaded)}</Notice>
          ) : null}
          {view.downloadFailed ? (
            <>
              <Notice tone="error">{context.downloadError ?? ''}</Notice>
              <div className="actions">
                <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
                  {t(RESULT_VIEW_TEXT.retry)}
                </button>
                <button type="button" className="button button--secondary" onClick={() => send({ type: 'DISMISS' })}>
                  {t(RESULT_VIEW_TEXT.dismiss)}
                </button>
              </div>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
