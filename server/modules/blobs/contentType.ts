import { isImageContentType, type ImageContentType } from '../../../domain/imageUpload';

/**
 * The image type a Content-Type header declares ('image/png; charset=x' → 'image/png'), or null when it
 * is missing or not one of IMAGE_CONTENT_TYPES (SVG is not: it can carry script).
 */
export function declaredImageType(header: string | undefined): ImageContentType | null {
  const mediaType = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return isImageContentType(mediaType) ? mediaType : null;
}
