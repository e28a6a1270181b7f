import { Link } from 'react-router-dom';
import { formatDate } from '../../../domain/days';
import { LAB_TESTS_ROUTE, reportResultRoute, type LabReportLine } from '../../../flows/reports/labReport';
import { LAB_REPORTS_TEXT } from '../../../flows/reports/labReportsText';
import './labReports.css';

/**
 * The chat's 'Lab Reports' answer: each ready report's test, patient and date with its Result link, and See all
 * (the Lab Tests list). Links, not reply buttons: they stay usable in the transcript after the menu returns.
 */
export function LabReportsBubble({ reports }: { reports: readonly LabReportLine[] }): React.JSX.Element {
  return (
    <section className="chat-bubble chat-bubble--card lab-reports-card" aria-label={LAB_REPORTS_TEXT.cardLabel()}>
      <ul className="lab-reports-card__list">
        {reports.map((report) => (
          <li key={report.id} className="lab-reports-card__item">
            <span className="lab-reports-card__test">{report.name}</span>
            <span className="lab-reports-card__meta">
              {report.patient} · {formatDate(report.date)}
            </span>
            <Link
              className="lab-reports-card__result"
              to={reportResultRoute(report.id)}
              aria-label={LAB_REPORTS_TEXT.resultLabel(report.name, report.patient, formatDate(report.date))}
            >
              {LAB_REPORTS_TEXT.result()}
            </Link>
          </li>
        ))}
      </ul>
      <Link className="lab-reports-card__all" to={LAB_TESTS_ROUTE}>
        {LAB_REPORTS_TEXT.seeAll()}
      </Link>
    </section>
  );
}
