import { t } from '../../../../i18n/translate';
import type { LabResultView } from '../../../../machines/reportView.types';
import { RESULT_VIEW_TEXT } from '../history/reportText';
import { INTERPRETATION_TEXT } from './resultRows';

/** A culture's organism and its antibiogram (S, I, R with the MIC). */
export function Microbiology({ result }: { result: LabResultView }): React.JSX.Element {
  return (
    <section className="card report-micro" aria-label={t('reports.result.organismOf', { name: result.name })}>
      <h2>{result.name}</h2>
      <p>
        {t(RESULT_VIEW_TEXT.organism)}: <strong>{result.organism ?? result.resultDisplay}</strong>
      </p>
      {result.antibiogram.length === 0 ? null : (
        <table className="report-table">
          <caption>{t('reports.result.antibiogramOf', { organism: result.organism ?? result.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.result.antibiotic')}</th>
              <th scope="col">{t('reports.result.interpretation')}</th>
              <th scope="col">{t('reports.result.mic')}</th>
            </tr>
          </thead>
          <tbody>
            {result.antibiogram.map((entry) => (
              <tr key={entry.antibiotic}>
                <th scope="row">{entry.antibiotic}</th>
                <td>
                  {entry.interpretation} ({t(INTERPRETATION_TEXT[entry.interpretation])})
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
