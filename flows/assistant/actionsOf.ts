import type { BubbleContent, ComposerMode, Speaker } from '../chatProtocol';
import type { AssistantContext } from './context';

/**
 * Shorthands for the shared bubble actions of assistant.setup.ts, as every conversation writes them in
 * its state configs: `says(text)` rather than `{ type: 'say', params: … }`.
 */

type SayParams = { from: Speaker; content: BubbleContent };
/** Worded when said (XState's dynamic params), so a catalogue message is in the language active then. */
type Say = { type: 'say'; params: (args: { context: AssistantContext }) => SayParams };

/**
 * What a bubble says: a text, or a function that words it. State configs are built when their module loads,
 * before the patient's language is active, so a catalogue message is passed as `() => t('area.name')` and
 * worded when the bubble is said, in the language active then.
 */
export type Wording = string | (() => string);

function worded(text: Wording): string {
  return typeof text === 'string' ? text : text();
}

export function says(text: Wording): Say {
  return { type: 'say', params: () => ({ from: 'assistant', content: { kind: 'text', text: worded(text) } }) };
}

export function compose(mode: ComposerMode): { type: 'compose'; params: ComposerMode } {
  return { type: 'compose', params: mode };
}

/** The composer closed: the patient answers with reply buttons, or nothing is asked. */
export const NO_INPUT: ComposerMode = { kind: 'none' };
