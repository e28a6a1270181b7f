/** Bill-to name sent to the card gateway (spec 000 §5, spec 001 §5). */

export interface BillingName {
  readonly firstName: string;
  readonly lastName: string;
}

export interface NameParts {
  /** Given names: one string or the patient's given-name list. */
  readonly given: string | readonly string[];
  readonly family: string;
}

const LATIN_LETTER = /\p{Script=Latin}/u;

/** Whether the text has a Latin letter; the gateway needs a name it can read (names may be in Sinhala or Tamil). */
export function hasLatinLetter(text: string): boolean {
  return LATIN_LETTER.test(text);
}

/**
 * First name: the given name if it contains a Latin letter, otherwise the family name. Last name: the
 * family name if it contains a Latin letter, otherwise the given name. Applied literally: when neither
 * has one, the two swap places.
 */
export function billingName({ given, family }: NameParts): BillingName {
  const givenText = (typeof given === 'string' ? [given] : given)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
  const familyText = family.trim();
  return {
    firstName: hasLatinLetter(givenText) ? givenText : familyText,
    lastName: hasLatinLetter(familyText) ? familyText : givenText,
  };
}
