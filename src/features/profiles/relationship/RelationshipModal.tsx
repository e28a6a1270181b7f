import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { relationshipModalMachine } from '../../../../machines/relationshipModal.machine';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useClient } from 'urql';
import { ageDisplay, displayName } from '../../../../domain/patient';
import { relationshipName, type Relationship } from '../../../../domain/profileForm';
import { unclassifiedPatients } from '../../../../machines/relationshipModal.machine';
import type { RelationshipModalEmitted, RelationshipModalEvent } from '../../../../machines/relationshipModal.types';
import type { Patient } from '../../../../machines/types';
import { relationshipActors, type RelationshipActors } from '../api/relationshipActors';
import { Dialog } from '../../../ui/Dialog';
import { Notice } from '../../../ui/Notice';
import { registrationRoute } from './registrationRoute';
import { relationshipText } from './relationshipText';
import { composeRelationshipModal } from '../../../composition/relationshipModal';

export interface RelationshipModalProps {
  /** The patient to classify; null: the account's unclassified patients are offered. */
  readonly patient: Patient | null;
  /** Every patient of the account. */
  readonly patients: readonly Patient[];
  /** Open 5 s after mounting (the appointment page) instead of at once. */
  readonly delayed?: boolean;
  /** The modal has ended: dismissed, a patient classified (after onUpdated), or gone to add a profile. */
  readonly onClose: () => void;
  /** A patient now has the relationship (the page refreshes its stored profile). */
  readonly onUpdated?: (patient: Patient) => void;
  /** The machine's actors; the GraphQL ones by default (component tests pass fakes). */
  readonly actors?: RelationshipActors;
}

type Send = (event: RelationshipModalEvent) => void;

/** The step's buttons: its own first, then Back (when there is a way back) and Close. */
function Actions({
  send,
  back,
  busy = false,
  children,
}: {
  send: Send;
  back: boolean;
  busy?: boolean;
  children?: React.ReactNode;
}): React.JSX.Element {
  // While saving the buttons stay focusable (so the keyboard keeps its place) but do nothing: the machine ignores them.
  return (
    <div className="actions">
      {children}
      {back ? (
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy}
          onClick={() => send({ type: 'BACK' })}
        >
          {relationshipText().back}
        </button>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={busy}
        onClick={() => send({ type: 'CLOSE' })}
      >
        {relationshipText().close}
      </button>
    </div>
  );
}

function RelationshipChoices({ choices, send }: { choices: readonly Relationship[]; send: Send }): React.JSX.Element {
  return (
    <>
      <div className="choices" role="group" aria-label={relationshipText().choices}>
        {choices.map((relationship, index) => (
          <button
            key={relationship}
            type="button"
            className="choice"
            autoFocus={index === 0}
            onClick={() => send({ type: 'CHOOSE_RELATIONSHIP', relationship })}
          >
            {relationshipName(relationship)}
          </button>
        ))}
      </div>
      <Actions send={send} back={false} />
    </>
  );
}

function UnclassifiedChoices({ candidates, send }: { candidates: readonly Patient[]; send: Send }): React.JSX.Element {
  const today = new Date();
  return (
    <>
      <ul className="dialog__choices">
        {candidates.map((candidate, index) => (
          <li key={candidate.id}>
            <button
              type="button"
              className="button button--secondary dialog__choice"
              autoFocus={index === 0}
              onClick={() => send({ type: 'CHOOSE_PATIENT', patientId: candidate.id })}
            >
              {`${displayName(candidate)} · ${ageDisplay(candidate.birthDate, today)}`}
            </button>
          </li>
        ))}
      </ul>
      <Actions send={send} back>
        <button type="button" className="button button--secondary" onClick={() => send({ type: 'NONE_OF_THESE' })}>
          {relationshipText().noneOfThese}
        </button>
      </Actions>
    </>
  );
}

function Confirmation({
  question,
  error,
  busy,
  send,
}: {
  question: string;
  error: string | null;
  busy: boolean;
  send: Send;
}): React.JSX.Element {
  return (
    <>
      <p>{question}</p>
      {error === null ? null : <Notice tone="error">{error}</Notice>}
      {busy ? <p role="status">{relationshipText().saving}</p> : null}
      <Actions send={send} back busy={busy}>
        <button
          type="button"
          className="button button--primary"
          autoFocus
          aria-disabled={busy}
          onClick={() => send({ type: 'CONFIRM' })}
        >
          {relationshipText().confirm}
        </button>
      </Actions>
    </>
  );
}

function NotFound({ relationship, send }: { relationship: Relationship; send: Send }): React.JSX.Element {
  return (
    <>
      <p>{relationshipText().notFound(relationship)}</p>
      <Actions send={send} back>
        <button
          type="button"
          className="button button--primary"
          autoFocus
          onClick={() => send({ type: 'ADD_PROFILE' })}
        >
          {relationshipText().addProfile}
        </button>
      </Actions>
    </>
  );
}

/** What the screen shows of its machine: the context and the states it tells apart. */
const selectView = (snapshot: SnapshotFrom<typeof relationshipModalMachine>) => ({
  context: snapshot.context,
  showRelationship: snapshot.matches('SHOW-RELATIONSHIP'),
  foundUnclassifiedPatients: snapshot.matches('FOUND-UNCLASSIFIED-PATIENTS'),
  patientFound: snapshot.matches('PATIENT-FOUND'),
  patientUpdate: snapshot.matches('PATIENT-UPDATE'),
  patientNotFound: snapshot.matches('PATIENT-NOT-FOUND'),
});

/**
 * The relationship modal (spec 000 §4): 'This account is for?' about one patient of the account, driven by
 * machines/relationshipModal.machine.ts. Renders nothing while waiting to open and once closed.
 */
export function RelationshipModal({
  patient,
  patients,
  delayed = false,
  onClose,
  onUpdated,
  actors,
}: RelationshipModalProps): React.JSX.Element | null {
  const client = useClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [logic] = useState(() => composeRelationshipModal({ actors: actors ?? relationshipActors(client) }));
  const actorRef = useActorRef(logic, { input: { patient, patients, delayed } });
  const view = useSelector(actorRef, selectView, shallowEqual);
  // Stable for the actor's life: effects that list it run only when their other inputs change.
  const send = useCallback<typeof actorRef.send>((event) => actorRef.send(event), [actorRef]);

  // The machine says when (as it ends); the page's current callbacks answer, so they are heard, not provided.
  const hear = useEffectEvent((event: RelationshipModalEmitted) => {
    switch (event.type) {
      case 'relationshipModal.classified':
        onUpdated?.(event.patient);
        return;
      case 'relationshipModal.register':
        void navigate(registrationRoute(event.relationship, pathname + search));
        return;
      case 'relationshipModal.closed':
        onClose();
        return;
    }
  });
  useEffect(() => {
    const subscription = actorRef.on('*', (event) => hear(event));
    return () => subscription.unsubscribe();
  }, [actorRef]);

  const { context } = view;
  const { relationship, candidate } = context;
  let title: string;
  let body: React.JSX.Element;
  if (view.showRelationship) {
    title = relationshipText().title;
    body = <RelationshipChoices key="relationships" choices={context.choices} send={send} />;
  } else if (view.foundUnclassifiedPatients && relationship !== null) {
    title = relationshipText().whichTitle(relationship);
    body = (
      <UnclassifiedChoices
        key="unclassified"
        candidates={unclassifiedPatients(context.patients, relationship)}
        send={send}
      />
    );
  } else if ((view.patientFound || view.patientUpdate) && relationship !== null && candidate !== null) {
    title = relationshipText().confirmTitle;
    // One element for both states, so the focused Confirm keeps focus while saving.
    body = (
      <Confirmation
        key="confirm"
        question={relationshipText().question(displayName(candidate), relationship)}
        error={context.error}
        busy={view.patientUpdate}
        send={send}
      />
    );
  } else if (view.patientNotFound && relationship !== null) {
    title = relationshipText().notFoundTitle;
    body = <NotFound key="not-found" relationship={relationship} send={send} />;
  } else {
    // Waiting to open, or ended.
    return null;
  }

  return (
    <Dialog title={title} onCancel={() => send({ type: 'CLOSE' })}>
      {body}
    </Dialog>
  );
}
