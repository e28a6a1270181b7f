import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage } from './browser';
import { bubble, tap, transcript } from './chat';
import { signedInPage } from './signedIn';
import { useBrowser } from './useBrowser';

const ASK_DOCTOR = 'Type a doctor name or speciality';
const SORRY = 'Sorry, something went wrong';

/**
 * Holds the search catalogue's first request (the practitioners) until the page has left; later ones
 * pass. Returns a promise of the moment the held request is in flight.
 */
async function holdFirstCatalogueRequest(page: Page): Promise<{ held: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heldNow!: () => void;
  const held = new Promise<void>((resolve) => {
    heldNow = resolve;
  });
  let first = true;
  await page.route(
    (url) => url.pathname === '/graphql' && url.searchParams.get('operationName') === 'SearchPractitioners',
    async (route) => {
      if (first) {
        first = false;
        heldNow();
        await released;
      }
      // The held one was cancelled by the browser when the page left: there is nothing to continue.
      await route.continue().catch(() => undefined);
    },
  );
  return { held, release };
}

/** Book a Doctor on the chat home, with the catalogue's first request held in flight. */
async function bookWhileCatalogueHeld(page: Page, baseUrl: string): Promise<{ release: () => void }> {
  const catalogue = await holdFirstCatalogueRequest(page);
  await page.goto(`${baseUrl}/chat-home`);
  await tap(page, 'Book a Doctor');
  await catalogue.held;
  return catalogue;
}

async function expectSearchAskedAgain(page: Page): Promise<void> {
  await bubble(page, ASK_DOCTOR);
  const texts = await transcript(page).getByRole('listitem').allInnerTexts();
  expect(texts.filter((text) => text.includes(SORRY))).toEqual([]);
}

// Issue 13: a request cut because the patient left the page is not a failure; back in the chat, the step runs again.
describe('leaving the chat while the doctor search is loading', () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();

  it('another page loaded meanwhile (a typed address, a full-page link), then Back: the search is asked, no failure', async () => {
    const { context, page } = await newPage(browser());
    const catalogue = await bookWhileCatalogueHeld(page, baseUrl);
    await page.goto(`${baseUrl}/profiles`);
    catalogue.release();
    await page.goBack();
    await page.waitForURL(/\/chat-home$/);
    await expectSearchAskedAgain(page);
    await context.close();
  });

  it('a reload meanwhile: the search is asked, no failure', async () => {
    const { context, page } = await newPage(browser());
    const catalogue = await bookWhileCatalogueHeld(page, baseUrl);
    await page.reload();
    catalogue.release();
    await expectSearchAskedAgain(page);
    await context.close();
  });

  it('Account tapped meanwhile (within the app), then Home: the search is asked, no failure', async () => {
    const { context, page } = await signedInPage(browser(), baseUrl, 'org-colombo');
    const catalogue = await bookWhileCatalogueHeld(page, baseUrl);
    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(/\/profiles$/);
    catalogue.release();
    await page.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(/\/chat-home$/);
    await expectSearchAskedAgain(page);
    await context.close();
  });
});
