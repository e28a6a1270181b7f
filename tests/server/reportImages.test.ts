import { describe, expect, it } from 'vitest';
import { fitLines, textWidth } from '../../raster/bitmapFont';
import { HOSPITALS } from '../../server/seed/hospitals';
import { footerCanvas, IMAGE_MARGIN, WIDTH } from '../../server/seed/reportImages';

/**
 * The seeded report footer (issue 29): its words were drawn wider than the image, so every printed page lost the
 * phone number at the right edge. Read back from the drawn pixels: no ink in the margins at either side.
 */

/** Whether any pixel below the colour band, within `columns`, is not white. */
function inked(canvas: ReturnType<typeof footerCanvas>, columns: readonly number[]): boolean {
  for (let y = 3; y < canvas.height; y++) {
    for (const x of columns) {
      const at = (y * canvas.width + x) * 3;
      if (canvas.pixels[at] !== 255 || canvas.pixels[at + 1] !== 255 || canvas.pixels[at + 2] !== 255) return true;
    }
  }
  return false;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, index) => from + index);

describe('the seeded report footer', () => {
  it.each(HOSPITALS.map((hospital) => [hospital.orgName, hospital] as const))(
    'of %s keeps clear of both edges, its phone number whole',
    (_, hospital) => {
      const canvas = footerCanvas(hospital);
      expect(canvas.width).toBe(WIDTH);
      expect(inked(canvas, range(0, IMAGE_MARGIN))).toBe(false);
      expect(inked(canvas, range(WIDTH - IMAGE_MARGIN, WIDTH))).toBe(false);
    },
  );
});

describe('fitLines', () => {
  it('keeps parts on one line while they fit, and breaks between parts when they do not', () => {
    expect(fitLines(['AB', 'CD'], ' - ', 1, textWidth('AB - CD', 1))).toEqual(['AB - CD']);
    expect(fitLines(['AB', 'CD', 'EF'], ' - ', 1, textWidth('AB - CD', 1))).toEqual(['AB - CD', 'EF']);
    expect(fitLines(['LONGER THAN THE WIDTH', 'X'], ' - ', 1, 10)).toEqual(['LONGER THAN THE WIDTH', 'X']);
  });
});
