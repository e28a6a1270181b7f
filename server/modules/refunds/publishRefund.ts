import type { Services } from '../../context';

/** One of the hospital's refunds changed: the staff consoles of that hospital reload their queue. */
export function publishRefundChange(services: Services, organizationId: string): void {
  services.pubsub.publish('staffRefundsChanged', organizationId, { organizationId });
}
