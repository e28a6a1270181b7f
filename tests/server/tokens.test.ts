import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, LOGOUT, PROFILE, startTestServer, type ProfileData, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

async function profileWith(
  headers: Record<string, string>,
): Promise<{ errors?: { message: string }[]; data?: ProfileData | null }> {
  const response = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: PROFILE }),
  });
  return (await response.json()) as { errors?: { message: string }[]; data?: ProfileData | null };
}

describe('access tokens', () => {
  it('asks for a login without a token (ARO-E1023)', async () => {
    expect(errorOf(await t.gql(PROFILE))).toBe('ARO-E1023:Please login.');
    expect(errorOf(await t.gql(LOGOUT))).toBe('ARO-E1023:Please login.');
  });

  it('refuses an unknown or malformed token (ARO-E1022)', async () => {
    expect(errorOf(await t.gql(PROFILE, {}, 'garbage'))).toBe('ARO-E1022:Authentication failed');
    expect(errorOf(await profileWith({ authorization: 'Basic dXNlcjpwYXNz' }))).toBe('ARO-E1022:Authentication failed');
  });

  it('reads the profile with a Bearer token', async () => {
    const token = await t.signIn('0774000001');
    const response = await profileWith({ authorization: `Bearer ${token}` });
    expect(response.data?.queryOneProfile.mobileNo).toBe('94774000001');
  });

  it('logs out: the same token then reads ARO-E1024', async () => {
    const token = await t.signIn('0774000002');
    const other = await t.signIn('0774000003');
    expect((await t.gql<{ logout: boolean }>(LOGOUT, {}, token)).data?.logout).toBe(true);
    expect(errorOf(await t.gql(PROFILE, {}, token))).toBe('ARO-E1024:You have been logged out, please login again.');
    // Only that token is revoked.
    expect((await t.gql<ProfileData>(PROFILE, {}, other)).data?.queryOneProfile.mobileNo).toBe('94774000003');
  });

  it('expires a token after 30 days (ARO-E1024)', async () => {
    const token = await t.signIn('0774000004');
    t.advance(30 * 24 * 60 * 60 * 1000 - 1000);
    expect((await t.gql<ProfileData>(PROFILE, {}, token)).data?.queryOneProfile.mobileNo).toBe('94774000004');
    t.advance(1000);
    expect(errorOf(await t.gql(PROFILE, {}, token))).toBe('ARO-E1024:You have been logged out, please login again.');
  });

  it('signs the seeded demo holder into their account with Me, Mother and Son', async () => {
    const token = await t.signIn('0771234567');
    const profile = (await t.gql<ProfileData>(PROFILE, {}, token)).data?.queryOneProfile;
    expect(profile?.mobileNo).toBe('94771234567');
    expect(profile?.patients.map((patient) => patient.relationship)).toEqual(['Me', 'Mother', 'Son Senuk']);
    expect(profile?.patients.every((patient) => patient.mobileNo === '94771234567')).toBe(true);
  });

  it('signs the unclassified demo account in with its one patient and no relationship', async () => {
    const token = await t.signIn('772345678');
    const patients = (await t.gql<ProfileData>(PROFILE, {}, token)).data?.queryOneProfile.patients;
    expect(patients).toHaveLength(1);
    expect(patients?.[0]?.relationship).toBeNull();
  });
});
