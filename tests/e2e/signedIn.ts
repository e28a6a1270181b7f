import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freshMobile, newPage } from './browser';
import { gql, signInPatient } from './api';

/** A new account with one patient (Me), made through the API, and a page already signed in as it. */

const PROFILE =
  '{ queryOneProfile { id mobileNo patients { id prefix given family gender birthDate relationship hospitalId mobileNo } } }';
const CREATE_PATIENT = `mutation ($hospitalId: ID!, $args: CreatePatientInput!) { createPatient(hospitalId: $hospitalId, args: $args) { id } }`;

export interface SignedInPatient {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly token: string;
  readonly patientId: string;
}

export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  hospitalId: string,
  timezoneId?: string,
): Promise<SignedInPatient> {
  const mobile = freshMobile();
  const token = await signInPatient(baseUrl, mobile.normalised);
  await gql(
    baseUrl,
    CREATE_PATIENT,
    {
      hospitalId,
      args: {
        prefix: 'Ms',
        given: ['Ruwani'],
        family: 'Perera',
        gender: 'female',
        birthDate: '1991-06-15',
        relationship: 'Me',
      },
    },
    token,
  );
  const { queryOneProfile } = await gql<{ queryOneProfile: { patients: { id: string }[] } }>(
    baseUrl,
    PROFILE,
    {},
    token,
  );
  const patientId = queryOneProfile.patients[0]?.id;
  if (patientId === undefined) throw new Error('the patient was not created');
  const { context, page } = await newPage(browser, timezoneId);
  // A string, not a function: the test runner's transform would rename a function's helpers.
  await context.addInitScript(
    `if (localStorage.getItem('accessToken') === null) {
       localStorage.setItem('accessToken', ${JSON.stringify(token)});
       localStorage.setItem('userProfile', ${JSON.stringify(JSON.stringify(queryOneProfile))});
     }`,
  );
  return { context, page, token, patientId };
}
