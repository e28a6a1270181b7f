import type { IndicScript } from './scripts';

/** One glyph as HarfBuzz placed it, in font units (y up). */
interface ShapedGlyph {
  readonly id: number;
  readonly x: number;
  readonly y: number;
}

/** A run shaped: its glyphs in visual order, and how far it advances, in font units. */
interface ShapedRun {
  readonly glyphs: readonly ShapedGlyph[];
  readonly advance: number;
}

/** A glyph's outline as PDF path operators in font units (y up): moves, lines, cubic curves, closes. */
type OutlineCommand =
  | { readonly op: 'm' | 'l'; readonly c: readonly [number, number] }
  | { readonly op: 'c'; readonly c: readonly [number, number, number, number, number, number] }
  | { readonly op: 'h'; readonly c: readonly [] };

/** What the PDF needs of the shaping engine, per script it was loaded for. */
export interface TextShaper {
  readonly scripts: readonly IndicScript[];
  /** Font units per em (1000 for Noto). */
  unitsPerEm(script: IndicScript): number;
  shape(text: string, script: IndicScript): ShapedRun;
  outline(script: IndicScript, glyph: number): readonly OutlineCommand[];
  /** Whether the script's font draws this character itself (digits and punctuation do, Latin letters do not). */
  covers(script: IndicScript, char: string): boolean;
  /** The font file, embedded in the PDF for its invisible text layer. */
  fontFile(script: IndicScript): Uint8Array;
}

/** Where the font files come from: fetched in the browser (fontFiles.ts), read from disk in tests. */
export type FontFileLoader = (script: IndicScript) => Promise<Uint8Array>;

type HarfBuzz = typeof import('harfbuzzjs');
type Font = InstanceType<HarfBuzz['Font']>;

/** TrueType's quadratic curves as the cubic ones PDF draws: the control points two thirds of the way to q. */
function outlineOf(font: Font, glyph: number): OutlineCommand[] {
  const commands: OutlineCommand[] = [];
  let x = 0;
  let y = 0;
  for (const { type, values } of font.glyphToJson(glyph)) {
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = values;
    if (type === 'M' || type === 'L') {
      commands.push({ op: type === 'M' ? 'm' : 'l', c: [a, b] });
      [x, y] = [a, b];
    } else if (type === 'Q') {
      commands.push({
        op: 'c',
        c: [x + (2 / 3) * (a - x), y + (2 / 3) * (b - y), c + (2 / 3) * (a - c), d + (2 / 3) * (b - d), c, d],
      });
      [x, y] = [c, d];
    } else if (type === 'C') {
      commands.push({ op: 'c', c: [a, b, c, d, e, f] });
      [x, y] = [e, f];
    } else if (type === 'Z') commands.push({ op: 'h', c: [] });
  }
  return commands;
}

/**
 * HarfBuzz (harfbuzzjs: the shaping engine of Chrome and Firefox, compiled to WebAssembly) with the fonts of
 * the given scripts. Imported here, on demand, so neither its code nor its wasm is fetched before a PDF that
 * needs it is made.
 */
export async function loadShaper(scripts: readonly IndicScript[], loadFontFile: FontFileLoader): Promise<TextShaper> {
  const [hb, files] = await Promise.all([
    import('harfbuzzjs'),
    Promise.all(scripts.map(async (script) => [script, await loadFontFile(script)] as const)),
  ]);
  const fonts = new Map(
    files.map(([script, file]) => {
      const face = new hb.Face(new hb.Blob(file), 0);
      return [script, { file, font: new hb.Font(face), upem: face.upem }] as const;
    }),
  );
  const outlines = new Map<string, readonly OutlineCommand[]>();
  const coverage = new Map<string, boolean>();
  const fontOf = (script: IndicScript): { file: Uint8Array; font: Font; upem: number } => {
    const loaded = fonts.get(script);
    if (loaded === undefined) throw new Error(`No font loaded for ${script}`);
    return loaded;
  };
  const shape = (text: string, script: IndicScript): ShapedRun => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(fontOf(script).font, buffer);
    let pen = 0;
    const glyphs = buffer.getGlyphInfosAndPositions().map((glyph) => {
      const placed = { id: glyph.codepoint, x: pen + (glyph.xOffset ?? 0), y: glyph.yOffset ?? 0 };
      pen += glyph.xAdvance ?? 0;
      return placed;
    });
    return { glyphs, advance: pen };
  };
  return {
    scripts,
    unitsPerEm: (script) => fontOf(script).upem,
    shape,
    outline(script, glyph) {
      const key = `${script}:${glyph}`;
      let outline = outlines.get(key);
      if (outline === undefined) {
        outline = outlineOf(fontOf(script).font, glyph);
        outlines.set(key, outline);
      }
      return outline;
    },
    covers(script, char) {
      const key = `${script}:${char}`;
      let covered = coverage.get(key);
      if (covered === undefined) {
        covered = shape(char, script).glyphs.every((glyph) => glyph.id !== 0);
        coverage.set(key, covered);
      }
      return covered;
    },
    fontFile: (script) => fontOf(script).file,
  };
}
