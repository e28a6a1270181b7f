import type { Client as WsClient, ClientOptions, Sink, createClient } from 'graphql-ws';

/** One graphql-ws client as the socket created it: its options, what was subscribed, whether it was disposed. */
export interface FakeWsClient {
  readonly options: ClientOptions;
  readonly sinks: Sink[];
  disposed: boolean;
  released: number;
}

/** A stand-in for graphql-ws's createClient that records every client, for createLiveSocket's `create` seam. */
export function fakeGraphqlWs(): { clients: FakeWsClient[]; create: typeof createClient } {
  const clients: FakeWsClient[] = [];
  const create = ((options: ClientOptions) => {
    const record: FakeWsClient = { options, sinks: [], disposed: false, released: 0 };
    clients.push(record);
    const client: Pick<WsClient, 'subscribe' | 'dispose'> = {
      subscribe: (_payload, sink) => {
        record.sinks.push(sink);
        return () => {
          record.released += 1;
        };
      },
      dispose: () => {
        record.disposed = true;
        return Promise.resolve();
      },
    };
    return client as WsClient;
  }) as typeof createClient;
  return { clients, create };
}
