import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { ChatOrderRequest, OrderCatalogueItem, OrderPhoto } from '../../flows/orders/orderDraft';
import type { OrderCreateApi } from '../orders/api/orderCreateApi';
import type { ClientLoader } from './lazyActors';
import { once } from './once';

/**
 * The chat's order calls (flows/orders/) over the create screen's OrderCreateApi (src/orders/api/), loaded
 * with the urql client when the patient first orders, like the booking calls (src/chat/lazyActors.ts).
 */

export interface OrderActors {
  readonly loadOrderCatalogue: PromiseActorLogic<
    OrderCatalogueItem[],
    { organizationId: string; category: 'Examination' | 'Procedure' }
  >;
  readonly createOrder: PromiseActorLogic<{ id: string }, ChatOrderRequest>;
}

export interface OrderActorOptions {
  /** The stored login's token, read at each upload (the blob service takes it as a bearer). */
  readonly accessToken: () => string | null;
  /** The hospital a photo is stored for. */
  readonly hospitalId: () => string;
}

export interface ChatOrders {
  readonly actors: OrderActors;
  /** Uploads a prescription photo and references it, for the photo composer (chat.uploaded). */
  readonly uploadPhoto: (file: Blob) => Promise<OrderPhoto>;
}

export function lazyOrderActors(client: ClientLoader, options: OrderActorOptions): ChatOrders {
  const api = once(async (): Promise<OrderCreateApi> => {
    const [module, loaded] = await Promise.all([import('../orders/api/orderCreateActors'), client()]);
    return module.orderCreateApi(loaded, options);
  });
  // One order id per draft (the flow's key): a Try again after a failure that reached the server gets the
  // order already made back, never a second one.
  const ids = new Map<string, string>();
  const idOf = (key: string): string => {
    const known = ids.get(key);
    if (known !== undefined) return known;
    const id = crypto.randomUUID();
    ids.set(key, id);
    return id;
  };
  return {
    actors: {
      loadOrderCatalogue: fromPromise(async ({ input }) =>
        (await api()).loadOrderCatalogue(input.organizationId, input.category),
      ),
      createOrder: fromPromise(async ({ input }) => {
        const { key, ...request } = input;
        const loaded = await api();
        await loaded.ensureHospitalProfile(request.patientId, request.organizationId);
        return loaded.createOrder({ ...request, id: idOf(key) });
      }),
    },
    uploadPhoto: async (file) => {
      const uploaded = await (await api()).uploadOrderDocument(file, 'Prescription');
      return { documentReferenceId: uploaded.documentReferenceId, url: uploaded.url };
    },
  };
}
