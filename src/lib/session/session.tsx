import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Profile } from '../../../machines/types';
import { createSessionStore, type Session, type SessionStore } from './sessionStore';

export type { Session } from './sessionStore';

export interface SessionApi {
  readonly session: Session | null;
  /** The relationship ('Me', 'Mother', …) whose records are being viewed in this tab. */
  readonly relationshipView: string | null;
  readonly signIn: (session: Session) => void;
  readonly updateProfile: (profile: Profile) => void;
  readonly setRelationshipView: (relationship: string | null) => void;
  readonly signOut: () => void;
}

const SessionContext = createContext<SessionStore | null>(null);

let browserStore: SessionStore | null = null;

/** The one store of this tab, over localStorage and sessionStorage. */
export function browserSessionStore(): SessionStore {
  browserStore ??= createSessionStore(window.localStorage, window.sessionStorage);
  return browserStore;
}

export function SessionProvider({ store, children }: { store?: SessionStore; children: ReactNode }): React.JSX.Element {
  return <SessionContext.Provider value={store ?? browserSessionStore()}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (store === null) throw new Error('useSession needs a <SessionProvider> above it.');
  return store;
}

export function useSession(): SessionApi {
  const store = useSessionStore();
  const session = useSyncExternalStore(store.subscribe, store.read);
  const relationshipView = useSyncExternalStore(store.subscribe, store.relationshipView);
  return useMemo(
    () => ({
      session,
      relationshipView,
      signIn: store.signIn,
      updateProfile: store.updateProfile,
      setRelationshipView: store.setRelationshipView,
      signOut: store.signOut,
    }),
    [session, relationshipView, store],
  );
}

/**
 * authMachine's `storeSession` action: the machine decides when a login is complete, the app keeps it.
 * Given as the `storeSession` action where the sign-in is composed (src/composition/auth.ts, flows/composeMachines.ts).
 */
export function storeSessionAction(store: SessionStore): (_: unknown, params: Session) => void {
  return (_, params) => store.signIn(params);
}
