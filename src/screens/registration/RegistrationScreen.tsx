import { useMachine } from '@xstate/react';
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { initialTransition, transition } from 'xstate';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useClient } from 'urql';
import { DATE_MAX_LENGTH, GENDERS, PREFIXES, RELATIONSHIPS, type Gender, type ProfileField } from '../../../domain/profileForm';
import { registrationMachine, type RegistrationInput } from '../../../machines/registration.machine';
import { registrationActors, type RegistrationActors } from '../../api/authActors';
import { backTarget } from '../../app/backTarget';
import { homeRoute } from '../../app/redirects';
import { presetRelationship } from '../../relationship/registrationRoute';
import { useSession } from '../../app/session';
import { tenant } from '../../app/tenant';
import { ChoiceButtons } from '../../ui/ChoiceButtons';
import { Notice } from '../../ui/Notice';

const GENDER_LABELS: Record<Gender, string> = { female: 'Female', male: 'Male', other: 'Other' };
const NAME_FIELDS = [
  { field: 'given', label: 'Given name', autoComplete: 'given-name' },
  { field: 'family', label: 'Family name', autoComplete: 'family-name' },
] as const;
const DATE_FIELDS = [
  { field: 'day', label: 'Day', placeholder: 'DD' },
  { field: 'month', label: 'Month', placeholder: 'MM' },
  { field: 'year', label: 'Year', placeholder: 'YYYY' },
] as const;

export interface RegistrationScreenProps {
  /** The machine's actors; the GraphQL ones by default (component tests pass fakes). */
  readonly actors?: RegistrationActors;
}

/** /profiles/registration: 'Add New Profile', driven by the registration machine the chat uses too. */
export function RegistrationScreen({ actors }: RegistrationScreenProps): React.JSX.Element {
  const client = useClient();
  const { session, updateProfile } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [logic] = useState(() => registrationMachine.provide({ actors: actors ?? registrationActors(client) }));
  const [start] = useState(() => {
    const input: RegistrationInput = { accessToken: session?.accessToken ?? '', hospitalId: tenant.defaultOrganizations.channelling, askRelationship: true };
    // ?relationship=Sister (the relationship modal's 'Add new profile'): the form starts as if it was chosen.
    const relationship = presetRelationship(params);
    if (relationship === null) return { input };
    const [initial] = initialTransition(logic, input);
    return { input, snapshot: transition(logic, initial, { type: 'SET_RELATIONSHIP', relationship })[0] };
  });
  const [state, send] = useMachine(logic, start);
  const ids = { base: useId(), error: useId(), date: useId() };
  const { context } = state;
  const { form, fieldErrors } = context;
  const editing = state.matches('editing') || state.matches('choosingRelationship');
  const profile = state.status === 'done' ? state.output : null;

  // Back where the patient came from (the account page, an appointment), else home.
  const back = params.get('back');
  useEffect(() => {
    if (profile === null) return;
    updateProfile(profile);
    void navigate(back === null ? homeRoute(tenant.uxFlow) : backTarget(back), { replace: true });
  }, [profile, updateProfile, navigate, back]);

  const set = (field: ProfileField, value: string): void => send({ type: 'SET_FIELD', field, value });
  const onSubmit = (event: SyntheticEvent): void => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  const fieldError = (field: ProfileField): React.JSX.Element | null => {
    const message = fieldErrors[field];
    return message === undefined ? null : (
      <span className="field__hint field__hint--error" role="alert">
        {message}
      </span>
    );
  };
  const dateError = fieldErrors.day ?? fieldErrors.month ?? fieldErrors.year;

  return (
    <section className="page" aria-labelledby="registration-title">
      <Link className="back-link" to={backTarget(params.get('back'))}>
        ← Back
      </Link>
      <h1 id="registration-title" className="page__title">
        Add New Profile
      </h1>
      <form className="form" onSubmit={onSubmit} noValidate>
        <ChoiceButtons label="Name prefix" options={PREFIXES} value={form.prefix} disabled={!editing} onChoose={(prefix) => set('prefix', prefix)} />
        {NAME_FIELDS.map(({ field, label, autoComplete }) => (
          <div key={field} className="field">
            <label className="field__label" htmlFor={`${ids.base}-${field}`}>
              {label}
            </label>
            <input
              id={`${ids.base}-${field}`}
              className="input"
              autoComplete={autoComplete}
              value={form[field]}
              onChange={(event) => set(field, event.target.value)}
              aria-invalid={fieldErrors[field] !== undefined}
              disabled={!editing}
            />
            {fieldError(field)}
          </div>
        ))}
        <ChoiceButtons
          label="Gender"
          options={GENDERS}
          value={form.gender}
          labelOf={(gender) => GENDER_LABELS[gender]}
          disabled={!editing}
          onChoose={(gender) => set('gender', gender)}
        >
          {fieldError('gender')}
        </ChoiceButtons>
        <fieldset className="fieldset" disabled={!editing} aria-describedby={dateError === undefined ? undefined : ids.date}>
          <legend>Date of birth</legend>
          <div className="date-inputs">
            {DATE_FIELDS.map(({ field, label, placeholder }) => (
              <label key={field} className="field">
                <span className="field__label">{label}</span>
                <input
                  className="input"
                  inputMode="numeric"
                  placeholder={placeholder}
                  maxLength={DATE_MAX_LENGTH[field]}
                  value={form[field]}
                  onChange={(event) => set(field, event.target.value)}
                  aria-invalid={fieldErrors[field] !== undefined}
                />
              </label>
            ))}
          </div>
          {dateError === undefined ? null : (
            <span id={ids.date} className="field__hint field__hint--error" role="alert">
              {dateError}
            </span>
          )}
        </fieldset>
        <ChoiceButtons
          label="This account is for?"
          options={RELATIONSHIPS}
          value={context.relationship}
          disabled={!editing}
          onChoose={(relationship) => send({ type: 'SET_RELATIONSHIP', relationship })}
        />
        {context.error === null ? null : (
          <Notice tone="error" id={ids.error}>
            {context.error}
          </Notice>
        )}
        <button type="submit" className="button button--primary" disabled={!editing || context.relationship === null}>
          SUBMIT
        </button>
        {state.matches('creating') ? <p role="status">Please wait, we are adding the profile…</p> : null}
        {context.patient !== null ? <Notice tone="success">Patient created successfully</Notice> : null}
      </form>
    </section>
  );
}
