import type { InspectionEvent } from 'xstate';
import type { ChatEmitted } from '../../flows/chatProtocol';

/**
 * The hand-over point between the running conversation and what records it: the statechart inspector, and the
 * recorded runs' uploader (src/lib/recordedRuns/). It sits on the patient's path, so it stays tiny: a bounded buffer
 * and its listeners. The recorder (flows/trace) loads only with them; until one attaches, records wait here.
 */

/**
 * Development builds always; production builds only for tenants that turn the inspector on. Read from
 * the build's tenant constant rather than src/config/tenant.ts: importing that module from here (the chat imports
 * the hub) made the bundler split the tenant into a chunk of its own on the first-bubble path. The build writes the
 * switch as a literal (vite.tenant.ts `tenantDefines`).
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
  /** Undefined when neither the inspector nor the recorded runs are on for this build: nothing is recorded. */
  begin(start: { readonly input: unknown; readonly resumed: boolean }): InspectionRun | undefined;
  /**
   * Hands over what was buffered (and how many older records were dropped), then delivers each new
   * record to the listener (beside any other attached) instead of buffering it, until detached. A hub that
   * keeps its buffer (the inspector's hand-over reads it) hands over a copy and goes on buffering.
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
  /** Buffer even while listeners are attached: the uploader listens while the Inspector link may still hand over. */
  keep = false,
): InspectionHub {
  let buffer: HubRecord[] = [];
  let dropped = 0;
  const listeners = new Set<(record: HubRecord) => void>();

  const push = (record: HubRecord): void => {
    for (const listener of listeners) listener(record);
    if (listeners.size > 0 && !keep) return;
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
      const handed = { buffered: keep ? [...buffer] : buffer, dropped };
      if (!keep) {
        buffer = [];
        dropped = 0;
      }
      listeners.add(next);
      return { ...handed, detach: () => void listeners.delete(next) };
    },
  };
}

/**
 * The app's one hub: on for the inspector or for the tenant's recorded runs (issue 33, src/lib/recordedRuns/); it keeps
 * its buffer for the Inspector link.
 */
export const inspectionHub: InspectionHub = createInspectionHub(
  inspectorEnabled || __TENANT__.recordedRuns.enabled,
  HUB_BUFFER_LIMIT,
  Date.now,
  inspectorEnabled,
);
