import { HISTORY_LISTS } from '../../../domain/orderList';
import { OrderHistoryList } from './OrderHistoryList';

/** /history/procedure: the account's home visits and procedures. */
export function ProcedureHistoryScreen(): React.JSX.Element {
  return <OrderHistoryList title={HISTORY_LISTS.procedure.title} categories={HISTORY_LISTS.procedure.categories} />;
}
