import { t } from '../../../../i18n/translate';
import type { GraphRow } from './graphModel';
import { RESULTS_GRAPH_TEXT, tableCaption } from './graphText';

/** Every result of the parameter as a real table: the chart's accessible equivalent, and all a text result has. */
export function ResultsTable({ name, rows }: { name: string; rows: readonly GraphRow[] }): React.JSX.Element {
  return (
    <table className="results-table">
      <caption>{tableCaption(name)}</caption>
      <thead>
        <tr>
          {RESULTS_GRAPH_TEXT.tableHeaders.map((header) => (
            <th key={header} scope="col">
              {t(header)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={row.flag === null ? undefined : 'results-table__flagged'}>
            <th scope="row">{row.date}</th>
            <td>{row.value}</td>
            <td>{row.unit}</td>
            <td>{row.range}</td>
            <td>{row.flagText}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
