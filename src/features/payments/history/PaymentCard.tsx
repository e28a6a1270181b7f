import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../../i18n/translate';
import { appointmentRoute } from '../../../../domain/bookingRoutes';
import { formatAmount } from '../../../../domain/money';
import { gatewayAnswerText, gatewayStatusDisplay, paymentDetailLabels } from '../../../../domain/payment';
import {
  billedName,
  cardDisplay,
  gatewayName,
  notAvailable,
  orderPaymentLabel,
  orderViewPath,
  paidFor,
  paymentDate,
} from '../../../../domain/paymentHistory';
import { invoiceSummaryOf } from '../../../lib/graphql/invoiceSummary';
import type { HistoryPayment } from '../graphql/paymentHistory';
import { RefundStatusRow } from '../../../ui/RefundStatusRow';
import { InvoiceTable } from '../../../ui/InvoiceTable';

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
  const none = notAvailable();
  const cardName = card.type === none && card.number === none ? none : `${card.type} ${card.number}`;
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
        <dt>{t('payments.card.patient')}</dt>
        <dd>{patientName}</dd>
        <dt>{t('payments.card.hospital')}</dt>
        <dd>{hospitalName}</dd>
        <RefundStatusRow status={payment.refundStatus ?? null} />
        <dt>{labels.gateway}</dt>
        <dd>{gatewayName(payment.paymentGatewayType)}</dd>
        <dt>{t('payments.card.card')}</dt>
        <dd>{cardName}</dd>
        <dt>{t('payments.card.cardExpiry')}</dt>
        <dd>{card.expiry}</dd>
      </dl>
      <button
        type="button"
        className="button button--link payment-card__toggle"
        aria-label={t('payments.card.toggleFor', { amount, status: status.text, date })}
        aria-expanded={expanded}
        aria-controls={moreId}
        onClick={onToggle}
      >
        {t('payments.card.toggle')}
      </button>
      <div id={moreId} className="payment-card__more" hidden={!expanded}>
        {payment.invoice === null ? (
          <p>{t('payments.card.noInvoice')}</p>
        ) : (
          <InvoiceTable invoice={invoiceSummaryOf(payment.invoice)} />
        )}
        <h3 className="payment-card__subtitle">{t('payments.card.gatewayResult')}</h3>
        <dl className="payment-details">
          <dt>{t('payments.card.status')}</dt>
          <dd>
            {status.kind === 'other'
              ? status.text
              : t('payments.card.statusWithCode', { status: status.text, code: payment.status })}
          </dd>
          <dt>{t('payments.card.message')}</dt>
          <dd>{message === '' ? none : message}</dd>
          <dt>{t('payments.card.transactionReference')}</dt>
          <dd>{payment.transactionReference.trim() === '' ? none : payment.transactionReference}</dd>
          <dt>{t('payments.card.billedTo')}</dt>
          <dd>{billedName(payment)}</dd>
        </dl>
      </div>
    </article>
  );
}
