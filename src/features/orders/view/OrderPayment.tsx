import { formatDate, formatTime } from '../../../../domain/days';
import { formatAmount } from '../../../../domain/money';
import { discountText, paidWayWords } from '../../../../domain/orderCharges';
import { bankTransferText, showsBankTransfer } from '../../../../domain/orderTracker';
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
import { orderViewText } from './orderViewText';

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
    <section className="card" aria-label={orderViewText().payment}>
      <h2>{orderViewText().payment}</h2>
      <p role="status">
        {orderViewText().paid(
          formatAmount(paid.total, paid.currency),
          paidWayWords(paid.method, paid.cardNumber),
          when(paid.time),
        )}
      </p>
      <InvoiceTable invoice={paid} caption={`${orderViewText().invoiceNo} ${invoiceIdentifier}`} />
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
    <section className="card form" aria-label={orderViewText().payment}>
      {cash === null ? null : (
        <>
          <h2>{orderViewText().cashOnDeliveryTitle}</h2>
          <p role="status">{orderViewText().cashChosen(formatAmount(cash.total, cash.currency))}</p>
          <InvoiceTable invoice={cash} caption={orderViewText().cashCaption} />
          {options.payment ? <h2>{orderViewText().payOnlineInstead}</h2> : null}
        </>
      )}
      {options.payment && context.requestState === REQUEST_STATES.loading ? (
        <p role="status">{orderViewText().calculating}</p>
      ) : null}
      {context.requestState === REQUEST_STATES.error ? (
        <>
          <Notice tone="error">{orderViewText().invoiceError}</Notice>
          <button type="button" className="button button--primary" onClick={props.onRetryInvoice}>
            {orderViewText().retry}
          </button>
        </>
      ) : null}
      {context.invoice === null ? null : <InvoiceTable invoice={context.invoice} />}
      {options.payment && options.onlineDiscountPercent > 0 ? (
        <p className="notice notice--info">{discountText(options.onlineDiscountPercent)}</p>
      ) : null}
      {showsBankTransfer(order.category) ? <p className="notice notice--info">{bankTransferText()}</p> : null}
      {paying && context.redirect === null ? <ProcessingBanner /> : null}
      {context.paymentError === null ? null : <Notice tone="error">{context.paymentError}</Notice>}
      {options.payment ? (
        <PayButtons context={payContext} busy={busy} onPay={props.onPay} onBook={() => undefined} />
      ) : null}
      {cashOffered ? (
        <>
          {order.cashCharge === null ? null : (
            <p>{orderViewText().cashOffer(formatAmount(order.cashCharge.total, order.cashCharge.currency))}</p>
          )}
          <div className="actions">
            <button type="button" className="button button--secondary" disabled={busy} onClick={props.onCash}>
              {orderViewText().cashOnDelivery}
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
