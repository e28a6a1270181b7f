import { useId } from 'react';
import { maskCardNumber } from '../../../../domain/card';
import type { SavedPaymentMethod } from '../../../../machines/paymentMethods.types';
import { cardLabel, cardTypeLabel } from './cardDisplay';
import { PAYMENT_METHODS_UI } from './paymentMethodsText';

export interface CardListProps {
  readonly cards: readonly SavedPaymentMethod[];
  /** The card the gateway just saved (marked 'New'), or null. */
  readonly addedId: string | null;
  /** A change is under way: the buttons wait. */
  readonly busy: boolean;
  readonly onMakeDefault: (id: string) => void;
  readonly onDelete: (id: string) => void;
}

function CardRow({
  card,
  added,
  busy,
  onMakeDefault,
  onDelete,
}: Omit<CardListProps, 'cards' | 'addedId'> & { card: SavedPaymentMethod; added: boolean }): React.JSX.Element {
  const labelId = useId();
  // The visible 'Make default' / 'Delete' start the accessible name, which goes on to say which card.
  const name = cardLabel(card);
  return (
    <li className="card saved-card" aria-labelledby={labelId}>
      <div id={labelId} className="saved-card__details">
        <span className="saved-card__number">{maskCardNumber(card.cardNumber)}</span>
        <span className="saved-card__meta">
          {cardTypeLabel(card.cardType)} · {PAYMENT_METHODS_UI.expires(card.cardExpiry)}
        </span>
      </div>
      <span className="saved-card__marks">
        {card.defaultMethod ? <span className="saved-card__mark">{PAYMENT_METHODS_UI.defaultMark}</span> : null}
        {added ? <span className="saved-card__mark">{PAYMENT_METHODS_UI.addedMark}</span> : null}
      </span>
      <span className="saved-card__actions">
        {card.defaultMethod ? null : (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            aria-label={PAYMENT_METHODS_UI.makeDefaultCard(name)}
            onClick={() => onMakeDefault(card.id)}
          >
            {PAYMENT_METHODS_UI.makeDefault}
          </button>
        )}
        <button
          type="button"
          className="button button--danger button--small"
          disabled={busy}
          aria-label={PAYMENT_METHODS_UI.deleteCard(name)}
          onClick={() => onDelete(card.id)}
        >
          {PAYMENT_METHODS_UI.delete}
        </button>
      </span>
    </li>
  );
}

/** The account's saved cards: masked number, type, expiry, the default marked; make default and delete per card. */
export function CardList({ cards, addedId, busy, onMakeDefault, onDelete }: CardListProps): React.JSX.Element {
  return (
    <ul className="saved-cards" aria-label={PAYMENT_METHODS_UI.title}>
      {cards.map((card) => (
        <CardRow
          key={card.id}
          card={card}
          added={card.id === addedId}
          busy={busy}
          onMakeDefault={onMakeDefault}
          onDelete={onDelete}
        />
      ))}
    </ul>
  );
}
