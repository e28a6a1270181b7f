import type { BubbleContent, ComposerMode, Speaker } from '../chatProtocol';

/**
 * Bubble and composer actions whose words are taken when they run, not when a state config is built (at import,
 * before the patient's language is active): `saysWorded(() => t('signIn.askMobile'))` rather than `says(…)`.
 * The sign-in and the registration conversations word every text through them.
 */

type WordedSay = { readonly type: 'say'; readonly params: () => { from: Speaker; content: BubbleContent } };

export function saysWorded(text: () => string): WordedSay {
  return { type: 'say', params: () => ({ from: 'assistant', content: { kind: 'text', text: text() } }) };
}

/** An event box ('OTP sent successfully', 'Patient creation failure') worded when it is shown. */
export function eventBoxWorded(outcome: 'success' | 'failure', text: () => string): WordedSay {
  return { type: 'say', params: () => ({ from: 'assistant', content: { kind: 'event', outcome, text: text() } }) };
}

export function composeWorded(mode: () => ComposerMode): {
  readonly type: 'compose';
  readonly params: () => ComposerMode;
} {
  return { type: 'compose', params: mode };
}
