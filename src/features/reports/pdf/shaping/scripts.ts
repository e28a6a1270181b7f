/** The scripts the lab PDF shapes with HarfBuzz (jspdf's own text() does not reorder or join Indic letters). */
export type IndicScript = 'sinhala' | 'tamil';

const INDIC_SCRIPTS: readonly IndicScript[] = ['sinhala', 'tamil'];

const BLOCKS: Readonly<Record<IndicScript, readonly [number, number]>> = {
  sinhala: [0x0d80, 0x0dff],
  tamil: [0x0b80, 0x0bff],
};

/** Zero-width joiner and non-joiner: they belong to the letters around them (ශ්‍රී). */
const JOINERS = new Set(['\u200c', '\u200d']);

function scriptOf(char: string): IndicScript | null {
  const code = char.codePointAt(0) ?? 0;
  return INDIC_SCRIPTS.find((script) => code >= BLOCKS[script][0] && code <= BLOCKS[script][1]) ?? null;
}

/** The Indic scripts a text uses, in a fixed order. */
export function indicScriptsIn(text: string): IndicScript[] {
  const found = new Set<IndicScript>();
  for (const char of text) {
    const script = scriptOf(char);
    if (script !== null) found.add(script);
  }
  return INDIC_SCRIPTS.filter((script) => found.has(script));
}

export function hasIndic(text: string): boolean {
  return indicScriptsIn(text).length > 0;
}

/** A piece of one line: shaped in its script's font, or (null) drawn as jspdf text in the document's font. */
export interface Run {
  readonly text: string;
  readonly script: IndicScript | null;
}

/**
 * A line cut into runs. Joiners go with their letters; spaces, digits and punctuation between or after letters
 * of a script go with them when that script's font has them (Noto Sans Sinhala and Tamil carry no Latin letters),
 * so 'ශ්‍රී රෝහල 2' is one shaped run and 'Hb 13.2 g/dL' stays in the document's font.
 */
export function runsOf(line: string, covers: (script: IndicScript, char: string) => boolean): Run[] {
  // Code points, not graphemes: each carries its own script, and joiners must be seen one by one.
  const chars = Array.from(line);
  const scripts: (IndicScript | null)[] = chars.map((char) => scriptOf(char));
  for (let index = 0; index < chars.length; index++) {
    if (JOINERS.has(chars[index] ?? '')) scripts[index] = scripts[index - 1] ?? scripts[index + 1] ?? null;
  }
  // A stretch outside any script joins the script before it (or, at the start, after it) when it holds no letter.
  let start = 0;
  while (start < chars.length) {
    if (scripts[start] !== null) {
      start++;
      continue;
    }
    let end = start;
    while (end < chars.length && scripts[end] === null) end++;
    const stretch = chars.slice(start, end);
    const neighbour = scripts[start - 1] ?? scripts[end] ?? null;
    if (neighbour !== null && stretch.every((char) => !/\p{L}/u.test(char) && covers(neighbour, char)))
      for (let index = start; index < end; index++) scripts[index] = neighbour;
    start = end;
  }
  const runs: Run[] = [];
  chars.forEach((char, index) => {
    const script = scripts[index] ?? null;
    const last = runs[runs.length - 1];
    if (last !== undefined && last.script === script) runs[runs.length - 1] = { text: last.text + char, script };
    else runs.push({ text: char, script });
  });
  return runs;
}
