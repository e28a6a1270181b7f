import type { SpecialtySummary } from '../../../../machines/types';
import { t } from '../../../../i18n/translate';

/** Specialities whose name begins with the typed key. */
export function SpecialtyList({
  specialties,
  onChoose,
}: {
  specialties: readonly SpecialtySummary[];
  onChoose: (specialty: SpecialtySummary) => void;
}): React.JSX.Element | null {
  if (specialties.length === 0) return null;
  return (
    <section className="search-list" aria-label={t('booking.search.specialities')}>
      <h2 className="search-list__title">{t('booking.search.specialities')}</h2>
      <ul className="search-list__items">
        {specialties.map((specialty) => (
          <li key={specialty.code}>
            <button type="button" className="search-option" onClick={() => onChoose(specialty)}>
              <span className="search-option__name">{specialty.display}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
