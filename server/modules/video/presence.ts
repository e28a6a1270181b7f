import type { Services } from '../../context';
import { presenceOf } from '../../live/presenceOf';
import type { PresenceHold } from '../../live/presenceRegistry';

/**
 * Which participants of which communications have a live videoSignals subscription, on any instance (the
 * registry is shared through Redis when there is one). A reload opens the new subscription before the old
 * socket closes: the participant stays connected through it, and the history shows one connected and one
 * disconnected per stay. A patient on one instance and the doctor on another see the same.
 */
export interface CallPresence {
  /** One more live subscription; its hold says whether it is the participant's first (connected now). */
  join(communicationId: number, participantReference: string): Promise<PresenceHold>;
}

/** The server's call presence (its keys in the shared presence registry). */
export function callPresenceOf(services: Services): CallPresence {
  return {
    join: (communicationId, participantReference) =>
      presenceOf(services).join(`call:${communicationId}|${participantReference}`),
  };
}
