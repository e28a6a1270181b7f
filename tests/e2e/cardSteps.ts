import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openAccount, withAccount } from './account';
import { accountProfile } from './api';
import { TEST_CARDS } from './sandbox';

/** The saved cards journey of issue 6 (Saved Payment Methods), shared by both tenants' test files. */

const CARD_PATHS = { token: '/sandbox/cardProvider/token', callback: '/payments/card-callback' } as const;

/** Add card → the card entry → Save card: the page posts it to the sandbox's tokenisation, which returns here. */
async function saveCard(page: Page, number: string): Promise<void> {
  await page.getByRole('button', { name: 'Add card', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add card' });
  await dialog.getByLabel('Name on card').fill('Ruwani Perera');
  await dialog.getByLabel('Card number').fill(number);
  expect(await dialog.getByLabel('Card number').inputValue()).toBe(number.replace(/(\d{4})(?=\d)/g, '$1-'));
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
}

/** Delete on a card's row (the button is named with the card: 'Delete Visa 411111**********') → the confirmation naming it → Delete. */
async function deleteCard(page: Page, masked: string, label: string): Promise<void> {
  const row = page
    .getByRole('list', { name: 'Saved Payment Methods' })
    .getByRole('listitem')
    .filter({ hasText: masked });
  await row.getByRole('button', { name: `Delete ${label}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete card' });
  await dialog.getByText(`Delete your card ${label}? It can no longer be used to pay.`).waitFor();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByText('The card was deleted').waitFor();
}

/**
 * Saved Payment Methods: empty → (a declined card is not saved) → add a Visa through the sandbox → saved,
 * masked and Default → (a second card, made the default) → delete → empty again. No full card number ever
 * reaches the app's API, in either direction.
 */
export async function manageCards(
  browser: Browser,
  baseUrl: string,
  hospitalId: string,
  options: { declinedFirst: boolean; secondCard: boolean },
): Promise<void> {
  await withAccount(browser, baseUrl, hospitalId, async ({ page, token }) => {
    const posts: { path: string; body: string }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST')
        posts.push({ path: new URL(request.url()).pathname, body: request.postData() ?? '' });
    });
    await openAccount(page, baseUrl, '1 person');
    await page.getByRole('link', { name: 'Saved Payment Methods' }).click();
    await page.waitForURL(/\/profiles\/payment-methods$/);
    await page.getByRole('heading', { name: 'Saved Payment Methods' }).waitFor();
    const empty = page.getByText("We didn't find any payment methods of you");
    await empty.waitFor();

    if (options.declinedFirst) {
      await saveCard(page, TEST_CARDS.decline);
      await page.getByText('Card declined by the bank').waitFor({ timeout: 15_000 });
      await empty.waitFor();
      expect((await accountProfile(baseUrl, token)).paymentMethods).toEqual([]);
    }

    await saveCard(page, TEST_CARDS.accept);
    await page.getByText('Your card was saved').waitFor({ timeout: 15_000 });
    // The return's query is dropped, so a reload does not announce the card again.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    const cards = page.getByRole('list', { name: 'Saved Payment Methods' }).getByRole('listitem');
    const visa = cards.filter({ hasText: '411111**********' });
    // The notice can show while the list is still being fetched again.
    await visa.waitFor();
    expect(await cards.count()).toBe(1);
    expect(await visa.getByText('Visa · Expires 12/30').count()).toBe(1);
    expect(await visa.getByText('Default', { exact: true }).count()).toBe(1);
    expect(await visa.getByText('New', { exact: true }).count()).toBe(1);
    expect(await visa.getByRole('button', { name: /^Make default/ }).count()).toBe(0);
    expect(posts.some((post) => post.path === CARD_PATHS.token)).toBe(true);
    expect(posts.some((post) => post.path === CARD_PATHS.callback)).toBe(true);

    let saved = (await accountProfile(baseUrl, token)).paymentMethods;
    expect(saved).toEqual([
      expect.objectContaining({ cardNumber: '411111**********', cardExpiry: '12/30', defaultMethod: true }),
    ]);

    if (options.secondCard) {
      const second = '5555555555554444';
      await saveCard(page, second);
      await page.getByText('Your card was saved').waitFor({ timeout: 15_000 });
      const master = cards.filter({ hasText: '555555**********' });
      await master.waitFor();
      expect(await cards.count()).toBe(2);
      expect(await master.getByText('Default', { exact: true }).count()).toBe(0);
      const masterLabel = `${await cardTypeOf(master)} 555555**********`;
      await master.getByRole('button', { name: `Make default ${masterLabel}`, exact: true }).click();
      await page.getByText('Your default card was changed').waitFor();
      await master.getByText('Default', { exact: true }).waitFor();
      expect(await visa.getByText('Default', { exact: true }).count()).toBe(0);
      expect(await visa.getByRole('button', { name: 'Make default Visa 411111**********', exact: true }).count()).toBe(
        1,
      );
      saved = (await accountProfile(baseUrl, token)).paymentMethods;
      expect(saved.filter((card) => card.defaultMethod).map((card) => card.cardNumber)).toEqual(['555555**********']);
      expect(JSON.stringify(saved)).not.toContain(second);
      // Deleting the default leaves the other card as the default.
      await deleteCard(page, '555555**********', masterLabel);
      await visa.getByText('Default', { exact: true }).waitFor();
      expect(await cards.count()).toBe(1);
    }

    // Only the masked number is ever sent back; the full one went to the gateway alone.
    expect(JSON.stringify(saved)).not.toContain(TEST_CARDS.accept);
    expect(JSON.stringify(await accountProfile(baseUrl, token))).not.toContain(TEST_CARDS.accept);
    const toApp = posts.filter((post) => post.path !== CARD_PATHS.token);
    expect(
      toApp.filter((post) => post.body.includes(TEST_CARDS.accept) || post.body.includes('4111-1111-1111-1111')),
    ).toEqual([]);

    await deleteCard(page, '411111**********', 'Visa 411111**********');
    await empty.waitFor();
    expect(await cards.count()).toBe(0);
    expect((await accountProfile(baseUrl, token)).paymentMethods).toEqual([]);
  });
}

/** The type a card row shows before ' · Expires'. */
async function cardTypeOf(row: Locator): Promise<string> {
  const meta = (await row.getByText(/ · Expires /).textContent()) ?? '';
  return meta.split(' · ')[0] ?? '';
}
