import { useId, useState } from 'react';
import { t } from '../../../../i18n/translate';
import { useClient } from 'urql';
import { OBSERVATION_MAX, observationProblem } from '../../../../domain/questionnaire';
import { sendObservation } from '../api/questionnaireActors';
import { errorMessage } from '../../../../machines/errorMessage';
import { Notice } from '../../../ui/Notice';

const TEXT = {
  get label(): string {
    return t('appointment.complaints.label');
  },
  get send(): string {
    return t('appointment.complaints.send');
  },
  get sending(): string {
    return t('appointment.complaints.sending');
  },
  get sent(): string {
    return t('appointment.complaints.sent');
  },
};

type Status = { kind: 'editing'; error: string | null } | { kind: 'sending' } | { kind: 'sent' };

/**
 * Presenting complaints (spec 000 §7 createObservation): a note for the doctor. One UUID per note, kept
 * until it is stored, so a resend after a lost answer stores nothing more (the server is idempotent on it).
 */
export function PresentingComplaintsForm({
  appointmentId,
  send = sendObservation,
}: {
  appointmentId: string;
  send?: typeof sendObservation;
}): React.JSX.Element {
  const client = useClient();
  const fieldId = useId();
  const [value, setValue] = useState('');
  const [noteId, setNoteId] = useState(() => crypto.randomUUID());
  const [status, setStatus] = useState<Status>({ kind: 'editing', error: null });
  const sending = status.kind === 'sending';

  const submit = async (): Promise<void> => {
    const problem = observationProblem(value);
    if (problem !== null) {
      setStatus({ kind: 'editing', error: problem });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await send(client, { id: noteId, appointmentId, value: value.trim() });
      setValue('');
      setNoteId(crypto.randomUUID());
      setStatus({ kind: 'sent' });
    } catch (error) {
      setStatus({ kind: 'editing', error: errorMessage(error) });
    }
  };

  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={fieldId}>
          {TEXT.label}
        </label>
        <textarea
          id={fieldId}
          className="input"
          maxLength={OBSERVATION_MAX}
          value={value}
          disabled={sending}
          onChange={(event) => {
            setValue(event.target.value);
            if (status.kind !== 'editing' || status.error !== null) setStatus({ kind: 'editing', error: null });
          }}
        />
      </div>
      {status.kind === 'editing' && status.error !== null ? <Notice tone="error">{status.error}</Notice> : null}
      {status.kind === 'sent' ? <Notice tone="success">{TEXT.sent}</Notice> : null}
      <div className="actions">
        <button type="submit" className="button button--secondary" disabled={sending || value.trim() === ''}>
          {sending ? TEXT.sending : TEXT.send}
        </button>
      </div>
    </form>
  );
}
