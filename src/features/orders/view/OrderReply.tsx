import { orderViewText } from './orderViewText';

export interface OrderReplyProps {
  readonly text: string;
  /** Not empty, the order loaded and nothing else being written. */
  readonly canSend: boolean;
  readonly onType: (text: string) => void;
  readonly onSend: () => void;
}

/** The reply field (spec 001 §5: disabled when empty or while the order is not loaded). */
export function OrderReply({ text, canSend, onType, onSend }: OrderReplyProps): React.JSX.Element {
  return (
    <form
      className="form order-reply"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
      <label htmlFor="order-reply">{orderViewText().replyLabel}</label>
      <textarea id="order-reply" value={text} onChange={(event) => onType(event.target.value)} rows={2} />
      <button type="submit" className="button button--primary" disabled={!canSend}>
        {orderViewText().send}
      </button>
    </form>
  );
}
