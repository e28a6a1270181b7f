import type { PatientPatchOperation } from '../../machines/profileEdit.machine';
import type { Patient } from '../../machines/types';

/** Patients and a fake server's patch of the profile update form's tests (tests/machines/profileEdit.machine.test.ts, tests/components/screens/ProfileEditScreen.test.tsx). */

/** The account holder, with a home address. */
export const ME: Patient = {
  id: 'p1',
  prefix: 'Mr',
  given: ['Nimal'],
  family: 'Perera',
  gender: 'male',
  birthDate: '1990-05-14',
  relationship: 'Me',
  hospitalId: 'org-colombo',
  mobileNo: '94771234567',
  address: { use: 'home', line: ['1 Temple Road'], city: 'Galle' },
  link: [],
};

/** A patient of the account with no relationship yet and no address. */
export const UNCLASSIFIED: Patient = { ...ME, id: 'p3', given: ['Kamal'], relationship: null, address: null };

/** The patient after a patch, as the server would store it. */
export function applied(patient: Patient, patch: readonly PatientPatchOperation[]): Patient {
  return patch.reduce<Patient>((current, operation) => {
    switch (operation.path) {
      case '/name':
        return {
          ...current,
          prefix: operation.name.prefix,
          given: operation.name.given,
          family: operation.name.family,
        };
      case '/gender':
        return { ...current, gender: operation.gender };
      case '/birthDate':
        return { ...current, birthDate: operation.birthDate };
      case '/address':
        return { ...current, address: operation.address };
      case '/extension':
        return { ...current, relationship: operation.relationship };
    }
  }, patient);
}
