import type { AnyStateMachine } from 'xstate';
import { MACHINES } from '../catalogue';

/**
 * Which build of each machine a run ran: machine id → a short hash of its definition (states,
 * transitions, targets, guards, invokes, delays by name, actions by type). Functions (inline actions,
 * guards' params, inputs) count only by their type or as 'fn', so the hash is the same in every
 * process and browser, and changes when a state, transition, guard or invoke does. Wording lives in
 * the catalogues (i18n/po), not here: a text change does not change a version.
 */

/** cyrb53 (public domain): a fast 53-bit string hash; no crypto needed, and the same in Node and browsers. */
function cyrb53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

function withoutFunctions(_key: string, value: unknown): unknown {
  if (typeof value !== 'function') return value;
  const type: unknown = (value as { type?: unknown }).type;
  return typeof type === 'string' ? `fn:${type}` : 'fn';
}

/** The version of one machine: 12 hex digits. */
export function machineVersion(machine: AnyStateMachine): string {
  return cyrb53(JSON.stringify(machine.definition, withoutFunctions)).slice(-12);
}

let versions: Readonly<Record<string, string>> | null = null;

/** Every machine of flows/catalogue.ts by id; computed once (definitions do not change while running). */
export function machineVersions(): Record<string, string> {
  versions ??= Object.fromEntries(MACHINES.map(({ id, machine }) => [id, machineVersion(machine)]));
  return { ...versions };
}
