import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LANGUAGE_NAMES, type Language } from '../../i18n/languages';
import { expectNoAxeViolations } from './axe';
import { newPage } from './browser';
import { bubble } from './chat';
import { chooseOnDevice, englishOnPage, HOSPITAL_DATA, inLanguage, wordingOf } from './languageSteps';
import { placeHomeMedication } from './orderSteps';
import { payOnSandbox, TEST_CARDS } from './sandbox';
import { bookableDoctor } from './sessions';
import { signedInPage } from './signedIn';
import { useBrowser } from './useBrowser';

/**
 * Issue 32: the patient app in Sinhala and in Tamil, end to end. The language is chosen on the first screen; then
 * every step of the journeys (book and pay, the lab reports, the chat with the hospital, the account's screens) is
 * checked for any English left on the page (names, codes and amounts excepted) and with axe.
 */

async function noEnglish(page: Page, names: readonly string[], where: string): Promise<void> {
  expect(await englishOnPage(page, [...HOSPITAL_DATA, ...names]), where).toEqual([]);
}

/** A reply button by its exact name, in the Replies group (named in the page's language). */
async function tapReply(page: Page, language: Language, label: string | RegExp): Promise<void> {
  const replies = page.getByRole('group', { name: wordingOf(language)('first.replies') });
  await replies
    .getByRole('button', { name: label, exact: typeof label === 'string' })
    .first()
    .click();
}

describe.each<Language>(['si', 'ta'])('the patient app in %s', (language) => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();
  const say = inLanguage(language);
  const t = wordingOf(language);

  it('is chosen on the first screen, in one tap, and greets in it before any script on the next visit', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${baseUrl}/chat-home`);
    await bubble(page, /I'm your hospital assistant/);
    // Once the app has taken over the painted first screen (its reply buttons are there), one tap.
    await page.getByRole('group', { name: 'Replies' }).getByRole('button').first().waitFor();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: LANGUAGE_NAMES[language], exact: true }).click(),
    ]);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
    await page
      .getByRole('group', { name: t('first.replies') })
      .getByRole('button')
      .first()
      .waitFor();
    // The greeting, whatever the hour: the words after the time of day.
    await bubble(page, t('first.greeting', { greeting: 'morning' }).split('! ')[1] ?? '');
    expect(await page.getByRole('button', { name: LANGUAGE_NAMES[language] }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.locator('[role="log"] li').first().getAttribute('lang')).toBe(language);
    await noEnglish(page, [], 'the chat home');
    await expectNoAxeViolations(page, `the chat home in ${language}`);

    // Remembered: the next visit's first paint (index.html, before any module) is in it.
    const html = await (await page.request.get(`${baseUrl}/chat-home`)).text();
    expect(html).toContain(t('first.greeting', { greeting: 'evening' }));
    await page.reload();
    await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
    await context.close();
  });

  it('books and pays a doctor, reads the lab reports, chats with the hospital and shows the account, all in it', async () => {
    const doctor = await bookableDoctor(baseUrl);
    const { context, page } = await signedInPage(browser(), baseUrl, 'org-colombo');
    await chooseOnDevice(context, language);
    const names = [doctor.name];

    // Book a Doctor: the search, the doctor, a session, the reservation and the invoice.
    await page.goto(`${baseUrl}/chat-home`);
    await tapReply(page, language, say('Book a Doctor'));
    await page.getByRole('textbox').fill(doctor.name);
    await page.getByRole('textbox').press('Enter');
    await tapReply(page, language, new RegExp(`^${doctor.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await bubble(page, say('we found these sessions for you'));
    await noEnglish(page, names, 'the sessions found');
    await page
      .getByRole('group', { name: t('first.replies') })
      .getByRole('button')
      .first()
      .click();
    await tapReply(page, language, say('Reserve'));
    await page.getByRole('log').getByRole('table').last().waitFor();
    await noEnglish(page, names, 'the invoice');
    await expectNoAxeViolations(page, `the invoice in ${language}`);
    await tapReply(page, language, say('Pay by card'));
    await payOnSandbox(page, TEST_CARDS.accept);
    await page.waitForURL(/\/chat-home\?paymentStatus=success/);
    await page.getByRole('log').getByRole('listitem').filter({ hasText: /\d+/ }).last().waitFor();
    await page
      .getByRole('group', { name: t('first.replies') })
      .getByRole('button')
      .first()
      .waitFor();
    await noEnglish(page, names, 'the payment’s outcome');

    // The account's screens, in the same language.
    for (const path of ['/history/appointments', '/profiles', '/profiles/my-payment-history', '/history/examination']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await noEnglish(page, names, path);
      await expectNoAxeViolations(page, `${path} in ${language}`);
    }

    // The chat with the hospital, from a new conversation: handed over, its composer ready.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${baseUrl}/chat-home`);
    await tapReply(page, language, say('Chat With Hospital'));
    await page.getByRole('textbox').last().waitFor();
    await noEnglish(page, names, 'the chat with the hospital');
    await context.close();
  }, 180_000);

  it('shows an order, the orders list and the flat flow’s first screen, all in it', async () => {
    // An order as the chat or the create screen ends in, opened on the order page and in the list.
    const patient = await signedInPage(browser(), baseUrl, 'org-colombo');
    await chooseOnDevice(patient.context, language);
    const order = await placeHomeMedication(baseUrl, patient);
    const { page } = patient;
    // The patient's address and the photo's file name are theirs, as typed.
    const address = ['12 Galle Road', 'Colombo 3', order.identifier, 'prescription.png'];
    for (const path of [`/order/view?orderId=${order.id}`, '/history/orders']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await noEnglish(page, address, path);
      await expectNoAxeViolations(page, `${path} in ${language}`);
    }
    await patient.context.close();

    // The flat tenant: its first screen (sign in) offers the language; chosen there, the screen is in it.
    const flatUrl = inject('flatUrl');
    const { context, page: flat } = await newPage(browser());
    await flat.goto(`${flatUrl}/login`);
    await flat.getByRole('group', { name: 'Language' }).waitFor();
    await Promise.all([
      flat.waitForEvent('load'),
      flat.getByRole('button', { name: LANGUAGE_NAMES[language], exact: true }).click(),
    ]);
    await flat.waitForFunction((lang) => document.documentElement.lang === lang, language);
    await flat.getByRole('heading', { level: 1 }).waitFor();
    await noEnglish(flat, ['Harbour Clinic', 'Harbour', '07XXXXXXXX'], 'the flat sign-in');
    await expectNoAxeViolations(flat, `the flat sign-in in ${language}`);
    await context.close();
  }, 120_000);
});
