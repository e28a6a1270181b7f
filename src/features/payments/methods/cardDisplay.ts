import { cardTypeName, maskCardNumber } from '../../../../domain/card';
import { notAvailable } from '../../../../domain/paymentHistory';
import type { SavedPaymentMethod } from '../../../../machines/paymentMethods.types';

/** A saved card's type as a name ('001' is Visa); 'Not Available' when it has none. */
export function cardTypeLabel(cardType: string): string {
  return cardTypeName(cardType) ?? notAvailable();
}

/** 'Visa 411111**********': how a card is named on the page and in the delete confirmation. */
export function cardLabel(card: Pick<SavedPaymentMethod, 'cardType' | 'cardNumber'>): string {
  return `${cardTypeLabel(card.cardType)} ${maskCardNumber(card.cardNumber)}`;
}
