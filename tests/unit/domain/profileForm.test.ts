import { describe, it, expect } from 'vitest';
import {
  DATE_MAX_LENGTH,
  GENDERS,
  MULTI_ROLE_RELATIONSHIPS,
  NAME_MAX_LENGTH,
  PREFIXES,
  RELATIONSHIPS,
  emptyProfileForm,
  firstProfileProblem,
  genderImpliedBy,
  isGender,
  isPrefix,
  isRelationship,
  profileFieldError,
  profileFormError,
  relationshipChoices,
  relationshipFitsGender,
  setFormField,
  setFormRelationship,
  setProfileField,
  splitRelationship,
  storedRelationship,
  toBirthDate,
  withFieldError,
  withImpliedGender,
} from '../../../domain/profileForm';
import type { ProfileForm } from '../../../domain/profileForm';

const TODAY = new Date(2025, 5, 15, 10, 30); // 15 June 2025, local time

const MSG = {
  prefix: 'Please select your name prefix (Mr, Ms?)',
  given: 'We need your given name!',
  givenHidden: 'Your given name has hidden characters. Please type it again.',
  givenTooLong: 'Your given name is too long!',
  family: 'We need your family name!',
  familyHidden: 'Your family name has hidden characters. Please type it again.',
  familyTooLong: 'Your family name is too long!',
  gender: 'We need your gender!',
  prefixGender: 'invalid prefix match gender',
  day: 'Your date of birth, date should be valid',
  month: 'Your date of birth, month should be valid',
  year: 'Your date of birth, year should be valid',
  future: 'Your date of birth can not be in the future',
};

const valid: ProfileForm = {
  prefix: 'Mr',
  given: 'Nimal',
  family: 'Perera',
  gender: 'male',
  day: '4',
  month: '7',
  year: '1990',
};
const withForm = (changes: Partial<ProfileForm>): ProfileForm => ({ ...valid, ...changes });
const errorOf = (changes: Partial<ProfileForm>): string | null => profileFormError(withForm(changes), TODAY);

describe('profile form lists', () => {
  it('offers the spec prefixes, genders and relationships in order', () => {
    expect(PREFIXES).toEqual(['Mr', 'Miss', 'Mrs', 'Ms', 'Baby', 'Baby Of']);
    expect(GENDERS).toEqual(['female', 'male', 'other']);
    expect(RELATIONSHIPS).toEqual([
      'Me',
      'Father',
      'Mother',
      'Husband',
      'Wife',
      'Brother',
      'Sister',
      'Daughter',
      'Son',
      'Friend',
    ]);
    expect(MULTI_ROLE_RELATIONSHIPS).toEqual(['Sister', 'Brother', 'Friend', 'Daughter', 'Son', 'Other']);
  });

  it('limits the date inputs to 2, 2 and 4 digits', () => {
    expect(DATE_MAX_LENGTH).toEqual({ day: 2, month: 2, year: 4 });
  });

  it('starts empty', () => {
    expect(emptyProfileForm).toEqual({ prefix: '', given: '', family: '', gender: '', day: '', month: '', year: '' });
  });

  it('recognises list members only', () => {
    expect(isPrefix('Baby Of')).toBe(true);
    expect(isPrefix('Dr')).toBe(false);
    expect(isPrefix('')).toBe(false);
    expect(isGender('other')).toBe(true);
    expect(isGender('Male')).toBe(false);
    expect(isRelationship('Friend')).toBe(true);
    expect(isRelationship('Other')).toBe(false);
  });
});

describe('profileFormError', () => {
  it('accepts a complete valid form', () => {
    expect(profileFormError(valid, TODAY)).toBeNull();
  });

  it('reports every message of an empty form in spec order, one at a time', () => {
    let form: ProfileForm = emptyProfileForm;
    const seen: (string | null)[] = [];
    const fill: Partial<ProfileForm>[] = [
      { prefix: 'Mrs' },
      { given: 'Nimali' },
      { family: 'Perera' },
      { gender: 'male' },
      { gender: 'female' },
      { day: '30' },
      { month: '2' },
      { year: '1900' },
      { year: '2000' },
      { day: '15', month: '6', year: '2025' },
      { day: '16' },
    ];
    seen.push(profileFormError(form, TODAY));
    for (const change of fill) {
      form = { ...form, ...change };
      seen.push(profileFormError(form, TODAY));
    }
    expect(seen).toEqual([
      MSG.prefix,
      MSG.given,
      MSG.family,
      MSG.gender,
      MSG.prefixGender,
      MSG.day, // no day yet
      MSG.month,
      MSG.year,
      MSG.year, // 1900 is too early
      MSG.day, // 30 February 2000 does not exist
      null, // 15 June 2025 is today: allowed
      MSG.future,
    ]);
  });

  it('requires a prefix from the list', () => {
    expect(errorOf({ prefix: '' })).toBe(MSG.prefix);
    expect(errorOf({ prefix: 'Dr' as ProfileForm['prefix'] })).toBe(MSG.prefix);
  });

  it('requires given and family names that are not blank', () => {
    expect(errorOf({ given: '' })).toBe(MSG.given);
    expect(errorOf({ given: '   ' })).toBe(MSG.given);
    expect(errorOf({ family: '' })).toBe(MSG.family);
    expect(errorOf({ family: ' \t' })).toBe(MSG.family);
  });

  it('limits given and family names to 50 characters (spaces around them not counted), given first', () => {
    expect(NAME_MAX_LENGTH).toBe(50);
    const fifty = 'a'.repeat(50);
    expect(errorOf({ given: fifty, family: fifty })).toBeNull();
    expect(errorOf({ given: `  ${fifty}  ` })).toBeNull();
    expect(errorOf({ given: `${fifty}b` })).toBe(MSG.givenTooLong);
    expect(errorOf({ family: `${fifty}b` })).toBe(MSG.familyTooLong);
    expect(errorOf({ given: `${fifty}b`, family: `${fifty}b` })).toBe(MSG.givenTooLong);
    // Names are checked before gender: a too-long family name shows before a missing gender.
    expect(errorOf({ family: `${fifty}b`, gender: '' })).toBe(MSG.familyTooLong);
    expect(profileFieldError('family', withForm({ family: `${fifty}b` }), TODAY)).toBe(MSG.familyTooLong);
  });

  it('refuses names with hidden characters: controls, line breaks, direction overrides and marks (domain/textSafety.ts)', () => {
    // 'Nimal\u202Eavlis' would print as 'Nimalsilva' in the console, the SMS and the PDF.
    expect(errorOf({ given: 'Nimal\u202Eavlis' })).toBe(MSG.givenHidden);
    expect(errorOf({ family: 'Per\u2066era' })).toBe(MSG.familyHidden);
    expect(errorOf({ family: 'Per\u200Fera' })).toBe(MSG.familyHidden);
    expect(errorOf({ given: 'Ni\tmal' })).toBe(MSG.givenHidden);
    expect(errorOf({ given: 'Ni\nmal' })).toBe(MSG.givenHidden);
    expect(errorOf({ given: 'Ni\u0000mal' })).toBe(MSG.givenHidden);
    // Around the name they are only spaces to trim, as the server stores it trimmed.
    expect(errorOf({ given: '\tNimal\n' })).toBeNull();
    // Before the length: a long pasted name with a hidden character says which is wrong first.
    expect(errorOf({ given: `${'a'.repeat(60)}\u202E` })).toBe(MSG.givenHidden);
    expect(profileFieldError('given', withForm({ given: 'Nimal\u202E' }), TODAY)).toBe(MSG.givenHidden);
    expect(setFormField({ form: valid, fieldErrors: {} }, 'family', 'Per\u202Eera', TODAY).fieldErrors).toEqual({
      family: MSG.familyHidden,
    });
  });

  it('takes names of every script, and the joiners Sinhala writes with', () => {
    expect(errorOf({ given: 'ශ්‍රීමතී', family: 'ජයවර්ධන' })).toBeNull();
    expect(errorOf({ given: 'நிமல்', family: "D'Souza-Perera" })).toBeNull();
  });

  it('requires a gender from the list', () => {
    expect(errorOf({ gender: '' })).toBe(MSG.gender);
    expect(errorOf({ gender: 'Male' as ProfileForm['gender'] })).toBe(MSG.gender);
  });

  describe('prefix and gender', () => {
    it('rejects male with Mrs or Miss and female with Mr', () => {
      expect(errorOf({ prefix: 'Mrs', gender: 'male' })).toBe(MSG.prefixGender);
      expect(errorOf({ prefix: 'Miss', gender: 'male' })).toBe(MSG.prefixGender);
      expect(errorOf({ prefix: 'Mr', gender: 'female' })).toBe(MSG.prefixGender);
    });

    it('allows every other combination', () => {
      const mismatches = new Set(['Mrs/male', 'Miss/male', 'Mr/female']);
      for (const prefix of PREFIXES) {
        for (const gender of GENDERS) {
          const expected = mismatches.has(`${prefix}/${gender}`) ? MSG.prefixGender : null;
          expect(errorOf({ prefix, gender }), `${prefix}/${gender}`).toBe(expected);
        }
      }
    });
  });

  describe('day', () => {
    it('accepts 1 to 31 in a 31-day month', () => {
      expect(errorOf({ day: '1', month: '1' })).toBeNull();
      expect(errorOf({ day: '01', month: '1' })).toBeNull();
      expect(errorOf({ day: '31', month: '1' })).toBeNull();
    });

    it('rejects 0, 32, empty and non-digits', () => {
      for (const day of ['0', '00', '32', '99', '', ' ', 'a', '1a', '-1', '1.5', '123']) {
        expect(errorOf({ day }), JSON.stringify(day)).toBe(MSG.day);
      }
    });

    it('must exist in the month and year', () => {
      expect(errorOf({ day: '30', month: '2', year: '2000' })).toBe(MSG.day);
      expect(errorOf({ day: '29', month: '2', year: '2001' })).toBe(MSG.day);
      expect(errorOf({ day: '29', month: '2', year: '2000' })).toBeNull(); // leap year
      expect(errorOf({ day: '29', month: '2', year: '2024' })).toBeNull();
      expect(errorOf({ day: '28', month: '2', year: '2001' })).toBeNull();
      expect(errorOf({ day: '31', month: '4' })).toBe(MSG.day);
      expect(errorOf({ day: '30', month: '4' })).toBeNull();
      expect(errorOf({ day: '31', month: '11' })).toBe(MSG.day);
      expect(errorOf({ day: '31', month: '12' })).toBeNull();
    });
  });

  describe('month', () => {
    it('accepts 1 to 12', () => {
      expect(errorOf({ month: '1' })).toBeNull();
      expect(errorOf({ month: '01' })).toBeNull();
      expect(errorOf({ month: '12' })).toBeNull();
    });

    it('rejects 0, 13, empty and non-digits', () => {
      for (const month of ['0', '13', '', 'x', '1x', '001']) {
        expect(errorOf({ month }), JSON.stringify(month)).toBe(MSG.month);
      }
    });
  });

  describe('year', () => {
    it('must be after 1900', () => {
      expect(errorOf({ year: '1900' })).toBe(MSG.year);
      expect(errorOf({ year: '1901' })).toBeNull();
    });

    it('must not be after the current year', () => {
      expect(errorOf({ year: '2026' })).toBe(MSG.year);
      expect(errorOf({ year: '2025', month: '1' })).toBeNull();
    });

    it('rejects empty, non-digits and more than 4 digits', () => {
      for (const year of ['', '19x0', '01990', '-1990', '90']) {
        expect(errorOf({ year }), JSON.stringify(year)).toBe(MSG.year);
      }
    });
  });

  describe('the whole date', () => {
    it('may be today but not after it', () => {
      expect(errorOf({ day: '15', month: '6', year: '2025' })).toBeNull();
      expect(errorOf({ day: '16', month: '6', year: '2025' })).toBe(MSG.future);
      expect(errorOf({ day: '1', month: '7', year: '2025' })).toBe(MSG.future);
      expect(errorOf({ day: '31', month: '12', year: '2025' })).toBe(MSG.future);
      expect(errorOf({ day: '14', month: '6', year: '2025' })).toBeNull();
    });

    it('uses the calendar day of today, whatever its time', () => {
      const lateToday = new Date(2025, 5, 15, 23, 59);
      const earlyToday = new Date(2025, 5, 15, 0, 0);
      const form = withForm({ day: '15', month: '6', year: '2025' });
      expect(profileFormError(form, lateToday)).toBeNull();
      expect(profileFormError(form, earlyToday)).toBeNull();
    });

    it('is checked only after day, month and year are valid', () => {
      expect(errorOf({ day: '40', month: '6', year: '2025' })).toBe(MSG.day);
      expect(errorOf({ day: '20', month: '13', year: '2025' })).toBe(MSG.month);
    });
  });
});

describe('profileFieldError', () => {
  it('reports only the asked field', () => {
    const form = withForm({ given: '', day: '40' });
    expect(profileFieldError('prefix', form, TODAY)).toBeNull();
    expect(profileFieldError('given', form, TODAY)).toBe(MSG.given);
    expect(profileFieldError('family', form, TODAY)).toBeNull();
    expect(profileFieldError('day', form, TODAY)).toBe(MSG.day);
    expect(profileFieldError('month', form, TODAY)).toBeNull();
    expect(profileFieldError('year', form, TODAY)).toBeNull();
  });

  it('gives each field its own message', () => {
    expect(profileFieldError('prefix', emptyProfileForm, TODAY)).toBe(MSG.prefix);
    expect(profileFieldError('given', emptyProfileForm, TODAY)).toBe(MSG.given);
    expect(profileFieldError('family', emptyProfileForm, TODAY)).toBe(MSG.family);
    expect(profileFieldError('gender', emptyProfileForm, TODAY)).toBe(MSG.gender);
    expect(profileFieldError('day', emptyProfileForm, TODAY)).toBe(MSG.day);
    expect(profileFieldError('month', emptyProfileForm, TODAY)).toBe(MSG.month);
    expect(profileFieldError('year', emptyProfileForm, TODAY)).toBe(MSG.year);
  });

  it('puts the prefix and gender mismatch on gender', () => {
    const form = withForm({ prefix: 'Mr', gender: 'female' });
    expect(profileFieldError('gender', form, TODAY)).toBe(MSG.prefixGender);
    expect(profileFieldError('prefix', form, TODAY)).toBeNull();
  });

  it('needs a prefix before it can report a mismatch', () => {
    expect(profileFieldError('gender', withForm({ prefix: '', gender: 'female' }), TODAY)).toBeNull();
  });

  it('puts a day missing from its month on day', () => {
    const form = withForm({ day: '31', month: '2' });
    expect(profileFieldError('day', form, TODAY)).toBe(MSG.day);
    expect(profileFieldError('month', form, TODAY)).toBeNull();
    expect(profileFieldError('year', form, TODAY)).toBeNull();
  });

  it('does not judge the day against an invalid month or year', () => {
    expect(profileFieldError('day', withForm({ day: '31', month: '' }), TODAY)).toBeNull();
    expect(profileFieldError('day', withForm({ day: '29', month: '2', year: '' }), TODAY)).toBeNull();
  });

  it('puts a future date on year', () => {
    const form = withForm({ day: '16', month: '6', year: '2025' });
    expect(profileFieldError('year', form, TODAY)).toBe(MSG.future);
    expect(profileFieldError('day', form, TODAY)).toBeNull();
    expect(profileFieldError('month', form, TODAY)).toBeNull();
  });

  it('agrees with profileFormError on the first failing field', () => {
    const form = withForm({ family: '', month: '14' });
    expect(profileFormError(form, TODAY)).toBe(profileFieldError('family', form, TODAY));
  });
});

describe('genderImpliedBy', () => {
  it('sets female for Miss, Mrs, Mother and Wife', () => {
    for (const choice of ['Miss', 'Mrs', 'Mother', 'Wife']) expect(genderImpliedBy(choice), choice).toBe('female');
  });

  it('sets male for Mr, Father and Husband', () => {
    for (const choice of ['Mr', 'Father', 'Husband']) expect(genderImpliedBy(choice), choice).toBe('male');
  });

  it('implies nothing for other choices', () => {
    for (const choice of [
      'Ms',
      'Baby',
      'Baby Of',
      'Me',
      'Brother',
      'Sister',
      'Daughter',
      'Son',
      'Friend',
      'Other',
      '',
      'mr',
    ]) {
      expect(genderImpliedBy(choice), choice).toBeNull();
    }
  });
});

describe('setProfileField', () => {
  it('keeps only digits in date fields, up to their length', () => {
    expect(setProfileField(emptyProfileForm, 'day', '1a2b3').day).toBe('12');
    expect(setProfileField(emptyProfileForm, 'month', '0-7').month).toBe('07');
    expect(setProfileField(emptyProfileForm, 'year', '19901').year).toBe('1990');
  });

  it('sets the gender a prefix implies', () => {
    expect(setProfileField(emptyProfileForm, 'prefix', 'Mrs')).toEqual({
      ...emptyProfileForm,
      prefix: 'Mrs',
      gender: 'female',
    });
    expect(setProfileField({ ...emptyProfileForm, gender: 'female' }, 'prefix', 'Mr').gender).toBe('male');
    expect(setProfileField({ ...emptyProfileForm, gender: 'other' }, 'prefix', 'Ms').gender).toBe('other');
  });

  it('clears unknown prefixes and genders', () => {
    expect(setProfileField(valid, 'prefix', 'Dr').prefix).toBe('');
    expect(setProfileField(valid, 'gender', 'Male').gender).toBe('');
    expect(setProfileField(valid, 'gender', 'other').gender).toBe('other');
  });

  it('stores names as typed and leaves the original form untouched', () => {
    const next = setProfileField(valid, 'given', 'Kamal Nimal');
    expect(next).toEqual({ ...valid, given: 'Kamal Nimal' });
    expect(valid.given).toBe('Nimal');
    expect(setProfileField(valid, 'family', 'Silva').family).toBe('Silva');
  });
});

describe('storedRelationship', () => {
  it('adds the given name to multi-role relationships', () => {
    expect(storedRelationship('Sister', 'Nimali')).toBe('Sister Nimali');
    expect(storedRelationship('Brother', 'Kamal')).toBe('Brother Kamal');
    expect(storedRelationship('Friend', 'Sunil')).toBe('Friend Sunil');
    expect(storedRelationship('Daughter', 'Ama')).toBe('Daughter Ama');
    expect(storedRelationship('Son', 'Dinuka')).toBe('Son Dinuka');
    expect(storedRelationship('Other', 'Ravi')).toBe('Other Ravi');
    expect(storedRelationship('Sister', '  Nimali ')).toBe('Sister Nimali');
  });

  it('stores single-role relationships as they are', () => {
    for (const relationship of ['Me', 'Father', 'Mother', 'Husband', 'Wife'] as const) {
      expect(storedRelationship(relationship, 'Nimal')).toBe(relationship);
    }
  });

  it('stores just the relationship when there is no given name', () => {
    expect(storedRelationship('Sister', '  ')).toBe('Sister');
  });
});

describe('toBirthDate', () => {
  it('gives YYYY-MM-DD with zero padding', () => {
    expect(toBirthDate(valid)).toBe('1990-07-04');
    expect(toBirthDate(withForm({ day: '31', month: '12', year: '2000' }))).toBe('2000-12-31');
    expect(toBirthDate(withForm({ day: '09', month: '01', year: '1985' }))).toBe('1985-01-09');
  });
});

describe('firstProfileProblem and splitRelationship', () => {
  it('names the first failing field with its message, in the spec order', () => {
    expect(firstProfileProblem({ ...emptyProfileForm, prefix: 'Mr' }, new Date(2025, 5, 1))).toEqual({
      field: 'given',
      message: 'We need your given name!',
    });
  });

  it('splits a multi-role relationship into its role and name', () => {
    expect(splitRelationship('Sister  Nimali Kumari ')).toEqual({ role: 'Sister', name: 'Nimali Kumari' });
    expect(splitRelationship('Mother')).toEqual({ role: 'Mother', name: '' });
  });
});

describe('the form as the add and update machines hold it', () => {
  const empty = { form: emptyProfileForm, fieldErrors: {} };

  it('sets a field with its own message, and the gender a prefix implies with the gender message', () => {
    const given = setFormField(empty, 'given', '', TODAY);
    expect(given.fieldErrors).toEqual({ given: MSG.given });
    const named = setFormField(given, 'given', 'Nimal', TODAY);
    expect(named).toEqual({ form: { ...emptyProfileForm, given: 'Nimal' }, fieldErrors: {} });

    const female = setFormField(empty, 'gender', 'female', TODAY);
    const mr = setFormField(female, 'prefix', 'Mr', TODAY);
    // Mr implies male: the gender follows, and its mismatch message with it.
    expect(mr.form).toMatchObject({ prefix: 'Mr', gender: 'male' });
    expect(mr.fieldErrors).toEqual({});
  });

  it('keeps the gender message with the gender: a prefix that leaves a mismatch names it', () => {
    const male = setFormField(empty, 'gender', 'male', TODAY);
    const mrs = setFormField(male, 'prefix', 'Mrs', TODAY);
    // Mrs implies female, so the gender changes and nothing is wrong.
    expect(mrs).toEqual({ form: { ...emptyProfileForm, prefix: 'Mrs', gender: 'female' }, fieldErrors: {} });
    const mother = setFormRelationship(setFormField(empty, 'prefix', 'Mr', TODAY), 'Mother', TODAY);
    expect(mother.form.gender).toBe('female');
    expect(mother.fieldErrors).toEqual({ gender: 'invalid prefix match gender' });
  });

  it('sets the gender a relationship implies, and nothing for one that implies none', () => {
    expect(setFormRelationship(empty, 'Husband', TODAY).form.gender).toBe('male');
    expect(setFormRelationship(empty, 'Sister', TODAY)).toEqual(empty);
    expect(withImpliedGender(emptyProfileForm, 'Wife').gender).toBe('female');
    expect(withImpliedGender(emptyProfileForm, 'Other')).toBe(emptyProfileForm);
  });

  it('replaces or drops one field message, leaving the others', () => {
    const errors = { given: MSG.given, family: MSG.family };
    expect(withFieldError(errors, 'given', null)).toEqual({ family: MSG.family });
    expect(withFieldError(errors, 'gender', MSG.gender)).toEqual({ ...errors, gender: MSG.gender });
    expect(errors).toEqual({ given: MSG.given, family: MSG.family });
  });
});

describe('relationshipChoices', () => {
  it('offers Me only while none of the others is Me, in the list order', () => {
    expect(relationshipChoices([], null)).toEqual([...RELATIONSHIPS]);
    expect(relationshipChoices([{ relationship: 'Me' }, { relationship: null }], null)).toEqual(
      RELATIONSHIPS.filter((each) => each !== 'Me'),
    );
    expect(relationshipChoices([{ relationship: 'Sister Nimali' }], null)).toContain('Me');
  });

  it('offers nothing a settled gender contradicts; gender other fits every relationship', () => {
    expect(relationshipChoices([], 'male')).toEqual([
      'Me',
      'Father',
      'Husband',
      'Brother',
      'Sister',
      'Daughter',
      'Son',
      'Friend',
    ]);
    expect(relationshipChoices([], 'female')).toEqual([
      'Me',
      'Mother',
      'Wife',
      'Brother',
      'Sister',
      'Daughter',
      'Son',
      'Friend',
    ]);
    expect(relationshipChoices([], 'other')).toEqual([...RELATIONSHIPS]);
    expect(relationshipFitsGender('Mother', 'male')).toBe(false);
    expect(relationshipFitsGender('Friend', 'female')).toBe(true);
  });
});
