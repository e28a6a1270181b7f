import { filterEntries } from '../../../../domain/orderList';
import { t } from '../../../../i18n/translate';
import { orderCreateText } from '../../../../domain/orderCreate';
import { formatAmount } from '../../../../domain/money';
import type { OrderCatalogueEntry } from '../../../../machines/orderCreate.machine';

export interface CataloguePickerProps {
  readonly label: string;
  readonly entries: readonly OrderCatalogueEntry[];
  readonly chosen: readonly string[];
  readonly filter: string;
  readonly onFilter: (query: string) => void;
  readonly onToggle: (code: string) => void;
}

/** The hospital's tests or procedures, filtered as spec 001 §5 says, each a checkbox with its price. */
export function CataloguePicker({
  label,
  entries,
  chosen,
  filter,
  onFilter,
  onToggle,
}: CataloguePickerProps): React.JSX.Element {
  const shown = filterEntries(entries, filter);
  return (
    <fieldset className="fieldset">
      <legend>{label}</legend>
      <input
        className="field__input"
        type="search"
        aria-label={t('orders.create.search', { label: label.toLowerCase() })}
        value={filter}
        onChange={(event) => onFilter(event.target.value)}
      />
      {shown.length === 0 ? <p>{orderCreateText().noMatch}</p> : null}
      <ul className="order-create__codes">
        {shown.map((entry) => (
          <li key={entry.code}>
            <label>
              <input type="checkbox" checked={chosen.includes(entry.code)} onChange={() => onToggle(entry.code)} />{' '}
              {entry.name} <span className="order-create__price">{formatAmount(entry.priceCents / 100)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
