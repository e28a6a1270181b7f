import { useId, useState } from 'react';
import { FLOW_IDS } from '../../../flows/flowIds';
import { RUN_OUTCOMES } from './runData';
import { EMPTY_FILTER, type RunFilter } from './runFilter';

interface RunFilterFormProps {
  readonly filter: RunFilter;
  readonly onApply: (filter: RunFilter) => void;
}

/** The library's filter: a search form, applied with Apply (or Enter in any field); Clear empties it. */
export function RunFilterForm({ filter, onApply }: RunFilterFormProps): React.JSX.Element {
  const [draft, setDraft] = useState(filter);
  const [shown, setShown] = useState(filter);
  // The address changed (Back, a link): the fields follow it.
  if (shown !== filter) {
    setShown(filter);
    setDraft(filter);
  }
  const id = useId();
  const set =
    (key: keyof RunFilter) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>): void =>
      setDraft({ ...draft, [key]: event.target.value });
  const text = (key: 'finalState' | 'error', label: string, placeholder: string): React.JSX.Element => (
    <div className="inspector-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} type="search" value={draft[key]} placeholder={placeholder} onChange={set(key)} />
    </div>
  );

  return (
    <form
      className="runs-filter"
      role="search"
      aria-label="Filter runs"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <div className="inspector-field">
        <label htmlFor={`${id}-from`}>Started from</label>
        <input id={`${id}-from`} type="date" value={draft.from} onChange={set('from')} />
      </div>
      <div className="inspector-field">
        <label htmlFor={`${id}-to`}>Started until</label>
        <input id={`${id}-to`} type="date" value={draft.to} onChange={set('to')} />
      </div>
      <div className="inspector-field">
        <label htmlFor={`${id}-flow`}>Conversation</label>
        <select id={`${id}-flow`} value={draft.flow} onChange={set('flow')}>
          <option value="">Any</option>
          {FLOW_IDS.map((flow) => (
            <option key={flow} value={flow}>
              {flow}
            </option>
          ))}
        </select>
      </div>
      {text('finalState', 'Final state', 'booking.showingInvoice')}
      <div className="inspector-field">
        <label htmlFor={`${id}-outcome`}>Outcome</label>
        <select id={`${id}-outcome`} value={draft.outcome} onChange={set('outcome')}>
          <option value="">Any</option>
          {RUN_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {outcome}
            </option>
          ))}
        </select>
      </div>
      {text('error', 'Error text', 'timed out')}
      <div className="inspector-row runs-filter__buttons">
        <button type="submit" className="button button--primary button--small">
          Apply filter
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            setDraft(EMPTY_FILTER);
            onApply(EMPTY_FILTER);
          }}
        >
          Clear filter
        </button>
      </div>
    </form>
  );
}
