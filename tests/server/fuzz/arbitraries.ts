import fc from 'fast-check';

/**
 * What the fuzzed input suite sends in place of one argument (tests/server/fuzzedInput.test.ts): any text and any
 * number, with the edges that broke or could break the server weighted in, since purely random ones seldom meet them.
 */

/** Characters that have meant trouble somewhere: the database's, the bidi algorithm's, JSON's, SQL's, HTML's. */
const EDGE_CHARACTERS = [
  '\u0000', // NUL: PostgreSQL's text cannot hold it
  '\uD800', // a high surrogate alone
  '\uDFFF', // a low surrogate alone
  '\uDBFF\uDFFF', // a whole pair (U+10FFFF)
  '\u202E', // RIGHT-TO-LEFT OVERRIDE
  '\u2066', // LEFT-TO-RIGHT ISOLATE
  '\u200F', // RIGHT-TO-LEFT MARK
  '\u200D', // ZERO WIDTH JOINER (Sinhala needs it)
  '\r\n',
  '\t',
  '\u0085', // NEXT LINE (C1)
  '\u2028',
  '\uFEFF',
  '\uFFFF',
  '😀',
  'ශ්‍රී',
  'தமிழ்',
  "'",
  '"',
  '\\',
  '%',
  '_',
  '${x}',
  '<script>',
  'null',
  '0',
  '-1',
  '1e308',
  ' ',
];

/** One code unit anywhere in UTF-16, halves of surrogate pairs included (fast-check's own units never split a pair). */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

/** A short piece of text: full Unicode, single code units, or an edge. */
const piece = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 6 }) },
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_CHARACTERS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 20 }) },
);

/**
 * A huge text: between 1,000 and 9,000 UTF-16 units, past every length rule and PostgreSQL's index row limit (2,704
 * bytes: random text, since PostgreSQL compresses a repetitive value below it), yet under the 64 KB request body
 * limit once JSON-encoded. Mostly random ASCII, or a unit repeated (Sinhala with its joiner, an emoji, an override).
 */
const hugeText = fc.oneof(
  // The length drawn first: fast-check's default size keeps a string near its minLength.
  fc
    .integer({ min: 1000, max: 9000 })
    .chain((length) => fc.string({ unit: 'grapheme-ascii', minLength: length, maxLength: length })),
  fc
    .tuple(fc.constantFrom('ශ්‍රී', '😀', 'x\u202Ey', 'ab cd '), fc.integer({ min: 1000, max: 9000 }))
    .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)),
);

/** Any text: mostly a few pieces, sometimes huge, sometimes empty or blank. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 7, arbitrary: fc.array(piece, { maxLength: 6 }).map((pieces) => pieces.join('')) },
  { weight: 2, arbitrary: hugeText },
  { weight: 1, arbitrary: fc.constantFrom('', '   ', '\n') },
);

/** Numbers JSON can carry: every edge a column or a rule may meet. */
const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MIN_VALUE,
  1e21,
  99_999_999.995,
];

/** Any number: integers of every size, fractions, the edges. NaN and ±Infinity cannot travel in JSON. */
export const anyNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
  { weight: 3, arbitrary: fc.integer({ min: -(2 ** 31) - 10, max: 2 ** 31 + 10 }) },
  { weight: 2, arbitrary: fc.integer({ min: -20, max: 20 }) },
  { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** A list of texts: empty, a few, or many short ones. */
export const anyTextList: fc.Arbitrary<string[]> = fc.oneof(
  { weight: 6, arbitrary: fc.array(anyText, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 200, max: 1000 })
      .chain((length) =>
        fc.array(fc.string({ unit: 'grapheme-ascii', maxLength: 8 }), { minLength: length, maxLength: length }),
      ),
  },
);

/** A list of numbers. */
export const anyNumberList: fc.Arbitrary<number[]> = fc.array(anyNumber, { maxLength: 6 });
