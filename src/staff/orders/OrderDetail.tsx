import { useRef } from 'react';
import { formatAmount } from '../../../domain/money';
import { HOMECARE_FEE, paidWayText } from '../../../domain/orderCharges';
import {
  ORDER_CATEGORY_STAFF_LABELS,
  orderCancelReasonLabel,
  orderCommunicationLabel,
  orderInitiatedForLabel,
  orderPaymentMethodLabel,
  orderPaymentStatusLabel,
  orderStatusStaffLabel,
} from '../../../domain/orderStaffText';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { OrderResults } from '../reports/OrderResults';
import { displayMobile } from '../../../domain/mobileNumber';
import { staffTime, telHref } from '../format';
import { canRecordCash, type BoardOrder } from './boardOrder';
import { MoveButton } from './MoveButton';
import { OrderDocuments } from './OrderDocuments';
import { OrderNotes } from './OrderNotes';
import { ReplyForm } from './ReplyForm';
import type { OrderActionState } from './useOrderAction';

export interface OrderDetailProps {
  readonly order: BoardOrder;
  readonly action: OrderActionState;
  readonly now: number;
  readonly onCancelOrder: () => void;
  readonly onRecordCash: () => void;
  readonly onClose: () => void;
}

/** The payment and collection rows' words (the patient's are in src/features/orders/view/orderViewText.ts). */
const STAFF_DETAIL_TEXT = {
  sampleCollected: 'Sample collected',
  /** What cash on delivery collects: the amount the patient was shown. */
  cashTotal: 'Total in cash',
  paid: 'Paid',
} as const;

/** The order's name in the console: 'Medication MED-1042'. */
export const orderName = (order: Pick<BoardOrder, 'category' | 'identifier'>): string =>
  `${ORDER_CATEGORY_STAFF_LABELS[order.category]} ${order.identifier}`;

/**
 * One order opened from the board, live (the board hands the latest one): who and how to call them, what was
 * ordered with prescriptions, where and when, payment, the thread, and the staff actions its state allows.
 */
export function OrderDetail({
  order,
  action,
  now,
  onCancelOrder,
  onRecordCash,
  onClose,
}: OrderDetailProps): React.JSX.Element {
  const closeRef = useRef<HTMLButtonElement>(null);
  const currency = order.lines.find((line) => line.price !== null)?.price?.currency;
  // The hospital's homecare charge, as the patient's invoice names it.
  const homecare = order.cashCharge?.items.find((item) => item.category === HOMECARE_FEE);
  return (
    <Dialog title={orderName(order)} onCancel={onClose} initialFocus={closeRef}>
      <dl className="detail-list staff-order__details">
        <dt>Patient</dt>
        <dd>{order.patientName}</dd>
        <dt>Mobile</dt>
        <dd>
          {displayMobile(order.mobileNo)} <a href={telHref(order.mobileNo)}>Call patient</a>
        </dd>
        <dt>Status</dt>
        <dd>
          {orderStatusStaffLabel(order.category, order.orderStatus)}
          {order.canceledReason === null ? null : `: ${orderCancelReasonLabel(order.canceledReason)}`}
        </dd>
        <dt>Ordered</dt>
        <dd>{staffTime(order.createdTime, now)}</dd>
        <dt>Initiated for</dt>
        <dd>{orderInitiatedForLabel(order.category, order.initiatedFor)}</dd>
        {order.requestedTime === null ? null : (
          <>
            <dt>{order.category === 'Examination' ? 'Sample collection' : 'Requested time'}</dt>
            <dd>{staffTime(order.requestedTime, now)}</dd>
          </>
        )}
        {order.sampleCollected === null ? null : (
          <>
            <dt>{STAFF_DETAIL_TEXT.sampleCollected}</dt>
            <dd>
              {staffTime(order.sampleCollected.time, now)}
              {order.sampleCollected.by === null ? null : `, ${order.sampleCollected.by}`}
            </dd>
          </>
        )}
        {order.address.length === 0 ? null : (
          <>
            <dt>Address</dt>
            <dd>{order.address.join(', ')}</dd>
          </>
        )}
        {order.additionalNote === null || order.additionalNote.trim() === '' ? null : (
          <>
            <dt>Patient's note</dt>
            <dd>{order.additionalNote}</dd>
          </>
        )}
        <dt>Price</dt>
        <dd>{order.chargingAmount === null ? 'Not priced yet' : formatAmount(order.chargingAmount, currency)}</dd>
        {homecare === undefined || order.cashCharge === null ? null : (
          <>
            <dt>{homecare.description}</dt>
            <dd>{formatAmount(homecare.amount, order.cashCharge.currency)}</dd>
          </>
        )}
        {order.cashCharge === null || order.paid !== null ? null : (
          <>
            <dt>{STAFF_DETAIL_TEXT.cashTotal}</dt>
            <dd>{formatAmount(order.cashCharge.total, order.cashCharge.currency)}</dd>
          </>
        )}
        <dt>Payment</dt>
        <dd>
          {orderPaymentStatusLabel(order.paymentStatus)}, {orderPaymentMethodLabel(order.paymentMethod)}
        </dd>
        {order.paid === null ? null : (
          <>
            <dt>{STAFF_DETAIL_TEXT.paid}</dt>
            <dd>
              {formatAmount(order.paid.total, order.paid.currency)}{' '}
              {paidWayText(order.paid.method, order.paid.cardNumber)}
              {Number.isNaN(Date.parse(order.paid.time)) ? null : `, ${staffTime(Date.parse(order.paid.time), now)}`}
            </dd>
          </>
        )}
        <dt>Thread</dt>
        <dd>{orderCommunicationLabel(order.communicationStatus)}</dd>
      </dl>

      {order.lines.length === 0 ? null : (
        <table className="staff-order__lines">
          <caption>{order.category === 'Examination' ? 'Tests' : 'Procedures'}</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Name</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.code}>
                <td>{line.code}</td>
                <td>{line.display}</td>
                <td>{line.price === null ? '' : formatAmount(line.price.value, line.price.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {/* Issue 17: each test's results are entered and verified here. */}
      {order.category === 'Examination' ? <OrderResults serviceRequestId={order.id} now={now} /> : null}

      <h3 className="staff-session__title">Prescriptions</h3>
      <OrderDocuments documents={order.documents} />

      <h3 className="staff-session__title">Notes</h3>
      <OrderNotes notes={order.notes} now={now} />

      {action.error === null ? null : <Notice tone="error">{action.error}</Notice>}
      {order.closed ? null : (
        <ReplyForm
          order={order}
          busy={action.busy}
          onReply={(note, amount) => action.run({ kind: 'reply', note, amount })}
        />
      )}

      <div className="actions">
        <MoveButton order={order} busy={action.busy} onMove={(to) => void action.run({ kind: 'move', to })} />
        {canRecordCash(order) ? (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={action.busy}
            onClick={onRecordCash}
          >
            Record cash payment
          </button>
        ) : null}
        {order.closed ? null : (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={action.busy}
            onClick={onCancelOrder}
          >
            Cancel order
          </button>
        )}
        <button ref={closeRef} type="button" className="button button--secondary button--small" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
