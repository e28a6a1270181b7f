import { setup } from 'xstate';

/**
 * Network health for the app shell (spec 000 §4, §8): the browser's connectivity and the GraphQL
 * websocket. Offline shows "We can't connect to internet!" and coming back online reloads the page;
 * a socket error shows 'Your device internet is slow!' with a refresh that reloads too.
 */
export type ConnectionEvent =
  | { readonly type: 'ONLINE' }
  | { readonly type: 'OFFLINE' }
  | { readonly type: 'WS_ERROR' }
  | { readonly type: 'WS_CONNECTED' }
  | { readonly type: 'REFRESH' };

export const connectionMachine = setup({
  types: { events: {} as ConnectionEvent },
  actions: {
    /** The app provides window.location.reload; a machine never touches the page itself. */
    reload: () => undefined,
  },
}).createMachine({
  id: 'connection',
  type: 'parallel',
  states: {
    browser: {
      initial: 'online',
      states: {
        online: { on: { OFFLINE: 'offline' } },
        offline: { on: { ONLINE: { target: 'online', actions: 'reload' } } },
      },
    },
    socket: {
      initial: 'healthy',
      states: {
        healthy: { on: { WS_ERROR: 'error' } },
        error: { on: { WS_CONNECTED: 'healthy' } },
      },
    },
  },
  on: { REFRESH: { actions: 'reload' } },
});
