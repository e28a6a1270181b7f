import { describe, it, expect } from 'vitest';
import { hospitalMatches, practitionerMatches, roleText, specialtyMatches } from '../../../domain/search';

const roles = (...displays: string[]): { display: string }[] => displays.map((display) => ({ display }));

const perera = { name: 'Dr. Nimal Perera', roles: roles('Doctor', 'Consultant Cardiologist') };
const silva = { name: 'Kamala de Silva', roles: roles('Physician') };

describe('roleText', () => {
  it('joins the shown roles', () => {
    expect(roleText(roles('Consultant Cardiologist', 'Physician'))).toBe('Consultant Cardiologist, Physician');
  });

  it('leaves out the role displayed as Doctor, and blank roles', () => {
    expect(roleText(roles('Doctor', 'Physician'))).toBe('Physician');
    expect(roleText(roles('doctor', ' DOCTOR ', ''))).toBe('');
    expect(roleText(roles('Doctor'))).toBe('');
    expect(roleText([])).toBe('');
  });

  it('keeps roles that merely contain the word', () => {
    expect(roleText(roles('Doctor of Medicine'))).toBe('Doctor of Medicine');
  });
});

describe('practitionerMatches', () => {
  it('matches everyone with an empty or blank key', () => {
    expect(practitionerMatches('', perera)).toBe(true);
    expect(practitionerMatches('   ', silva)).toBe(true);
  });

  describe('without a space: prefix of a word of the name or a role', () => {
    it('matches the start of any name word, case-insensitively', () => {
      expect(practitionerMatches('nim', perera)).toBe(true);
      expect(practitionerMatches('PER', perera)).toBe(true);
      expect(practitionerMatches('Dr', perera)).toBe(true);
      expect(practitionerMatches('de', silva)).toBe(true);
    });

    it('matches the start of a role word', () => {
      expect(practitionerMatches('cardio', perera)).toBe(true);
      expect(practitionerMatches('consult', perera)).toBe(true);
      expect(practitionerMatches('phys', silva)).toBe(true);
    });

    it('does not match inside a word', () => {
      expect(practitionerMatches('mal', perera)).toBe(false);
      expect(practitionerMatches('rera', perera)).toBe(false);
      expect(practitionerMatches('logist', perera)).toBe(false);
    });

    it('does not match the excluded Doctor role', () => {
      expect(practitionerMatches('doc', perera)).toBe(false);
    });

    it('ignores surrounding spaces', () => {
      expect(practitionerMatches('  nimal ', perera)).toBe(true);
    });
  });

  describe('with a space: substring of the name or a role', () => {
    it('matches text spanning words', () => {
      expect(practitionerMatches('nimal per', perera)).toBe(true);
      expect(practitionerMatches('mal pe', perera)).toBe(true);
      expect(practitionerMatches('ala de sil', silva)).toBe(true);
      expect(practitionerMatches('t cardio', perera)).toBe(true);
    });

    it('treats runs of spaces as one', () => {
      expect(practitionerMatches('nimal   perera', perera)).toBe(true);
      expect(practitionerMatches('nimal perera', { name: 'Nimal  Perera', roles: [] })).toBe(true);
    });

    it('does not match text found in no single name or role', () => {
      expect(practitionerMatches('perera consultant', perera)).toBe(false);
      expect(practitionerMatches('nimal silva', perera)).toBe(false);
    });
  });
});

describe('specialtyMatches', () => {
  it('matches a prefix of the displayed specialty, case-insensitively', () => {
    expect(specialtyMatches('card', 'Cardiology')).toBe(true);
    expect(specialtyMatches('CARDIOLOGY', 'Cardiology')).toBe(true);
    expect(specialtyMatches('general ph', 'General Physician')).toBe(true);
  });

  it('does not match inside the specialty', () => {
    expect(specialtyMatches('ology', 'Cardiology')).toBe(false);
    expect(specialtyMatches('phys', 'General Physician')).toBe(false);
    expect(specialtyMatches('cardiology x', 'Cardiology')).toBe(false);
  });

  it('matches everything with an empty key', () => {
    expect(specialtyMatches('', 'Cardiology')).toBe(true);
    expect(specialtyMatches(' ', 'ENT')).toBe(true);
  });
});

describe('hospitalMatches', () => {
  const name = 'Nawaloka Hospital Colombo';

  it('matches the start of any name word, case-insensitively', () => {
    expect(hospitalMatches('nawa', name)).toBe(true);
    expect(hospitalMatches('HOSP', name)).toBe(true);
    expect(hospitalMatches('col', name)).toBe(true);
  });

  it('lets a key run on into the following words', () => {
    expect(hospitalMatches('hospital col', name)).toBe(true);
    expect(hospitalMatches('nawaloka   hospital', name)).toBe(true);
  });

  it('does not match inside a word or out of order', () => {
    expect(hospitalMatches('loka', name)).toBe(false);
    expect(hospitalMatches('ombo', name)).toBe(false);
    expect(hospitalMatches('colombo nawaloka', name)).toBe(false);
  });

  it('matches every hospital with an empty key', () => {
    expect(hospitalMatches('', name)).toBe(true);
  });
});
