import type { InspectionEvent } from 'xstate';
import type { ChatEmitted } from '../../flows/chatProtocol';

/**
 * The hand-over point between the running conversation and the statechart inspector. It sits on the
 * patient's path, so it stays tiny: a bounded buffer and a listener. The recorder (flows/trace) loads
 * only with the inspector; until the inspector opens, records wait here.
 */

/**
 * Development builds always; production builds only for tenants that turn the inspector on. Read from
 * the build's tenant constant rather than src/config/tenant.ts: importing that module from here (the chat imports
 * the hub) made the bundler split the tenant into a chunk of its own on the first-bubble path.
 */
export const inspectorEnabled: boolean = import.meta.env.DEV || __TENANT__.inspector.enabled;

/** Enough for a long conversation (a minute of resend countdown is about 600 records); the oldest go first. */
const HUB_BUFFER_LIMIT = 10_000;

export type HubRecord =
  /** A conversation actor is being created: fresh with this input, or resumed from storage (input null). */
  | { readonly kind: 'begin'; readonly at: number; readonly input: unknown; readonly resumed: boolean }
  | { readonly kind: 'inspect'; readonly at: number; readonly event: InspectionEvent }
  | { readonly kind: 'emitted'; readonly at: number; readonly event: ChatEmitted };

/** What one conversation actor reports: pass `inspect` to createActor, call `emitted` for each chat event. */
export interface InspectionRun {
  readonly inspect: (event: InspectionEvent) => void;
  readonly emitted: (event: ChatEmitted) => void;
}

export interface InspectionHub {
  readonly enabled: boolean;
  /** Undefined when the inspector is off for this build: nothing is recorded. */
  begin(start: { readonly input: unknown; readonly resumed: boolean }): InspectionRun | undefined;
  /**
   * Hands over what was buffered (and how many older records were dropped), then delivers each new
   * record to the listener instead of buffering it, until detached.
   */
  attach(listener: (record: HubRecord) => void): {
    readonly buffered: readonly HubRecord[];
    readonly dropped: number;
    readonly detach: () => void;
  };
  /** What is buffered, left in place (the hand-over to the inspector's page, which may not happen). */
  peek(): { readonly buffered: readonly HubRecord[]; readonly dropped: number };
}

/** Microsteps and transitions repeat what the snapshots say; actions stay (they schedule delays). */
const SKIPPED: ReadonlySet<InspectionEvent['type']> = new Set(['@xstate.microstep', '@xstate.transition']);

export function createInspectionHub(
  enabled: boolean,
  limit = HUB_BUFFER_LIMIT,
  now: () => number = Date.now,
): InspectionHub {
  let buffer: HubRecord[] = [];
  let dropped = 0;
  let listener: ((record: HubRecord) => void) | null = null;

  const push = (record: HubRecord): void => {
    if (listener !== null) {
      listener(record);
      return;
    }
    buffer.push(record);
    if (buffer.length > limit) {
      dropped += buffer.length - limit;
      buffer = buffer.slice(-limit);
    }
  };

  return {
    enabled,
    begin({ input, resumed }) {
      if (!enabled) return undefined;
      push({ kind: 'begin', at: now(), input, resumed });
      return {
        inspect: (event) => {
          if (!SKIPPED.has(event.type)) push({ kind: 'inspect', at: now(), event });
        },
        emitted: (event) => push({ kind: 'emitted', at: now(), event }),
      };
    },
    peek: () => ({ buffered: [...buffer], dropped }),
    attach(next) {
      const handed = { buffered: buffer, dropped };
      buffer = [];
      dropped = 0;
      listener = next;
      return {
        ...handed,
        detach: () => {
          if (listener === next) listener = null;
        },
      };
    },
  };
}

/** The app's one hub. */
export const inspectionHub: InspectionHub = createInspectionHub(inspectorEnabled);
