import type { BubbleContent, ComposerMode, ReplyButton, Speaker } from '../chatProtocol';

/**
 * Shorthands for the shared bubble actions of assistant.setup.ts, as every conversation writes them in
 * its state configs: `says(text)` rather than `{ type: 'say', params: … }`.
 */

type Say = { type: 'say'; params: { from: Speaker; content: BubbleContent } };

export function says(text: string): Say {
  return { type: 'say', params: { from: 'assistant', content: { kind: 'text', text } } };
}

/** An event box: the outcome of a step ('OTP sent successfully', 'Patient creation failure', ...). */
export function eventBox(outcome: 'success' | 'failure', text: string): Say {
  return { type: 'say', params: { from: 'assistant', content: { kind: 'event', outcome, text } } };
}

export function compose(mode: ComposerMode): { type: 'compose'; params: ComposerMode } {
  return { type: 'compose', params: mode };
}

export function offer(buttons: readonly ReplyButton[]): { type: 'offer'; params: { buttons: readonly ReplyButton[] } } {
  return { type: 'offer', params: { buttons } };
}

/** The composer closed: the patient answers with reply buttons, or nothing is asked. */
export const NO_INPUT: ComposerMode = { kind: 'none' };
