import type { DeepLink } from '../../domain/deepLink';
import type { PaymentGateway } from '../../domain/paymentGateways';
import type { Session } from '../../machines/types';
import type { Tenant } from '../../tenants/schema';
import type { ChatOrderCategory } from '../orders/orderDraft';

/** What the app starts the assistant with: the tenant's switches and defaults, the clock, the login, a deep link. */
export interface AssistantInput {
  readonly features: Tenant['features'];
  /** Epoch ms, for the greeting (morning, afternoon, evening). */
  readonly now: number;
  readonly session: Session | null;
  readonly deepLink: DeepLink | null;
  /** Where a patient registered in the chat is created. */
  readonly hospitalId: string;
  /** The hospital Chat With Hospital hands over to (the tenant's defaultOrganizations.agentChat); hospitalId when not given. */
  readonly chatHospitalId?: string;
  /** The tenant's enabled payment gateways (bookingOptions enabledGateways); the card provider alone when not given. */
  readonly gateways?: readonly PaymentGateway[];
  /** Where each order category is sent (the tenant's defaultOrganizations); hospitalId when not given. */
  readonly orderHospitalIds?: Readonly<Record<ChatOrderCategory, string>>;
}
