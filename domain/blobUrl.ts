/** The image url of an uploaded blob: what the blob service's x-blobdata-id turns into. */
export function blobUrl(blobId: string): string {
  return `/blob/get/${blobId}`;
}

const BLOB_URL = /^\/blob\/get\/([A-Za-z0-9_-]{8,64})$/;

/** The blob id of an image url of ours, or null (images from anywhere else are refused). */
export function blobIdOf(imageUrl: string): string | null {
  return BLOB_URL.exec(imageUrl)?.[1] ?? null;
}
