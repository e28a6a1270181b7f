import type { jsPDF, TextOptionsLight } from 'jspdf';
import { hasIndic, runsOf, type IndicScript, type Run } from './scripts';
import type { TextShaper } from './shaper';

/** The embedded fonts' family names in the document. */
const FAMILY: Readonly<Record<IndicScript, string>> = { sinhala: 'NotoSansSinhala', tamil: 'NotoSansTamil' };

/** A regular font made to look bold (headings, labels): its outline stroked too, this fraction of the size wide. */
const BOLD_STROKE = 0.035;

const LINE_BREAK = /\r\n|\r|\n/;

/** A number for page content: two decimals at most (a hundredth of a point is far below what anything shows). */
function number(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** jspdf's '#rrggbb' text colour as PDF's 'r g b'. */
function rgbOf(hex: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (match === null) return '0 0 0';
  return [match[1], match[2], match[3]].map((channel) => number(parseInt(channel ?? '0', 16) / 255)).join(' ');
}

function binaryString(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode with a whole font as arguments overflows the stack.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return binary;
}

/** Words onto lines no wider than `maxWidth`; a word longer than a line keeps its own line. */
function wrap(text: string, maxWidth: number, widthOf: (line: string) => number): string[] {
  return text.split(LINE_BREAK).flatMap((paragraph) => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && widthOf(candidate) > maxWidth) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
    return lines;
  });
}

/** jspdf's own shift of the baseline option (its text(): `height` is the font size in user units). */
function baselineShift(baseline: TextOptionsLight['baseline'], height: number, lineHeightFactor: number): number {
  const descent = height * (lineHeightFactor - 1);
  switch (baseline) {
    case 'bottom':
      return -descent;
    case 'top':
      return height - descent;
    case 'hanging':
      return height - 2 * descent;
    case 'middle':
      return height / 2 - descent;
    default:
      return 0;
  }
}

/**
 * Makes a jspdf document write Sinhala and Tamil correctly, with no change for the code that lays the page out
 * (autotable included): every text(), width and line split that meets those scripts goes through HarfBuzz.
 * - What is seen: each Sinhala or Tamil run is shaped (conjuncts, vowel signs before or around their consonant)
 *   and its glyphs drawn as filled outlines, in the text colour;
 * - what is read: the same run in logical order, written over it as invisible text (rendering mode 3) in the
 *   embedded font and stretched to the shaped width, so copying, search and text extraction give the words.
 * Latin runs inside such a line, and lines without those scripts, are jspdf's own text as before.
 */
export function installShapedText(doc: jsPDF, shaper: TextShaper): void {
  for (const script of shaper.scripts) {
    const file = `${FAMILY[script]}-Regular.ttf`;
    doc.addFileToVFS(file, binaryString(shaper.fontFile(script)));
    doc.addFont(file, FAMILY[script], 'normal', 'normal', 'Identity-H');
  }
  const text = doc.text.bind(doc);
  const getStringUnitWidth = doc.getStringUnitWidth.bind(doc);
  const getTextWidth = doc.getTextWidth.bind(doc);
  // jspdf splits an array of lines too (its typing names a string only).
  const splitTextToSize = doc.splitTextToSize.bind(doc) as (
    text: string | string[],
    maxWidth: number,
    options?: unknown,
  ) => unknown;
  const loaded = new Set(shaper.scripts);
  const covers = (script: IndicScript, char: string): boolean => loaded.has(script) && shaper.covers(script, char);
  const runs = (line: string): Run[] =>
    runsOf(line, covers).map((run) =>
      run.script !== null && !loaded.has(run.script) ? { ...run, script: null } : run,
    );

  const runUnitWidth = (run: Run): number =>
    run.script === null
      ? getStringUnitWidth(run.text)
      : shaper.shape(run.text, run.script).advance / shaper.unitsPerEm(run.script);
  const unitWidth = (line: string): number => runs(line).reduce((sum, run) => sum + runUnitWidth(run), 0);
  const userUnits = (units: number, fontSize = doc.getFontSize()): number =>
    (units * fontSize) / doc.internal.scaleFactor;

  /** A glyph's outline once per document as content operators in font units: every use repeats the same bytes. */
  const glyphOperators = new Map<string, string>();
  const operatorsOf = (script: IndicScript, glyph: number): string => {
    const key = `${script}:${glyph}`;
    let operators = glyphOperators.get(key);
    if (operators === undefined) {
      operators = shaper
        .outline(script, glyph)
        .map((command) => [...command.c.map((value) => Math.round(value)), command.op].join(' '))
        .join('\n');
      glyphOperators.set(key, operators);
    }
    return operators;
  };
  // jspdf's page content, written to directly: its path() would put every point in page coordinates, 16 decimals each.
  const { write } = doc.internal as unknown as { write: (...content: string[]) => void };

  function drawShaped(run: Run & { script: IndicScript }, x: number, y: number): void {
    const shaped = shaper.shape(run.text, run.script);
    const k = doc.internal.scaleFactor;
    const scale = doc.getFontSize() / shaper.unitsPerEm(run.script);
    // The scale itself is kept exact (0.009 for 9 pt): rounded, it would shrink or grow every glyph.
    const factor = String(Number(scale.toPrecision(6)));
    const colour = rgbOf(doc.getTextColor());
    const bold = doc.getFont().fontStyle.includes('bold');
    // Each glyph under its own matrix (font units to points, y up, from the page's bottom), in the text colour.
    const left = x * k;
    const baseline = (doc.internal.pageSize.getHeight() - y) * k;
    const glyphs = shaped.glyphs.map((glyph) => {
      const operators = operatorsOf(run.script, glyph.id);
      if (operators === '') return '';
      const at = `${factor} 0 0 ${factor} ${number(left + glyph.x * scale)} ${number(baseline + glyph.y * scale)} cm`;
      return `q ${at}\n${operators}\n${bold ? 'B' : 'f'} Q`;
    });
    write(
      `q ${colour} rg ${colour} RG ${number(BOLD_STROKE * shaper.unitsPerEm(run.script))} w`,
      ...glyphs.filter((glyph) => glyph !== ''),
      'Q',
    );
    // The words for extraction: nominal glyphs of the same font, stretched (Tz) to the shaped run's width.
    const { fontName, fontStyle } = doc.getFont();
    doc.saveGraphicsState();
    doc.setFont(FAMILY[run.script], 'normal');
    const nominal = getStringUnitWidth(run.text);
    const shapedWidth = shaped.advance / shaper.unitsPerEm(run.script);
    text(run.text, x, y, {
      renderingMode: 'invisible',
      ...(nominal > 0 ? { horizontalScale: shapedWidth / nominal } : {}),
    });
    doc.restoreGraphicsState();
    doc.setFont(fontName, fontStyle);
  }

  function drawLine(line: string, x: number, y: number, align: TextOptionsLight['align']): void {
    const pieces = runs(line).map((run) => ({ run, width: userUnits(runUnitWidth(run)) }));
    const total = pieces.reduce((sum, piece) => sum + piece.width, 0);
    let at = align === 'center' ? x - total / 2 : align === 'right' ? x - total : x;
    for (const { run, width } of pieces) {
      if (run.script === null) text(run.text, at, y);
      else drawShaped({ ...run, script: run.script }, at, y);
      at += width;
    }
  }

  Object.assign(doc, {
    getStringUnitWidth: (value: string, options?: unknown): number =>
      hasIndic(value) ? unitWidth(value) : getStringUnitWidth(value, options),
    getTextWidth: (value: string): number => (hasIndic(value) ? userUnits(unitWidth(value)) : getTextWidth(value)),
    // autotable passes a cell's lines as an array, jspdf's own callers a string.
    splitTextToSize: (value: string | string[], maxWidth: number, options?: { fontSize?: number }): unknown => {
      const given = typeof value === 'string' ? [value] : value;
      if (!given.some(hasIndic)) return splitTextToSize(value, maxWidth, options);
      return given.flatMap((part) => wrap(part, maxWidth, (line) => userUnits(unitWidth(line), options?.fontSize)));
    },
    text: (value: string | string[], x: number, y: number, options?: TextOptionsLight, transform?: unknown): jsPDF => {
      const given = typeof value === 'string' ? value.split(LINE_BREAK) : value;
      // Rotated text is not in the report; it stays jspdf's.
      if (!given.some(hasIndic) || options?.angle !== undefined || transform !== undefined)
        return text(value, x, y, options, transform);
      const maxWidth = options?.maxWidth ?? 0;
      const lines =
        maxWidth > 0 ? given.flatMap((line) => wrap(line, maxWidth, (part) => userUnits(unitWidth(part)))) : given;
      const height = userUnits(1);
      const lineHeightFactor = options?.lineHeightFactor ?? doc.getLineHeightFactor();
      const top = y + baselineShift(options?.baseline, height, lineHeightFactor);
      lines.forEach((line, index) => drawLine(line, x, top + index * height * lineHeightFactor, options?.align));
      return doc;
    },
  });
}
