import type { AssistantContext } from '../assistant/context';
import type { BubbleContent, ComposerMode, ReplyButton, Speaker } from '../chatProtocol';

/**
 * The booking conversation's bubble actions with their words made when the action runs, not when the state
 * config is built at import (flows/assistant/actionsOf.ts takes the text itself): the language is chosen
 * after modules load, and may change between two conversations.
 */

type Say = {
  type: 'say';
  params: (args: { context: AssistantContext }) => { from: Speaker; content: BubbleContent };
};

/** The assistant's text bubble, worded from the conversation when it is said. */
export function tells(text: (context: AssistantContext) => string): Say {
  return {
    type: 'say',
    params: ({ context }) => ({ from: 'assistant', content: { kind: 'text', text: text(context) } }),
  };
}

/** An event box ('Appointment booked successfully'), with an optional detail under it. */
export function eventBoxOf(outcome: 'success' | 'failure', text: () => string, detail?: () => string): Say {
  return {
    type: 'say',
    params: () => ({
      from: 'assistant',
      content:
        detail === undefined
          ? { kind: 'event', outcome, text: text() }
          : { kind: 'event', outcome, text: text(), detail: detail() },
    }),
  };
}

export function offers(buttons: () => readonly ReplyButton[]): {
  type: 'offer';
  params: () => { buttons: readonly ReplyButton[] };
} {
  return { type: 'offer', params: () => ({ buttons: buttons() }) };
}

export function composes(mode: () => ComposerMode): { type: 'compose'; params: () => ComposerMode } {
  return { type: 'compose', params: mode };
}
