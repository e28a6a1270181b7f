import type { Page } from 'playwright-core';

/** The local payment gateway's hosted card form (server/sandbox, docs/PAYMENTS.md test cards). */
export const TEST_CARDS = { accept: '4111111111111111', decline: '4000000000000002' } as const;

/** Fills the sandbox card form and pays; the page then returns to the app by itself. */
export async function payOnSandbox(page: Page, cardNumber: string): Promise<void> {
  await page.waitForURL(/\/sandbox\//);
  await page.getByLabel('Name on card').fill('Ruwani Perera');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}
