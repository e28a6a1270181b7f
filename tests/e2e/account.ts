import type { Browser, Locator, Page } from 'playwright-core';
import { signedInPage } from './signedIn';

/** The account pages (/profiles and what it leads to) as a patient reads them. */

/** The holder signedInPage makes (relationship Me), as the pages name her. */
export const HOLDER = 'Ms. Ruwani Perera';

/** Runs a journey on a fresh signed-in account and closes its browser context whatever happens. */
export async function withAccount(
  browser: Browser,
  baseUrl: string,
  hospitalId: string,
  journey: (account: { page: Page; token: string; patientId: string }) => Promise<void>,
): Promise<void> {
  const { context, page, token, patientId } = await signedInPage(browser, baseUrl, hospitalId);
  try {
    await journey({ page, token, patientId });
  } finally {
    await context.close();
  }
}

/** The profile card of a patient on /profiles, by the name it shows. */
export function patientCard(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
}

/** One value of a card's details ('Relationship', 'Address', …): the description under that term. */
export function detail(card: Locator, term: string): Locator {
  return card.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);
}

/** Shows one relationship's profiles ('Sister', 'Unclassified'): its button in the relationship view. */
export async function viewGroup(page: Page, label: string): Promise<Locator> {
  await page
    .getByRole('group', { name: 'Relationship view' })
    .getByRole('button', { name: label, exact: true })
    .click();
  const group = page.getByRole('region', { name: label, exact: true });
  await group.waitFor();
  return group;
}

/** Opens /profiles and waits for the account's count of people (the stored profile is refreshed on open). */
export async function openAccount(page: Page, baseUrl: string, people: string): Promise<void> {
  await page.goto(`${baseUrl}/profiles`);
  await page.getByRole('heading', { name: 'My Account' }).waitFor();
  await page.getByText(people, { exact: true }).waitFor();
}

/** Whole years since a YYYY-MM-DD birthday, today in Colombo (the browser's time zone). */
export function yearsSince(birthDate: string): number {
  const colombo = new Date(Date.now() + 5.5 * 60 * 60 * 1000);
  const [year = 0, month = 0, day = 0] = birthDate.split('-').map(Number);
  const before =
    colombo.getUTCMonth() + 1 < month || (colombo.getUTCMonth() + 1 === month && colombo.getUTCDate() < day);
  return colombo.getUTCFullYear() - year - (before ? 1 : 0);
}

/** An amount as the app must show it: exactly two decimals, thousands separated, the currency after it. */
export function amountText(value: number, currency = 'LKR'): string {
  return `${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
}
