import { describe, expect, it } from 'vitest';
import { parseStaffLogin, staffRole } from '../../../../src/lib/staffLogin/staffLogin';

describe('the staff role a login carries', () => {
  it('reads doctor and tester as they are; anything else is the front desk', () => {
    expect([
      staffRole('doctor'),
      staffRole('tester'),
      staffRole('front_desk'),
      staffRole('admin'),
      staffRole(undefined),
    ]).toEqual(['doctor', 'tester', 'front_desk', 'front_desk', 'front_desk']);
  });

  it('keeps a login stored before staff roles as the front desk’s, until staffMe answers', () => {
    const stored = JSON.stringify({
      accessToken: 'staff-token-1',
      staff: {
        id: 'staff-1',
        username: 'staff.colombo',
        displayName: 'Nimali Fernando',
        organizationId: 'org-colombo',
        organizationName: 'Carechat Hospital Colombo',
      },
    });
    expect(parseStaffLogin(stored)?.staff).toEqual({
      id: 'staff-1',
      username: 'staff.colombo',
      displayName: 'Nimali Fernando',
      organizationId: 'org-colombo',
      organizationName: 'Carechat Hospital Colombo',
      role: 'front_desk',
      practitionerId: null,
    });
  });

  it('keeps a doctor’s stored role and practitioner', () => {
    const stored = JSON.stringify({
      accessToken: 'doctor-token-1',
      staff: {
        id: 'staff-d',
        username: 'doctor.colombo',
        displayName: 'Dr. Nimal Perera',
        organizationId: 'org-colombo',
        organizationName: 'Carechat Hospital Colombo',
        role: 'doctor',
        practitionerId: 'pr-1',
      },
    });
    expect(parseStaffLogin(stored)?.staff).toMatchObject({ role: 'doctor', practitionerId: 'pr-1' });
  });
});
