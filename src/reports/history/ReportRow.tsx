import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../../domain/days';
import { reportViewMachine, type ReportSummary } from '../../../machines/reportView.machine';
import { availabilityStateOf, ReportAvailabilityLine } from './ReportAvailabilityLine';

/**
 * One lab test of the list: name, hospital, date and its availability. Its own report view machine holds the
 * wait and the countdown; a newer copy of the report (the list read again after a live update) is sent to it.
 */
export function ReportRow({ report }: { report: ReportSummary }): React.JSX.Element {
  const [startedAt] = useState(() => Date.now());
  const [state, send] = useMachine(reportViewMachine, { input: { report, now: startedAt } });
  const last = useRef(report);
  useEffect(() => {
    if (report === last.current) return;
    last.current = report;
    send({ type: 'REPORT_CHANGED', report, now: Date.now() });
  }, [report, send]);
  const availability = availabilityStateOf((name) => state.matches(name)) ?? 'ready';
  return (
    <article className="card report-row" aria-label={report.name}>
      <span className="report-row__name">{report.name}</span>
      <span className="report-row__meta">
        {report.hospitalName} · {formatDate(new Date(report.createdTime))}
      </span>
      <ReportAvailabilityLine state={availability} context={state.context} label={report.name} />
    </article>
  );
}
