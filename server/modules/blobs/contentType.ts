import { isDocumentContentType, type DocumentContentType } from '../../../domain/documents';

/**
 * The type a Content-Type header declares ('image/png; charset=x' → 'image/png'), or null when it is
 * missing or not one the blob service stores: IMAGE_CONTENT_TYPES (SVG is not: it can carry script) or a
 * PDF (documents for the doctor).
 */
export function declaredUploadType(header: string | undefined): DocumentContentType | null {
  const mediaType = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return isDocumentContentType(mediaType) ? mediaType : null;
}
