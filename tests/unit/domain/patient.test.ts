import { describe, it, expect } from 'vitest';
import {
  NOT_AVAILABLE,
  ageDisplay,
  displayName,
  patientChoiceLabel,
  preferredPatient,
  withRelationship,
} from '../../../domain/patient';
import { relationshipLabel } from '../../../domain/profileForm';

describe('displayName', () => {
  it('joins prefix with a dot, given names and family name', () => {
    expect(displayName({ prefix: 'Mr', given: ['Nimal'], family: 'Perera' })).toBe('Mr. Nimal Perera');
    expect(displayName({ prefix: 'Mrs', given: ['Kamala', 'Devi'], family: 'Silva' })).toBe('Mrs. Kamala Devi Silva');
    expect(displayName({ prefix: 'Baby Of', given: ['Nimali'], family: 'Perera' })).toBe('Baby Of. Nimali Perera');
  });

  it('leaves out missing or blank parts', () => {
    expect(displayName({ prefix: null, given: ['Nimal'], family: 'Perera' })).toBe('Nimal Perera');
    expect(displayName({ prefix: '', given: [], family: 'Perera' })).toBe('Perera');
    expect(displayName({ prefix: 'Ms', given: [' ', ''], family: null })).toBe('Ms.');
    expect(displayName({ prefix: ' Mr ', given: [' Nimal '], family: ' Perera ' })).toBe('Mr. Nimal Perera');
    expect(displayName({})).toBe('');
  });
});

describe('ageDisplay', () => {
  const today = new Date(2025, 5, 15, 18, 45); // 15 June 2025, local time

  it('shows days under 30 days', () => {
    expect(ageDisplay('2025-06-15', today)).toBe('0 days');
    expect(ageDisplay('2025-06-14', today)).toBe('1 day');
    expect(ageDisplay('2025-06-03', today)).toBe('12 days');
    expect(ageDisplay('2025-05-17', today)).toBe('29 days');
  });

  it('shows months and days from 30 days to under a year', () => {
    expect(ageDisplay('2025-05-16', today)).toBe('30 days'); // 30 days, not yet a calendar month
    expect(ageDisplay('2025-05-15', today)).toBe('1 month');
    expect(ageDisplay('2025-03-11', today)).toBe('3 months 4 days');
    expect(ageDisplay('2024-06-16', today)).toBe('11 months 30 days');
  });

  it('shows whole years from one year', () => {
    expect(ageDisplay('2024-06-15', today)).toBe('1 year');
    expect(ageDisplay('1991-06-15', today)).toBe('34 years');
    expect(ageDisplay('1991-06-16', today)).toBe('33 years');
    expect(ageDisplay('1990-12-31', today)).toBe('34 years');
  });

  it('counts calendar months across month ends and leap days', () => {
    // 31 January + 1 month is the end of February.
    expect(ageDisplay('2025-01-31', new Date(2025, 2, 3))).toBe('1 month 3 days');
    expect(ageDisplay('2024-01-31', new Date(2024, 2, 1))).toBe('1 month 1 day');
    expect(ageDisplay('2024-02-29', new Date(2025, 1, 28))).toBe('1 year');
    expect(ageDisplay('2024-02-29', new Date(2025, 1, 27))).toBe('11 months 29 days');
  });

  it('ignores a time part of the birth date', () => {
    expect(ageDisplay('1991-06-15T00:00:00.000Z', today)).toBe('34 years');
  });

  it('is not available for missing, impossible or future dates', () => {
    expect(ageDisplay('', today)).toBe(NOT_AVAILABLE);
    expect(ageDisplay('15/06/1990', today)).toBe(NOT_AVAILABLE);
    expect(ageDisplay('2001-02-29', today)).toBe(NOT_AVAILABLE);
    expect(ageDisplay('2025-13-01', today)).toBe(NOT_AVAILABLE);
    expect(ageDisplay('2025-06-16', today)).toBe(NOT_AVAILABLE);
    expect(NOT_AVAILABLE).toBe('Not Available');
  });
});

describe('ageDisplay at its boundaries', () => {
  it('moves from days to months at 30 days, across a year end', () => {
    expect(ageDisplay('2024-12-31', new Date(2025, 0, 29))).toBe('29 days');
    expect(ageDisplay('2024-12-31', new Date(2025, 0, 30))).toBe('30 days');
    expect(ageDisplay('2024-12-31', new Date(2025, 0, 31))).toBe('1 month');
  });

  it('reaches 30 days after a short February as a month and a day', () => {
    expect(ageDisplay('2025-01-30', new Date(2025, 1, 28))).toBe('29 days');
    expect(ageDisplay('2025-01-30', new Date(2025, 2, 1))).toBe('1 month 1 day');
  });

  it('shows months and days up to the day before the first birthday, and 1 year on it', () => {
    expect(ageDisplay('2024-12-15', new Date(2025, 11, 14))).toBe('11 months 29 days');
    expect(ageDisplay('2024-12-15', new Date(2025, 11, 15))).toBe('1 year');
    expect(ageDisplay('2025-04-15', new Date(2025, 5, 14))).toBe('1 month 30 days');
    expect(ageDisplay('2025-04-15', new Date(2025, 5, 15))).toBe('2 months');
  });

  it('gives a 29 February child its year on 28 February, and the next one on a leap day', () => {
    expect(ageDisplay('2024-02-29', new Date(2025, 2, 1))).toBe('1 year');
    expect(ageDisplay('2024-02-29', new Date(2028, 1, 28))).toBe('3 years');
    expect(ageDisplay('2024-02-29', new Date(2028, 1, 29))).toBe('4 years');
  });

  it('reads today as a calendar day, whatever the time', () => {
    expect(ageDisplay('2024-06-15', new Date(2025, 5, 15, 0, 0, 0))).toBe('1 year');
    expect(ageDisplay('2024-06-16', new Date(2025, 5, 15, 23, 59, 59))).toBe('11 months 30 days');
    expect(ageDisplay('2025-06-15', new Date(2025, 5, 15, 23, 59, 59))).toBe('0 days');
  });
});

describe('preferredPatient', () => {
  it('prefers the holder (relationship Me)', () => {
    const patients = [
      { id: 'a', relationship: 'Mother' },
      { id: 'b', relationship: null },
      { id: 'c', relationship: 'Me' },
    ];
    expect(preferredPatient(patients)?.id).toBe('c');
  });

  it('falls back to the first patient', () => {
    expect(
      preferredPatient([
        { id: 'a', relationship: null },
        { id: 'b', relationship: 'Son Dinuka' },
      ])?.id,
    ).toBe('a');
  });

  it('gives undefined for no patients', () => {
    expect(preferredPatient([])).toBeUndefined();
  });
});

describe('patientChoiceLabel', () => {
  const patient = (relationship: string | null) => ({
    prefix: 'Mrs',
    given: ['Kamala'],
    family: 'Perera',
    relationship,
  });

  it('names the patient with the relationship to the holder', () => {
    expect(patientChoiceLabel(patient('Mother'))).toBe('Mrs. Kamala Perera (Mother)');
    expect(patientChoiceLabel(patient('Me'))).toBe('Mrs. Kamala Perera (Me)');
  });

  it('shows the role alone of a multi-role relationship stored with the given name', () => {
    expect(patientChoiceLabel({ prefix: 'Baby', given: ['Sahan'], family: 'Perera', relationship: 'Son Sahan' })).toBe(
      'Baby. Sahan Perera (Son)',
    );
  });

  it('shows the name alone of a patient not classified yet', () => {
    expect(patientChoiceLabel(patient(null))).toBe('Mrs. Kamala Perera');
    expect(patientChoiceLabel(patient(' '))).toBe('Mrs. Kamala Perera');
  });
});

describe('relationshipLabel and withRelationship', () => {
  it("shows a multi-role relationship's role, not the name stored with it", () => {
    expect(relationshipLabel('Son Senuk')).toBe('Son');
    expect(relationshipLabel(' Sister  Nimali Kumari ')).toBe('Sister');
    expect(relationshipLabel('Friend Kasun')).toBe('Friend');
    expect(withRelationship('Baby. Senuk Jayawardena', 'Son Senuk')).toBe('Baby. Senuk Jayawardena (Son)');
  });

  it('shows any other relationship as stored, and nothing for none', () => {
    expect(relationshipLabel('Mother')).toBe('Mother');
    expect(relationshipLabel('Me')).toBe('Me');
    expect(relationshipLabel('Grand Mother')).toBe('Grand Mother');
    expect(relationshipLabel(null)).toBe('');
    expect(withRelationship('Ms. Dilini Fernando', null)).toBe('Ms. Dilini Fernando');
    expect(withRelationship('Ms. Dilini Fernando', '  ')).toBe('Ms. Dilini Fernando');
  });
});
