import type { IncomingMessage, ServerResponse } from 'node:http';
import { blobIdOf } from '../../domain/chatPayload';
import { maxBytesOf } from '../../domain/documents';
import type { Services } from '../context';
import { bearerToken } from '../modules/auth';
import {
  mayReadBlob,
  blobBytes,
  blobInfo,
  storeBlob,
  blobCallerOf,
  type BlobCaller,
  declaredUploadType,
  sniffUploadType,
  uploaderKey,
} from '../modules/blobs';
import { readBodyWithin } from './bodyLimit';

const BLOB_PUT_PATH = '/blob/put';
const BLOB_GET_PREFIX = '/blob/get/';

interface Refusal {
  readonly status: number;
  readonly text: string;
  readonly headers?: Readonly<Record<string, string>>;
}

const NOT_FOUND: Refusal = { status: 404, text: 'Not found' };
const UNAUTHORIZED: Refusal = { status: 401, text: 'Please login.', headers: { 'www-authenticate': 'Bearer' } };

/**
 * A plain-text refusal. When the request body was never read the connection is closed: Node would
 * otherwise read and discard whatever the client goes on sending, however large.
 */
function refuse(res: ServerResponse, refusal: Refusal, bodyUnread = false): void {
  res.writeHead(refusal.status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...(bodyUnread ? { connection: 'close' } : {}),
    ...refusal.headers,
  });
  res.end(refusal.text);
}

/** The hospital an upload is for: a staff member's own; a patient's ?hospitalId= when one of the tenant's (null: none named). */
function uploadOrganization(
  services: Services,
  caller: BlobCaller,
  hospitalId: string | null,
): { readonly organizationId: string | null } | Refusal {
  if (caller.kind === 'staff') {
    if (hospitalId !== null && hospitalId !== caller.staff.organizationId)
      return { status: 400, text: 'Staff upload for their own hospital only.' };
    return { organizationId: caller.staff.organizationId };
  }
  if (hospitalId === null || hospitalId === '') return { organizationId: null };
  return services.tenant.organizationIds.includes(hospitalId)
    ? { organizationId: hospitalId }
    : { status: 400, text: 'Unknown hospital.' };
}

/**
 * POST /blob/put: an image of an allowed type, at most IMAGE_MAX_BYTES, or a PDF of at most PDF_MAX_BYTES
 * (domain/documents.ts), whose bytes are what its Content-Type says, within the caller's hourly quota (429). 201 with its id in x-blobdata-id. The cheap
 * checks (token, type, hospital, quota) come before the body is read.
 */
async function put(req: IncomingMessage, res: ServerResponse, url: URL, services: Services): Promise<void> {
  const caller = await blobCallerOf(services, bearerToken(req.headers.authorization));
  if (caller === null) return refuse(res, UNAUTHORIZED, true);
  const declared = declaredUploadType(req.headers['content-type']);
  if (declared === null)
    return refuse(
      res,
      { status: 415, text: 'Only JPEG, PNG, WebP or GIF images or PDF documents can be uploaded.' },
      true,
    );
  const target = uploadOrganization(services, caller, url.searchParams.get('hospitalId'));
  if ('status' in target) return refuse(res, target, true);
  if (!(await services.limits.uploads.take(uploaderKey(caller)))) {
    return refuse(
      res,
      { status: 429, text: 'Too many uploads in the last hour.', headers: { 'retry-after': '3600' } },
      true,
    );
  }

  const bytes = await readBodyWithin(req, maxBytesOf(declared));
  if (bytes === null) return refuse(res, { status: 413, text: 'Payload too large' }, true);
  if (sniffUploadType(bytes) !== declared)
    return refuse(res, {
      status: 415,
      text: `The file is not ${declared === 'application/pdf' ? 'a PDF' : `a ${declared} image`}.`,
    });

  const id = await storeBlob(services.db, {
    caller,
    contentType: declared,
    bytes,
    organizationId: target.organizationId,
    now: services.now(),
  });
  res.writeHead(201, {
    'x-blobdata-id': id,
    location: `${BLOB_GET_PREFIX}${id}`,
    'cache-control': 'no-store',
    'content-type': 'text/plain; charset=utf-8',
  });
  res.end(id);
}

/**
 * GET /blob/get/{id}: the stored bytes to whoever may read them (modules/blobs/access.ts). Anyone else,
 * and an unknown id, get the same 404: the answer never tells whether a blob exists.
 */
async function get(req: IncomingMessage, res: ServerResponse, id: string | null, services: Services): Promise<void> {
  const caller = await blobCallerOf(services, bearerToken(req.headers.authorization));
  if (caller === null) return refuse(res, UNAUTHORIZED);
  const info = id === null ? undefined : await blobInfo(services.db, id);
  if (info === undefined || !(await mayReadBlob(services.db, info, caller))) return refuse(res, NOT_FOUND);
  const bytes = await blobBytes(services.db, info.id);
  if (bytes === undefined) return refuse(res, NOT_FOUND);
  res.writeHead(200, {
    'content-type': info.contentType,
    'content-length': String(bytes.length),
    'x-content-type-options': 'nosniff',
    'content-disposition': 'inline',
    // Private to the signed-in browser; the answer depends on who asks.
    'cache-control': 'private, max-age=3600',
    vary: 'Authorization',
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** The blob service (paths starting with /blob/): uploads of chat images and documents, and reading them back. */
export async function handleBlobRequest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  services: Services,
): Promise<void> {
  const { pathname } = url;
  if (pathname === BLOB_PUT_PATH) {
    if (req.method !== 'POST')
      return refuse(res, { status: 405, text: 'Method not allowed', headers: { allow: 'POST' } }, true);
    return put(req, res, url, services);
  }
  if (pathname.startsWith(BLOB_GET_PREFIX)) {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return refuse(res, { status: 405, text: 'Method not allowed', headers: { allow: 'GET, HEAD' } }, true);
    return get(req, res, blobIdOf(pathname), services);
  }
  return refuse(res, NOT_FOUND, req.method !== 'GET' && req.method !== 'HEAD');
}
