import { describe, expect, it } from 'vitest';
import { NOT_AVAILABLE } from '../../../domain/patient';
import { patientDetails } from '../../../domain/patientDetails';

const today = new Date(2025, 5, 15, 9, 30); // 15 June 2025, local time

describe('patientDetails', () => {
  it('shows every value of a complete patient', () => {
    expect(
      patientDetails(
        {
          relationship: 'Sister Nimali',
          gender: 'female',
          birthDate: '1990-05-14',
          mobileNo: '94771234567',
          address: { line: ['12 Galle Road', 'Wellawatte'], city: 'Colombo' },
        },
        today,
      ),
    ).toEqual({
      // Stored with the sister's name, shown as the relationship; the number as people read it.
      relationship: 'Sister',
      age: '35 years',
      gender: 'Female',
      dateOfBirth: '1990-05-14',
      mobileNo: '+94 77 123 4567',
      address: '12 Galle Road, Wellawatte, Colombo',
    });
  });

  it("shows 'Not Available' for each missing value", () => {
    expect(patientDetails({ relationship: null }, today)).toEqual({
      relationship: NOT_AVAILABLE,
      age: NOT_AVAILABLE,
      gender: NOT_AVAILABLE,
      dateOfBirth: NOT_AVAILABLE,
      mobileNo: NOT_AVAILABLE,
      address: NOT_AVAILABLE,
    });
    expect(NOT_AVAILABLE).toBe('Not Available');
  });

  it('treats blank values, an empty address and an impossible date as missing', () => {
    const details = patientDetails(
      {
        relationship: '  ',
        gender: ' ',
        birthDate: '2001-02-29',
        mobileNo: '',
        address: { line: ['', ' '], city: null },
      },
      today,
    );
    expect(details).toEqual({
      relationship: NOT_AVAILABLE,
      age: NOT_AVAILABLE,
      gender: NOT_AVAILABLE,
      dateOfBirth: NOT_AVAILABLE,
      mobileNo: NOT_AVAILABLE,
      address: NOT_AVAILABLE,
    });
  });

  it('keeps the date of birth of a time-stamped value, and has no age for a date after today', () => {
    expect(patientDetails({ relationship: 'Me', birthDate: '1991-06-15T00:00:00.000Z' }, today)).toMatchObject({
      dateOfBirth: '1991-06-15',
      age: '34 years',
    });
    expect(patientDetails({ relationship: 'Me', birthDate: '2025-06-16' }, today)).toMatchObject({
      dateOfBirth: '2025-06-16',
      age: NOT_AVAILABLE,
    });
    expect(patientDetails({ relationship: 'Me', birthDate: '15/06/1990' }, today)).toMatchObject({
      dateOfBirth: NOT_AVAILABLE,
      age: NOT_AVAILABLE,
    });
  });

  it('labels the three genders and shows an address of a city alone', () => {
    expect(patientDetails({ relationship: 'Me', gender: 'male' }, today).gender).toBe('Male');
    expect(patientDetails({ relationship: 'Me', gender: 'other' }, today).gender).toBe('Other');
    expect(patientDetails({ relationship: 'Me', gender: 'constructor' }, today).gender).toBe('constructor');
    expect(patientDetails({ relationship: 'Me', address: { line: [], city: 'Kandy' } }, today).address).toBe('Kandy');
  });
});
