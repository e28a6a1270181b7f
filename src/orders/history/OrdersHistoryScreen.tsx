import { HISTORY_LISTS } from '../../../domain/orderList';
import { OrderHistoryList } from './OrderHistoryList';

/** /history/orders: the account's medication and lab test orders. */
export function OrdersHistoryScreen(): React.JSX.Element {
  return <OrderHistoryList title={HISTORY_LISTS.orders.title} categories={HISTORY_LISTS.orders.categories} />;
}
