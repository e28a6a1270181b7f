import { maskCardNumber } from '../../domain/card';
import type { Tenant } from '../../tenants/schema';
import type { chargingSchemes, organizations, paymentMethods, staffAccounts } from '../db/schema';
import { hashPassword } from '../modules/staff';
import { TEST_CARDS } from '../sandbox/decisions';
import { DEMO_HOLDER_ACCOUNT_ID } from './people';

type Hospital = typeof organizations.$inferInsert;

/** Development seed only (README): every seeded staff member's password unless STAFF_DEMO_PASSWORD says otherwise. */
const DEFAULT_STAFF_PASSWORD = 'carechat-staff';

export function staffDemoPassword(): string {
  const fromEnv = process.env.STAFF_DEMO_PASSWORD;
  return fromEnv === undefined || fromEnv === '' ? DEFAULT_STAFF_PASSWORD : fromEnv;
}

/** 'org-colombo' → 'colombo': the part staff usernames and ids use. */
const shortName = (organizationId: string): string => organizationId.replace(/^org-/, '');

/** The id of the hospital's seeded front-desk staff member (planStaff). */
export const demoStaffId = (organizationId: string): string => `staff-${shortName(organizationId)}`;

/** The standard and value-pack schemes of every hospital, named as the tenant names them. */
export function planChargingSchemes(
  hospitals: readonly Hospital[],
  tenant: Tenant,
): (typeof chargingSchemes.$inferInsert)[] {
  return hospitals.flatMap((hospital) => [
    {
      id: `scheme-${hospital.id}-standard`,
      organizationId: hospital.id,
      name: tenant.payment.chargingSchemes.standard,
      variant: 'standard' as const,
      status: 'active' as const,
    },
    {
      id: `scheme-${hospital.id}-valuepack`,
      organizationId: hospital.id,
      name: tenant.payment.chargingSchemes.valuepack,
      variant: 'valuepack' as const,
      status: 'active' as const,
    },
  ]);
}

/** One front-desk login per hospital: staff.colombo, staff.kandy, staff.galle. */
export async function planStaff(
  hospitals: readonly Hospital[],
  password: string,
  now: number,
): Promise<(typeof staffAccounts.$inferInsert)[]> {
  return Promise.all(
    hospitals.map(async (hospital) => ({
      id: demoStaffId(hospital.id),
      username: `staff.${shortName(hospital.id)}`,
      displayName: `Front desk, ${hospital.orgName}`,
      organizationId: hospital.id,
      passwordHash: await hashPassword(password),
      created: new Date(now),
    })),
  );
}

/**
 * The demo doctor login (issue 18): doctor.colombo, the doctor of today's running video session (planWeek's
 * videoNow), at that session's hospital, with the front desk's password. It holds that session's calls.
 */
export function planDoctorLogin(
  session: { readonly organizationId: string; readonly practitionerId: string },
  doctorName: string,
  passwordHash: string,
  now: number,
): typeof staffAccounts.$inferInsert {
  return {
    id: `doctor-${shortName(session.organizationId)}`,
    username: `doctor.${shortName(session.organizationId)}`,
    displayName: doctorName,
    organizationId: session.organizationId,
    passwordHash,
    created: new Date(now),
    role: 'doctor',
    practitionerId: session.practitionerId,
  };
}

/**
 * The demo tester login (issue 33): tester.colombo, at the tenant's first hospital, with the front desk's password;
 * it reads the recorded runs and nothing else. Only for a tenant that records runs.
 */
export function planTesterLogin(
  hospital: { readonly id: string },
  passwordHash: string,
  now: number,
): typeof staffAccounts.$inferInsert {
  return {
    id: `tester-${shortName(hospital.id)}`,
    username: `tester.${shortName(hospital.id)}`,
    displayName: `Tester, ${shortName(hospital.id)}`,
    organizationId: hospital.id,
    passwordHash,
    created: new Date(now),
    role: 'tester',
  };
}

/** The demo holder's default saved card (quick pay); the sandbox charges 'sbx-accept-…' tokens successfully. */
export function planSavedCards(now: number): (typeof paymentMethods.$inferInsert)[] {
  return [
    {
      id: 'pm-demo-holder-visa',
      accountId: DEMO_HOLDER_ACCOUNT_ID,
      type: 'card',
      status: 'active',
      cardType: '001',
      // Masked by the one rule, as a card saved through the gateway is.
      cardNumber: maskCardNumber(TEST_CARDS.accept),
      cardExpiry: '12/30',
      gatewayToken: 'sbx-accept-demo',
      defaultMethod: true,
      created: new Date(now),
    },
  ];
}
