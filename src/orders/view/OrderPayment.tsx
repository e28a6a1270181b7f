import { BANK_TRANSFER_TEXT, DISCOUNT_TEXT, showsBankTransfer, showsDiscount } from '../../../domain/orderTracker';
import { REQUEST_STATES } from '../../../domain/payment';
import type { PaymentGatewayType } from '../../../domain/payment';
import type { OrderPaymentOptions, OrderView, OrderViewContext } from '../../../machines/orderView.machine';
import { PayButtons } from '../../booking/PayButtons';
import { ProcessingBanner } from '../../booking/ProcessingBanner';
import { PaymentRedirect } from '../../payments/PaymentRedirect';
import type { RedirectEnvironment } from '../../payments/redirectTo';
import { InvoiceTable } from '../../ui/InvoiceTable';
import { Notice } from '../../ui/Notice';
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

/**
 * The invoice of a priced order and its pay buttons (the booking's PayButtons: a prepared invoice, a total
 * above zero and the category's payment switch, else 'Can not pay Rs 00.00'), cash on delivery where the
 * tenant takes it, the 10% discount (medication, lab) and the bank transfer text (admissions).
 */
export function OrderPayment(props: OrderPaymentProps): React.JSX.Element | null {
  const { order, context, options, paying, busy, awaitsPayment, cashOffered } = props;
  if (!awaitsPayment) return null;
  const payContext = { requestState: context.requestState, invoice: context.invoice, savedCards: context.savedCards, options: { payment: options.payment, reserve: false, valuepack: false, gateways: options.gateways } };
  return (
    <section className="card form" aria-label="Payment">
      {options.payment && context.requestState === REQUEST_STATES.loading ? <p role="status">{ORDER_VIEW_TEXT.calculating}</p> : null}
      {context.requestState === REQUEST_STATES.error ? (
        <>
          <Notice tone="error">{ORDER_VIEW_TEXT.invoiceError}</Notice>
          <button type="button" className="button button--primary" onClick={props.onRetryInvoice}>
            {ORDER_VIEW_TEXT.retry}
          </button>
        </>
      ) : null}
      {context.invoice === null ? null : <InvoiceTable invoice={context.invoice} />}
      {showsDiscount(order.category) ? <p className="notice notice--info">{DISCOUNT_TEXT}</p> : null}
      {showsBankTransfer(order.category) ? <p className="notice notice--info">{BANK_TRANSFER_TEXT}</p> : null}
      {paying && context.redirect === null ? <ProcessingBanner /> : null}
      {context.paymentError === null ? null : <Notice tone="error">{context.paymentError}</Notice>}
      {options.payment ? <PayButtons context={payContext} busy={busy} onPay={props.onPay} onBook={() => undefined} /> : null}
      {cashOffered ? (
        <div className="actions">
          <button type="button" className="button button--secondary" disabled={busy} onClick={props.onCash}>
            {ORDER_VIEW_TEXT.cashOnDelivery}
          </button>
        </div>
      ) : null}
      {context.redirect === null ? null : <PaymentRedirect redirect={context.redirect} environment={props.redirectEnvironment} onRefused={props.onRedirectRefused} />}
    </section>
  );
}
