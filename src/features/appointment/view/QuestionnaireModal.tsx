import './questionnaire.css';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import { hasAnswer } from '../../../../domain/questionnaire';
import {
  questionnaireItems,
  questionnaireMachine,
  type QuestionnaireQuestion,
} from '../../../../machines/questionnaire.machine';
import { questionnaireActors, type QuestionnaireActors } from '../api/questionnaireActors';
import { Dialog } from '../../../ui/Dialog';
import { Notice } from '../../../ui/Notice';
import { QUESTIONNAIRE_TEXT } from './questionnaireText';
import { composeQuestionnaire } from '../../../composition/questionnaire';

export interface QuestionnaireModalProps {
  readonly appointmentId: string;
  /** Component tests pass fakes; the GraphQL ones by default. */
  readonly actors?: QuestionnaireActors;
  /** `answered`: the questionnaire is answered (now or before), for the block to say so. */
  readonly onClose: (answered: boolean) => void;
}

/** What the screen shows of its machine: the context and the states it tells apart. */
const selectView = (snapshot: SnapshotFrom<typeof questionnaireMachine>) => ({
  context: snapshot.context,
  answered: snapshot.matches('answered'),
  submitted: snapshot.matches('submitted'),
  closed: snapshot.matches('closed'),
  loading: snapshot.matches('loading'),
  none: snapshot.matches('none'),
  failed: snapshot.matches('failed'),
  submitting: snapshot.matches('submitting'),
});

/** The hospital's questionnaire for a booked appointment (spec 000 §5): text and checkBox questions, submitted once. */
export function QuestionnaireModal({ appointmentId, actors, onClose }: QuestionnaireModalProps): React.JSX.Element {
  const client = useClient();
  const [logic] = useState(() => composeQuestionnaire({ actors: actors ?? questionnaireActors(client) }));
  const actorRef = useActorRef(logic, { input: { appointmentId } });
  const view = useSelector(actorRef, selectView, shallowEqual);
  // Stable for the actor's life: effects that list it run only when their other inputs change.
  const send = useCallback<typeof actorRef.send>((event) => actorRef.send(event), [actorRef]);
  const { context } = view;
  // Remembered while open: closing from `answered` or `submitted` tells the block.
  const [answered, setAnswered] = useState(false);
  if (!answered && (view.answered || view.submitted)) setAnswered(true);
  const closed = view.closed;
  useEffect(() => {
    if (closed) onClose(answered);
  }, [closed, answered, onClose]);
  const close = (): void => send({ type: 'CLOSE' });
  const closeButton = (label: string) => (
    <div className="actions">
      <button type="button" className="button button--secondary" onClick={close}>
        {label}
      </button>
    </div>
  );

  let body: React.ReactNode;
  if (view.loading) body = <p role="status">{QUESTIONNAIRE_TEXT.loading}</p>;
  else if (view.none)
    body = (
      <>
        {<p>{QUESTIONNAIRE_TEXT.none}</p>}
        {closeButton(QUESTIONNAIRE_TEXT.close)}
      </>
    );
  else if (view.answered)
    body = (
      <>
        <h3 className="section-title">{QUESTIONNAIRE_TEXT.yourAnswers}</h3>
        <dl className="questionnaire-answers">
          {(context.questionnaire?.answered ?? []).map((item) => (
            <div key={item.text}>
              <dt>{item.text}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
        {closeButton(QUESTIONNAIRE_TEXT.close)}
      </>
    );
  else if (view.submitted)
    body = (
      <>
        <Notice tone="success">{QUESTIONNAIRE_TEXT.submitted}</Notice>
        {closeButton(QUESTIONNAIRE_TEXT.close)}
      </>
    );
  else if (view.failed)
    body = (
      <>
        <Notice tone="error">{context.error}</Notice>
        <div className="actions">
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
            {QUESTIONNAIRE_TEXT.retry}
          </button>
          <button type="button" className="button button--secondary" onClick={close}>
            {QUESTIONNAIRE_TEXT.close}
          </button>
        </div>
      </>
    );
  else {
    const submitting = view.submitting;
    const canSubmit = hasAnswer(questionnaireItems(context));
    body = (
      <form
        className="form"
        aria-label={context.questionnaire?.title ?? QUESTIONNAIRE_TEXT.title}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        {(context.questionnaire?.questions ?? []).map((question) => (
          <QuestionField
            key={question.questionNumber}
            question={question}
            disabled={submitting}
            texts={context.texts}
            chosen={context.chosen}
            send={send}
          />
        ))}
        {canSubmit ? null : <p className="field__hint">{QUESTIONNAIRE_TEXT.answerOne}</p>}
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={submitting || !canSubmit}>
            {submitting ? QUESTIONNAIRE_TEXT.submitting : QUESTIONNAIRE_TEXT.submit}
          </button>
          <button type="button" className="button button--secondary" disabled={submitting} onClick={close}>
            {QUESTIONNAIRE_TEXT.notNow}
          </button>
        </div>
      </form>
    );
  }
  return (
    <Dialog
      title={context.questionnaire?.title ?? QUESTIONNAIRE_TEXT.title}
      onCancel={view.submitting ? undefined : close}
    >
      {body}
    </Dialog>
  );
}

type Send = ActorRefFrom<typeof questionnaireMachine>['send'];

interface QuestionFieldProps {
  readonly question: QuestionnaireQuestion;
  readonly disabled: boolean;
  readonly texts: Readonly<Record<number, string>>;
  readonly chosen: Readonly<Record<number, readonly string[]>>;
  readonly send: Send;
}

/** A text question as a labelled text area, a checkBox question as a group of labelled checkboxes. */
function QuestionField({ question, disabled, texts, chosen, send }: QuestionFieldProps): React.JSX.Element {
  const id = `question-${question.questionNumber}`;
  if (question.type === 'checkBox')
    return (
      <fieldset className="fieldset" disabled={disabled}>
        <legend>{question.question}</legend>
        {question.options.map((option) => (
          <label key={option.value} className="questionnaire-option">
            <input
              type="checkbox"
              checked={(chosen[question.questionNumber] ?? []).includes(option.value)}
              onChange={() =>
                send({ type: 'TOGGLE_OPTION', questionNumber: question.questionNumber, value: option.value })
              }
            />
            {option.display}
          </label>
        ))}
      </fieldset>
    );
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {question.question}
      </label>
      <textarea
        id={id}
        className="input"
        value={texts[question.questionNumber] ?? ''}
        disabled={disabled}
        onChange={(event) =>
          send({ type: 'ANSWER_TEXT', questionNumber: question.questionNumber, text: event.target.value })
        }
      />
    </div>
  );
}
