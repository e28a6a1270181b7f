import { patientChoiceText } from '../../../../domain/patient';
import type { Patient } from '../../../../machines/types';

export interface ProfileChipsProps {
  readonly label: string;
  readonly patients: readonly Patient[];
  readonly selectedId: string | null;
  readonly onSelect: (patientId: string) => void;
}

/** One chip per profile of the account; the pressed one is whose records show (a toggle group for screen readers). */
export function ProfileChips({ label, patients, selectedId, onSelect }: ProfileChipsProps): React.JSX.Element | null {
  if (patients.length < 2) return null;
  return (
    <ul className="chip-row" aria-label={label}>
      {patients.map((patient) => (
        <li key={patient.id}>
          <button
            type="button"
            className={`button button--small ${patient.id === selectedId ? 'button--primary' : 'button--secondary'}`}
            aria-pressed={patient.id === selectedId}
            onClick={() => onSelect(patient.id)}
          >
            {patientChoiceText(patient)}
          </button>
        </li>
      ))}
    </ul>
  );
}
