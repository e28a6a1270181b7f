import { blobIdOf, blobUrl } from '../../domain/chatPayload';
import { AGENT_CHAT_TEXT } from '../../domain/chatText';
import { IMAGE_MAX_BYTES, scaledSize } from '../../domain/imageUpload';
import { requestHeaders } from './client/client';
import { leaveSafeFetch, type PageLeave } from './pageLeave';

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** JPEG qualities tried in turn: the best that fits wins (a phone photo at 1920 px fits at the first or second). */
export const JPEG_QUALITIES = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3] as const;
/** When even the lowest quality is too large (a very noisy picture), the sides shrink by this and the qualities start over. */
const SHRINK_FACTOR = 0.75;
const MAX_SHRINKS = 6;

/**
 * The first encoding, from the highest quality down, of at most maxBytes; at the lowest quality still too
 * large, the same again at a smaller size. Pure apart from `encode`, so the loop is tested without a canvas.
 */
export async function encodeWithin(
  encode: (size: Size, quality: number) => Promise<Blob>,
  size: Size,
  maxBytes: number,
): Promise<Blob> {
  let current = size;
  for (let shrinks = 0; shrinks <= MAX_SHRINKS; shrinks++) {
    for (const quality of JPEG_QUALITIES) {
      const blob = await encode(current, quality);
      if (blob.size <= maxBytes) return blob;
    }
    current = {
      width: Math.max(1, Math.round(current.width * SHRINK_FACTOR)),
      height: Math.max(1, Math.round(current.height * SHRINK_FACTOR)),
    };
  }
  throw new Error(AGENT_CHAT_TEXT.uploadFailed);
}

type Canvas2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** A canvas of the size: OffscreenCanvas where there is one, else a detached <canvas>. */
function canvasOf(size: Size): { context: Canvas2d; toJpeg: (quality: number) => Promise<Blob> } {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (context === null) throw new Error(AGENT_CHAT_TEXT.uploadFailed);
    return { context, toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error(AGENT_CHAT_TEXT.uploadFailed);
  return {
    context,
    toJpeg: (quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob === null ? reject(new Error(AGENT_CHAT_TEXT.uploadFailed)) : resolve(blob)),
          'image/jpeg',
          quality,
        ),
      ),
  };
}

/** The bitmap drawn at `size` on white (JPEG has no transparency: a transparent PNG would turn black) and encoded. */
function jpegOf(bitmap: ImageBitmap, size: Size, quality: number): Promise<Blob> {
  const { context, toJpeg } = canvasOf(size);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return toJpeg(quality);
}

/**
 * An image ready for the blob service: its longer side at most 1920 px, re-encoded as JPEG at the best
 * quality that keeps it within 1 MB. Always re-encoded, even when small: that also drops the camera's
 * metadata (location) and turns the upright orientation into pixels. Anything the browser cannot decode
 * as an image is refused with AGENT_CHAT_TEXT.imageOnly.
 */
export async function compressImage(file: Blob): Promise<Blob> {
  // Some pickers give no type; the decoder decides then.
  if (file.type !== '' && !file.type.startsWith('image/')) throw new Error(AGENT_CHAT_TEXT.imageOnly);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(AGENT_CHAT_TEXT.imageOnly);
  }
  try {
    return await encodeWithin(
      (size, quality) => jpegOf(bitmap, size, quality),
      scaledSize(bitmap.width, bitmap.height),
      IMAGE_MAX_BYTES,
    );
  } finally {
    bitmap.close();
  }
}

/** Test seam: where the blob service is (same origin by default) and which fetch to use. */
export interface BlobServiceOptions {
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  readonly leave?: PageLeave;
}

/**
 * Uploads an image as given (pass compressImage's result; compressAndUpload does both) to the blob
 * service for the hospital; resolves with the imageUrl a chat message carries. The hourly limit rejects
 * with AGENT_CHAT_TEXT.uploadLimit; any other refusal or network failure with AGENT_CHAT_TEXT.uploadFailed.
 */
export async function uploadImage(
  file: Blob,
  accessToken: string,
  hospitalId: string,
  options: BlobServiceOptions = {},
): Promise<{ imageUrl: string }> {
  // An upload cut by leaving the page is not reported as failed (./pageLeave.ts).
  const send = leaveSafeFetch(options.fetch ?? ((input, init) => fetch(input, init)), options.leave);
  let response: Response;
  try {
    response = await send(`${options.baseUrl ?? ''}/blob/put?hospitalId=${encodeURIComponent(hospitalId)}`, {
      method: 'POST',
      headers: { ...requestHeaders(accessToken), 'content-type': file.type },
      body: file,
    });
  } catch {
    throw new Error(AGENT_CHAT_TEXT.uploadFailed);
  }
  if (response.status === 429) throw new Error(AGENT_CHAT_TEXT.uploadLimit);
  const id = response.headers.get('x-blobdata-id');
  if (response.status !== 201 || id === null || blobIdOf(blobUrl(id)) === null)
    throw new Error(AGENT_CHAT_TEXT.uploadFailed);
  return { imageUrl: blobUrl(id) };
}

/** compressImage then uploadImage: what the chat's uploadImage actor does with a picked file. */
export async function compressAndUpload(
  file: Blob,
  accessToken: string,
  hospitalId: string,
  options: BlobServiceOptions = {},
): Promise<{ imageUrl: string }> {
  return uploadImage(await compressImage(file), accessToken, hospitalId, options);
}

/**
 * An object URL of an image of ours for an <img> (which cannot send an Authorization header). Only our
 * blob urls are fetched, so the token never goes anywhere else. The caller revokes the URL
 * (URL.revokeObjectURL) when the image leaves the screen.
 */
export async function fetchBlobObjectUrl(
  imageUrl: string,
  accessToken: string,
  options: BlobServiceOptions = {},
): Promise<string> {
  if (blobIdOf(imageUrl) === null) throw new Error(AGENT_CHAT_TEXT.uploadFailed);
  const send = options.fetch ?? fetch;
  const response = await send(`${options.baseUrl ?? ''}${imageUrl}`, { headers: requestHeaders(accessToken) });
  if (!response.ok) throw new Error(`The image could not be loaded (${response.status}).`);
  return URL.createObjectURL(await response.blob());
}
