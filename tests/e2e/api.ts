import { latestCode } from './browser';

/** Direct GraphQL calls of the end-to-end tests: what a second device or a staff member does meanwhile. */

interface GraphqlBody<T> {
  readonly data?: T | null;
  readonly errors?: readonly { readonly message: string }[];
}

export async function gql<T>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphqlBody<T>;
  if (body.errors !== undefined || body.data === undefined || body.data === null)
    throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * A new code for the number. Another test may have signed the same demo number in less than a minute ago
 * (ARO-E1031 with codeAlreadySent, whose code that test used): wait out its countdown, as a patient would.
 */
async function initiate(baseUrl: string, mobile: string): Promise<{ id: string }> {
  try {
    return (
      await gql<{ initiateAuthentication: { id: string } }>(
        baseUrl,
        'mutation ($u: String!) { initiateAuthentication(username: $u) { id } }',
        { u: mobile },
      )
    ).initiateAuthentication;
  } catch (error) {
    const secondsLeft = /ARO-E1031[\s\S]*"secondsLeft":(\d+)/.exec(String(error))?.[1];
    if (secondsLeft === undefined) throw error;
    await new Promise((resolve) => setTimeout(resolve, (Number(secondsLeft) + 1) * 1000));
    return initiate(baseUrl, mobile);
  }
}

/** Signs a normalised number in by its SMS code, as the app does; returns the patient token. */
export async function signInPatient(baseUrl: string, mobile: string): Promise<string> {
  const initiateAuthentication = await initiate(baseUrl, mobile);
  const code = Number(await latestCode(baseUrl, mobile));
  const { completeAuthentication } = await gql<{ completeAuthentication: { accessToken: string | null } }>(
    baseUrl,
    'mutation ($id: ID!, $code: Int!) { completeAuthentication(id: $id, code: $code) { accessToken } }',
    { id: initiateAuthentication.id, code },
  );
  if (completeAuthentication.accessToken === null) throw new Error('sign-in failed');
  return completeAuthentication.accessToken;
}

/** The seeded staff member of a hospital (development password, docs/decisions/0015-booking-and-payment.md). */
export async function signInStaff(baseUrl: string, username: string): Promise<string> {
  const { staffSignIn } = await gql<{ staffSignIn: { accessToken: string } }>(
    baseUrl,
    'mutation ($u: String!, $p: String!) { staffSignIn(username: $u, password: $p) { accessToken } }',
    { u: username, p: process.env.STAFF_DEMO_PASSWORD ?? 'carechat-staff' },
  );
  return staffSignIn.accessToken;
}

/** The account as queryOneProfile gives it to its holder: patients with their address, and the saved cards. */
export interface AccountProfile {
  readonly mobileNo: string;
  readonly patients: readonly {
    readonly id: string;
    readonly prefix: string;
    readonly given: readonly string[];
    readonly family: string;
    readonly gender: string;
    readonly birthDate: string;
    readonly relationship: string | null;
    readonly address: {
      readonly use: string | null;
      readonly line: readonly string[];
      readonly city: string | null;
    } | null;
  }[];
  readonly paymentMethods: readonly {
    readonly id: string;
    readonly cardNumber: string;
    readonly cardType: string;
    readonly cardExpiry: string;
    readonly defaultMethod: boolean;
  }[];
}

const ACCOUNT_PROFILE = `{ queryOneProfile { mobileNo
  patients { id prefix given family gender birthDate relationship address { use line city } }
  paymentMethods { id cardNumber cardType cardExpiry defaultMethod } } }`;

export async function accountProfile(baseUrl: string, token: string): Promise<AccountProfile> {
  return (await gql<{ queryOneProfile: AccountProfile }>(baseUrl, ACCOUNT_PROFILE, {}, token)).queryOneProfile;
}

/** Adds a patient to the account through the API (no relationship given: an unclassified one); returns its id. */
export async function addPatient(
  baseUrl: string,
  token: string,
  hospitalId: string,
  args: { prefix: string; given: string[]; family: string; gender: string; birthDate: string; relationship?: string },
): Promise<string> {
  const { createPatient } = await gql<{ createPatient: { id: string } }>(
    baseUrl,
    'mutation ($hospitalId: ID!, $args: CreatePatientInput!) { createPatient(hospitalId: $hospitalId, args: $args) { id } }',
    { hospitalId, args },
    token,
  );
  return createPatient.id;
}
