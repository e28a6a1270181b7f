import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../../../domain/days';
import { reportViewMachine, type ReportSummary } from '../../../../machines/reportView.machine';
import { availabilityStateOf, ReportAvailabilityLine, type AvailabilityState } from './ReportAvailabilityLine';

type ReportViewSnapshot = SnapshotFrom<typeof reportViewMachine>;
const selectAvailability = (snapshot: ReportViewSnapshot): AvailabilityState =>
  availabilityStateOf((name) => snapshot.matches(name)) ?? 'ready';
const selectContext = (snapshot: ReportViewSnapshot): ReportViewSnapshot['context'] => snapshot.context;

/**
 * One lab test of the list: name, hospital, date and its availability. Its own report view machine holds the
 * wait and the countdown; a newer copy of the report (the list read again after a live update) is sent to it.
 */
export function ReportRow({ report }: { report: ReportSummary }): React.JSX.Element {
  const [startedAt] = useState(() => Date.now());
  const actorRef = useActorRef(reportViewMachine, { input: { report, now: startedAt } });
  const availability = useSelector(actorRef, selectAvailability);
  const context = useSelector(actorRef, selectContext);
  const last = useRef(report);
  useEffect(() => {
    if (report === last.current) return;
    last.current = report;
    actorRef.send({ type: 'REPORT_CHANGED', report, now: Date.now() });
  }, [report, actorRef]);
  return (
    <article className="card report-row" aria-label={report.name}>
      <span className="report-row__name">{report.name}</span>
      <span className="report-row__meta">
        {report.hospitalName} · {formatDate(new Date(report.createdTime))}
      </span>
      <ReportAvailabilityLine state={availability} context={context} label={report.name} />
    </article>
  );
}
