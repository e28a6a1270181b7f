import { t } from '../../i18n/translate';

export interface Chip {
  readonly id: string;
  /** What was chosen: 'Dr. Nimal Perera', 'Cardiology'. */
  readonly label: string;
  /** What kind of choice it is, in the page's language, for the remove control's name ('doctor', 'speciality'). */
  readonly kind: string;
}

/**
 * Chosen filters as removable chips: a named list, each chip with its own remove button whose name says
 * what it removes ('Remove doctor Dr. Nimal Perera'), since the × alone says nothing to a screen reader.
 */
export function Chips({
  label,
  chips,
  onRemove,
}: {
  label: string;
  chips: readonly Chip[];
  onRemove: (chip: Chip) => void;
}): React.JSX.Element | null {
  if (chips.length === 0) return null;
  return (
    <ul className="chips" aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.id} className="chip">
          <span className="chip__label">{chip.label}</span>
          <button
            type="button"
            className="chip__remove"
            aria-label={t('common.removeChip', { kind: chip.kind, label: chip.label })}
            onClick={() => onRemove(chip)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
