import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { appointmentRoute } from '../../../../domain/bookingRoutes';
import { formatAmount } from '../../../../domain/money';
import { NOT_AVAILABLE } from '../../../../domain/patient';
import { gatewayAnswerText, gatewayStatusDisplay, paymentDetailLabels } from '../../../../domain/payment';
import {
  billedName,
  cardDisplay,
  gatewayLabel,
  orderPaymentLabel,
  orderViewPath,
  paidFor,
  paymentDate,
} from '../../../../domain/paymentHistory';
import { invoiceSummaryOf } from '../../../lib/graphql/invoiceSummary';
import type { HistoryPayment } from '../graphql/paymentHistory';
import { RefundStatusRow } from '../../../ui/RefundStatusRow';
import { InvoiceTable } from '../../../ui/InvoiceTable';

const PAYMENT_CARD_TEXT = {
  patient: 'Patient',
  hospital: 'Hospital',
  card: 'Card',
  cardExpiry: 'Card expiry',
  toggle: 'Invoice and gateway result',
  /** The toggle's accessible name: its visible words, then which payment, so every card's toggle is told apart. */
  toggleFor: (amount: string, status: string, date: string): string =>
    `Invoice and gateway result of ${amount}, ${status}, ${date}`,
  gatewayResult: 'Gateway result',
  status: 'Status',
  message: 'Message',
  transactionReference: 'Transaction reference',
  billedTo: 'Billed to',
  noInvoice: 'Invoice: Not Available',
} as const;

export interface PaymentCardProps {
  readonly payment: HistoryPayment;
  /** Who the payment was for ('Mr. Nuwan Silva (Me)'), or Not Available. */
  readonly patientName: string;
  readonly hospitalName: string;
  readonly expanded: boolean;
  readonly onToggle: () => void;
  /** Set on the card a paymentId link opened, so the screen can bring it into view. */
  readonly focusRef?: Ref<HTMLElement>;
}

const STATUS_ICONS = { success: '✓', failed: '✕', other: '•' } as const;

function StatusBadge({ status }: { status: string }): React.JSX.Element {
  const display = gatewayStatusDisplay(status);
  return (
    <span className={`payment-status payment-status--${display.kind}`}>
      <span aria-hidden="true">{STATUS_ICONS[display.kind]}</span>
      {display.text}
    </span>
  );
}

/** What the payment paid for; an appointment or order links to its page. */
function PaidFor({ payment }: { payment: HistoryPayment }): React.JSX.Element {
  const target = paidFor(payment.requestReference);
  if (target.kind === 'Order' && target.id !== null)
    return (
      <Link to={orderViewPath(target.id)}>{orderPaymentLabel(payment.orderCategory, payment.orderIdentifier)}</Link>
    );
  if (target.kind !== 'Appointment' || target.id === null || payment.sessionId === null || payment.sessionId === '')
    return <>{target.label}</>;
  return <Link to={appointmentRoute({ sessionId: payment.sessionId, appointmentId: target.id })}>{target.label}</Link>;
}

/** One payment: amount, date, status, what and whom it paid for, the card; the invoice and gateway result on demand. */
export function PaymentCard({
  payment,
  patientName,
  hospitalName,
  expanded,
  onToggle,
  focusRef,
}: PaymentCardProps): React.JSX.Element {
  const headingId = `payment-${payment.id}-title`;
  const moreId = `payment-${payment.id}-more`;
  const card = cardDisplay(payment);
  const cardName =
    card.type === NOT_AVAILABLE && card.number === NOT_AVAILABLE ? NOT_AVAILABLE : `${card.type} ${card.number}`;
  const status = gatewayStatusDisplay(payment.status);
  const amount = formatAmount(payment.amount.value, payment.amount.currency);
  const date = paymentDate(payment.transactionDate);
  // The spec's words for a failure ('Payment failed with system error: …'), never the gateway's raw text alone.
  const message = gatewayAnswerText({ decision: payment.status, message: payment.message });
  // 'Paid for' only when it was paid: a failed payment paid nothing.
  const labels = paymentDetailLabels(payment.status);
  return (
    // Only the linked card takes the focus (programmatically); the others stay out of the focus order.
    <article
      ref={focusRef}
      className="card payment-card"
      aria-labelledby={headingId}
      tabIndex={focusRef === undefined ? undefined : -1}
    >
      <div className="payment-card__head">
        <h2 id={headingId} className="payment-card__amount">
          {amount}
        </h2>
        <StatusBadge status={payment.status} />
      </div>
      <p className="payment-card__date">
        <time dateTime={payment.transactionDate}>{date}</time>
      </p>
      <dl className="payment-details">
        <dt>{labels.target}</dt>
        <dd>
          <PaidFor payment={payment} />
        </dd>
        <dt>{PAYMENT_CARD_TEXT.patient}</dt>
        <dd>{patientName}</dd>
        <dt>{PAYMENT_CARD_TEXT.hospital}</dt>
        <dd>{hospitalName}</dd>
        <RefundStatusRow status={payment.refundStatus ?? null} />
        <dt>{labels.gateway}</dt>
        <dd>{gatewayLabel(payment.paymentGatewayType)}</dd>
        <dt>{PAYMENT_CARD_TEXT.card}</dt>
        <dd>{cardName}</dd>
        <dt>{PAYMENT_CARD_TEXT.cardExpiry}</dt>
        <dd>{card.expiry}</dd>
      </dl>
      <button
        type="button"
        className="button button--link payment-card__toggle"
        aria-label={PAYMENT_CARD_TEXT.toggleFor(amount, status.text, date)}
        aria-expanded={expanded}
        aria-controls={moreId}
        onClick={onToggle}
      >
        {PAYMENT_CARD_TEXT.toggle}
      </button>
      <div id={moreId} className="payment-card__more" hidden={!expanded}>
        {payment.invoice === null ? (
          <p>{PAYMENT_CARD_TEXT.noInvoice}</p>
        ) : (
          <InvoiceTable invoice={invoiceSummaryOf(payment.invoice)} />
        )}
        <h3 className="payment-card__subtitle">{PAYMENT_CARD_TEXT.gatewayResult}</h3>
        <dl className="payment-details">
          <dt>{PAYMENT_CARD_TEXT.status}</dt>
          <dd>{status.kind === 'other' ? status.text : `${status.text} (${payment.status})`}</dd>
          <dt>{PAYMENT_CARD_TEXT.message}</dt>
          <dd>{message === '' ? NOT_AVAILABLE : message}</dd>
          <dt>{PAYMENT_CARD_TEXT.transactionReference}</dt>
          <dd>{payment.transactionReference.trim() === '' ? NOT_AVAILABLE : payment.transactionReference}</dd>
          <dt>{PAYMENT_CARD_TEXT.billedTo}</dt>
          <dd>{billedName(payment)}</dd>
        </dl>
      </div>
    </article>
  );
}
