import { actorsOf } from '../../../../flows/actorsOf';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { type SyntheticEvent, useCallback, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useClient } from 'urql';
import {
  relationshipChoices,
  relationshipName,
  relationshipNeeded,
  type ProfileField,
} from '../../../../domain/profileForm';
import { authCalls, type RegistrationActors } from '../api/authActors';
import { backTarget } from '../../../lib/backTarget';
import { homeRoute } from '../../../lib/redirects';
import { presetRelationship } from '../relationship/registrationRoute';
import { useSession } from '../../../lib/session/session';
import { tenant } from '../../../config/tenant';
import { ChoiceButtons } from '../../../ui/ChoiceButtons';
import { GuardedSubmit } from '../../../ui/GuardedSubmit';
import { Notice } from '../../../ui/Notice';
import { ProfileFormFields } from '../../../ui/ProfileFormFields';
import { composeRegistration } from '../../../composition/registration';
import { t } from '../../../../i18n/translate';

export interface RegistrationScreenProps {
  /** The machine's actors; the GraphQL ones by default (component tests pass fakes). */
  readonly actors?: RegistrationActors;
}

/** /profiles/registration: 'Add New Profile', driven by the registration machine the chat uses too. */
/** What the form shows of the registration machine (not the created patient's profile nor the refetch count). */
const selectView = (snapshot: SnapshotFrom<ReturnType<typeof composeRegistration>>) => ({
  form: snapshot.context.form,
  fieldErrors: snapshot.context.fieldErrors,
  relationship: snapshot.context.relationship,
  error: snapshot.context.error,
  created: snapshot.context.patient !== null,
  editing: snapshot.matches('editing') || snapshot.matches('choosingRelationship'),
  creating: snapshot.matches('creating'),
});

export function RegistrationScreen({ actors }: RegistrationScreenProps): React.JSX.Element {
  const client = useClient();
  const { session, updateProfile } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Back where the patient came from (the account page, an appointment), else home.
  const back = params.get('back');
  const [logic] = useState(() =>
    composeRegistration({
      actors: actors ?? actorsOf(authCalls(client)),
      actions: {
        // The machine decides when (the refreshed profile is here): it is stored, and the page leaves.
        profileRefreshed: (_, profile) => {
          updateProfile(profile);
          void navigate(back === null ? homeRoute(tenant.uxFlow) : backTarget(back), { replace: true });
        },
      },
    }),
  );
  // One Me per account: offered only while the account has none.
  const [choices] = useState(() => relationshipChoices(session?.profile.patients ?? [], null));
  const [input] = useState(() => {
    // ?relationship=Sister (the relationship modal's 'Add new profile'): the form starts as if it was chosen.
    const preset = presetRelationship(params);
    return {
      accessToken: session?.accessToken ?? '',
      hospitalId: tenant.defaultOrganizations.channelling,
      askRelationship: true,
      ...(preset !== null && choices.includes(preset) ? { relationship: preset } : {}),
    };
  });
  const actorRef = useActorRef(logic, { input });
  // Stable for the actor's life: effects that list it run only when their other inputs change.
  const send = useCallback<typeof actorRef.send>((event) => actorRef.send(event), [actorRef]);
  const ids = { error: useId() };
  const context = useSelector(actorRef, selectView, shallowEqual);
  const { editing, creating } = context;
  const missing = context.relationship === null;

  const set = (field: ProfileField, value: string): void => send({ type: 'SET_FIELD', field, value });
  const onSubmit = (event: SyntheticEvent): void => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <section className="page" aria-labelledby="registration-title">
      <Link className="back-link" to={backTarget(back)}>
        {t('registration.back')}
      </Link>
      <h1 id="registration-title" className="page__title">
        {t('registration.title')}
      </h1>
      <form className="form" onSubmit={onSubmit} noValidate>
        <ProfileFormFields form={context.form} fieldErrors={context.fieldErrors} disabled={!editing} onSet={set} />
        <ChoiceButtons
          label={t('registration.askRelationship')}
          options={choices}
          labelOf={relationshipName}
          value={context.relationship}
          disabled={!editing}
          onChoose={(relationship) => send({ type: 'SET_RELATIONSHIP', relationship })}
        />
        {context.error === null ? null : (
          <Notice tone="error" id={ids.error}>
            {context.error}
          </Notice>
        )}
        <GuardedSubmit
          label={t('registration.submit')}
          enabled={editing}
          missing={missing ? relationshipNeeded() : null}
          busy={creating ? t('registration.adding') : null}
        />
        {context.created ? <Notice tone="success">{t('registration.patientCreated')}</Notice> : null}
      </form>
    </section>
  );
}
