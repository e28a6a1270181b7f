import { useId } from 'react';
import { Notice } from '../../ui/Notice';
import { TestResults } from './TestResults';
import { useOrderReports } from './useOrderReports';
import './reports.css';

/** The Results panel of an examination order: one form per test of the order (staffOrderReports). */
export function OrderResults({ serviceRequestId, now }: { serviceRequestId: string; now: number }): React.JSX.Element {
  const titleId = useId();
  const { reports, replace } = useOrderReports(serviceRequestId);
  return (
    <section className="staff-results" aria-labelledby={titleId}>
      <h3 id={titleId} className="staff-session__title">
        Results
      </h3>
      {reports.status === 'loading' ? <p role="status">Loading results…</p> : null}
      {reports.status === 'failed' ? <Notice tone="error">{reports.error}</Notice> : null}
      {reports.status === 'loaded' && reports.tests.length === 0 ? <p>No tests in this order.</p> : null}
      {reports.status === 'loaded'
        ? reports.tests.map((test) => (
            <TestResults key={test.code} test={test} subject={reports.subject} now={now} onSaved={replace} />
          ))
        : null}
    </section>
  );
}
