/**
 * Documents and images for the doctor (spec 000 §5 Uploads, §7 createDocumentReference /
 * patchDocumentReference, §8 labels, §9 messages). Images go through the same rule as chat images
 * (imageUpload.ts: at most 1 MB and 1920 px); PDFs are sent as they are, up to PDF_MAX_BYTES.
 */
import { t } from '../i18n/translate';
import { IMAGE_MAX_BYTES, isImageContentType, type ImageContentType } from './imageUpload';
import { cleanLine, cutText } from './textSafety';

/** Largest PDF the blob service takes: a scanned report of a few pages fits; more fills the database. */
export const PDF_MAX_BYTES = 5 * 1024 * 1024;
export const PDF_CONTENT_TYPE = 'application/pdf';
export type DocumentContentType = ImageContentType | typeof PDF_CONTENT_TYPE;

/** Which input a file was chosen in: the image input takes images only, the document input PDF only. */
export type DocumentKind = 'image' | 'document';

const words = () =>
  ({
    uploadTitle: t('documents.uploadTitle'),
    uploadFailed: t('documents.uploadFailed'),
    someImagesFailed: t('documents.someImagesFailed'),
    someDocumentsFailed: t('documents.someDocumentsFailed'),
    unableToLoad: t('documents.unableToLoad'),
    hospitalStaff: t('documents.hospitalStaff'),
    imagesOnly: t('documents.imagesOnly'),
    pdfOnly: t('documents.pdfOnly'),
    pdfTooLarge: t('documents.pdfTooLarge'),
    uploaded: t('documents.uploaded'),
    noDocuments: t('documents.noDocuments'),
    title: t('documents.title'),
    loadingList: t('documents.loadingList'),
    loadingFile: t('documents.loadingFile'),
    list: t('documents.list'),
    open: t('documents.open'),
    images: t('documents.images'),
    pdfs: t('documents.pdfs'),
    chosen: t('documents.chosen'),
    remove: t('documents.remove'),
    removeFile: (name: string): string => t('documents.removeFile', { name }),
    failed: t('documents.failed'),
    preparing: t('documents.preparing'),
    uploading: t('documents.uploading'),
    upload: t('documents.upload'),
    retry: t('documents.retry'),
    close: t('documents.close'),
    cancel: t('documents.cancel'),
  }) as const;

export type DocumentText = ReturnType<typeof words>;

/** The documents' words in the patient's language (i18n/po/<language>/documents.po): call it when shown. */
export function documentText(): DocumentText {
  return words();
}

export function isDocumentContentType(value: string): value is DocumentContentType {
  return value === PDF_CONTENT_TYPE || isImageContentType(value);
}

/** The size cap of a stored blob of that type. */
export function maxBytesOf(contentType: DocumentContentType): number {
  return contentType === PDF_CONTENT_TYPE ? PDF_MAX_BYTES : IMAGE_MAX_BYTES;
}

/**
 * Why a chosen file is refused by its input, or null when it is taken. Some pickers give no type; an
 * image input then lets the decoder decide (compression refuses what is not an image).
 */
export function refusalOf(kind: DocumentKind, file: { readonly type: string; readonly size: number }): string | null {
  if (kind === 'image') return file.type === '' || file.type.startsWith('image/') ? null : documentText().imagesOnly;
  if (file.type !== PDF_CONTENT_TYPE) return documentText().pdfOnly;
  return file.size > PDF_MAX_BYTES ? documentText().pdfTooLarge : null;
}

/** An image over 1 MB must be compressed before upload (smaller ones are re-encoded anyway, see compressImage). */
export function needsCompression(sizeBytes: number): boolean {
  return sizeBytes > IMAGE_MAX_BYTES;
}

/** The messages after a partly failed upload: 'Upload failed', then one line per kind that failed. */
export function failureLines(failedKinds: readonly DocumentKind[]): string[] {
  const lines: string[] = [documentText().uploadFailed];
  if (failedKinds.includes('image')) lines.push(documentText().someImagesFailed);
  if (failedKinds.includes('document')) lines.push(documentText().someDocumentsFailed);
  return lines;
}

/** The author reference of a document: 'Patient/<id>' for the patient, 'User/<staffId>' for hospital staff. */
export const patientAuthor = (patientId: string): string => `Patient/${patientId}`;
export const staffAuthor = (staffId: string): string => `User/${staffId}`;

/** How the viewer labels an author: a User reference is 'Hospital Staff', a Patient one the patient's name. */
export function authorLabel(author: string, patientName: string): string {
  if (author.startsWith('User')) return documentText().hospitalStaff;
  return author.startsWith('Patient') ? patientName : '';
}

/** A description a person typed, on one line without controls or direction overrides (domain/textSafety.ts), trimmed and capped; the file's name when none. */
const DESCRIPTION_MAX = 200;
export function cleanDescription(text: string, fallback: string): string {
  const trimmed = cleanLine(text).replace(/\s+/g, ' ').trim();
  return cutText(trimmed === '' ? fallback.trim() || 'Document' : trimmed, DESCRIPTION_MAX);
}

/**
 * A document's name as the patient reads it: the app stores a prescription's photo under the English
 * 'Prescription' (the hospital's staff read it so), shown in the patient's language; any other name as written.
 */
export function documentNameText(description: string): string {
  return description === 'Prescription' ? t('documents.prescription') : description;
}
