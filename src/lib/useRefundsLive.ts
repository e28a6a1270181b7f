import { useEffect, useRef } from 'react';
import { useSubscription, type UseQueryExecute } from 'urql';
import { RefundStatusesChangedSubscription } from './graphql/refund';

/**
 * Asks a list again (network-only) when the refund status of one of the account's appointments changes, so
 * payment history shows requested → approved → refunded without a reload. The first push is the state now.
 */
export function useRefundsLive(reexecute: UseQueryExecute): void {
  const [{ data }] = useSubscription({ query: RefundStatusesChangedSubscription });
  const statuses =
    data?.appointmentsChanged
      .map((appointment) => `${appointment.id}:${appointment.appointmentPaymentRefundStatus ?? ''}`)
      .join(',') ?? null;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (statuses === null) return;
    const before = seen.current;
    seen.current = statuses;
    if (before !== null && before !== statuses) reexecute({ requestPolicy: 'network-only' });
  }, [statuses, reexecute]);
}
