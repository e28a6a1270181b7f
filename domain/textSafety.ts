/**
 * Text that cannot be stored, and text that reads reversed (docs/decisions/0029-unstorable-and-reversed-text.md). One module for the browser and the server: what no input may hold at all, what a person's name
 * refuses, and what free text (notes, replies, comments) loses before it is stored.
 */

/**
 * NUL, or half of a UTF-16 surrogate pair without its other half. PostgreSQL's text and jsonb cannot hold NUL, and a
 * lone surrogate is not a character at all (UTF-8 has no encoding for it): the database refuses both.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The explicit direction controls: embeddings LRE RLE, their end PDF, overrides LRO RLO (U+202A–U+202E) and
 * isolates LRI RLI FSI PDI (U+2066–U+2069). An RLO makes what follows it read right to left, letters included:
 * 'Nimal\u202Eavlis' shows as 'Nimalsilva'. They also leak past the end of the text that holds them into the line
 * around it (a staff list, an SMS, a PDF line) unless closed.
 */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const DIRECTION_CONTROLS = new RegExp(DIRECTION_CONTROL.source, 'g');

/**
 * The implicit direction marks LRM, RLM (U+200E, U+200F) and ALM (U+061C): invisible letters of one direction. They
 * cannot reverse a run of letters, only decide which side a neighbouring space, digit or punctuation mark sits on,
 * which Arabic, Hebrew or Urdu text needs now and then. Free text keeps them; a name refuses them (isNameSafe).
 */
const DIRECTION_MARKS = /[\u200E\u200F\u061C]/;

/** C0 controls (tab and line feed among them), DEL and the C1 controls (Unicode's Cc): nothing a person types and means to keep as such. */
const CONTROLS = /\p{Cc}/u;

/** LINE SEPARATOR and PARAGRAPH SEPARATOR: line breaks in all but name. */
const SEPARATORS = /[\u2028\u2029]/;

/** Whether the text holds a character no input may hold: NUL or a lone surrogate. */
export function hasUnstorableCharacters(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * Whether a person's name is free of hidden characters: no control character (tab and line break included), no line
 * or paragraph separator, no direction control and no direction mark. A name is one line of letters the console,
 * the SMS and the PDF print as they come; an invisible character would make it read reversed, or make two names
 * that look the same differ. The zero-width joiner and non-joiner stay allowed: Sinhala needs the joiner (ශ්‍රී).
 */
export function isNameSafe(name: string): boolean {
  return !(
    CONTROLS.test(name) ||
    SEPARATORS.test(name) ||
    DIRECTION_CONTROL.test(name) ||
    DIRECTION_MARKS.test(name) ||
    hasUnstorableCharacters(name)
  );
}

/** Control characters other than tab and line feed (after line endings became line feeds): stripped from multi-line text. */
const NOTE_CONTROLS = /(?![\t\n])\p{Cc}/gu;
/** Every control character: stripped from one-line text once its line breaks and tabs became spaces. */
const LINE_CONTROLS = /\p{Cc}/gu;

/**
 * Multi-line free text as it is stored (an order note, a chat message, a comment, an answer, a result): line endings
 * become line feeds (CR LF, CR, U+2028, U+2029), tabs and line feeds stay, every other control character and every
 * direction control goes. The direction marks stay (see DIRECTION_MARKS). Trimming and length rules apply after.
 */
export function cleanNote(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(NOTE_CONTROLS, '')
    .replace(DIRECTION_CONTROLS, '');
}

/**
 * One-line free text as it is stored (an address line, a city, a short reason): line breaks and tabs become spaces,
 * every other control character and every direction control goes, the direction marks stay.
 */
export function cleanLine(text: string): string {
  return text
    .replace(/\r\n|[\r\n\t\u2028\u2029]/g, ' ')
    .replace(LINE_CONTROLS, '')
    .replace(DIRECTION_CONTROLS, '');
}

/** cleanNote of an optional text (null and undefined as they are). */
export function cleanOptionalNote<T extends string | null | undefined>(text: T): T {
  return (typeof text === 'string' ? cleanNote(text) : text) as T;
}

/**
 * The first `max` UTF-16 units of a text, never ending in half a surrogate pair: String.slice can cut an emoji (or any
 * character beyond U+FFFF) in two, and the half left over is not storable (hasUnstorableCharacters).
 */
export function cutText(text: string, max: number): string {
  const cut = text.slice(0, Math.max(0, max));
  return /[\uD800-\uDBFF]$/.test(cut) && text.length > cut.length ? cut.slice(0, -1) : cut;
}
