import { blobIdOf } from '../../../../domain/chatPayload';
import { requestHeaders } from '../../../lib/client/client';
import type { ReportImage } from './pageFrame';
import type { ReportImages } from './reportDocument';

/** How the images are fetched: the login's token (the blob service needs it, spec 001 §7) and, in tests, a fetch. */
export interface ReportImageOptions {
  readonly accessToken: string | null;
  readonly fetch?: typeof fetch;
  /** Where the blob service is: same origin by default. */
  readonly baseUrl?: string;
}

/** jspdf's addImage formats, by content type. */
const FORMATS: Readonly<Record<string, string>> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/jpg': 'JPEG',
  'image/webp': 'WEBP',
};

/** The format from the first bytes, when the blob service stored no useful content type. */
function sniffFormat(bytes: Uint8Array): string | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'PNG';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'JPEG';
  if (
    bytes[0] === 0x52 &&
    bytes[1] === 0x49 &&
    bytes[2] === 0x46 &&
    bytes[3] === 0x46 &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45
  )
    return 'WEBP';
  return null;
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode with a whole image as arguments overflows the stack.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * One of the hospital's report images as a data URL jspdf can draw, or null when there is none or it cannot
 * be loaded (the PDF then prints a placeholder, spec 001 §7). Only our blob urls are fetched, so the token
 * never goes anywhere else. Never rejects.
 */
export async function loadReportImage(
  imageUrl: string | null,
  options: ReportImageOptions,
): Promise<ReportImage | null> {
  if (imageUrl === null || blobIdOf(imageUrl) === null || options.accessToken === null) return null;
  try {
    const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    const response = await send(`${options.baseUrl ?? ''}${imageUrl}`, {
      headers: requestHeaders(options.accessToken),
    });
    if (!response.ok) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const format = sniffFormat(bytes) ?? FORMATS[type] ?? null;
    if (format === null || bytes.length === 0) return null;
    const mime = format === 'JPEG' ? 'image/jpeg' : `image/${format.toLowerCase()}`;
    return { dataUrl: `data:${mime};base64,${base64Of(bytes)}`, format };
  } catch {
    return null;
  }
}

/** The header, footer and signature, fetched together. */
export async function loadReportImages(
  urls: {
    readonly headerImageUrl: string | null;
    readonly footerImageUrl: string | null;
    readonly signatureImageUrl: string | null;
  },
  options: ReportImageOptions,
): Promise<ReportImages> {
  const [header, footer, signature] = await Promise.all([
    loadReportImage(urls.headerImageUrl, options),
    loadReportImage(urls.footerImageUrl, options),
    loadReportImage(urls.signatureImageUrl, options),
  ]);
  return { header, footer, signature };
}
