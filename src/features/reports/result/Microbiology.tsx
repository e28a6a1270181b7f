import type { LabResultView } from '../../../../machines/reportView.types';
import { RESULT_VIEW_TEXT } from '../history/reportText';
import { INTERPRETATION_TEXT } from './resultRows';

/** A culture's organism and its antibiogram (S, I, R with the MIC). */
export function Microbiology({ result }: { result: LabResultView }): React.JSX.Element {
  return (
    <section className="card report-micro" aria-label={`${result.name} ${RESULT_VIEW_TEXT.organism}`}>
      <h2>{result.name}</h2>
      <p>
        {RESULT_VIEW_TEXT.organism}: <strong>{result.organism ?? result.resultDisplay}</strong>
      </p>
      {result.antibiogram.length === 0 ? null : (
        <table className="report-table">
          <caption>{`${RESULT_VIEW_TEXT.antibiogram}: ${result.organism ?? result.name}`}</caption>
          <thead>
            <tr>
              <th scope="col">Antibiotic</th>
              <th scope="col">Interpretation</th>
              <th scope="col">MIC</th>
            </tr>
          </thead>
          <tbody>
            {result.antibiogram.map((entry) => (
              <tr key={entry.antibiotic}>
                <th scope="row">{entry.antibiotic}</th>
                <td>
                  {entry.interpretation} ({INTERPRETATION_TEXT[entry.interpretation]})
                </td>
                <td>{entry.mic ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
