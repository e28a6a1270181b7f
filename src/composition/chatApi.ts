import type { Client } from 'urql';
import { API_GROUPS, type Api } from '../../flows/api';
import { lazyOrderCalls, type ChatOrders, type OrderCallOptions } from '../features/orders/api/chatOrderActors';
import { lazyCalls } from './lazyCalls';

/** Resolves to the app's urql client, loading its code first if needed (src/lib/client/lazyClient.ts). */
export type ClientLoader = () => Promise<Client>;

/** The chat's Api and what its photo composer uploads with. */
export interface ChatApi {
  readonly api: Api;
  /** Uploads a prescription photo the photo composer picked. */
  readonly uploadPhoto: ChatOrders['uploadPhoto'];
}

/**
 * The app's Api (flows/api.ts), built once over the lazily loaded urql client: each module of calls loads with
 * the client when the patient first needs one of them (the sign-in's when a number is typed, search and booking
 * when they first book, the typed-text rules when a sentence is sent). None is on the chat home's first frame.
 */
export function chatApi(client: ClientLoader, orders: OrderCallOptions): ChatApi {
  /** A module's calls over the client, both loaded in parallel. */
  const over =
    <Calls>(load: () => Promise<(client: Client) => Calls>) =>
    async (): Promise<Calls> => {
      const [build, loaded] = await Promise.all([load(), client()]);
      return build(loaded);
    };
  const chatOrders = lazyOrderCalls(client, orders);
  const api: Api = {
    ...lazyCalls(
      over(async () => {
        const { authCalls } = await import('../features/profiles/api/authActors');
        return (loaded) => authCalls(loaded);
      }),
      API_GROUPS.auth,
    ),
    ...lazyCalls(
      over(async () => (await import('../features/booking/api/searchActors')).searchCalls),
      API_GROUPS.search,
    ),
    ...lazyCalls(
      over(async () => {
        const { bookingCalls } = await import('../features/booking/api/bookingActors');
        return (loaded) => bookingCalls(loaded);
      }),
      API_GROUPS.booking,
    ),
    ...lazyCalls(
      over(async () => (await import('../features/appointment/api/cancelActors')).cancelCalls),
      API_GROUPS.cancel,
    ),
    ...lazyCalls(
      over(async () => (await import('../features/appointment/api/refundActors')).refundCalls),
      API_GROUPS.refund,
    ),
    ...lazyCalls(
      over(async () => (await import('../features/chat/api/chatLabReportActors')).labReportCalls),
      API_GROUPS.labReports,
    ),
    ...chatOrders.calls,
    // No call: the rules and their word lists (domain/intent.ts) are a chunk of their own, loaded at the first sentence.
    ...lazyCalls(async () => {
      const { understand } = await import('../../domain/intent');
      return {
        understandText: (input: { text: string; now: number }) => Promise.resolve(understand(input.text, input.now)),
      };
    }, API_GROUPS.understanding),
  };
  return { api, uploadPhoto: chatOrders.uploadPhoto };
}
