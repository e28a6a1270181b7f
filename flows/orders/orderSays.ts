import type { BubbleContent, ComposerMode, ReplyButton, Speaker } from '../chatProtocol';
import { t } from '../../i18n/translate';
import type { PlainMessageId } from './orderText';

/**
 * The bubble, button and composer actions of the order conversations, worded when they run rather than when the
 * machine is built (flows/assistant/actionsOf.ts takes finished text): the patient may choose a language after
 * the modules load, and a conversation speaks the language of the moment.
 */

interface LaterSay {
  readonly type: 'say';
  readonly params: () => { from: Speaker; content: BubbleContent };
}

export function sayOrder(id: PlainMessageId): LaterSay {
  return { type: 'say', params: () => ({ from: 'assistant', content: { kind: 'text', text: t(id) } }) };
}

export function orderEvent(outcome: 'success' | 'failure', id: PlainMessageId): LaterSay {
  return { type: 'say', params: () => ({ from: 'assistant', content: { kind: 'event', outcome, text: t(id) } }) };
}

export function offerOrder(buttons: () => readonly ReplyButton[]): {
  readonly type: 'offer';
  readonly params: () => { buttons: readonly ReplyButton[] };
} {
  return { type: 'offer', params: () => ({ buttons: buttons() }) };
}

export function composeOrder(mode: () => ComposerMode): {
  readonly type: 'compose';
  readonly params: () => ComposerMode;
} {
  return { type: 'compose', params: mode };
}
