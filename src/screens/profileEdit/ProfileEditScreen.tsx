import { useMachine } from '@xstate/react';
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useClient } from 'urql';
import { addressChanged, addressOf, addressText } from '../../../domain/address';
import { NOT_AVAILABLE } from '../../../domain/patient';
import { RELATIONSHIPS, type ProfileField } from '../../../domain/profileForm';
import { READ_ONLY_MESSAGE, profileEditMachine } from '../../../machines/profileEdit.machine';
import type { Patient } from '../../../machines/types';
import { profileEditActors, type ProfileEditActors } from '../../api/profileEditActors';
import { backTarget } from '../../app/backTarget';
import { useSession, useSessionStore } from '../../app/session';
import { tenant } from '../../app/tenant';
import { ChoiceButtons } from '../../ui/ChoiceButtons';
import { Notice } from '../../ui/Notice';
import { ProfileFormFields } from '../../ui/ProfileFormFields';
import { replacePatient } from '../profiles/replacePatient';
import { updatedNoticeState } from '../profiles/updatedNotice';
import { AddressDialog } from './AddressDialog';
import './profileEdit.css';

export interface ProfileEditScreenProps {
  /** The machine's actors; the GraphQL ones by default (component tests pass fakes). */
  readonly actors?: ProfileEditActors;
  /** The tenant's editProfile switch (tests set it). */
  readonly editProfileEnabled?: boolean;
}

const hasRelationship = (patient: Patient): boolean => (patient.relationship ?? '').trim() !== '';

/**
 * /profiles/registration/:id: 'Update Profile' of one of the account's patients, driven by the
 * profileEdit machine. An id that is not among the account's patients is access denied.
 */
export function ProfileEditScreen({ actors, editProfileEnabled = tenant.features.editProfile.enabled }: ProfileEditScreenProps): React.JSX.Element {
  const { id } = useParams();
  const { session } = useSession();
  const patient = session?.profile.patients.find((candidate) => candidate.id === id);
  if (patient === undefined) return <Navigate to="/accessDenied" replace />;
  return <ProfileEditForm key={patient.id} patient={patient} editable={editProfileEnabled || !hasRelationship(patient)} actors={actors} />;
}

function ProfileEditForm({ patient, editable, actors }: { patient: Patient; editable: boolean; actors: ProfileEditActors | undefined }): React.JSX.Element {
  const client = useClient();
  const store = useSessionStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = backTarget(params.get('back'));
  const [logic] = useState(() => profileEditMachine.provide({ actors: actors ?? profileEditActors(client) }));
  const [state, send] = useMachine(logic, { input: { patient, editable } });
  const ids = { title: useId(), address: useId() };
  const { context } = state;
  const inForm = state.matches({ editing: 'form' }) || state.matches('failed');
  const updated = state.status === 'done' ? state.output : null;
  const relationshipMissing = context.relationship === null && !hasRelationship(patient);

  useEffect(() => {
    if (updated === null) return;
    const current = store.read();
    if (current !== null) store.updateProfile(replacePatient(current.profile, updated));
    void navigate(back, { replace: true, state: updatedNoticeState() });
  }, [updated, store, navigate, back]);

  const set = (field: ProfileField, value: string): void => send({ type: 'SET_FIELD', field, value });
  const onSubmit = (event: SyntheticEvent): void => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <section className="page" aria-labelledby={ids.title}>
      <Link className="back-link" to={back}>
        ← Back
      </Link>
      <h1 id={ids.title} className="page__title">
        Update Profile
      </h1>
      {state.matches('readOnly') ? <Notice tone="info">{READ_ONLY_MESSAGE}</Notice> : null}
      <form className="form" onSubmit={onSubmit} noValidate>
        <ProfileFormFields form={context.form} fieldErrors={context.fieldErrors} disabled={!inForm} onSet={set} />
        <ChoiceButtons
          label="This account is for?"
          options={RELATIONSHIPS}
          value={context.relationship === 'Other' ? null : context.relationship}
          disabled={!inForm}
          onChoose={(relationship) => send({ type: 'SET_RELATIONSHIP', relationship })}
        />
        <section className="address-block" aria-labelledby={ids.address}>
          <h2 id={ids.address} className="section-title">
            Address
          </h2>
          <p className="address-block__text">{addressText(context.address) ?? NOT_AVAILABLE}</p>
          {addressChanged(addressOf(patient.address), context.address) ? <p className="field__hint">Saved when you press UPDATE</p> : null}
          <button type="button" className="button button--secondary button--small" disabled={!inForm} onClick={() => send({ type: 'OPEN_ADDRESS' })}>
            Edit address
          </button>
        </section>
        {context.error === null ? null : <Notice tone="error">{context.error}</Notice>}
        <button type="submit" className="button button--primary" disabled={!inForm || relationshipMissing}>
          UPDATE
        </button>
        {state.matches('submitting') ? <p role="status">Please wait, we are updating the profile…</p> : null}
      </form>
      {state.matches({ editing: 'address' }) ? (
        <AddressDialog
          draft={context.addressDraft}
          error={context.addressError}
          changed={addressChanged(context.address, context.addressDraft)}
          onSet={(field, value) => send({ type: 'SET_ADDRESS_FIELD', field, value })}
          onConfirm={() => send({ type: 'CONFIRM_ADDRESS' })}
          onCancel={() => send({ type: 'CANCEL_ADDRESS' })}
        />
      ) : null}
    </section>
  );
}
