import type { InspectionEvent } from 'xstate';
import type { ChatEmitted } from '../../flows/chatProtocol';
import { toJson, type JsonValue } from '../../flows/trace/json';
import { actorStandIn, parentOf } from '../../machines/xstateInternals';
import { inspectionHub, type HubRecord, type InspectionHub } from './inspection';

/**
 * The hub's records carried across the page load from the patient app to the inspector's page (inspect.html, an entry
 * of its own): the Inspector link writes what the hub buffered to session storage, the inspector's page reads it once
 * and feeds it to its recorder before its own chat resumes the conversation, so the recording still covers the
 * conversation from its start (docs/decisions/0053-inspector-entry.md). Loaded only when the link is followed.
 *
 * Inspection events hold live actors; what crosses is what the recorder reads of them: each actor once (its session
 * id, id, src, machine and parent), each event object once (the recorder pairs a delayed event with the action that
 * scheduled it, and a snapshot with its event, by identity), and of a snapshot its status, value, output and error.
 */

const HANDOVER_KEY = 'carechat.inspector.handover';
const HANDOVER_VERSION = 1;

interface HandedActor {
  readonly sessionId: string;
  readonly id: string;
  readonly src: string | null;
  /** The statechart's id, null for a promise or callback actor. */
  readonly machineId: string | null;
  /** The parent's session id, null for a root. */
  readonly parent: string | null;
}

interface HandedInspection {
  readonly type: InspectionEvent['type'];
  readonly rootId: string;
  readonly actor: string;
  readonly source: string | null;
  /** Index into `events`. */
  readonly event: number | null;
  readonly snapshot: {
    readonly status: JsonValue;
    readonly value: JsonValue;
    readonly output: JsonValue;
    readonly error: JsonValue;
  } | null;
  readonly action: {
    readonly type: string;
    readonly params: { readonly [key: string]: JsonValue | { readonly eventIndex: number } };
  } | null;
}

type HandedRecord =
  | { readonly kind: 'begin'; readonly at: number; readonly input: JsonValue; readonly resumed: boolean }
  | { readonly kind: 'inspect'; readonly at: number; readonly event: HandedInspection }
  | { readonly kind: 'emitted'; readonly at: number; readonly event: JsonValue };

interface HandOver {
  readonly version: typeof HANDOVER_VERSION;
  readonly dropped: number;
  readonly actors: readonly HandedActor[];
  readonly events: readonly JsonValue[];
  readonly records: readonly HandedRecord[];
}

/** What the recorder reads of a record, taken from the hub. */
export interface HandedRecords {
  readonly records: readonly HubRecord[];
  readonly dropped: number;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The machine a logic runs, as the recorder tells a statechart from other logic (it has a root state node). */
function machineIdOf(ref: object): string | null {
  const logic = field(ref, 'logic');
  return field(logic, 'root') === undefined ? null : text(field(logic, 'id'));
}

/** The parameters of the actions the recorder reads (delays scheduled and cancelled), the delayed event by index. */
const TIMER_ACTIONS: ReadonlySet<string> = new Set(['xstate.raise', 'xstate.sendTo', 'xstate.cancel']);

/** The records as plain JSON, each actor and each event object written once. */
function serializeRecords(records: readonly HubRecord[], dropped: number): HandOver {
  const actors = new Map<string, HandedActor>();
  const eventIndex = new Map<object, number>();
  const events: JsonValue[] = [];
  const actorKey = (ref: object): string => {
    const sessionId = text(field(ref, 'sessionId')) ?? '';
    if (!actors.has(sessionId)) {
      const parent = parentOf(ref);
      actors.set(sessionId, {
        sessionId,
        id: text(field(ref, 'id')) ?? sessionId,
        src: text(field(ref, 'src')),
        machineId: machineIdOf(ref),
        parent: parent === undefined ? null : actorKey(parent),
      });
    }
    return sessionId;
  };
  const eventKey = (event: object): number => {
    let index = eventIndex.get(event);
    if (index === undefined) {
      index = events.push(toJson(event)) - 1;
      eventIndex.set(event, index);
    }
    return index;
  };
  const inspection = (ev: InspectionEvent): HandedInspection => {
    const event = field(ev, 'event');
    const sourceRef = field(ev, 'sourceRef');
    const snapshot = field(ev, 'snapshot');
    const action = ev.type === '@xstate.action' ? ev.action : null;
    return {
      type: ev.type,
      rootId: ev.rootId,
      actor: actorKey(ev.actorRef),
      source: typeof sourceRef === 'object' && sourceRef !== null ? actorKey(sourceRef) : null,
      event: typeof event === 'object' && event !== null ? eventKey(event) : null,
      snapshot:
        snapshot === undefined
          ? null
          : {
              status: toJson(field(snapshot, 'status')),
              value: toJson(field(snapshot, 'value')),
              output: toJson(field(snapshot, 'output')),
              error: toJson(field(snapshot, 'error')),
            },
      action:
        action === null
          ? null
          : {
              type: action.type,
              params: TIMER_ACTIONS.has(action.type)
                ? Object.fromEntries(
                    ['sendId', 'delay', 'id', 'event'].flatMap((key) => {
                      const value = field(action.params, key);
                      if (value === undefined) return [];
                      return [
                        [
                          key,
                          typeof value === 'object' && value !== null ? { eventIndex: eventKey(value) } : toJson(value),
                        ],
                      ];
                    }),
                  )
                : {},
            },
    };
  };
  const handed = records.map((record): HandedRecord => {
    switch (record.kind) {
      case 'begin':
        return { kind: 'begin', at: record.at, input: toJson(record.input), resumed: record.resumed };
      case 'emitted':
        return { kind: 'emitted', at: record.at, event: toJson(record.event) };
      case 'inspect':
        return { kind: 'inspect', at: record.at, event: inspection(record.event) };
    }
  });
  return { version: HANDOVER_VERSION, dropped, actors: [...actors.values()], events, records: handed };
}

function isEventIndex(value: unknown): value is { eventIndex: number } {
  return typeof field(value, 'eventIndex') === 'number';
}

/**
 * Hub records again, for the recorder: actors become stand-ins holding what it reads (never live actors, so the
 * inspector shows them in its log and trace, not as running actors), each event one object again.
 */
function deserializeRecords(handOver: HandOver): HandedRecords {
  const events = handOver.events.map((event) => (typeof event === 'object' && event !== null ? event : {}));
  const byId = new Map(handOver.actors.map((actor) => [actor.sessionId, actor]));
  const standIns = new Map<string, object>();
  const standIn = (sessionId: string): object => {
    let made = standIns.get(sessionId);
    if (made === undefined) {
      const actor = byId.get(sessionId);
      const parent = actor?.parent ?? null;
      made = actorStandIn(
        {
          sessionId,
          id: actor?.id ?? sessionId,
          ...(actor?.src === null || actor?.src === undefined ? {} : { src: actor.src }),
          logic: actor?.machineId === null || actor?.machineId === undefined ? {} : { id: actor.machineId, root: {} },
        },
        parent === null ? undefined : standIn(parent),
      );
      standIns.set(sessionId, made);
    }
    return made;
  };
  const inspection = (ev: HandedInspection): InspectionEvent => {
    const params =
      ev.action === null
        ? undefined
        : Object.fromEntries(
            Object.entries(ev.action.params).map(([key, value]) => [
              key,
              isEventIndex(value) ? events[value.eventIndex] : value,
            ]),
          );
    return {
      type: ev.type,
      rootId: ev.rootId,
      actorRef: standIn(ev.actor),
      ...(ev.source === null ? {} : { sourceRef: standIn(ev.source) }),
      ...(ev.event === null ? {} : { event: events[ev.event] }),
      ...(ev.snapshot === null ? {} : { snapshot: ev.snapshot }),
      ...(ev.action === null ? {} : { action: { type: ev.action.type, params } }),
    } as unknown as InspectionEvent;
  };
  const records = handOver.records.map((record): HubRecord => {
    switch (record.kind) {
      case 'begin':
        return record;
      case 'emitted':
        return { kind: 'emitted', at: record.at, event: record.event as unknown as ChatEmitted };
      case 'inspect':
        return { kind: 'inspect', at: record.at, event: inspection(record.event) };
    }
  });
  return { records, dropped: handOver.dropped };
}

function isHandOver(value: unknown): value is HandOver {
  return (
    field(value, 'version') === HANDOVER_VERSION &&
    typeof field(value, 'dropped') === 'number' &&
    ['actors', 'events', 'records'].every((key) => Array.isArray(field(value, key)))
  );
}

/** The patient app, as the Inspector link is followed: what the hub buffered, into the tab's session storage. */
export function handOverToInspector(hub: InspectionHub = inspectionHub, storage: Storage = sessionStorage): void {
  // Left in the hub: a cancelled leave, or Back restoring this page from the browser's cache, keeps the whole story.
  const { buffered, dropped } = hub.peek();
  try {
    storage.setItem(HANDOVER_KEY, JSON.stringify(serializeRecords(buffered, dropped)));
  } catch {
    // Storage full or unavailable: the inspector opens without the conversation's start, marked resumed.
  }
}

/** The inspector's page, once: what the patient app handed over, removed from storage; null when nothing was. */
export function takeHandOver(storage: Storage = sessionStorage): HandedRecords | null {
  const text = storage.getItem(HANDOVER_KEY);
  if (text === null) return null;
  storage.removeItem(HANDOVER_KEY);
  try {
    const parsed: unknown = JSON.parse(text);
    return isHandOver(parsed) ? deserializeRecords(parsed) : null;
  } catch {
    return null;
  }
}

let received: HandedRecords | null = null;

/**
 * The inspector's entry, first thing: the hand-over out of storage before the page's large chunk loads, so that a
 * failed load leaves no patient data behind in the tab.
 */
export function receiveHandOver(storage: Storage = sessionStorage): void {
  received = takeHandOver(storage);
}

/** What the entry received, once (the live session's reader). */
export function receivedHandOver(): HandedRecords | null {
  const handed = received;
  received = null;
  return handed;
}
