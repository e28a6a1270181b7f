import { t } from '../../../../i18n/translate';
import { formatDate } from '../../../../domain/days';
import type { ComparedRow } from './resultRows';
import { FlagMark } from './FlagMark';
import { RESULT_VIEW_TEXT } from '../history/reportText';

/** The last three results of the test side by side (spec 001 §9): a row per parameter, a column per report. */
export function ComparisonTable({
  rows,
  times,
}: {
  rows: readonly ComparedRow[];
  times: readonly (string | null)[];
}): React.JSX.Element {
  return (
    <table className="report-table report-compare">
      <caption>{t(RESULT_VIEW_TEXT.comparison)}</caption>
      <thead>
        <tr>
          <th scope="col">{t('reports.result.parameter')}</th>
          {times.map((time, index) => (
            <th scope="col" key={`${time ?? ''}-${index}`}>
              {time === null ? t('reports.result.thisReport') : formatDate(new Date(time))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.code}>
            <th scope="row">
              {row.name}
              {row.unit === null ? null : (
                <>
                  {' '}
                  <span className="report-compare__unit">({row.unit})</span>
                </>
              )}
            </th>
            {row.cells.map((cell, index) => (
              <td key={index}>
                {cell === null ? (
                  '—'
                ) : (
                  <>
                    {cell.result} <FlagMark flag={cell.flag} text={cell.flagText} />
                  </>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
