import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_PATIENT, errorOf, listenTo, patientInput, startTestServer, type TestServer } from './harness';

const PATIENT_FIELDS = 'id prefix given family gender birthDate relationship hospitalId address { use line city } link';
const PATCH = `mutation ($id: ID!, $patch: [PatientPatchOperation!]!) { patchPatient(id: $id, patch: $patch) { ${PATIENT_FIELDS} } }`;
const PATIENTS = `{ queryOneProfile { patients { ${PATIENT_FIELDS} } } }`;
const PROFILE_CHANGED = `subscription { profileChanged { patients { ${PATIENT_FIELDS} } } }`;

interface Patient {
  id: string;
  prefix: string;
  given: string[];
  family: string;
  gender: string;
  birthDate: string;
  relationship: string | null;
  hospitalId: string;
  address: { use: string; line: string[]; city: string | null } | null;
  link: string[];
}
type Operation = Record<string, unknown>;

const invalid = (message: string): string => `ARO-E1040:We need a valid patient profile. ${message}`;
const NOT_YOURS = 'ARO-E1040:We need a valid patient profile.';
const NO_EDITING = 'ARO-E1061:Editing profiles is not available. Please contact the hospital.';
const FOREIGN_LINK = "ARO-E1014:You don't have permission. Retry after logging in again.";
const RELATIONSHIP_MESSAGE =
  'Choose a relationship: Me, Father, Mother, Husband, Wife, Brother, Sister, Daughter, Son, Friend or Other with a name.';

const address = (line: string[], city: string | null = null): Operation => ({
  op: 'add',
  path: '/address',
  address: { line, city },
});
const name = (prefix: string, given: string[], family: string): Operation => ({
  op: 'add',
  path: '/name',
  name: { prefix, given, family },
});
const extension = (relationship: string): Operation => ({ op: 'add', path: '/extension', relationship });
const link = (ids: string[]): Operation => ({ op: 'add', path: '/link', link: ids });
const birthDate = (value: string): Operation => ({ op: 'add', path: '/birthDate', birthDate: value });
const gender = (value: string): Operation => ({ op: 'add', path: '/gender', gender: value });

/** An account on a server: the holder (Me), the mother and an unclassified patient. */
interface Family {
  readonly t: TestServer;
  readonly token: string;
  readonly me: string;
  readonly mother: string;
  readonly unclassified: string;
}

async function createFamily(t: TestServer, mobile: string, hospitalId: string): Promise<Family> {
  const token = await t.signIn(mobile);
  const create = async (args: Record<string, unknown>): Promise<string> => {
    const response = await t.gql<{ createPatient: Patient }>(
      CREATE_PATIENT,
      { hospitalId, args: patientInput(args) },
      token,
    );
    const id = response.data?.createPatient.id;
    if (id === undefined) throw new Error(`createPatient failed: ${errorOf(response)}`);
    return id;
  };
  const me = await create({});
  const mother = await create({
    prefix: 'Mrs',
    given: ['Kamala'],
    gender: 'female',
    birthDate: '1960-03-04',
    relationship: 'Mother',
  });
  const unclassified = await create({
    prefix: 'Miss',
    given: ['Nimali'],
    gender: 'female',
    birthDate: '1995-01-09',
    relationship: null,
  });
  return { t, token, me, mother, unclassified };
}

function patch(family: Family, id: string, operations: Operation[], token = family.token) {
  return family.t.gql<{ patchPatient: Patient }>(PATCH, { id, patch: operations }, token);
}

async function patientsOf(t: TestServer, token: string): Promise<Patient[]> {
  const response = await t.gql<{ queryOneProfile: { patients: Patient[] } }>(PATIENTS, {}, token);
  if (!response.data) throw new Error(`queryOneProfile failed: ${errorOf(response)}`);
  return response.data.queryOneProfile.patients;
}

async function stored(family: Family, id: string): Promise<Patient> {
  const patient = (await patientsOf(family.t, family.token)).find((candidate) => candidate.id === id);
  if (patient === undefined) throw new Error(`patient ${id} is not on the account`);
  return patient;
}

describe('patchPatient (editProfile enabled)', () => {
  let t: TestServer;
  let family: Family;
  let stranger: Family;
  beforeAll(async () => {
    t = await startTestServer({ codeRequestsPerAddressPerHour: 100 });
    family = await createFamily(t, '0775200001', 'org-colombo');
    stranger = await createFamily(t, '0775200002', 'org-kandy');
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a login', async () => {
    expect(errorOf(await patch(family, family.me, [gender('other')], ''))).toBe('ARO-E1023:Please login.');
    expect((await stored(family, family.me)).gender).toBe('male');
  });

  it('changes the name (trimmed, empty given names dropped) and returns the patient', async () => {
    const response = await patch(family, family.me, [name('Mr', [' Nuwan ', '', 'Kumara'], ' Perera ')]);
    expect(response.errors).toBeUndefined();
    expect(response.data?.patchPatient).toMatchObject({
      id: family.me,
      prefix: 'Mr',
      given: ['Nuwan', 'Kumara'],
      family: 'Perera',
    });
    expect(await stored(family, family.me)).toMatchObject({
      prefix: 'Mr',
      given: ['Nuwan', 'Kumara'],
      family: 'Perera',
      relationship: 'Me',
      hospitalId: 'org-colombo',
    });
  });

  it('changes the gender', async () => {
    expect(errorOf(await patch(family, family.me, [gender('other')]))).toBe('');
    expect((await stored(family, family.me)).gender).toBe('other');
    expect(errorOf(await patch(family, family.me, [gender('male')]))).toBe('');
    expect((await stored(family, family.me)).gender).toBe('male');
  });

  it('changes the date of birth (stored as YYYY-MM-DD)', async () => {
    expect(errorOf(await patch(family, family.me, [birthDate('1991-2-3')]))).toBe('');
    expect((await stored(family, family.me)).birthDate).toBe('1991-02-03');
  });

  it('sets the home address: lines trimmed, empty lines dropped', async () => {
    const response = await patch(family, family.me, [address([' 12 Galle Road ', '', 'Kollupitiya'], ' Colombo ')]);
    const expected = { use: 'home', line: ['12 Galle Road', 'Kollupitiya'], city: 'Colombo' };
    expect(response.data?.patchPatient.address).toEqual(expected);
    expect((await stored(family, family.me)).address).toEqual(expected);
    // A city alone is an address too; the lines it replaces are gone.
    expect(
      errorOf(
        await patch(family, family.me, [
          { op: 'add', path: '/address', address: { use: 'home', line: [], city: 'Kandy' } },
        ]),
      ),
    ).toBe('');
    expect((await stored(family, family.me)).address).toEqual({ use: 'home', line: [], city: 'Kandy' });
  });

  it('links other patients of the account, once each, and clears the links', async () => {
    expect(errorOf(await patch(family, family.me, [link([family.mother, family.unclassified, family.mother])]))).toBe(
      '',
    );
    expect((await stored(family, family.me)).link).toEqual([family.mother, family.unclassified]);
    expect(errorOf(await patch(family, family.me, [link([])]))).toBe('');
    expect((await stored(family, family.me)).link).toEqual([]);
  });

  it('stores a multi-role relationship with the given name, and an empty one as unclassified', async () => {
    expect(errorOf(await patch(family, family.unclassified, [extension('Sister Nimali')]))).toBe('');
    expect((await stored(family, family.unclassified)).relationship).toBe('Sister Nimali');
    expect(errorOf(await patch(family, family.unclassified, [extension('')]))).toBe('');
    expect((await stored(family, family.unclassified)).relationship).toBeNull();
  });

  it('applies several operations at once', async () => {
    const response = await patch(family, family.mother, [
      name('Mrs', ['Kamala', 'Devi'], 'Silva'),
      birthDate('1961-12-31'),
      address(['5 Temple Lane'], 'Kandy'),
      link([family.me]),
    ]);
    expect(response.errors).toBeUndefined();
    expect(await stored(family, family.mother)).toMatchObject({
      given: ['Kamala', 'Devi'],
      birthDate: '1961-12-31',
      relationship: 'Mother',
      address: { use: 'home', line: ['5 Temple Lane'], city: 'Kandy' },
      link: [family.me],
    });
  });

  const tomorrow = (): string => {
    const day = new Date(t.now() + 2 * 24 * 60 * 60 * 1000);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  };

  it.each<[string, () => Operation[], string]>([
    ['a prefix that contradicts the gender', () => [name('Mrs', ['Nuwan'], 'Silva')], 'invalid prefix match gender'],
    ['a gender that contradicts the prefix', () => [gender('female')], 'invalid prefix match gender'],
    ['an empty given name', () => [name('Mr', ['  '], 'Silva')], 'We need your given name!'],
    ['an unknown prefix', () => [name('Dr', ['Nuwan'], 'Silva')], 'Please select your name prefix (Mr, Ms?)'],
    ['a long family name', () => [name('Mr', ['Nuwan'], 'S'.repeat(51))], 'Your family name is too long!'],
    ['four given names', () => [name('Mr', ['A', 'B', 'C', 'D'], 'Silva')], 'Use at most 3 given names.'],
    ['30 February', () => [birthDate('1990-02-30')], 'Your date of birth, date should be valid'],
    ['a date of birth after today', () => [birthDate(tomorrow())], 'Your date of birth can not be in the future'],
    ['an unknown relationship', () => [extension('Cousin')], RELATIONSHIP_MESSAGE],
    ['Other without a name', () => [extension('Other')], RELATIONSHIP_MESSAGE],
    [
      'a long relationship',
      () => [extension(`Friend ${'K'.repeat(54)}`)],
      'The relationship is too long (at most 60 characters).',
    ],
    ['an empty address', () => [address(['', ' '], ' ')], 'Please enter at least one address field'],
    ['four address lines', () => [address(['1', '2', '3', '4'])], 'An address has at most 3 lines'],
    [
      'an address line of 101 characters',
      () => [address(['a'.repeat(101)])],
      'Each address field can have at most 100 characters',
    ],
    ['21 links', () => [link(Array.from({ length: 21 }, (_, n) => `pat-${n}`))], 'Link at most 20 profiles.'],
    ['a link to itself', () => [link([family.mother, family.me])], 'A profile cannot be linked to itself.'],
    [
      'a good operation with a bad one',
      () => [address(['99 New Street'], 'Galle'), birthDate('1990-13-01')],
      'Your date of birth, month should be valid',
    ],
    ['a bad operation with a good one', () => [name('Mr', [''], 'Silva'), gender('other')], 'We need your given name!'],
  ])('refuses %s with the rule and changes nothing', async (_case, operations, message) => {
    const before = await patientsOf(t, family.token);
    expect(errorOf(await patch(family, family.me, operations()))).toBe(invalid(message));
    expect(await patientsOf(t, family.token)).toEqual(before);
  });

  it('keeps one Me per account, and lets Me stay Me', async () => {
    const before = await patientsOf(t, family.token);
    expect(errorOf(await patch(family, family.mother, [extension('Me')]))).toBe(
      invalid('Only one profile can be you (Me).'),
    );
    expect(await patientsOf(t, family.token)).toEqual(before);
    expect(errorOf(await patch(family, family.me, [extension('Me')]))).toBe('');
  });

  it("answers another account's patient as an unknown one and leaves it unchanged", async () => {
    const theirs = await patientsOf(t, stranger.token);
    expect(errorOf(await patch(family, stranger.me, [address(['1 Hack Street'])]))).toBe(NOT_YOURS);
    expect(errorOf(await patch(family, stranger.unclassified, [extension('Friend Nimali')]))).toBe(NOT_YOURS);
    expect(errorOf(await patch(family, 'pat-does-not-exist', [address(['1 Hack Street'])]))).toBe(NOT_YOURS);
    expect(await patientsOf(t, stranger.token)).toEqual(theirs);
  });

  it("refuses a link to another account's patient with ARO-E1014", async () => {
    const before = await patientsOf(t, family.token);
    expect(errorOf(await patch(family, family.me, [link([family.mother, stranger.me])]))).toBe(FOREIGN_LINK);
    expect(await patientsOf(t, family.token)).toEqual(before);
  });

  it.each<[string, Operation[], string]>([
    ['an empty patch', [], 'The patch has no operations.'],
    ['op replace', [{ op: 'replace', path: '/gender', gender: 'other' }], "Each patch operation must be op 'add'."],
    ['op remove', [{ op: 'remove', path: '/address' }], "Each patch operation must be op 'add'."],
    [
      'an unknown path',
      [{ op: 'add', path: '/telecom', gender: 'other' }],
      'Unknown patch path: use /name, /gender, /birthDate, /address, /extension or /link.',
    ],
    [
      'a path without its slash',
      [{ op: 'add', path: 'gender', gender: 'other' }],
      'Unknown patch path: use /name, /gender, /birthDate, /address, /extension or /link.',
    ],
    ['a path without its value', [{ op: 'add', path: '/gender' }], 'The /gender operation needs gender.'],
    [
      'a path with the value of another',
      [{ op: 'add', path: '/extension', link: [] }],
      'The /extension operation needs relationship.',
    ],
    [
      'a path with an extra value',
      [{ op: 'add', path: '/gender', gender: 'other', birthDate: '1990-01-01' }],
      'The /gender operation carries only gender, not birthDate.',
    ],
    ['the same path twice', [gender('other'), gender('male')], 'Change /gender only once in a patch.'],
    [
      'an address that is not home',
      [{ op: 'add', path: '/address', address: { use: 'work', line: ['1 Office Road'] } }],
      "Only a home address can be saved (use 'home').",
    ],
  ])('refuses %s and changes nothing', async (_case, operations, message) => {
    const before = await patientsOf(t, family.token);
    expect(errorOf(await patch(family, family.me, operations))).toBe(invalid(message));
    expect(await patientsOf(t, family.token)).toEqual(before);
  });

  it('tells profileChanged subscribers about the change', async () => {
    const live = listenTo<{ profileChanged: { patients: Patient[] } }>(t.socket(family.token), PROFILE_CHANGED);
    expect(await live.next(1)).toHaveLength(1);
    expect(errorOf(await patch(family, family.mother, [address(['7 Lake Drive'], 'Galle')]))).toBe('');
    const results = await live.next(2);
    const mother = results[1]?.data?.profileChanged.patients.find((patient) => patient.id === family.mother);
    expect(mother?.address).toEqual({ use: 'home', line: ['7 Lake Drive'], city: 'Galle' });
    live.stop();
  });
});

describe('patchPatient (harbour-clinic: editProfile disabled)', () => {
  let t: TestServer;
  let family: Family;
  let stranger: Family;
  beforeAll(async () => {
    t = await startTestServer({ tenantId: 'harbour-clinic', codeRequestsPerAddressPerHour: 100 });
    family = await createFamily(t, '0775300001', 'org-galle');
    stranger = await createFamily(t, '0775300002', 'org-galle');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses to change a classified patient (ARO-E1061) and changes nothing', async () => {
    const before = await patientsOf(t, family.token);
    expect(errorOf(await patch(family, family.me, [name('Mr', ['Changed'], 'Silva')]))).toBe(NO_EDITING);
    expect(errorOf(await patch(family, family.mother, [extension('Wife')]))).toBe(NO_EDITING);
    expect(
      errorOf(await patch(family, family.me, [address(['12 Harbour Road'], 'Galle'), link([family.mother])])),
    ).toBe(NO_EDITING);
    expect(await patientsOf(t, family.token)).toEqual(before);
  });

  it('changes the address of a classified patient: delivery information, not identity', async () => {
    expect(errorOf(await patch(family, family.me, [address(['12 Harbour Road'], 'Galle')]))).toBe('');
    expect(await stored(family, family.me)).toMatchObject({
      given: ['Nuwan'],
      relationship: 'Me',
      address: { use: 'home', line: ['12 Harbour Road'], city: 'Galle' },
    });
  });

  it('refuses any identity change of an unclassified patient too (ARO-E1061), classifying or not, and changes nothing', async () => {
    const before = await patientsOf(t, family.token);
    for (const operations of [
      [extension('Sister Nimali'), name('Miss', ['Nimali'], 'Perera')],
      [name('Miss', ['Nimali'], 'Perera')],
      [gender('other')],
      [birthDate('1995-01-10')],
      [link([family.me])],
      [extension('Sister Nimali'), address(['3 Fort Street'], 'Galle'), link([family.me])],
    ]) {
      expect(errorOf(await patch(family, family.unclassified, operations))).toBe(NO_EDITING);
    }
    expect(await patientsOf(t, family.token)).toEqual(before);
  });

  it('classifies an unclassified patient with its relationship (and address), after which the relationship is locked too', async () => {
    const response = await patch(family, family.unclassified, [
      extension('Sister Nimali'),
      address(['3 Fort Street'], 'Galle'),
    ]);
    expect(response.errors).toBeUndefined();
    expect(await stored(family, family.unclassified)).toMatchObject({
      relationship: 'Sister Nimali',
      given: ['Nimali'],
      address: { use: 'home', line: ['3 Fort Street'], city: 'Galle' },
    });
    expect(errorOf(await patch(family, family.unclassified, [extension('Friend Nimali')]))).toBe(NO_EDITING);
    expect(errorOf(await patch(family, family.unclassified, [extension('')]))).toBe(NO_EDITING);
    expect((await stored(family, family.unclassified)).relationship).toBe('Sister Nimali');
    // The address stays open to change: delivery information.
    expect(errorOf(await patch(family, family.unclassified, [address(['4 Fort Street'], 'Galle')]))).toBe('');
    expect((await stored(family, family.unclassified)).address?.line).toEqual(['4 Fort Street']);
  });

  it("answers another account's patient with ARO-E1040, not ARO-E1061", async () => {
    const theirs = await patientsOf(t, stranger.token);
    expect(errorOf(await patch(family, stranger.me, [name('Mr', ['Changed'], 'Silva')]))).toBe(NOT_YOURS);
    expect(errorOf(await patch(family, stranger.unclassified, [extension('Friend Nimali')]))).toBe(NOT_YOURS);
    expect(await patientsOf(t, stranger.token)).toEqual(theirs);
  });

  it('still checks the rules when classifying', async () => {
    expect(errorOf(await patch(stranger, stranger.unclassified, [extension('Me')]))).toBe(
      invalid('Only one profile can be you (Me).'),
    );
    expect((await stored(stranger, stranger.unclassified)).relationship).toBeNull();
  });
});
