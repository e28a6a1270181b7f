import { OrderHistoryList } from './OrderHistoryList';

/** /history/orders: the account's medication and lab test orders. */
export function OrdersHistoryScreen(): React.JSX.Element {
  return <OrderHistoryList list="orders" />;
}
