import { useId } from 'react';
import { FLAG_TEXT, rangeText, resultFlag, type Subject } from '../../../domain/referenceRange';
import { AntibiogramFields } from './AntibiogramFields';
import { parseNumber, type ParameterDraft } from './resultDraft';
import type { StaffParameter } from './staffTest';

export interface ParameterFieldProps {
  readonly parameter: StaffParameter;
  readonly draft: ParameterDraft;
  readonly subject: Subject;
  readonly onChange: (draft: ParameterDraft) => void;
}

/** One parameter's result, entered the way its result option says: a number with its unit and range, text, or the list's options. */
export function ParameterField({ parameter, draft, subject, onChange }: ParameterFieldProps): React.JSX.Element {
  const inputId = useId();
  const hintId = useId();
  const { name, resultOption, options } = parameter;

  const field = ((): React.JSX.Element => {
    if (resultOption === 'listMulti') {
      return (
        <fieldset className="staff-result__options">
          <legend>{name}</legend>
          {options.map((option) => (
            <label key={option} className="staff-result__option">
              <input
                type="checkbox"
                checked={draft.options.includes(option)}
                onChange={(event) =>
                  onChange({
                    ...draft,
                    options: event.target.checked
                      ? options.filter((o) => o === option || draft.options.includes(o))
                      : draft.options.filter((o) => o !== option),
                  })
                }
              />
              {option}
            </label>
          ))}
        </fieldset>
      );
    }
    const label = (
      <label htmlFor={inputId} className="staff-result__name">
        {name}
      </label>
    );
    if (resultOption === 'listSingle') {
      return (
        <>
          {label}
          <select
            id={inputId}
            value={draft.value}
            onChange={(event) => onChange({ ...draft, value: event.target.value })}
          >
            <option value="">Not entered</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </>
      );
    }
    if (resultOption === 'text') {
      return (
        <>
          {label}
          <input
            id={inputId}
            type="text"
            maxLength={500}
            value={draft.value}
            onChange={(event) => onChange({ ...draft, value: event.target.value })}
          />
        </>
      );
    }
    return (
      <NumericField
        parameter={parameter}
        draft={draft}
        subject={subject}
        inputId={inputId}
        hintId={hintId}
        label={label}
        onChange={onChange}
      />
    );
  })();

  return (
    <div className="staff-result">
      {field}
      {parameter.microbiology ? <AntibiogramFields parameterName={name} draft={draft} onChange={onChange} /> : null}
    </div>
  );
}

interface NumericFieldProps extends Omit<ParameterFieldProps, 'parameter'> {
  readonly parameter: StaffParameter;
  readonly inputId: string;
  readonly hintId: string;
  readonly label: React.JSX.Element;
}

/** A number with its unit and the patient's normal range beside it, and the flag it would get, as staff type. */
function NumericField({
  parameter,
  draft,
  subject,
  inputId,
  hintId,
  label,
  onChange,
}: NumericFieldProps): React.JSX.Element {
  const range = rangeText(parameter.ranges, subject);
  const flag = resultFlag(parseNumber(draft.value), parameter.ranges, subject);
  const hint = [parameter.unit, range === null ? null : `Normal ${range}`].filter((part) => part !== null).join(', ');
  return (
    <>
      {label}
      <input
        id={inputId}
        type="text"
        inputMode="decimal"
        className="staff-result__number"
        value={draft.value}
        aria-describedby={hint === '' ? undefined : hintId}
        onChange={(event) => onChange({ ...draft, value: event.target.value })}
      />
      {hint === '' ? null : (
        <span id={hintId} className="staff-result__hint">
          {hint}
        </span>
      )}
      <output
        htmlFor={inputId}
        aria-live="polite"
        className={`staff-result__flag${flag === 'HH' || flag === 'LL' ? ' staff-result__flag--critical' : ''}`}
      >
        {flag === null ? '' : FLAG_TEXT[flag]}
      </output>
    </>
  );
}
