import { describe, expect, it } from 'vitest';
import {
  authorLabel,
  cleanDescription,
  documentText,
  failureLines,
  isDocumentContentType,
  maxBytesOf,
  needsCompression,
  PDF_MAX_BYTES,
  refusalOf,
} from '../../../domain/documents';
import { IMAGE_MAX_BYTES, IMAGE_MAX_DIMENSION, scaledSize } from '../../../domain/imageUpload';

describe('the compression rule', () => {
  it('compresses an image over 1 MB, not one of exactly 1 MB', () => {
    expect(needsCompression(IMAGE_MAX_BYTES)).toBe(false);
    expect(needsCompression(IMAGE_MAX_BYTES + 1)).toBe(true);
  });

  it('brings the longer side to 1920 px and keeps the aspect; smaller images keep their size', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: IMAGE_MAX_DIMENSION, height: 1440 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1440, height: IMAGE_MAX_DIMENSION });
    expect(scaledSize(2600, 1800)).toEqual({ width: 1920, height: 1329 });
    expect(scaledSize(1920, 1080)).toEqual({ width: 1920, height: 1080 });
    expect(scaledSize(10_000, 1)).toEqual({ width: 1920, height: 1 });
  });

  it('caps a stored image at 1 MB and a PDF at 5 MB', () => {
    expect(maxBytesOf('image/jpeg')).toBe(IMAGE_MAX_BYTES);
    expect(maxBytesOf('application/pdf')).toBe(PDF_MAX_BYTES);
    expect(isDocumentContentType('application/pdf')).toBe(true);
    expect(isDocumentContentType('image/svg+xml')).toBe(false);
  });
});

describe('the inputs', () => {
  it('the image input takes images only (or a file the picker gave no type); the document input PDF only, up to 5 MB', () => {
    expect(refusalOf('image', { type: 'image/heic', size: 9_000_000 })).toBeNull();
    expect(refusalOf('image', { type: '', size: 10 })).toBeNull();
    expect(refusalOf('image', { type: 'application/pdf', size: 10 })).toBe(documentText().imagesOnly);
    expect(refusalOf('document', { type: 'application/pdf', size: PDF_MAX_BYTES })).toBeNull();
    expect(refusalOf('document', { type: 'application/pdf', size: PDF_MAX_BYTES + 1 })).toBe(
      documentText().pdfTooLarge,
    );
    expect(refusalOf('document', { type: 'image/png', size: 10 })).toBe(documentText().pdfOnly);
  });
});

describe('messages and labels', () => {
  it("says 'Upload failed', then which kind failed, in the spec's words", () => {
    expect(failureLines(['image'])).toEqual(['Upload failed', 'Failed to upload some images, please retry!']);
    expect(failureLines(['document', 'document'])).toEqual([
      'Upload failed',
      'Failed to upload some documents, please retry!',
    ]);
    expect(failureLines(['document', 'image'])).toEqual([
      'Upload failed',
      'Failed to upload some images, please retry!',
      'Failed to upload some documents, please retry!',
    ]);
  });

  it("labels a User author 'Hospital Staff' and a Patient author with the patient's name", () => {
    expect(authorLabel('User/staff-colombo', 'Ms. Ruwani Perera')).toBe('Hospital Staff');
    expect(authorLabel('Patient/pat-1', 'Ms. Ruwani Perera')).toBe('Ms. Ruwani Perera');
  });

  it('keeps a description on one line, capped, or the fallback', () => {
    expect(cleanDescription('  X-ray \n chest ', 'file.png')).toBe('X-ray chest');
    expect(cleanDescription('   ', 'file.png')).toBe('file.png');
    expect(cleanDescription('a'.repeat(500), '')).toHaveLength(200);
  });
});
