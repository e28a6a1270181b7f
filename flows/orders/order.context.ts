import type { AssistantInput } from '../assistant/input';
import type { ChatOrderCategory, OrderDraft } from './orderDraft';

/** The orders' own context (flows/orders/); an order asked for signed out waits in the shared pendingOrder. */
export interface OrderContext {
  readonly orderHospitalIds: Readonly<Record<ChatOrderCategory, string>>;
  /** The order being put together in the chat; null outside an order conversation. */
  readonly order: OrderDraft | null;
}

export function orderContext(input: AssistantInput): OrderContext {
  return {
    orderHospitalIds: input.orderHospitalIds ?? {
      Medication: input.hospitalId,
      Examination: input.hospitalId,
      Procedure: input.hospitalId,
    },
    order: null,
  };
}
