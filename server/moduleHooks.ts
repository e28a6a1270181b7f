import type { Services } from './context';
import type { BookingRow, RecoveryRound } from './modules/payments';
import type { OrderRow } from './modules/orders';
import type { ReleasedReport } from './modules/reports';
import type { DbOrTx } from './db/dbOrTx';
import type { PubSub } from './pubsub';

/**
 * What a module asks of a module above it, looked up on Services rather than imported: the import would close a
 * loop between the modules (docs/decisions/0042-server-cores-and-cycles.md). buildServices (server/services.ts)
 * registers the implementations; each names the module that provides it.
 */
export interface ModuleHooks {
  /** payments: asks the gateway about a booking of an ended hold before the hold sweep releases it (appointments). */
  readonly recoverBeforeExpiry: (services: Services, booking: BookingRow) => Promise<unknown>;
  /** payments: one round of the recovery sweep, run after each hold sweep (appointments' holdSweepJob). */
  readonly recoverPayments: (services: Services) => Promise<RecoveryRound>;
  /** feedback: texts the feedback link of an appointment the staff just fulfilled (staff transitions). */
  readonly appointmentFulfilled: (services: Services, appointmentId: string) => Promise<void>;
  /** reports: an order paid in cash releases its reports waiting for payment, in the paying transaction (orders). */
  readonly releaseReportsOfPaidOrder: (tx: DbOrTx, order: OrderRow) => Promise<readonly ReleasedReport[]>;
  /** reports: announces the reports released, after commit (orders). */
  readonly announceReleasedReports: (pubsub: PubSub, accountId: string, reports: readonly ReleasedReport[]) => void;
}
