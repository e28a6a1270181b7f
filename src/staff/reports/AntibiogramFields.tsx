import { ANTIBIOGRAM_INTERPRETATIONS, type AntibiogramInterpretation } from '../../../domain/labReport';
import { newAntibiogramRow, type AntibiogramRow, type ParameterDraft } from './resultDraft';

const INTERPRETATION_TEXT: Readonly<Record<AntibiogramInterpretation, string>> = {
  S: 'S (sensitive)',
  I: 'I (intermediate)',
  R: 'R (resistant)',
};

export interface AntibiogramFieldsProps {
  readonly parameterName: string;
  readonly draft: ParameterDraft;
  readonly onChange: (draft: ParameterDraft) => void;
}

/** Microbiology: the organism grown, and the antibiogram (antibiotic, S/I/R, MIC) with rows added and removed. */
export function AntibiogramFields({ parameterName, draft, onChange }: AntibiogramFieldsProps): React.JSX.Element {
  const setRow = (key: number, change: Partial<AntibiogramRow>): void =>
    onChange({
      ...draft,
      antibiogram: draft.antibiogram.map((row) => (row.key === key ? { ...row, ...change } : row)),
    });
  const rowName = (row: AntibiogramRow, index: number): string =>
    row.antibiotic.trim() === '' ? `row ${index + 1}` : row.antibiotic.trim();

  return (
    <div className="staff-result__micro">
      <label className="staff-result__organism">
        {parameterName} organism
        <input
          type="text"
          value={draft.organism}
          onChange={(event) => onChange({ ...draft, organism: event.target.value })}
        />
      </label>
      <table className="staff-table staff-result__antibiogram">
        <caption>{parameterName} antibiogram</caption>
        <thead>
          <tr>
            <th scope="col">Antibiotic</th>
            <th scope="col">S/I/R</th>
            <th scope="col">MIC</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {draft.antibiogram.map((row, index) => (
            <tr key={row.key}>
              <td>
                <input
                  type="text"
                  aria-label={`${parameterName} antibiotic ${index + 1}`}
                  value={row.antibiotic}
                  onChange={(event) => setRow(row.key, { antibiotic: event.target.value })}
                />
              </td>
              <td>
                <select
                  aria-label={`${parameterName} S/I/R of ${rowName(row, index)}`}
                  value={row.interpretation}
                  onChange={(event) =>
                    setRow(row.key, { interpretation: event.target.value as AntibiogramInterpretation | '' })
                  }
                >
                  <option value="">Choose</option>
                  {ANTIBIOGRAM_INTERPRETATIONS.map((value) => (
                    <option key={value} value={value}>
                      {INTERPRETATION_TEXT[value]}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input
                  type="text"
                  aria-label={`${parameterName} MIC of ${rowName(row, index)}`}
                  value={row.mic}
                  onChange={(event) => setRow(row.key, { mic: event.target.value })}
                />
              </td>
              <td>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() =>
                    onChange({ ...draft, antibiogram: draft.antibiogram.filter((other) => other.key !== row.key) })
                  }
                >
                  Remove {rowName(row, index)}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => onChange({ ...draft, antibiogram: [...draft.antibiogram, newAntibiogramRow()] })}
      >
        Add antibiotic
      </button>
    </div>
  );
}
