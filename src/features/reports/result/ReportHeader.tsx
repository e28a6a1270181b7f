import { formatDate, formatTime } from '../../../../domain/days';
import { NOT_AVAILABLE } from '../../../../domain/patient';
import type { ReportDetail } from '../../../../machines/reportView.types';

const when = (iso: string | null): string => {
  if (iso === null) return NOT_AVAILABLE;
  const moment = new Date(iso);
  return `${formatDate(moment)} ${formatTime(moment)}`;
};

/** The report's header: the test, whose it is, where and when it was verified and the specimen collected. */
export function ReportHeader({ report }: { report: ReportDetail }): React.JSX.Element {
  return (
    <header className="report-header">
      <h1 id="report-title" className="page__title">
        {report.name}
      </h1>
      <dl className="report-header__facts">
        <dt>Patient</dt>
        <dd>{report.patientName}</dd>
        <dt>Hospital</dt>
        <dd>{report.hospitalName}</dd>
        <dt>Verified</dt>
        <dd>{when(report.verifiedTime)}</dd>
        <dt>Specimen collected</dt>
        <dd>{when(report.specimenCollectedTime)}</dd>
      </dl>
    </header>
  );
}
