import { t } from '../../../../i18n/translate';
import { formatDate, formatTime } from '../../../../domain/days';
import type { ReportDetail } from '../../../../machines/reportView.types';

const when = (iso: string | null): string => {
  if (iso === null) return t('reports.notAvailable');
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
        <dt>{t('reports.result.patient')}</dt>
        <dd>{report.patientName}</dd>
        <dt>{t('reports.result.hospital')}</dt>
        <dd>{report.hospitalName}</dd>
        <dt>{t('reports.result.verified')}</dt>
        <dd>{when(report.verifiedTime)}</dd>
        <dt>{t('reports.result.specimenCollected')}</dt>
        <dd>{when(report.specimenCollectedTime)}</dd>
      </dl>
    </header>
  );
}
