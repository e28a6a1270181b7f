import { useId } from 'react';
import type { OrganizationSummary } from '../../../../machines/types';
import { t } from '../../../../i18n/translate';

/**
 * The hospital box: suggestions (prefix of a word of the name) while it is open. It closes a second after
 * the box loses focus (the machine's delay), so tapping a suggestion, which blurs the box, still picks it.
 */
export function HospitalFilter({
  value,
  open,
  suggestions,
  onFocus,
  onBlur,
  onType,
  onChoose,
}: {
  value: string;
  open: boolean;
  suggestions: readonly OrganizationSummary[];
  onFocus: () => void;
  onBlur: () => void;
  onType: (key: string) => void;
  onChoose: (organization: OrganizationSummary) => void;
}): React.JSX.Element {
  const inputId = useId();
  const listId = useId();
  return (
    <div className="field hospital-filter">
      <label className="field__label" htmlFor={inputId}>
        {t('booking.search.hospital')}
      </label>
      <input
        id={inputId}
        className="input"
        type="search"
        autoComplete="off"
        placeholder={t('booking.search.filterByHospital')}
        value={value}
        // A search box may not say aria-expanded (only a combobox may, and the suggestions are buttons, not
        // listbox options): it points to the list while the list is shown, right after it in reading order.
        aria-controls={open ? listId : undefined}
        onFocus={onFocus}
        onBlur={onBlur}
        onChange={(event) => onType(event.target.value)}
      />
      {open ? (
        <ul id={listId} className="search-list__items hospital-filter__list" aria-label={t('booking.search.hospitals')}>
          {suggestions.map((organization) => (
            <li key={organization.id}>
              <button type="button" className="search-option" onClick={() => onChoose(organization)}>
                <span className="search-option__name">{organization.orgName}</span>
                <span className="search-option__meta">{organization.city}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
