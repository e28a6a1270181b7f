/**
 * Machines a trace can have as its root (the one the UI talks to). Apart from flows/catalogue.ts, which imports
 * every machine: the trace format (flows/trace/trace.ts) needs only the names, and the server parses uploaded
 * recorded runs with it (server/modules/runs/) without loading a machine.
 */
export type FlowId = 'assistant' | 'auth' | 'registration';

export const FLOW_IDS: readonly FlowId[] = ['assistant', 'auth', 'registration'];

export function isFlowId(value: unknown): value is FlowId {
  return typeof value === 'string' && (FLOW_IDS as readonly string[]).includes(value);
}
