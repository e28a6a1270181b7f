import { useId, useState, type SyntheticEvent } from 'react';
import { parsePrice, replyNeedsPrice, type BoardOrder } from './boardOrder';

export interface ReplyFormProps {
  readonly order: BoardOrder;
  readonly busy: boolean;
  /** Resolves true when the server took the reply: the form clears. */
  readonly onReply: (note: string, amount: number | null) => Promise<boolean>;
}

/**
 * Reply to the patient in the order's thread, with a price in rupees (two decimals). The reply makes the order
 * performerReplied (the patient is asked to pay and confirm); the first one of a paid category must price it.
 */
export function ReplyForm({ order, busy, onReply }: ReplyFormProps): React.JSX.Element {
  const noteId = useId();
  const priceId = useId();
  const problemId = useId();
  const [note, setNote] = useState('');
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const needsPrice = replyNeedsPrice(order);

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    if (note.trim() === '') {
      setProblem('Write a note to the patient.');
      return;
    }
    const amount = price.trim() === '' ? null : parsePrice(price);
    if (price.trim() !== '' && amount === null) {
      setProblem('Enter the price in rupees, for example 1500.00.');
      return;
    }
    if (needsPrice && amount === null) {
      setProblem('Enter the price of the order.');
      return;
    }
    setProblem(null);
    if (await onReply(note.trim(), amount)) {
      setNote('');
      setPrice('');
    }
  };

  return (
    <form
      className="staff-order__reply"
      aria-label="Reply to the patient"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <label htmlFor={noteId}>Note</label>
      <textarea
        id={noteId}
        value={note}
        rows={3}
        aria-describedby={problem === null ? undefined : problemId}
        onChange={(event) => setNote(event.target.value)}
      />
      <label htmlFor={priceId}>{needsPrice ? 'Price (Rs)' : 'Price (Rs, optional)'}</label>
      <input
        id={priceId}
        inputMode="decimal"
        value={price}
        placeholder="0.00"
        onChange={(event) => setPrice(event.target.value)}
      />
      {problem === null ? null : (
        <p id={problemId} role="alert" className="staff-order__problem">
          {problem}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button button--primary button--small" disabled={busy}>
          Send reply
        </button>
      </div>
    </form>
  );
}
