import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_CHAT_TEXT } from '../../domain/chatText';
import { UPLOADS_PER_HOUR } from '../../domain/imageUpload';
import { uploadImage } from '../../src/lib/imageUpload';
import { newPatient, signInStaff, startTestServer, type TestServer } from './harness';
import { PNG } from './images';

// Uploads are stored in the database: each caller gets UPLOADS_PER_HOUR in an hour (from its first upload).
// The window follows real time, so its end is tested on the limiter itself (tests/server/rateLimit.test.ts).
describe('the hourly upload quota', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (token: string, body: Uint8Array = PNG): Promise<Response> =>
    fetch(`${t.url}/blob/put?hospitalId=org-colombo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: new Uint8Array(body),
    });

  it('takes UPLOADS_PER_HOUR images of a caller and refuses the next with 429 and Retry-After', async () => {
    const { token } = await newPatient(t, '0778900001');
    const other = await newPatient(t, '0778900002');
    const staff = await signInStaff(t, 'staff.colombo');

    // Refused attempts count too: a wrong type costs as much reading.
    expect((await upload(token, Buffer.from('not an image'))).status).toBe(415);
    for (let i = 1; i < UPLOADS_PER_HOUR; i++) expect((await upload(token)).status).toBe(201);
    const refused = await upload(token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(refused.headers.get('x-blobdata-id')).toBeNull();
    // The app says why, not just 'Upload failed'.
    await expect(
      uploadImage(new Blob([PNG], { type: 'image/png' }), token, 'org-colombo', { baseUrl: t.url }),
    ).rejects.toThrow(AGENT_CHAT_TEXT.uploadLimit);

    // Someone else's quota is their own, patient or staff.
    expect((await upload(other.token)).status).toBe(201);
    expect((await upload(staff)).status).toBe(201);
    // The caller stays refused within the hour.
    expect((await upload(token)).status).toBe(429);
  });
});
