import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { profileEditMachine } from '../../../../machines/profileEdit.machine';
import { type SyntheticEvent, useCallback, useId, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useClient } from 'urql';
import { addressChanged, addressOf, addressText } from '../../../../domain/address';
import { notAvailable } from '../../../../domain/patient';
import { relationshipName, type ProfileField } from '../../../../domain/profileForm';
import { t } from '../../../../i18n/translate';
import {
  identityLockedMessage,
  profileEditMessages,
  relationshipMissing,
} from '../../../../machines/profileEdit.machine';
import type { Patient } from '../../../../machines/types';
import { profileEditActors, type ProfileEditActors } from '../api/profileEditActors';
import { backTarget } from '../../../lib/backTarget';
import { useSession, useSessionStore } from '../../../lib/session/session';
import { tenant } from '../../../config/tenant';
import { withPatient } from '../../../lib/accountPatients';
import { ChoiceButtons } from '../../../ui/ChoiceButtons';
import { GuardedSubmit } from '../../../ui/GuardedSubmit';
import { Notice } from '../../../ui/Notice';
import { ProfileFormFields } from '../../../ui/ProfileFormFields';
import { updatedNoticeState } from '../account/updatedNotice';
import { AddressDialog } from './AddressDialog';
import './profileEdit.css';
import { composeProfileEdit } from '../../../composition/profileEdit';

export interface ProfileEditScreenProps {
  /** The machine's actors; the GraphQL ones by default (component tests pass fakes). */
  readonly actors?: ProfileEditActors;
  /** The tenant's editProfile switch (tests set it). */
  readonly editProfileEnabled?: boolean;
}

/** What the screen shows of its machine: the context and the states it tells apart. */
const selectView = (snapshot: SnapshotFrom<typeof profileEditMachine>) => ({
  context: snapshot.context,
  editingForm: snapshot.matches({ editing: 'form' }),
  failed: snapshot.matches('failed'),
  submitting: snapshot.matches('submitting'),
  editingAddress: snapshot.matches({ editing: 'address' }),
});

/**
 * /profiles/registration/:id: 'Update Profile' of one of the account's patients, driven by the
 * profileEdit machine. An id that is not among the account's patients is access denied.
 */
export function ProfileEditScreen({
  actors,
  editProfileEnabled = tenant.features.editProfile.enabled,
}: ProfileEditScreenProps): React.JSX.Element {
  const { id } = useParams();
  const { session } = useSession();
  const patients = session?.profile.patients ?? [];
  const patient = patients.find((candidate) => candidate.id === id);
  if (patient === undefined) return <Navigate to="/accessDenied" replace />;
  return (
    <ProfileEditForm
      key={patient.id}
      patient={patient}
      patients={patients}
      editProfileEnabled={editProfileEnabled}
      actors={actors}
    />
  );
}

interface ProfileEditFormProps {
  readonly patient: Patient;
  readonly patients: readonly Patient[];
  readonly editProfileEnabled: boolean;
  readonly actors: ProfileEditActors | undefined;
}

function ProfileEditForm({ patient, patients, editProfileEnabled, actors }: ProfileEditFormProps): React.JSX.Element {
  const client = useClient();
  const store = useSessionStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = backTarget(params.get('back'));
  const [logic] = useState(() =>
    composeProfileEdit({
      actors: actors ?? profileEditActors(client),
      actions: {
        // The machine decides when (the server has the update): the stored profile takes it, and the page goes back saying so.
        profileUpdated: (_, updated) => {
          const current = store.read();
          if (current !== null) store.updateProfile(withPatient(current.profile, updated));
          void navigate(back, { replace: true, state: updatedNoticeState() });
        },
      },
    }),
  );
  const actorRef = useActorRef(logic, { input: { patient, patients, editProfileEnabled } });
  const view = useSelector(actorRef, selectView, shallowEqual);
  // Stable for the actor's life: effects that list it run only when their other inputs change.
  const send = useCallback<typeof actorRef.send>((event) => actorRef.send(event), [actorRef]);
  const ids = { title: useId(), address: useId() };
  const { context } = view;
  const inForm = view.editingForm || view.failed;
  const submitting = view.submitting;
  const missing = relationshipMissing(context);

  const set = (field: ProfileField, value: string): void => send({ type: 'SET_FIELD', field, value });
  const onSubmit = (event: SyntheticEvent): void => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <section className="page" aria-labelledby={ids.title}>
      <Link className="back-link" to={back}>
        {t('registration.back')}
      </Link>
      <h1 id={ids.title} className="page__title">
        {t('profiles.updateTitle')}
      </h1>
      {context.parts.identity ? null : <Notice tone="info">{identityLockedMessage()}</Notice>}
      <form className="form" onSubmit={onSubmit} noValidate>
        <ProfileFormFields
          form={context.form}
          fieldErrors={context.fieldErrors}
          disabled={!inForm || !context.parts.identity}
          onSet={set}
        />
        <ChoiceButtons
          label={t('registration.askRelationship')}
          options={context.choices}
          labelOf={relationshipName}
          value={context.relationship === 'Other' ? null : context.relationship}
          disabled={!inForm || !context.parts.relationship}
          onChoose={(relationship) => send({ type: 'SET_RELATIONSHIP', relationship })}
        />
        <section className="address-block" aria-labelledby={ids.address}>
          <h2 id={ids.address} className="section-title">
            {t('profiles.address')}
          </h2>
          <p className="address-block__text">{addressText(context.address) ?? notAvailable()}</p>
          {addressChanged(addressOf(patient.address), context.address) ? (
            <p className="field__hint">{t('profiles.savedOnUpdate')}</p>
          ) : null}
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={!inForm}
            onClick={() => send({ type: 'OPEN_ADDRESS' })}
          >
            {t('profiles.editAddress')}
          </button>
        </section>
        {context.error === null ? null : <Notice tone="error">{context.error}</Notice>}
        {/* A disabled UPDATE says why: the relationship still to choose, or the update on its way. */}
        <GuardedSubmit
          label={t('profiles.update')}
          enabled={inForm}
          missing={missing ? profileEditMessages().noRelationship : null}
          busy={submitting ? t('profiles.updating') : null}
        />
      </form>
      {view.editingAddress ? (
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
