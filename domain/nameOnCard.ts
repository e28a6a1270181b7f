import type { MessageId } from '../i18n/messages.generated';
import { t } from '../i18n/translate';
import { billingName, type BillingName } from './billingName';
import { CARD_MESSAGES } from './card';
import { signableText } from './signableText';
import { isNameSafe } from './textSafety';

/** Longest name on card taken (the gateway's bill-to names are short; card forms allow 60). */
export const NAME_ON_CARD_MAX_LENGTH = 60;

/** In English: the server's refusal. The patient's form reads nameOnCardErrorText. */
const NAME_ON_CARD_MESSAGES = {
  required: CARD_MESSAGES.name,
  tooLong: `Name on card is too long (at most ${String(NAME_ON_CARD_MAX_LENGTH)} characters).`,
  hidden: 'Name on card has hidden characters. Please type it again.',
} as const;

type NameOnCardProblem = keyof typeof NAME_ON_CARD_MESSAGES;

/**
 * What is wrong with a typed name on card, or null: required once trimmed (and signable), at most 60 characters, and
 * no hidden characters (domain/textSafety.ts isNameSafe: the gateway bills the name and prints it on receipts).
 */
function nameOnCardProblem(nameOnCard: string): NameOnCardProblem | null {
  if (nameOnCard.trim().length > NAME_ON_CARD_MAX_LENGTH) return 'tooLong';
  if (signableText(nameOnCard) === '') return 'required';
  if (!isNameSafe(nameOnCard.trim())) return 'hidden';
  return null;
}

/** nameOnCardProblem in English (the server's refusal). */
export function nameOnCardError(nameOnCard: string): string | null {
  const problem = nameOnCardProblem(nameOnCard);
  return problem === null ? null : NAME_ON_CARD_MESSAGES[problem];
}

const NAME_ON_CARD_TEXT = {
  required: 'payments.cardRule.name',
  tooLong: 'payments.cardRule.nameTooLong',
  hidden: 'payments.cardRule.nameHidden',
} as const satisfies Record<NameOnCardProblem, MessageId>;

/** nameOnCardProblem in the active language, for the patient's card form. */
export function nameOnCardErrorText(nameOnCard: string): string | null {
  const problem = nameOnCardProblem(nameOnCard);
  if (problem === null) return null;
  return problem === 'tooLong'
    ? t(NAME_ON_CARD_TEXT.tooLong, { max: NAME_ON_CARD_MAX_LENGTH })
    : t(NAME_ON_CARD_TEXT[problem]);
}

/**
 * The bill-to name of a card from the name on it (checked by nameOnCardError first): the last word is the
 * surname and the words before it the forename; a single word is both. The billing name's Latin-letter rule
 * then applies to the two parts, and neither holds a ',' or '=' (signableText).
 */
export function nameOnCardBillingName(nameOnCard: string): BillingName {
  const words = signableText(nameOnCard).split(' ');
  const surname = words.at(-1) ?? '';
  const forename = words.length > 1 ? words.slice(0, -1).join(' ') : surname;
  return billingName({ given: forename, family: surname });
}
