// Loaded by createLazyLiveSocket (./lazySocket) the first time the app wants its socket: the socket's code
// and graphql-ws arrive together, in one round trip.
import { createClient } from 'graphql-ws';
import type { LiveSocket, LiveSocketOptions } from './lazySocket';
import { createLiveSocket } from './socket';

export function createLoadedLiveSocket(options: LiveSocketOptions): LiveSocket {
  return createLiveSocket({ ...options, create: options.create ?? createClient });
}
