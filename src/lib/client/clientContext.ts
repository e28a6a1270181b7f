import { createContext } from 'react';
import type { Client } from 'urql';

/**
 * The context between ClientProvider, which fills it, and ClientGate, loaded with the screens that query, which reads
 * it: in a module of its own so that neither imports the other.
 */

/** The app's urql client as the app reads it: there now, or once its code has loaded. */
export interface ClientSource {
  readonly current: () => Client | null;
  /** The same promise until it fails (React's use() needs a stable one). */
  readonly ready: () => Promise<Client>;
  readonly subscribe: (listener: () => void) => () => void;
}

export const ClientContext = createContext<ClientSource | null>(null);
