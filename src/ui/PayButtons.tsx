import { BOOKING_ACTIONS } from '../../domain/bookingRules';
import { ZERO_TOTAL_TEXT, showsZeroTotal } from '../../domain/money';
import { PAYMENT_GATEWAYS, quickPayGateway, type PaymentGateway, type PaymentGatewayType } from '../../domain/payment';
import { PaymentTermsLink } from './PaymentTermsLink';
import { canBook, canPayWith, defaultCard, type BookingContext } from '../../machines/booking.machine';

/** A gateway's button, in the patient's language when shown (read at import, it would keep the words of no language). */
function gatewayLabel(gateway: PaymentGateway): string {
  switch (gateway) {
    case 'cardProvider':
      return BOOKING_ACTIONS.payByCard;
    case 'masterCard':
      return BOOKING_ACTIONS.payMasterCard;
    case 'genie':
      return BOOKING_ACTIONS.payGenie;
  }
}

interface PayOption {
  readonly gatewayType: PaymentGatewayType;
  readonly label: string;
}

type PayContext = Pick<BookingContext, 'requestState' | 'invoice' | 'options' | 'savedCards'> &
  Partial<Pick<BookingContext, 'appointment'>>;

/**
 * The pay buttons on offer (spec 000 §5: a done calculation with a total above zero, payment on): quick pay
 * with the default saved card first (through the first enabled gateway), then each enabled gateway.
 */
function payOptions(context: PayContext): PayOption[] {
  const card = defaultCard(context.savedCards);
  const quickGateway = PAYMENT_GATEWAYS.map(quickPayGateway).find((type) => canPayWith(context, type));
  const quick: PayOption[] =
    card === undefined || quickGateway === undefined
      ? []
      : [{ gatewayType: quickGateway, label: BOOKING_ACTIONS.quickPay(card.cardNumber) }];
  const hosted = PAYMENT_GATEWAYS.filter((gateway) => canPayWith(context, gateway)).map((gateway) => ({
    gatewayType: gateway,
    label: gatewayLabel(gateway),
  }));
  return [...quick, ...hosted];
}

export interface PayButtonsProps {
  readonly context: PayContext;
  /** While a payment or booking is under way every button waits. */
  readonly busy: boolean;
  readonly onPay: (gatewayType: PaymentGatewayType) => void;
  readonly onBook: () => void;
}

/** Pay (and reserve-only BOOK) buttons of an invoice, or 'Can not pay Rs 00.00' for a zero total. */
export function PayButtons({ context, busy, onPay, onBook }: PayButtonsProps): React.JSX.Element | null {
  if (context.invoice === null) return null;
  if (showsZeroTotal(context.requestState, context.invoice.total)) {
    return (
      <p className="notice notice--info" role="status">
        {ZERO_TOTAL_TEXT}
      </p>
    );
  }
  const options = payOptions(context);
  const book = canBook(context);
  if (options.length === 0 && !book) return null;
  return (
    <>
      <div className="actions pay-buttons">
        {options.map((option) => (
          <button
            key={option.gatewayType}
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => onPay(option.gatewayType)}
          >
            {option.label}
          </button>
        ))}
        {book ? (
          <button type="button" className="button button--secondary" disabled={busy} onClick={onBook}>
            {BOOKING_ACTIONS.book}
          </button>
        ) : null}
      </div>
      {options.length > 0 ? <PaymentTermsLink /> : null}
    </>
  );
}
