import type { ApiGroupCalls } from '../../../../flows/api';
import type { OrderPhoto } from '../../../../flows/orders/orderDraft';
import type { OrderCreateApi } from './orderCreateApi';
import type { ClientLoader } from '../../../composition/chatApi';
import { once } from '../../../lib/once';

/**
 * The chat's order calls (flows/orders/) over the create screen's OrderCreateApi (src/features/orders/api/), loaded
 * with the urql client when the patient first orders, like the booking calls (src/composition/chatApi.ts).
 */

export interface OrderCallOptions {
  /** The stored login's token, read at each upload (the blob service takes it as a bearer). */
  readonly accessToken: () => string | null;
  /** The hospital a photo is stored for. */
  readonly hospitalId: () => string;
}

export interface ChatOrders {
  readonly calls: ApiGroupCalls<'orders'>;
  /** Uploads a prescription photo and references it, for the photo composer (chat.uploaded). */
  readonly uploadPhoto: (file: Blob) => Promise<OrderPhoto>;
}

export function lazyOrderCalls(client: ClientLoader, options: OrderCallOptions): ChatOrders {
  const api = once(async (): Promise<OrderCreateApi> => {
    const [module, loaded] = await Promise.all([import('./orderCreateActors'), client()]);
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
    calls: {
      loadOrderCatalogue: async (input) => (await api()).loadOrderCatalogue(input.organizationId, input.category),
      createOrder: async (input) => {
        const { key, ...request } = input;
        const loaded = await api();
        await loaded.ensureHospitalProfile(request.patientId, request.organizationId);
        return loaded.createOrder({ ...request, id: idOf(key) });
      },
    },
    uploadPhoto: async (file) => {
      const uploaded = await (await api()).uploadOrderDocument(file, 'Prescription');
      return { documentReferenceId: uploaded.documentReferenceId, url: uploaded.url };
    },
  };
}
