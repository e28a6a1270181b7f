import { formatDate, formatTime } from '../../../../domain/days';
import { formatAmount } from '../../../../domain/money';
import { discountText, paidWayText } from '../../../../domain/orderCharges';
import { BANK_TRANSFER_TEXT, showsBankTransfer } from '../../../../domain/orderTracker';
import { REQUEST_STATES } from '../../../../domain/payment';
import type { PaymentGatewayType } from '../../../../domain/payment';
import {
  choseCash,
  type OrderPaidBill,
  type OrderPaymentOptions,
  type OrderView,
  type OrderViewContext,
} from '../../../../machines/orderView.machine';
import { PayButtons } from '../../../ui/PayButtons';
import { ProcessingBanner } from '../../../ui/ProcessingBanner';
import { PaymentRedirect } from '../../../lib/payment/PaymentRedirect';
import type { RedirectEnvironment } from '../../../lib/payment/redirectTo';
import { InvoiceTable } from '../../../ui/InvoiceTable';
import { Notice } from '../../../ui/Notice';
import { ORDER_VIEW_TEXT } from './orderViewText';

export interface OrderPaymentProps {
  readonly order: OrderView;
  readonly context: Pick<OrderViewContext, 'invoice' | 'requestState' | 'savedCards' | 'paymentError' | 'redirect'>;
  readonly options: OrderPaymentOptions;
  /** Paying or leaving for the gateway. */
  readonly paying: boolean;
  /** Anything else under way (every button waits). */
  readonly busy: boolean;
  readonly awaitsPayment: boolean;
  readonly cashOffered: boolean;
  readonly onPay: (gatewayType: PaymentGatewayType) => void;
  readonly onCash: () => void;
  readonly onRetryInvoice: () => void;
  readonly onRedirectRefused: () => void;
  readonly redirectEnvironment?: RedirectEnvironment;
}

function when(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : `${formatDate(time)} ${formatTime(time)}`;
}

/** A paid order keeps showing what was paid, how and when, with its invoice number (issue 29). */
function PaidCard({ paid, invoiceIdentifier }: { paid: OrderPaidBill; invoiceIdentifier: string }): React.JSX.Element {
  return (
    <section className="card" aria-label={ORDER_VIEW_TEXT.payment}>
      <h2>{ORDER_VIEW_TEXT.payment}</h2>
      <p role="status">
        {ORDER_VIEW_TEXT.paid(
          formatAmount(paid.total, paid.currency),
          paidWayText(paid.method, paid.cardNumber),
          when(paid.time),
        )}
      </p>
      <InvoiceTable invoice={paid} caption={`${ORDER_VIEW_TEXT.invoiceNo} ${invoiceIdentifier}`} />
    </section>
  );
}

/**
 * What the order costs and how to pay it. Paid: what was paid and how. Priced and unpaid: the online invoice
 * (with the tenant's online discount as a line, and its message, where it applies) and its pay buttons, the
 * booking's PayButtons ('Can not pay Rs 00.00' for a zero total); cash on delivery where the tenant takes it,
 * with the amount it collects. Once cash is chosen, that amount and the online way still open (spec 001 §4: the
 * method switches to the gateway when paid online). Admissions show the bank transfer text.
 */
export function OrderPayment(props: OrderPaymentProps): React.JSX.Element | null {
  const { order, context, options, paying, busy, awaitsPayment, cashOffered } = props;
  if (order.paid !== null) return <PaidCard paid={order.paid} invoiceIdentifier={order.invoiceIdentifier} />;
  if (!awaitsPayment) return null;
  const cash = choseCash(order) ? order.cashCharge : null;
  const payContext = {
    requestState: context.requestState,
    invoice: context.invoice,
    savedCards: context.savedCards,
    options: { payment: options.payment, reserve: false, valuepack: false, gateways: options.gateways },
  };
  return (
    <section className="card form" aria-label={ORDER_VIEW_TEXT.payment}>
      {cash === null ? null : (
        <>
          <h2>{ORDER_VIEW_TEXT.cashOnDeliveryTitle}</h2>
          <p role="status">{ORDER_VIEW_TEXT.cashChosen(formatAmount(cash.total, cash.currency))}</p>
          <InvoiceTable invoice={cash} caption={ORDER_VIEW_TEXT.cashCaption} />
          {options.payment ? <h2>{ORDER_VIEW_TEXT.payOnlineInstead}</h2> : null}
        </>
      )}
      {options.payment && context.requestState === REQUEST_STATES.loading ? (
        <p role="status">{ORDER_VIEW_TEXT.calculating}</p>
      ) : null}
      {context.requestState === REQUEST_STATES.error ? (
        <>
          <Notice tone="error">{ORDER_VIEW_TEXT.invoiceError}</Notice>
          <button type="button" className="button button--primary" onClick={props.onRetryInvoice}>
            {ORDER_VIEW_TEXT.retry}
          </button>
        </>
      ) : null}
      {context.invoice === null ? null : <InvoiceTable invoice={context.invoice} />}
      {options.payment && options.onlineDiscountPercent > 0 ? (
        <p className="notice notice--info">{discountText(options.onlineDiscountPercent)}</p>
      ) : null}
      {showsBankTransfer(order.category) ? <p className="notice notice--info">{BANK_TRANSFER_TEXT}</p> : null}
      {paying && context.redirect === null ? <ProcessingBanner /> : null}
      {context.paymentError === null ? null : <Notice tone="error">{context.paymentError}</Notice>}
      {options.payment ? (
        <PayButtons context={payContext} busy={busy} onPay={props.onPay} onBook={() => undefined} />
      ) : null}
      {cashOffered ? (
        <>
          {order.cashCharge === null ? null : (
            <p>{ORDER_VIEW_TEXT.cashOffer(formatAmount(order.cashCharge.total, order.cashCharge.currency))}</p>
          )}
          <div className="actions">
            <button type="button" className="button button--secondary" disabled={busy} onClick={props.onCash}>
              {ORDER_VIEW_TEXT.cashOnDelivery}
            </button>
          </div>
        </>
      ) : null}
      {context.redirect === null ? null : (
        <PaymentRedirect
          redirect={context.redirect}
          environment={props.redirectEnvironment}
          onRefused={props.onRedirectRefused}
        />
      )}
    </section>
  );
}
