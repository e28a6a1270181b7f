import { refundLabel, refundStatusText } from '../../domain/refund';

/** The refund status as a term and its description (inside a dl): nothing when there is no refund. */
export function RefundStatusRow({ status }: { status: string | null }): React.JSX.Element | null {
  if (status === null) return null;
  return (
    <>
      <dt>{refundLabel()}</dt>
      <dd>{refundStatusText(status)}</dd>
    </>
  );
}
