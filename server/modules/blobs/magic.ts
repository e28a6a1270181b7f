import { PDF_CONTENT_TYPE, type DocumentContentType } from '../../../domain/documents';
import type { ImageContentType } from '../../../domain/imageUpload';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF = ascii('%PDF-');

/**
 * The image type the bytes themselves say they are (their magic number), or null for anything else. The
 * declared Content-Type is never trusted on its own: a browser that sniffs could otherwise be handed
 * HTML or script under an image's name.
 */
export function sniffImageType(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

/** The stored type the bytes say they are: one of the images, or a PDF ('%PDF-' first); null for anything else. */
export function sniffUploadType(bytes: Uint8Array): DocumentContentType | null {
  return startsWith(bytes, PDF) ? PDF_CONTENT_TYPE : sniffImageType(bytes);
}
