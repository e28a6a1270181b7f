import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AuthInput, authMachine } from '../../../../machines/auth.machine';
import { clearStoredActor, loadStoredActor, saveStoredActor, type StoredActor } from '../../../lib/storedActor';
import { restoreTimers } from '../../../lib/persistedTimers';

type AuthLogic = typeof authMachine;
type AuthSnapshot = SnapshotFrom<AuthLogic>;
type AuthRef = ActorRefFrom<AuthLogic>;
/** The sign-in screen renders every state of the machine: it takes the whole snapshot. */
const selectSnapshot = (snapshot: AuthSnapshot): AuthSnapshot => snapshot;

interface Start {
  readonly input: AuthInput;
  /** The sign-in this tab had under way before a reload, when it can go on. */
  readonly stored: StoredActor | null;
}

/** The stored sign-in, if it still fits the machine, is under way and `accepts` it; otherwise it is dropped. */
function resumable(logic: AuthLogic, key: string, accepts: (snapshot: AuthSnapshot) => boolean): StoredActor | null {
  const stored = loadStoredActor(key);
  if (stored === null) return null;
  try {
    // Restoring without starting runs nothing (no send, no timer); it only checks the snapshot.
    const probe = createActor(logic, { input: {}, snapshot: stored.snapshot as AuthSnapshot }).getSnapshot();
    if (probe.status === 'active' && accepts(probe)) return stored;
  } catch {
    // Stored by an older build whose machine no longer matches: start over.
  }
  clearStoredActor(key);
  return null;
}

/**
 * The auth machine kept in sessionStorage under `key` while a code is under way, so a reload during
 * code entry resumes it (countdown included) instead of asking for the number again and re-sending,
 * which the server's 60 s rule would refuse (ARO-E1031). `input` is used only for a fresh start, so
 * a deep link's autoSend never re-sends on restore. Nothing is kept at the number step (Change number
 * starts over), once signed in, or after an error.
 */
export function usePersistedAuth(
  logic: AuthLogic,
  key: string,
  options: { readonly input: () => AuthInput; readonly accepts: (snapshot: AuthSnapshot) => boolean },
): readonly [AuthSnapshot, AuthRef['send'], AuthRef] {
  const [start] = useState<Start>(() => {
    const stored = resumable(logic, key, options.accepts);
    return { input: stored === null ? options.input() : {}, stored };
  });
  const actor = useActorRef(
    logic,
    start.stored === null
      ? { input: start.input }
      : { input: start.input, snapshot: start.stored.snapshot as AuthSnapshot },
  );
  // Once per actor: StrictMode's second effect run gets the timers back from the rehydrated system.
  const timersRestored = useRef(false);

  useEffect(() => {
    // useActorRef's own effect, declared before this one, has started the actor.
    if (!timersRestored.current) {
      timersRestored.current = true;
      restoreTimers(actor, start.stored?.timers ?? [], Date.now());
    }
    const keep = (): void => {
      const snapshot = actor.getSnapshot();
      if (snapshot.status === 'active' && !snapshot.matches('enteringMobile')) saveStoredActor(key, actor);
      else clearStoredActor(key);
    };
    keep();
    // Observers hear of a change after its delayed events are scheduled, so the timers stored are current.
    const subscription = actor.subscribe({ next: keep, error: () => clearStoredActor(key) });
    return () => subscription.unsubscribe();
  }, [actor, key, start]);

  const snapshot = useSelector(actor, selectSnapshot);
  const send = useCallback<AuthRef['send']>((event) => actor.send(event), [actor]);
  return [snapshot, send, actor];
}
