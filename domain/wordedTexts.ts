import type { MessageId, MessageValues } from '../i18n/messages.generated';
import { t } from '../i18n/translate';

/** The ids of messages that take no values. */
type PlainId = { [K in MessageId]: MessageValues[K] extends undefined ? K : never }[MessageId];

/**
 * A text object whose properties read their message when read, in the language active then (the language is
 * chosen after modules load, so a text worded at import would stay English): `TEXT.title` keeps working for
 * every screen that reads it. `functions` are the texts that take values, kept as they are.
 * Never spread the result ({ ...TEXT } words every text once, at that moment).
 */
export function wordedTexts<const Ids extends Record<string, PlainId>, Functions extends object = object>(
  ids: Ids,
  functions?: Functions,
): { readonly [K in keyof Ids]: string } & Functions {
  const texts: object = functions ?? {};
  for (const [key, id] of Object.entries(ids))
    Object.defineProperty(texts, key, { get: () => t(id), enumerable: true });
  return texts as { readonly [K in keyof Ids]: string } & Functions;
}
