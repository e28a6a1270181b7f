import type { PubSub } from '../../pubsub';

/** The keys an order change is announced under: its own view, its account's lists and its hospital's board. */
export interface OrderKeys {
  readonly id: string;
  readonly accountId: string;
  readonly organizationId: string;
}

/** Announces one order change to every audience (call after the transaction that made it commits). */
export function publishOrderChange(pubsub: PubSub, order: OrderKeys): void {
  pubsub.publish('serviceRequestChanged', order.id, { serviceRequestId: order.id });
  pubsub.publish('serviceRequestsChanged', order.accountId, { serviceRequestId: order.id });
  pubsub.publish('staffOrdersChanged', order.organizationId, { serviceRequestId: order.id });
}
