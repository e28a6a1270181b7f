import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gql, signInPatient } from './api';
import { freshMobile } from './browser';
import { brokenWordsIn, coveredBy, overflowRight, PHONE } from './layout';
import { placeOrder, uploadPrescription } from './orderSteps';
import { useBrowser } from './useBrowser';

/**
 * Issue 29 item 27, read back from the rendered screens at 390 × 844: table headers and units wrap between words or
 * not at all ('Referenc/e range', 'Fl/ag', '10^6/ /µL' were broken), a document's name stays whole beside a long
 * author ('Prescriptio/n'), nothing reaches past the screen's edge, and the Inspector link covers nothing.
 */

const SHOTS = 'test-results/phone-layout';
const PROFILE =
  '{ queryOneProfile { id mobileNo patients { id prefix given family gender birthDate relationship hospitalId mobileNo } } }';
const CREATE_PATIENT = `mutation ($hospitalId: ID!, $args: CreatePatientInput!) { createPatient(hospitalId: $hospitalId, args: $args) { id } }`;

async function phonePage(browser: Browser, baseUrl: string, token: string): Promise<Page> {
  const { queryOneProfile } = await gql<{ queryOneProfile: unknown }>(baseUrl, PROFILE, {}, token);
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', timezoneId: 'Asia/Colombo' });
  await context.addInitScript(
    `if (localStorage.getItem('accessToken') === null) {
       localStorage.setItem('accessToken', ${JSON.stringify(token)});
       localStorage.setItem('userProfile', ${JSON.stringify(JSON.stringify(queryOneProfile))});
     }`,
  );
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

describe('the patient screens at 390 × 844 (chat tenant)', () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();
  mkdirSync(SHOTS, { recursive: true });

  it("a lab result's tables break between words and keep units whole, within the screen; the Inspector link covers nothing", async () => {
    const page = await phonePage(browser(), baseUrl, inject('chatHolderToken'));
    await page.goto(`${baseUrl}/history/examination`);
    await page
      .getByRole('article', { name: 'FBC' })
      .first()
      .getByRole('link', { name: /^Result/ })
      .click();
    const results = page.getByRole('table', { name: 'Results', exact: true });
    await results.waitFor();
    await page.getByRole('table', { name: 'Last three results', exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/lab-result.png` });

    const tables = page.getByRole('table');
    expect(await brokenWordsIn(tables.getByRole('columnheader'))).toEqual([]);
    expect(await brokenWordsIn(tables.getByRole('rowheader'))).toEqual([]);
    expect(await brokenWordsIn(tables.getByRole('cell'))).toEqual([]);
    expect(await overflowRight(page)).toBe(0);
    // Within the page's own margins too, as wide as the Back button above them at most.
    const back = await page.getByText('Back', { exact: true }).boundingBox();
    for (const table of await tables.all()) {
      const box = await table.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((back?.x ?? 0) + (back?.width ?? 0) + 0.5);
    }
    expect(await coveredBy(page.getByRole('link', { name: 'Inspector' }))).toEqual([]);
    await page.context().close();
  });

  it("an order's document keeps its name whole beside a long author's name; the order view is within the screen and uncovered", async () => {
    const mobile = freshMobile();
    const token = await signInPatient(baseUrl, mobile.normalised);
    const { createPatient } = await gql<{ createPatient: { id: string } }>(
      baseUrl,
      CREATE_PATIENT,
      {
        hospitalId: 'org-colombo',
        args: {
          prefix: 'Mrs',
          given: ['Kumudini'],
          family: 'Wickramasinghe',
          gender: 'female',
          birthDate: '1961-02-11',
          relationship: 'Me',
        },
      },
      token,
    );
    const documentId = await uploadPrescription(baseUrl, token, 'org-colombo');
    const order = await placeOrder(baseUrl, token, {
      patientId: createPatient.id,
      orderCategory: 'Medication',
      organization: 'org-colombo',
      serviceRequestInitiatedFor: 'homecare',
      serviceRequestInitiatedFrom: 'flat',
      documentReferenceIds: [documentId],
      addressLineOne: '12 Galle Road',
      addressCity: 'Colombo 3',
    });
    const page = await phonePage(browser(), baseUrl, token);
    await page.goto(`${baseUrl}/order/view?orderId=${encodeURIComponent(order.id)}`);
    const documents = page.getByRole('list', { name: 'Documents' });
    await documents.getByText('Prescription', { exact: true }).waitFor();
    await documents.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/order-documents.png` });

    expect(await brokenWordsIn(documents.getByRole('listitem'))).toEqual([]);
    expect(await overflowRight(page)).toBe(0);
    await page.evaluate(() => document.querySelector('#main')?.scrollTo(0, 0));
    expect(await coveredBy(page.getByRole('link', { name: 'Inspector' }))).toEqual([]);
    await page.context().close();
  });

  it('the Inspector link covers nothing on the chat home and the account screen', async () => {
    const page = await phonePage(browser(), baseUrl, inject('chatHolderToken'));
    for (const path of ['/chat-home', '/profiles']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('link', { name: 'Inspector' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await coveredBy(page.getByRole('link', { name: 'Inspector' })), path).toEqual([]);
    }
    await page.context().close();
  });
});
