import { describe, expect, it } from 'vitest';
import { summaryOf } from '../../server/modules/reports/orderSummaryStatus';
import { reportReadySms } from '../../domain/reminders';
import { translatorOf } from '../../server/i18n';

/** The examination order's report summary (ServiceRequest.reportSummaryStatus) and the ready SMS, as pure rules. */

describe('summaryOf', () => {
  const report = (code: string, status: string, hasResults = true) => ({ code, status, hasResults });

  it('is null before any results', () => {
    expect(summaryOf(['A', 'B'], [])).toBeNull();
    expect(summaryOf(['A'], [report('A', 'registered', false)])).toBeNull();
  });
  it('is report once any test has results, until every test is verified', () => {
    expect(summaryOf(['A', 'B'], [report('A', 'preliminary')])).toBe('report');
    expect(summaryOf(['A', 'B'], [report('A', 'final'), report('B', 'preliminary')])).toBe('report');
  });
  it('is print_ready when every test has a verified (final or amended) report', () => {
    expect(summaryOf(['A', 'B'], [report('A', 'final'), report('B', 'amended')])).toBe('print_ready');
    expect(summaryOf(['A', 'A'], [report('A', 'final')])).toBe('print_ready');
  });
  it('an order without tests is never print_ready', () => {
    expect(summaryOf([], [])).toBeNull();
  });
});

describe('reportReadySms', () => {
  it('names the test and the hospital', () => {
    expect(reportReadySms(translatorOf('en'), 'FBC', 'Carechat Colombo', { kind: 'holder' })).toBe(
      'Your FBC report from Carechat Colombo is ready. Open Carechat to view it.',
    );
    expect(
      reportReadySms(translatorOf('en'), 'FBC', 'Carechat Colombo', {
        kind: 'relative',
        name: 'Mrs. Kamala Jayawardena (Mother)',
      }),
    ).toBe(
      'The FBC report of Mrs. Kamala Jayawardena (Mother) from Carechat Colombo is ready. Open Carechat to view it.',
    );
  });
});
