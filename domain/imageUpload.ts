/**
 * Images sent to the blob service (spec 001 §8, §9): images only, compressed to at most 1 MB and
 * 1920 px on their longer side before upload. The server refuses anything larger or of another type.
 */
export const IMAGE_MAX_BYTES = 1024 * 1024;
/** Images one caller (a patient account or a staff member) may upload in any hour: a conversation needs a few; more fills the database. */
export const UPLOADS_PER_HOUR = 30;
export const IMAGE_MAX_DIMENSION = 1920;
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

export function isImageContentType(value: string): value is ImageContentType {
  return (IMAGE_CONTENT_TYPES as readonly string[]).includes(value);
}

/** The size an image is drawn at: its longer side at most IMAGE_MAX_DIMENSION, the aspect kept. */
export function scaledSize(width: number, height: number): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= IMAGE_MAX_DIMENSION) return { width, height };
  const scale = IMAGE_MAX_DIMENSION / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
