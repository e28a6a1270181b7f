import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobUrl } from '../../domain/chatPayload';
import { IMAGE_MAX_BYTES } from '../../domain/imageUpload';
import { patients, staffAccounts } from '../../server/db/schema';
import { mayReadBlob } from '../../server/modules/blobs/access';
import { blobInfo, storeBlob } from '../../server/modules/blobs/blobStore';
import type { BlobCaller } from '../../server/modules/blobs/caller';
import { sniffImageType } from '../../server/modules/blobs/magic';
import { fetchBlobObjectUrl, uploadImage } from '../../src/lib/imageUpload';
import { DEMO_HOLDER_ACCOUNT_ID } from '../../server/seed/people';
import { chatShowingImage } from './chatApi';
import {
  newPatient,
  signInStaff,
  startTestServer,
  startTestServices,
  type TestServer,
  type TestServices,
} from './harness';
import { PNG } from './images';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let t: TestServer;
let patient: string;
let otherPatient: string;
let colombo: string;
let kandy: string;
beforeAll(async () => {
  t = await startTestServer();
  [{ token: patient }, { token: otherPatient }, colombo, kandy] = await Promise.all([
    newPatient(t, '0778800001'),
    newPatient(t, '0778800002'),
    signInStaff(t, 'staff.colombo'),
    signInStaff(t, 'staff.kandy'),
  ]);
});
afterAll(async () => {
  await t.close();
});

function upload(
  body: Uint8Array,
  options: { token?: string | null; type?: string; hospitalId?: string; authorization?: string } = {},
): Promise<Response> {
  const token = options.token === undefined ? patient : options.token;
  const headers: Record<string, string> = { 'content-type': options.type ?? 'image/png' };
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  else if (token !== null) headers.authorization = `Bearer ${token}`;
  const query = options.hospitalId === undefined ? '' : `?hospitalId=${encodeURIComponent(options.hospitalId)}`;
  return fetch(`${t.url}/blob/put${query}`, { method: 'POST', headers, body: new Uint8Array(body) });
}

async function uploaded(body: Uint8Array, options: Parameters<typeof upload>[1] = {}): Promise<string> {
  const response = await upload(body, options);
  expect(response.status).toBe(201);
  return response.headers.get('x-blobdata-id') ?? '';
}

function read(id: string, token: string | null, authorization?: string): Promise<Response> {
  const value = authorization ?? (token === null ? undefined : `Bearer ${token}`);
  return fetch(`${t.url}${blobUrl(id)}`, { headers: value === undefined ? {} : { authorization: value } });
}

describe('POST /blob/put', () => {
  it('stores an image of a patient: 201 with a random base64url id in x-blobdata-id', async () => {
    const response = await upload(PNG, { hospitalId: 'org-colombo' });
    expect(response.status).toBe(201);
    const id = response.headers.get('x-blobdata-id') ?? '';
    expect(id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(response.headers.get('location')).toBe(blobUrl(id));
    expect(await uploaded(PNG)).not.toBe(id);
  });

  it('takes every allowed type whose bytes match it, with or without "Bearer"', async () => {
    expect((await upload(JPEG, { type: 'image/jpeg' })).status).toBe(201);
    expect((await upload(GIF, { type: 'image/gif' })).status).toBe(201);
    expect((await upload(WEBP, { type: 'image/webp; foo=bar' })).status).toBe(201);
    expect((await upload(PNG, { authorization: patient })).status).toBe(201);
    expect((await upload(PNG, { token: colombo })).status).toBe(201);
  });

  it('refuses no token or an unknown one with 401', async () => {
    const none = await upload(PNG, { token: null });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await upload(PNG, { token: 'not-a-token' })).status).toBe(401);
  });

  it('refuses other types (HTML, SVG, none) and bytes that are not the declared type with 415', async () => {
    expect((await upload(Buffer.from('<html><script>alert(1)</script></html>'), { type: 'text/html' })).status).toBe(
      415,
    );
    expect((await upload(SVG, { type: 'image/svg+xml' })).status).toBe(415);
    expect((await upload(PNG, { type: 'application/octet-stream' })).status).toBe(415);
    // A PNG declared as a JPEG, and HTML declared as a PNG.
    expect((await upload(PNG, { type: 'image/jpeg' })).status).toBe(415);
    expect((await upload(Buffer.from('<html><body>hi</body></html>'), { type: 'image/png' })).status).toBe(415);
    expect((await upload(Buffer.alloc(0), { type: 'image/png' })).status).toBe(415);
  });

  it('takes exactly 1 MB and refuses more with 413', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES - PNG.length)]);
    expect((await upload(exact)).status).toBe(201);
    const over = await upload(Buffer.concat([exact, Buffer.alloc(1)]));
    expect(over.status).toBe(413);
    expect(await over.text()).toBe('Payload too large');
  });

  it('refuses a chunked body (no length declared) with 413 once it passes 1 MB', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${t.url}/blob/put`,
        { method: 'POST', headers: { 'content-type': 'image/png', authorization: `Bearer ${patient}` } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      // The server may close while the rest is still being written.
      req.on('error', (error: NodeJS.ErrnoException) =>
        error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
      );
      req.write(PNG);
      for (let sent = 0; sent <= IMAGE_MAX_BYTES; sent += 64 * 1024) req.write(Buffer.alloc(64 * 1024));
      req.end();
    });
    expect(status).toBe(413);
  });

  it('refuses a hospital outside the network, and staff uploading for another hospital, with 400', async () => {
    expect((await upload(PNG, { hospitalId: 'org-nowhere' })).status).toBe(400);
    expect((await upload(PNG, { token: colombo, hospitalId: 'org-kandy' })).status).toBe(400);
    expect((await upload(PNG, { token: colombo, hospitalId: 'org-colombo' })).status).toBe(201);
  });

  it('answers 405 to other methods', async () => {
    const response = await fetch(`${t.url}/blob/put`, { headers: { authorization: `Bearer ${patient}` } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('GET /blob/get/{id}', () => {
  it('gives the uploader the very bytes, with nosniff, inline and a private cache', async () => {
    const id = await uploaded(PNG, { hospitalId: 'org-colombo' });
    const response = await read(id, patient);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe('inline');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    expect((await read(id, null, patient)).status).toBe(200);
  });

  it('lets staff of the hospital it was sent to read it; anyone else gets 404, as for an unknown id', async () => {
    const id = await uploaded(JPEG, { type: 'image/jpeg', hospitalId: 'org-colombo' });
    const staffRead = await read(id, colombo);
    expect(staffRead.status).toBe(200);
    expect(staffRead.headers.get('content-type')).toBe('image/jpeg');
    expect((await read(id, kandy)).status).toBe(404);
    expect((await read(id, otherPatient)).status).toBe(404);
    expect((await read('AAAAAAAAAAAAAAAAAAAAAA', patient)).status).toBe(404);
    expect(
      (await fetch(`${t.url}/blob/get/not%20an%20id`, { headers: { authorization: `Bearer ${patient}` } })).status,
    ).toBe(404);
  });

  it('keeps a blob sent to no hospital to its uploader', async () => {
    const id = await uploaded(PNG);
    expect((await read(id, colombo)).status).toBe(404);
    expect((await read(id, patient)).status).toBe(200);
  });

  it('lets a staff member and their colleagues read what they uploaded, but no patient', async () => {
    const id = await uploaded(PNG, { token: kandy });
    expect((await read(id, kandy)).status).toBe(200);
    expect((await read(id, colombo)).status).toBe(404);
    expect((await read(id, patient)).status).toBe(404);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const id = await uploaded(PNG);
    expect((await read(id, null)).status).toBe(401);
    expect((await read(id, 'not-a-token')).status).toBe(401);
  });
});

describe('the app side (src/lib/imageUpload.ts)', () => {
  it('uploads with uploadImage and reads back through fetchBlobObjectUrl', async () => {
    const { imageUrl } = await uploadImage(new Blob([PNG], { type: 'image/png' }), patient, 'org-colombo', {
      baseUrl: t.url,
    });
    expect(imageUrl).toMatch(/^\/blob\/get\/[A-Za-z0-9_-]{22}$/);
    const objectUrl = await fetchBlobObjectUrl(imageUrl, colombo, { baseUrl: t.url });
    const { resolveObjectURL } = await import('node:buffer');
    const blob = resolveObjectURL(objectUrl);
    expect(Buffer.from(await (blob?.arrayBuffer() ?? new ArrayBuffer(0)))).toEqual(PNG);
    URL.revokeObjectURL(objectUrl);
    await expect(fetchBlobObjectUrl(imageUrl, kandy, { baseUrl: t.url })).rejects.toThrow('(404)');
  });
});

describe('magic bytes', () => {
  it('tells the four image types apart and nothing else', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(GIF)).toBe('image/gif');
    expect(sniffImageType(WEBP)).toBe('image/webp');
    expect(sniffImageType(SVG)).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImageType(PNG.subarray(0, 4))).toBeNull();
  });
});

describe('access through a chat', () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await startTestServices();
  });
  afterAll(async () => {
    await s.database.close();
  });

  const staffCaller = async (username: string): Promise<BlobCaller> => {
    const [row] = await s.services.db.select().from(staffAccounts).where(eq(staffAccounts.username, username));
    if (row === undefined) throw new Error(`no staff ${username}`);
    return {
      kind: 'staff',
      staff: {
        id: row.id,
        username: row.username,
        displayName: row.displayName,
        organizationId: row.organizationId,
        role: row.role,
        practitionerId: row.practitionerId,
      },
    };
  };

  it('lets the account of a chat and staff of its hospital read an image shown in it', async () => {
    const { db } = s.services;
    const [patientRow] = await db.select().from(patients).where(eq(patients.accountId, DEMO_HOLDER_ACCOUNT_ID));
    if (patientRow === undefined) throw new Error('no demo patient');
    const galle = await staffCaller('staff.galle');
    const colomboStaff = await staffCaller('staff.colombo');
    // Uploaded by a Galle staff member, for Galle, then sent in a Galle chat of the demo holder.
    const id = await storeBlob(db, {
      caller: galle,
      contentType: 'image/png',
      bytes: PNG,
      organizationId: 'org-galle',
      now: s.services.now(),
    });
    const info = await blobInfo(db, id);
    if (info === undefined) throw new Error('blob not stored');
    const holder: BlobCaller = { kind: 'patient', accountId: DEMO_HOLDER_ACCOUNT_ID };
    expect(await mayReadBlob(db, info, holder)).toBe(false);
    expect(await mayReadBlob(db, info, colomboStaff)).toBe(false);

    await chatShowingImage(
      db,
      {
        accountId: DEMO_HOLDER_ACCOUNT_ID,
        patientId: patientRow.id,
        organizationId: 'org-colombo',
        now: new Date(s.services.now()),
      },
      {
        author: 'staff',
        authorRef: `Staff/${galle.kind === 'staff' ? galle.staff.id : ''}`,
        authorName: 'Galle',
        imageUrl: blobUrl(id),
      },
    );
    expect(await mayReadBlob(db, info, holder)).toBe(true);
    expect(await mayReadBlob(db, info, colomboStaff)).toBe(true);
    expect(await mayReadBlob(db, info, { kind: 'patient', accountId: 'acct-demo-unclassified' })).toBe(false);
    expect(await mayReadBlob(db, info, await staffCaller('staff.kandy'))).toBe(false);
  });
});
