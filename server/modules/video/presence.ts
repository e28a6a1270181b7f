import type { Services } from '../../context';

/**
 * How many live videoSignals subscriptions each participant of each communication has on this server. A reload
 * opens the new subscription before the old socket closes: the participant stays connected through it, and the
 * history shows one connected and one disconnected per stay. Counted in this process only, as the chat's staff
 * presence is: several servers would need a shared registry.
 */
export interface CallPresence {
  /** One more live subscription; true when it is the participant's first (connected now). */
  join(key: string): boolean;
  /** One fewer; true when it was the participant's last (disconnected now). */
  leave(key: string): boolean;
}

function createCallPresence(): CallPresence {
  const open = new Map<string, number>();
  return {
    join(key) {
      const before = open.get(key) ?? 0;
      open.set(key, before + 1);
      return before === 0;
    },
    leave(key) {
      const remaining = (open.get(key) ?? 1) - 1;
      if (remaining > 0) {
        open.set(key, remaining);
        return false;
      }
      open.delete(key);
      return true;
    },
  };
}

const presences = new WeakMap<Services, CallPresence>();

/** The server's call presence, made on first use (kept beside Services, as chatLiveOf is). */
export function callPresenceOf(services: Services): CallPresence {
  let presence = presences.get(services);
  if (presence === undefined) {
    presence = createCallPresence();
    presences.set(services, presence);
  }
  return presence;
}

export const presenceKey = (communicationId: number, participantReference: string): string => `${communicationId}|${participantReference}`;
