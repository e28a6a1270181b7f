import { OrderHistoryList } from './OrderHistoryList';

/** /history/procedure: the account's home visits and procedures. */
export function ProcedureHistoryScreen(): React.JSX.Element {
  return <OrderHistoryList list="procedure" />;
}
