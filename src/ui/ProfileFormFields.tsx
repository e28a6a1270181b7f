import { useId } from 'react';
import {
  DATE_MAX_LENGTH,
  GENDERS,
  PREFIXES,
  genderName,
  type ProfileField,
  type ProfileForm,
} from '../../domain/profileForm';
import { t } from '../../i18n/translate';
import type { MessageId } from '../../i18n/messages.generated';
import { ChoiceButtons } from './ChoiceButtons';

// Labels by catalogue id, worded at render. Prefixes are shown as stored: they are part of the patient's name.
const NAME_FIELDS = [
  { field: 'given', label: 'registration.givenName', autoComplete: 'given-name' },
  { field: 'family', label: 'registration.familyName', autoComplete: 'family-name' },
] as const satisfies readonly {
  readonly field: ProfileField;
  readonly label: MessageId;
  readonly autoComplete: string;
}[];
const DATE_FIELDS = [
  { field: 'day', label: 'registration.day', placeholder: 'DD' },
  { field: 'month', label: 'registration.month', placeholder: 'MM' },
  { field: 'year', label: 'registration.year', placeholder: 'YYYY' },
] as const satisfies readonly {
  readonly field: ProfileField;
  readonly label: MessageId;
  readonly placeholder: string;
}[];

export interface ProfileFormFieldsProps {
  readonly form: ProfileForm;
  /** Each field's message as last set; shown beside it. */
  readonly fieldErrors: Partial<Record<ProfileField, string>>;
  readonly disabled: boolean;
  readonly onSet: (field: ProfileField, value: string) => void;
}

function FieldError({ message, id }: { message: string | undefined; id?: string }): React.JSX.Element | null {
  return message === undefined ? null : (
    <span id={id} className="field__hint field__hint--error" role="alert">
      {message}
    </span>
  );
}

/**
 * The fields of the profile form (spec 000 §2): prefix buttons, given and family names, gender buttons and
 * the day, month, year of birth. The add and the update forms both draw them; their machines hold the rules.
 */
export function ProfileFormFields({ form, fieldErrors, disabled, onSet }: ProfileFormFieldsProps): React.JSX.Element {
  const ids = { base: useId(), date: useId() };
  const dateError = fieldErrors.day ?? fieldErrors.month ?? fieldErrors.year;
  return (
    <>
      <ChoiceButtons
        label={t('registration.namePrefix')}
        options={PREFIXES}
        value={form.prefix}
        disabled={disabled}
        onChoose={(prefix) => onSet('prefix', prefix)}
      >
        <FieldError message={fieldErrors.prefix} />
      </ChoiceButtons>
      {NAME_FIELDS.map(({ field, label, autoComplete }) => (
        <div key={field} className="field">
          <label className="field__label" htmlFor={`${ids.base}-${field}`}>
            {t(label)}
          </label>
          <input
            id={`${ids.base}-${field}`}
            className="input"
            autoComplete={autoComplete}
            value={form[field]}
            onChange={(event) => onSet(field, event.target.value)}
            aria-invalid={fieldErrors[field] !== undefined}
            disabled={disabled}
          />
          <FieldError message={fieldErrors[field]} />
        </div>
      ))}
      <ChoiceButtons
        label={t('registration.gender')}
        options={GENDERS}
        value={form.gender}
        labelOf={genderName}
        disabled={disabled}
        onChoose={(gender) => onSet('gender', gender)}
      >
        <FieldError message={fieldErrors.gender} />
      </ChoiceButtons>
      <fieldset
        className="fieldset"
        disabled={disabled}
        aria-describedby={dateError === undefined ? undefined : ids.date}
      >
        <legend>{t('registration.dateOfBirth')}</legend>
        <div className="date-inputs">
          {DATE_FIELDS.map(({ field, label, placeholder }) => (
            <label key={field} className="field">
              <span className="field__label">{t(label)}</span>
              <input
                className="input"
                inputMode="numeric"
                placeholder={placeholder}
                maxLength={DATE_MAX_LENGTH[field]}
                value={form[field]}
                onChange={(event) => onSet(field, event.target.value)}
                aria-invalid={fieldErrors[field] !== undefined}
              />
            </label>
          ))}
        </div>
        <FieldError message={dateError} id={ids.date} />
      </fieldset>
    </>
  );
}
