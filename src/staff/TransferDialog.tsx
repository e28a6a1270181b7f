import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useQuery } from 'urql';
import { Dialog } from '../ui/Dialog';
import { StaffColleaguesQuery } from './graphql/staff';
import { Notice } from '../ui/Notice';
import { staffErrorMessage } from '../lib/staffLogin/staffClient';
import { toStaffMember } from '../lib/staffLogin/staffSignIn.graphql';

/** The choice that puts the chat back in the hospital's queue (staffTransferChat without a colleague). */
const BACK_TO_QUEUE = 'Back to queue';
const QUEUE = '';

export interface TransferDialogProps {
  readonly myId: string;
  readonly busy: boolean;
  /** Why the last transfer failed. */
  readonly error: string | null;
  /** The colleague's staff id, or null for back to the queue. */
  readonly onTransfer: (toStaffId: string | null) => void;
  readonly onCancel: () => void;
}

/** Hands the chat to a colleague of the same hospital, or back to the queue. */
export function TransferDialog({
  myId,
  busy,
  error: failed,
  onTransfer,
  onCancel,
}: TransferDialogProps): React.JSX.Element {
  const [{ data, error, fetching }] = useQuery({ query: StaffColleaguesQuery });
  const [choice, setChoice] = useState(QUEUE);
  const name = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const colleagues = (data?.staffColleagues ?? []).map(toStaffMember).filter((colleague) => colleague.id !== myId);

  const onSubmit = (event: SyntheticEvent): void => {
    event.preventDefault();
    onTransfer(choice === QUEUE ? null : choice);
  };

  return (
    <Dialog title="Transfer chat" onCancel={onCancel} initialFocus={firstRef}>
      <form className="form" onSubmit={onSubmit}>
        <fieldset className="fieldset">
          <legend>Hand the chat to</legend>
          <ul className="dialog__choices">
            <li>
              <label className="dialog__option">
                <input
                  ref={firstRef}
                  type="radio"
                  name={name}
                  value={QUEUE}
                  checked={choice === QUEUE}
                  onChange={() => setChoice(QUEUE)}
                />
                {BACK_TO_QUEUE}
              </label>
            </li>
            {colleagues.map((colleague) => (
              <li key={colleague.id}>
                <label className="dialog__option">
                  <input
                    type="radio"
                    name={name}
                    value={colleague.id}
                    checked={choice === colleague.id}
                    onChange={() => setChoice(colleague.id)}
                  />
                  {colleague.displayName}
                </label>
              </li>
            ))}
          </ul>
          {fetching ? <p role="status">Loading colleagues…</p> : null}
          {error === undefined ? null : <Notice tone="error">{staffErrorMessage(error)}</Notice>}
        </fieldset>
        {failed === null ? null : <Notice tone="error">{failed}</Notice>}
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            Transfer
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
