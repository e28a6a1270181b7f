import { t } from '../../../../i18n/translate';
import { Link } from 'react-router-dom';
import { FlagMark } from './FlagMark';
import type { ResultLine } from './resultRows';
import { RESULT_VIEW_TEXT, resultsGraphRoute } from '../history/reportText';

/**
 * Each result with its unit, the range for the patient's age and sex, its mark, and a graph of a number. Four
 * columns, the unit beside the value and the graph link under the name, so the table fits a 390 px phone.
 */
export function ResultsTable({
  lines,
  patientId,
}: {
  lines: readonly ResultLine[];
  patientId: string;
}): React.JSX.Element {
  return (
    <table className="report-table">
      <caption>{t(RESULT_VIEW_TEXT.results)}</caption>
      <thead>
        <tr>
          <th scope="col">{t('reports.result.test')}</th>
          <th scope="col">{t('reports.result.result')}</th>
          <th scope="col">{t('reports.result.referenceRange')}</th>
          <th scope="col">{t('reports.result.flag')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.code} className={line.critical ? 'report-table__critical' : undefined}>
            <th scope="row">
              {line.name}
              {line.numeric ? (
                <Link
                  className="report-table__graph"
                  to={resultsGraphRoute(patientId, line.code)}
                  aria-label={t('reports.result.graphOf', { name: line.name })}
                >
                  {t(RESULT_VIEW_TEXT.graph)}
                </Link>
              ) : null}
            </th>
            <td>
              {line.result}
              {/* The space outside the unit: the line may break between value and unit, never inside the unit. */}
              {line.unit === null ? null : (
                <>
                  {' '}
                  <span className="report-table__unit">{line.unit}</span>
                </>
              )}
            </td>
            <td>{line.range ?? t('reports.notAvailable')}</td>
            <td>
              <FlagMark flag={line.flag} text={line.flagText} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
