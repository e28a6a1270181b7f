import type { MessageId, MessageValues } from '../../i18n/messages.generated';
import { t } from '../../i18n/translate';
import type { ChatOrderCategory } from './orderDraft';

/**
 * The chat's wording for ordering (spec 001 §2 chat-flow order steps; the event texts are the spec's own), in
 * i18n/po/<language>/orders.po. The state configs are built when the module loads, before the language is
 * chosen: they hold message ids, worded when a bubble is said (orderSays.ts).
 */

/** A message that takes no values: what a state config can name ahead of time. */
export type PlainMessageId = {
  [K in MessageId]: MessageValues[K] extends undefined ? K : never;
}[MessageId];

export const askAddressText = (address: string): string => t('orders.chat.askAddress', { address });

export const noMatchText = (typed: string): string => t('orders.chat.noMatch', { typed });

/**
 * What the conversation says first: which order this is, by the menu's name for it. A start from
 * /chat-home/{category} has no tapped menu button above it to tell (issue 29). Read per key when said (getters),
 * so it is worded in the language of that moment.
 */
export const ORDER_INTRO: Readonly<Record<ChatOrderCategory, string>> = {
  get Medication() {
    return t('orders.intro.medication');
  },
  get Examination() {
    return t('orders.intro.examination');
  },
  get Procedure() {
    return t('orders.intro.procedure');
  },
};

/** The failure event of each category (spec 001, issue 16). */
export function orderFailedText(category: ChatOrderCategory): string {
  switch (category) {
    case 'Medication':
      return t('orders.failed.medication');
    case 'Examination':
      return t('orders.failed.examination');
    case 'Procedure':
      return t('orders.failed.procedure');
  }
}

export const selectedText = (names: readonly string[]): string =>
  t('orders.chat.selected', {
    names: names.length === 0 ? t('orders.chat.selectedNone') : names.join(', '),
  });

/** The summary the patient confirms. */
export function confirmText(lines: readonly string[]): string {
  return [t('orders.summary.title'), ...lines].join('\n');
}
