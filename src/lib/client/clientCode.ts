/**
 * What loads together when the app's urql client is first wanted (src/lib/client/lazyClient.ts): urql, graphcache
 * and the client's exchanges, about 19 KB gzip that the chat home's first bubble and reply buttons do not need.
 */
export { createAppClient } from './client';
/** @public lazyClient.ts calls it on this module's namespace, which knip does not follow. */
export { followPageVisibility } from './lazySocket';
