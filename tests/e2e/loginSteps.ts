import type { Page } from 'playwright-core';
import { latestCode } from './browser';

/** The flat screens' sign-in and first profile, as a patient fills them (on either tenant). */

/** /login with a number: Send now, then the code from the SMS outbox, Verify now. */
export async function signInAtLogin(
  page: Page,
  baseUrl: string,
  mobile: { typed: string; normalised: string },
): Promise<void> {
  await page.getByLabel('Mobile No.').fill(mobile.typed);
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByLabel('Verification code').fill(await latestCode(baseUrl, mobile.normalised));
  await page.getByRole('button', { name: 'Verify now' }).click();
}

/** /profiles/registration, where a new number lands after /login: the holder ('Me'), Mrs, born 11 February 1985. */
export async function registerHolder(page: Page, given: string, family: string): Promise<void> {
  await page.waitForURL(/\/profiles\/registration/);
  await page.getByRole('button', { name: 'Mrs', exact: true }).click();
  await page.getByLabel('Given name').fill(given);
  await page.getByLabel('Family name').fill(family);
  await page.getByLabel('Day').fill('11');
  await page.getByLabel('Month').fill('2');
  await page.getByLabel('Year').fill('1985');
  await page.getByRole('button', { name: 'Me', exact: true }).click();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
}
