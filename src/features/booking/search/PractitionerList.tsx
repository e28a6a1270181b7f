import { roleText } from '../../../../domain/search';
import type { PractitionerSummary } from '../../../../machines/types';

/** Doctors to choose from (matches or recent ones): a named list of buttons, each with name and role. */
export function PractitionerList({
  label,
  practitioners,
  onChoose,
}: {
  label: string;
  practitioners: readonly PractitionerSummary[];
  onChoose: (practitioner: PractitionerSummary) => void;
}): React.JSX.Element | null {
  if (practitioners.length === 0) return null;
  return (
    <section className="search-list" aria-label={label}>
      <h2 className="search-list__title">{label}</h2>
      <ul className="search-list__items">
        {practitioners.map((practitioner) => {
          const role = roleText(practitioner.roles);
          return (
            <li key={practitioner.id}>
              <button type="button" className="search-option" onClick={() => onChoose(practitioner)}>
                <span className="search-option__name">{practitioner.name}</span>
                {role === '' ? null : <span className="search-option__meta">{role}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
