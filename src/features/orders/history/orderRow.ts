import { displayName } from '../../../../domain/patient';
import { formatDate } from '../../../../domain/days';
import { orderStatusWord } from '../../../../domain/orderList';
import { orderKindLabel } from '../../../../domain/orderTracker';
import { readFragment, type FragmentOf } from '../../../lib/graphql/graphql';
import { OrderRowFields } from '../graphql/orderList';

/** One order as a history row shows it. */
export interface OrderRow {
  readonly id: string;
  /** Finance reads Admission, a procedure at home Home Visit. */
  readonly category: string;
  readonly identifier: string;
  readonly date: string;
  readonly hospital: string;
  readonly patient: string;
  readonly status: string;
}

export function toOrderRow(masked: FragmentOf<typeof OrderRowFields>): OrderRow {
  const order = readFragment(OrderRowFields, masked);
  return {
    id: order.id,
    category: orderKindLabel(order),
    identifier: order.identifier,
    date: formatDate(new Date(order.createdTime)),
    hospital: order.organization.orgName,
    patient: displayName(order.patient),
    status: orderStatusWord(order.category, order),
  };
}

/** The order view of a row (helper "view" owns the screen). */
export const orderViewRoute = (orderId: string): string => `/order/view?${new URLSearchParams({ orderId }).toString()}`;
