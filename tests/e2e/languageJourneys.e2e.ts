import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, inject, it } from 'vitest';
import type { Language } from '../../i18n/languages';
import { gql, signInStaff } from './api';
import { expectNoAxeViolations } from './axe';
import { newPage } from './browser';
import { bubble } from './chat';
import { chooseOnDevice, englishIn, englishOnPage, HOSPITAL_DATA, inLanguage, wordingOf } from './languageSteps';
import { newestOrder, TINY_PNG } from './orderSteps';
import { payOnSandbox, TEST_CARDS } from './sandbox';
import { bookableDoctor } from './sessions';
import { signedInPage } from './signedIn';
import { useBrowser } from './useBrowser';

/**
 * Issue 32, the journeys languages.e2e.ts does not walk: an order placed in the chat and paid once the hospital has
 * priced it, a lab report read and downloaded (the PDF's words are the screen's), and the flat tenant's whole
 * booking, in Sinhala and in Tamil. Every step is scanned for English left on the page and checked with axe.
 */

const LIVE = { timeout: 15_000 };
const PRICE_NOTE = 'All three items are in stock.';
const STAFF_REPLY = `mutation ($id: ID!) { staffReplyOrder(id: $id, note: "${PRICE_NOTE}", amount: 1500) { order { id } } }`;
const HOLDER = 'pat-demo-holder-me';
const PROFILE =
  '{ queryOneProfile { id mobileNo patients { id prefix given family gender birthDate relationship hospitalId mobileNo } } }';
async function noEnglish(page: Page, names: readonly string[], where: string): Promise<void> {
  expect(await englishOnPage(page, [...HOSPITAL_DATA, ...names]), where).toEqual([]);
}

/**
 * pdf.js drops the zero-width joiner, a wrapped label reads over two lines, and the PDF's standard font prints a
 * range's dash as a hyphen: compared without any of these.
 */
const plain = (text: string): string =>
  text
    .replace(/\u200d/g, '')
    .replace(/\s+/g, ' ')
    .replace(/–/g, '-');

describe.each<Language>(['si', 'ta'])('the patient app’s journeys in %s', (language) => {
  const browser = useBrowser();
  const say = inLanguage(language);
  const t = wordingOf(language);

  async function tapReply(page: Page, label: string): Promise<void> {
    await page
      .getByRole('group', { name: t('first.replies') })
      .getByRole('button', { name: label, exact: true })
      .click();
  }

  it('places a medication order in the chat and pays it once the hospital has priced it', async () => {
    const baseUrl = inject('chatUrl');
    const patient = await signedInPage(browser(), baseUrl, 'org-colombo');
    await chooseOnDevice(patient.context, language);
    const { page } = patient;
    const typed = ['12 Galle Road', 'Colombo 3', 'prescription.png'];

    await page.goto(`${baseUrl}/chat-home/Medication`);
    await bubble(page, say('Please upload a photo of your prescription.'));
    await page.getByLabel(t('orders.chat.photoLabel'), { exact: true }).setInputFiles(TINY_PNG);
    await bubble(page, say('Do you have more photos?'));
    await tapReply(page, say('No, that is all'));
    await bubble(page, say('How would you like to get your medicine?'));
    await tapReply(page, say('Deliver home'));
    await bubble(page, t('orders.chat.typeAddress'));
    await page.getByLabel(t('orders.chat.addressLabel'), { exact: true }).fill('12 Galle Road, Colombo 3');
    await page.getByLabel(t('orders.chat.addressLabel'), { exact: true }).press('Enter');
    await tapReply(page, say('Confirm order'));
    await bubble(page, say('Your order created successfully'));
    await noEnglish(page, typed, 'the order conversation');
    await expectNoAxeViolations(page, `the order conversation in ${language}`);
    await page.screenshot({ path: `/tmp/e2e-shots/order-chat-${language}.png` });

    // The hospital prices it; the order view asks the patient to pay, and the card payment comes back to it.
    await tapReply(page, say('View order'));
    await page.waitForURL(/\/order\/view\?orderId=/);
    const order = await newestOrder(baseUrl, patient.token);
    await gql(baseUrl, STAFF_REPLY, { id: order.id }, await signInStaff(baseUrl, 'staff.colombo'));
    await page.getByText(PRICE_NOTE).waitFor(LIVE);
    const names = [...typed, order.identifier, PRICE_NOTE];
    await noEnglish(page, names, 'the priced order');
    await page.getByRole('button', { name: say('Pay by card') }).click();
    await payOnSandbox(page, TEST_CARDS.accept);
    await page.waitForURL(/\/order\/view\?orderId=/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await noEnglish(page, names, 'the paid order');
    await expectNoAxeViolations(page, `the paid order in ${language}`);
    await page.screenshot({ path: `/tmp/e2e-shots/order-paid-${language}.png`, fullPage: true });
    await patient.context.close();
  }, 180_000);

  it('reads a lab report and downloads it as a PDF whose words are those on the screen', async () => {
    const baseUrl = inject('chatUrl');
    // Signed in once for the whole run (tests/e2e/globalSetup.ts): a second code would wait out the first's minute.
    const token = inject('chatHolderToken');
    const { queryOneProfile } = await gql<{ queryOneProfile: unknown }>(baseUrl, PROFILE, {}, token);
    const { context, page } = await newPage(browser());
    await context.addInitScript(
      `localStorage.setItem('accessToken', ${JSON.stringify(token)});
       localStorage.setItem('userProfile', ${JSON.stringify(JSON.stringify(queryOneProfile))});
       localStorage.setItem('carechat.language', ${JSON.stringify(language)});`,
    );

    await page.goto(`${baseUrl}/history/examination?patientId=${HOLDER}`);
    await page.getByRole('heading', { name: t('reports.list.title') }).waitFor();
    const fastingSugar = t('reports.list.resultOf', { name: 'Fasting Blood Sugar' });
    await page.getByRole('link', { name: fastingSugar }).first().waitFor(LIVE);
    await noEnglish(page, [], 'the lab tests');
    await page.getByRole('link', { name: fastingSugar }).first().click();
    await page.waitForURL(/reportId=/);
    const results = page.getByRole('table', { name: t('reports.result.results'), exact: true });
    await results.getByRole('cell').first().waitFor(LIVE);
    await page.waitForLoadState('networkidle');
    await noEnglish(page, [], 'the lab report');
    await expectNoAxeViolations(page, `the lab report in ${language}`);
    await page.screenshot({ path: `/tmp/e2e-shots/lab-report-${language}.png`, fullPage: true });

    // What the screen shows of the result: its column headers and every cell of the results table.
    const onScreen = [
      ...(await results.getByRole('columnheader').allInnerTexts()),
      ...(await results.getByRole('cell').allInnerTexts()),
    ]
      .map((text) => plain(text).trim())
      .filter((text) => text !== '' && text !== '-');

    // A Sinhala or Tamil PDF first loads HarfBuzz and the script's font (about 1 MB) to shape its words.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: t('reports.result.download') }).click(),
    ]);
    await page.getByText(new RegExp(t('reports.result.downloaded', { fileName: '.+' }))).waitFor(LIVE);
    const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())));
    const text = plain((await extractText(pdf, { mergePages: true })).text);
    for (const words of [t('reportPdf.title'), t('reportPdf.headers.result'), t('reportPdf.headers.range')])
      expect(text, 'the PDF’s own words').toContain(plain(words));
    // The headers on screen are the PDF's (the same catalogue messages), and so are the values.
    for (const words of onScreen) expect(text, `'${words}' on screen, in the PDF`).toContain(words);
    expect(text).toContain('Kasun Jayawardena');
    // And nothing else of it in English: its labels, the patient's sex, the report's status, a missing detail.
    expect(englishIn([text], [...HOSPITAL_DATA, 'Fasting Blood Sugar']), 'the PDF').toEqual([]);
    await context.close();
  }, 120_000);

  it('harbour-clinic: searches, books a session, pays by card and lands on the appointment', async () => {
    const baseUrl = inject('flatUrl');
    const doctor = await bookableDoctor(baseUrl);
    const { context, page } = await signedInPage(browser(), baseUrl, 'org-galle');
    await chooseOnDevice(context, language);
    const names = [doctor.name];

    await page.goto(`${baseUrl}/home-dashboard`);
    const searchNow = page.getByRole('button', { name: say('Search Now') });
    await searchNow.waitFor();
    await page.waitForLoadState('networkidle');
    await noEnglish(page, names, 'the dashboard');
    await expectNoAxeViolations(page, `the dashboard in ${language}`);
    await page.getByLabel(say('Doctor name or speciality')).fill(doctor.name);
    await page
      .getByRole('region', { name: say('Doctors') })
      .getByRole('button', { name: new RegExp(doctor.name) })
      .click();
    await searchNow.click();

    await page.waitForURL(/\/doctor\?/);
    await page.getByText(say('we found these sessions for you')).waitFor();
    await page.waitForLoadState('networkidle');
    await noEnglish(page, names, 'the sessions');
    const sessions = page.getByRole('region', { name: say('Sessions') });
    await sessions.getByRole('link').or(sessions.getByRole('button')).first().click();

    await page.waitForURL(/\/view\/session\?sessionId=/);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: say('Reserve'), exact: true }).waitFor();
    await noEnglish(page, names, 'the session');
    await expectNoAxeViolations(page, `the session in ${language}`);
    await dialog.getByRole('button', { name: say('Reserve'), exact: true }).click();
    await page.getByRole('button', { name: say('Pay by card') }).click();
    await payOnSandbox(page, TEST_CARDS.accept);

    await page.waitForURL(/\/view\/appointment\?.*paymentStatus=success/);
    await page.getByText(say('Payment success')).waitFor();
    await page.waitForLoadState('networkidle');
    await noEnglish(page, names, 'the appointment');
    await expectNoAxeViolations(page, `the appointment in ${language}`);
    await page.screenshot({ path: `/tmp/e2e-shots/flat-appointment-${language}.png`, fullPage: true });
    await context.close();
  }, 180_000);
});
