import { useState } from 'react';
import type { ReportResults as Results } from '../../../../machines/reportView.types';
import { ComparisonTable } from './ComparisonTable';
import { Microbiology } from './Microbiology';
import { ReportHeader } from './ReportHeader';
import { ResultsTable } from './ResultsTable';
import { comparedRows, microbiologyOf, resultLine, subjectOf } from './resultRows';

/** The opened report: header, results with ranges and marks, microbiology, and the last three side by side. */
export function ReportResults({ results, patientId }: { results: Results; patientId: string }): React.JSX.Element {
  const [now] = useState(() => Date.now());
  const { report, earlier } = results;
  const subject = subjectOf(report, now);
  const micro = microbiologyOf(report.results);
  const plain = report.results.filter((result) => !micro.includes(result));
  return (
    <>
      <ReportHeader report={report} />
      {plain.length === 0 ? null : (
        <ResultsTable lines={plain.map((result) => resultLine(result, subject))} patientId={patientId} />
      )}
      {micro.map((result) => (
        <Microbiology key={result.code} result={result} />
      ))}
      {earlier.length === 0 || plain.length === 0 ? null : (
        <ComparisonTable
          rows={comparedRows({ ...report, results: plain }, earlier, subject)}
          times={[report.verifiedTime, ...earlier.map((before) => before.time)]}
        />
      )}
    </>
  );
}
