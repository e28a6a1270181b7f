import { formatDate, formatTime } from '../../../../domain/days';
import { orderKindLabel } from '../../../../domain/orderTracker';
import { withRelationshipText } from '../../../../domain/patient';
import type { OrderView } from '../../../../machines/orderView.machine';
import { orderViewText } from './orderViewText';

function when(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : `${formatDate(time)} ${formatTime(time)}`;
}

/** Type (Finance shown as Admission, a procedure at home as Home Visit), identifier, requested time, hospital and for whom (spec 001 §2). */
export function OrderHeader({ order }: { order: OrderView }): React.JSX.Element {
  const forWhom = withRelationshipText(order.patientName, order.patientRelationship);
  return (
    <header className="card">
      <h1 id="order-title" className="page__title">
        {orderKindLabel(order)}
      </h1>
      <dl className="detail-list">
        <dt>{orderViewText().orderNo}</dt>
        <dd>{order.identifier}</dd>
        <dt>{orderViewText().requested}</dt>
        <dd>{when(order.authoredOn)}</dd>
        {order.requestedTime === null ? null : (
          <>
            <dt>{orderViewText().wanted}</dt>
            <dd>{when(order.requestedTime)}</dd>
          </>
        )}
        <dt>{orderViewText().hospital}</dt>
        <dd>{order.hospitalName}</dd>
        <dt>{orderViewText().requestedFor}</dt>
        <dd>{forWhom}</dd>
      </dl>
    </header>
  );
}
