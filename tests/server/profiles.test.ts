import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE_PATIENT,
  errorOf,
  patientInput,
  PROFILE,
  startTestServer,
  type PatientData,
  type ProfileData,
  type TestServer,
} from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

const create = (token: string, args: Record<string, unknown>, hospitalId = 'org-colombo') =>
  t.gql<{ createPatient: PatientData }>(CREATE_PATIENT, { hospitalId, args }, token);
const invalid = (message: string): string => `ARO-E1040:We need a valid patient profile. ${message}`;

describe('queryOrganization', () => {
  it('lists the hospitals of the network without a login', async () => {
    const response = await t.gql<{
      queryOrganization: { id: string; orgName: string; city: string; phone: string; lat: number; lng: number }[];
    }>('{ queryOrganization { id orgName city phone lat lng } }');
    const hospitals = response.data?.queryOrganization ?? [];
    expect(hospitals.map((hospital) => hospital.id)).toEqual(['org-colombo', 'org-kandy', 'org-galle']);
    expect(hospitals.map((hospital) => hospital.city)).toEqual(['Colombo', 'Kandy', 'Galle']);
    for (const hospital of hospitals) {
      expect(hospital.orgName).not.toBe('');
      expect(hospital.phone).toMatch(/^\+94 \d{2} \d{3} \d{4}$/);
      // Inside Sri Lanka.
      expect(hospital.lat).toBeGreaterThan(5.9);
      expect(hospital.lat).toBeLessThan(9.9);
      expect(hospital.lng).toBeGreaterThan(79.5);
      expect(hospital.lng).toBeLessThan(82);
    }
  });
});

describe('createPatient', () => {
  let token: string;
  beforeAll(async () => {
    token = await t.signIn('0775000001');
  });

  it('needs a login', async () => {
    expect(errorOf(await create('', patientInput()))).toBe('ARO-E1023:Please login.');
  });

  it.each([
    [{ prefix: '' }, 'Please select your name prefix (Mr, Ms?)'],
    [{ prefix: 'Dr' }, 'Please select your name prefix (Mr, Ms?)'],
    [{ given: ['  '] }, 'We need your given name!'],
    [{ family: '' }, 'We need your family name!'],
    [{ prefix: 'Mrs', gender: 'male' }, 'invalid prefix match gender'],
    [{ birthDate: '1990-02-30' }, 'Your date of birth, date should be valid'],
    [{ birthDate: '1990-13-01' }, 'Your date of birth, month should be valid'],
    [{ birthDate: '1800-01-01' }, 'Your date of birth, year should be valid'],
    [{ birthDate: 'yesterday' }, 'Your date of birth, date should be valid'],
    [
      { relationship: 'Cousin' },
      'Choose a relationship: Me, Father, Mother, Husband, Wife, Brother, Sister, Daughter, Son, Friend or Other with a name.',
    ],
    [
      { relationship: 'Other' },
      'Choose a relationship: Me, Father, Mother, Husband, Wife, Brother, Sister, Daughter, Son, Friend or Other with a name.',
    ],
    [{ given: ['N'.repeat(51)] }, 'Your given name is too long!'],
    [{ given: ['Nuwan', 'K'.repeat(45)] }, 'Your given name is too long!'],
    [{ family: 'S'.repeat(51) }, 'Your family name is too long!'],
    [{ given: ['A', 'B', 'C', 'D'] }, 'Use at most 3 given names.'],
    [{ relationship: `Friend ${'K'.repeat(54)}` }, 'The relationship is too long (at most 60 characters).'],
    [{ relationship: null, link: Array.from({ length: 21 }, (_, n) => `pat-${n}`) }, 'Link at most 20 profiles.'],
  ])('refuses %j with ARO-E1040 and the rule: %s', async (overrides, message) => {
    expect(errorOf(await create(token, patientInput(overrides)))).toBe(invalid(message));
  });

  it('refuses a date of birth after today', async () => {
    const tomorrow = new Date(t.now() + 2 * 24 * 60 * 60 * 1000);
    const birthDate = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    expect(errorOf(await create(token, patientInput({ birthDate })))).toBe(
      invalid('Your date of birth can not be in the future'),
    );
  });

  it('refuses a hospital outside the network', async () => {
    expect(errorOf(await create(token, patientInput(), 'org-elsewhere'))).toBe(invalid('Choose one of our hospitals.'));
  });

  it('adds the holder and relatives, in the order they were created', async () => {
    const me = await create(token, patientInput());
    expect(me.errors).toBeUndefined();
    expect(me.data?.createPatient).toMatchObject({
      prefix: 'Mr',
      given: ['Nuwan'],
      family: 'Silva',
      gender: 'male',
      birthDate: '1990-05-17',
      relationship: 'Me',
      hospitalId: 'org-colombo',
      mobileNo: '94775000001',
    });
    t.advance(1000);
    const sister = await create(
      token,
      patientInput({
        prefix: 'Miss',
        given: ['Nimali', 'Anne'],
        gender: 'female',
        birthDate: '1995-1-9',
        relationship: 'Sister Nimali',
      }),
      'org-kandy',
    );
    expect(sister.data?.createPatient).toMatchObject({
      given: ['Nimali', 'Anne'],
      birthDate: '1995-01-09',
      relationship: 'Sister Nimali',
      hospitalId: 'org-kandy',
    });
    t.advance(1000);
    const friend = await create(
      token,
      patientInput({ given: ['Kamal'], relationship: null, link: [me.data?.createPatient.id] }),
    );
    expect(friend.data?.createPatient.relationship).toBeNull();

    const profile = (await t.gql<ProfileData>(PROFILE, {}, token)).data?.queryOneProfile;
    expect(profile?.patients.map((patient) => patient.given[0])).toEqual(['Nuwan', 'Nimali', 'Kamal']);
  });

  it('keeps one Me per account', async () => {
    expect(errorOf(await create(token, patientInput({ given: ['Again'] })))).toBe(
      invalid('Only one profile can be you (Me).'),
    );
  });

  it('logs a database error without the query params (no patient data)', async () => {
    // A constraint the rules know nothing of makes the insert fail after every rule has passed (a NUL did once; it
    // is now refused before anything runs: tests/server/storableText.test.ts).
    const { db } = t.server.services;
    await db.execute(sql`alter table patients add constraint refuse_quistley check (family <> 'Quistley') not valid`);
    let response;
    try {
      response = await create(
        token,
        patientInput({ given: ['Zebediah'], family: 'Quistley', birthDate: '1987-03-21', relationship: null }),
      );
    } finally {
      await db.execute(sql`alter table patients drop constraint refuse_quistley`);
    }
    expect(errorOf(response)).toBe('Unexpected error.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logs = t.logs.join('\n');
    expect(logs).toContain('Failed query: insert into \\"patients\\"');
    expect(logs).not.toContain('Zebediah');
    expect(logs).not.toContain('Quist');
    expect(logs).not.toContain('1987-03-21');
    expect(logs).not.toContain('params');
  });

  it("keeps each account's patients to itself", async () => {
    const other = await t.signIn('0775000002');
    const mine = (await t.gql<ProfileData>(PROFILE, {}, token)).data?.queryOneProfile;
    const theirs = (await t.gql<ProfileData>(PROFILE, {}, other)).data?.queryOneProfile;
    expect(theirs?.mobileNo).toBe('94775000002');
    expect(theirs?.patients).toEqual([]);
    expect(theirs?.id).not.toBe(mine?.id);
    // Linking someone else's patient is refused.
    const stranger = mine?.patients[0]?.id;
    expect(errorOf(await create(other, patientInput({ link: [stranger] })))).toBe(
      "ARO-E1014:You don't have permission. Retry after logging in again.",
    );
    expect((await t.gql<ProfileData>(PROFILE, {}, other)).data?.queryOneProfile.patients).toEqual([]);
  });
});
