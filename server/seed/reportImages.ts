import type { ReportImageKind } from '../../domain/labReport';
import type { blobs, organizations } from '../db/schema';
import { demoStaffId } from './extras';
import { drawText, fitLines, GLYPH_HEIGHT, textWidth } from '../../raster/bitmapFont';
import { Canvas, type Rgb } from '../../raster/png';

type Hospital = typeof organizations.$inferInsert;
type BlobRow = typeof blobs.$inferInsert;

/** This hospital has no signature image, so the PDF's placeholder shows on its reports. */
export const HOSPITAL_WITHOUT_SIGNATURE = 'org-kandy';

/** Each hospital's colour band, so the printed reports of two hospitals look different. */
const BANDS: Readonly<Record<string, Rgb>> = {
  'org-colombo': [0, 92, 151],
  'org-kandy': [27, 110, 60],
  'org-galle': [150, 60, 20],
};
const DEFAULT_BAND: Rgb = [60, 60, 90];
const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [20, 40, 110];
const GREY: Rgb = [90, 90, 90];

/** Every image's width in pixels (the PDF scales it into its box, keeping proportions). */
export const WIDTH = 800;

function header(hospital: Hospital): Buffer {
  const canvas = new Canvas(WIDTH, 110);
  const band = BANDS[hospital.id] ?? DEFAULT_BAND;
  canvas.fill(0, 0, WIDTH, 110, band);
  canvas.fill(0, 100, WIDTH, 4, WHITE);
  const name = hospital.orgName.toUpperCase();
  drawText(canvas, name, Math.max(10, (WIDTH - textWidth(name, 4)) / 2), 14, 4, WHITE);
  const line = `${hospital.address} | ${hospital.phone}`;
  drawText(canvas, line, Math.max(10, (WIDTH - textWidth(line, 2)) / 2), 14 + GLYPH_HEIGHT * 4 + 12, 2, WHITE);
  drawText(
    canvas,
    'LABORATORY REPORT',
    (WIDTH - textWidth('LABORATORY REPORT', 2)) / 2,
    14 + GLYPH_HEIGHT * 4 + 34,
    2,
    WHITE,
  );
  return canvas.png();
}

/** Space kept clear at each side of a line of text. */
export const IMAGE_MARGIN = 10;
const FOOTER_SCALE = 2;
const FOOTER_LINE_HEIGHT = GLYPH_HEIGHT * FOOTER_SCALE + 6;

/** The footer's lines: one when the hospital's name and phone fit beside the words, else broken at the dashes. */
function footerLines(hospital: Pick<Hospital, 'orgName' | 'phone'>): string[] {
  return fitLines(
    [hospital.orgName, 'ELECTRONICALLY VERIFIED REPORT', hospital.phone],
    ' - ',
    FOOTER_SCALE,
    WIDTH - 2 * IMAGE_MARGIN,
  );
}

/** The footer image: the hospital's band, then its lines centred, none reaching an edge. */
export function footerCanvas(hospital: Pick<Hospital, 'id' | 'orgName' | 'phone'>): Canvas {
  const lines = footerLines(hospital);
  const canvas = new Canvas(WIDTH, 14 + lines.length * FOOTER_LINE_HEIGHT);
  const band = BANDS[hospital.id] ?? DEFAULT_BAND;
  canvas.fill(0, 0, WIDTH, 3, band);
  lines.forEach((line, index) =>
    drawText(
      canvas,
      line,
      Math.max(IMAGE_MARGIN, (WIDTH - textWidth(line, FOOTER_SCALE)) / 2),
      14 + index * FOOTER_LINE_HEIGHT,
      FOOTER_SCALE,
      GREY,
    ),
  );
  return canvas;
}

/** A pen stroke (a damped wave) over the pathologist's title. */
function signature(): Buffer {
  const canvas = new Canvas(260, 90);
  for (let x = 20; x < 240; x += 0.25) {
    const y = 35 + Math.sin(x / 9) * 14 * Math.exp(-(x - 20) / 200) + Math.sin(x / 3.1) * 3;
    canvas.fill(Math.round(x), Math.round(y), 2, 2, INK);
  }
  canvas.fill(20, 62, 220, 1, GREY);
  drawText(canvas, 'CONSULTANT PATHOLOGIST', (260 - textWidth('CONSULTANT PATHOLOGIST', 1)) / 2, 72, 1, GREY);
  return canvas.png();
}

export interface ReportImagePlan {
  readonly blobs: BlobRow[];
  /** Per hospital, the blob ids to set on organizations.report*BlobId. */
  readonly hospitals: {
    readonly id: string;
    readonly reportHeaderBlobId: string;
    readonly reportFooterBlobId: string;
    readonly reportSignatureBlobId: string | null;
  }[];
}

/** Every server test seeds a fresh database: the images are the same each time, so they are drawn once per process. */
const drawn = new Map<string, Buffer>();
const once = (key: string, draw: () => Buffer): Buffer => {
  const cached = drawn.get(key);
  if (cached !== undefined) return cached;
  const bytes = draw();
  drawn.set(key, bytes);
  return bytes;
};

const reportImageBlobId = (organizationId: string, kind: ReportImageKind): string =>
  `blob-report-${kind}-${organizationId}`;

/**
 * The signed images printed on every report of each hospital, stored as the hospital's blobs. A blob needs one
 * owner (blobs_one_owner): the hospital's seeded staff member (extras.ts planStaff), as if they had uploaded it.
 */
export function planReportImages(hospitals: readonly Hospital[], now: number): ReportImagePlan {
  const rows: BlobRow[] = [];
  const add = (hospital: Hospital, kind: ReportImageKind, draw: () => Buffer): string => {
    const id = reportImageBlobId(hospital.id, kind);
    const bytes = once(id, draw);
    rows.push({
      id,
      contentType: 'image/png',
      sizeBytes: bytes.length,
      bytes,
      ownerStaffId: demoStaffId(hospital.id),
      organizationId: hospital.id,
      createdAt: new Date(now),
    });
    return id;
  };
  const planned = hospitals.map((hospital) => ({
    id: hospital.id,
    reportHeaderBlobId: add(hospital, 'header', () => header(hospital)),
    reportFooterBlobId: add(hospital, 'footer', () => footerCanvas(hospital).png()),
    reportSignatureBlobId: hospital.id === HOSPITAL_WITHOUT_SIGNATURE ? null : add(hospital, 'signature', signature),
  }));
  return { blobs: rows, hospitals: planned };
}
