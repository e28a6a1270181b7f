import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { bubble, reply, tap } from './chat';
import {
  move,
  newestOrder,
  openOnBoard,
  orderLink,
  placeHomeMedication,
  replyWithPrice,
  TINY_PNG,
  tracker,
} from './orderSteps';
import { payOnSandbox, TEST_CARDS } from './sandbox';
import { signedInPage } from './signedIn';
import { staffConsole } from './staff';
import { useBrowser } from './useBrowser';

/**
 * Orders end to end (issue 16): the patient orders in the chat or on the create screen, staff price and run the
 * order on the console's Orders tab, and the patient's order view follows live. Written before the integration
 * from the helpers' briefs: the selectors are the accessible names each part was built with.
 */

const LIVE = { timeout: 15_000 };

/** The chat's address step: the new patient has none on the profile, so the chat asks for one to be typed. */
async function giveAddress(page: Page): Promise<void> {
  await bubble(page, 'Type the address: house, street and city, separated by commas.');
  await reply(page, 'Address', '12 Galle Road, Colombo 3');
}

describe('orders', () => {
  const browser = useBrowser();

  it('carechat-demo: a medication order with a photo in the chat, priced by staff, paid on the sandbox, then preparing, delivering and completed, the order view following live', async () => {
    const baseUrl = inject('chatUrl');
    const patient = await signedInPage(browser(), baseUrl, 'org-colombo');
    const { page } = patient;
    await page.goto(`${baseUrl}/chat-home/Medication`);
    // The account's one patient (Me) is taken without asking 'Who is this order for?'.
    await bubble(page, 'Please upload a photo of your prescription.');
    await page.getByLabel('Prescription photo', { exact: true }).setInputFiles(TINY_PNG);
    // The patient's own photo shows in the transcript (fetched with the login: the blob service needs it).
    await page.getByRole('log').getByRole('img', { name: 'Prescription photo' }).waitFor();
    await bubble(page, 'Do you have more photos?');
    await tap(page, 'No, that is all');
    await bubble(page, 'How would you like to get your medicine?');
    await tap(page, 'Deliver home');
    await giveAddress(page);
    await page.getByRole('group', { name: 'Replies' }).getByRole('button', { name: 'Confirm order' }).waitFor();
    await page.screenshot({ path: '/tmp/e2e-shots/medication-chat-confirm.png' });
    await tap(page, 'Confirm order');
    await bubble(page, 'Your order created successfully');
    await tap(page, 'View order');
    await page.waitForURL(/\/order\/view\?orderId=/);
    const order = await newestOrder(baseUrl, patient.token);
    const progress = tracker(page);
    await expect.poll(() => progress.current.innerText()).toBe('New');

    const staff = await staffConsole(browser(), baseUrl, 'staff.colombo');
    const dialog = await openOnBoard(staff.page, order);
    await dialog.getByRole('img', { name: /Prescription/ }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Start preparing' }).count()).toBe(0);
    await replyWithPrice(dialog, 'All three items are in stock.', '1500.00');
    await expect.poll(() => progress.status.innerText(), LIVE).toContain('Pay and confirm');
    await page.getByText('All three items are in stock.').waitFor(LIVE);
    await page.screenshot({ path: '/tmp/e2e-shots/medication-priced.png' });
    // Not paid yet: the move waits, and says why.
    expect(await dialog.getByRole('button', { name: 'Start preparing' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Pay by card' }).click();
    await payOnSandbox(page, TEST_CARDS.accept);
    await page.waitForURL(/\/order\/view\?orderId=/);
    await expect.poll(() => dialog.getByText('Paid, Card', { exact: true }).count(), LIVE).toBe(1);

    for (const [label, step] of [
      ['Start preparing', 'Preparing'],
      ['Out for delivery', 'Delivering'],
      ['Mark completed', 'Completed'],
    ] as const) {
      await move(dialog, label);
      await expect.poll(() => progress.current.innerText(), LIVE).toBe(step);
    }
    await page
      .getByRole('link', { name: 'Request Another Medication' })
      .or(page.getByRole('button', { name: 'Request Another Medication' }))
      .waitFor();
    await page.screenshot({ path: '/tmp/e2e-shots/medication-completed.png' });
    await staff.page.screenshot({ path: '/tmp/e2e-shots/staff-order.png' });
    await staff.context.close();
    await patient.context.close();
  });

  it('carechat-demo: a home lab test in the chat with a collection date, which staff see on the order', async () => {
    const baseUrl = inject('chatUrl');
    const patient = await signedInPage(browser(), baseUrl, 'org-colombo');
    const { page } = patient;
    await page.goto(`${baseUrl}/chat-home/Examination`);
    // The account's one patient (Me) is taken without asking 'Who is this order for?'.
    await page.getByLabel('Find by name or code', { exact: true }).fill('FBC');
    await page.getByRole('group', { name: 'Replies' }).getByRole('button', { name: /FBC/ }).first().click();
    await tap(page, 'Done');
    await tap(page, 'Skip');
    await bubble(page, 'Where should the sample be collected?');
    await tap(page, 'Home sample collection');
    await giveAddress(page);
    await bubble(page, 'Which day suits you?');
    await tap(page, 'Tomorrow');
    await bubble(page, 'At what time?');
    await page.getByRole('group', { name: 'Replies' }).getByRole('button').first().click();
    await bubble(page, 'Please check your order:');
    await page.getByRole('group', { name: 'Replies' }).getByRole('button', { name: 'Confirm order' }).waitFor();
    await page.screenshot({ path: '/tmp/e2e-shots/lab-chat-confirm.png' });
    await tap(page, 'Confirm order');
    await bubble(page, 'Your order created successfully');
    const order = await newestOrder(baseUrl, patient.token);

    const staff = await staffConsole(browser(), baseUrl, 'staff.colombo');
    const dialog = await openOnBoard(staff.page, order);
    await dialog.getByText('Sample collection', { exact: true }).waitFor();
    await dialog.getByText('Home sample collection', { exact: true }).waitFor();
    await dialog.getByRole('cell', { name: 'FBC', exact: false }).first().waitFor();
    await staff.context.close();
    await patient.context.close();
  });

  it('harbour-clinic: an examination order from /order/create reaches the hospital board and its reply reaches the patient', async () => {
    const baseUrl = inject('flatUrl');
    const patient = await signedInPage(browser(), baseUrl, 'org-galle');
    const { page } = patient;
    await page.goto(`${baseUrl}/order/create/Examination`);
    await page.getByRole('heading', { name: 'Order a Lab Test' }).waitFor();
    await page.getByLabel('Search tests', { exact: true }).fill('FBC');
    await page.getByRole('checkbox', { name: /FBC/ }).first().check();
    await page.getByRole('button', { name: 'Edit address' }).click();
    const address = page.getByRole('dialog', { name: /address/i });
    await address.getByLabel('Address line 1', { exact: true }).fill('4 Lighthouse Street');
    await address.getByLabel('City', { exact: true }).fill('Galle');
    await address.getByRole('button', { name: 'Update' }).click();
    await page.screenshot({ path: '/tmp/e2e-shots/create-filled.png', fullPage: true });
    await page.getByRole('button', { name: 'Request', exact: true }).click();
    // No profile is being viewed yet, so the profile modal asks whom the account's order is for (spec 001 §2).
    await page
      .getByRole('dialog', { name: 'This account is for?' })
      .getByRole('button', { name: 'Ms. Ruwani Perera (Me)' })
      .click();
    await page.waitForURL(/\/order\/view\?orderId=/);
    await page.getByText('Your request send to hospital.').waitFor();
    await page.screenshot({ path: '/tmp/e2e-shots/create-view.png' });
    const order = await newestOrder(baseUrl, patient.token);

    const staff = await staffConsole(browser(), baseUrl, 'staff.galle');
    const dialog = await openOnBoard(staff.page, order);
    await replyWithPrice(dialog, 'A nurse will come at 8 AM.', '2400.00');
    await page.getByText('A nurse will come at 8 AM.').waitFor(LIVE);
    await page.screenshot({ path: '/tmp/e2e-shots/create-view-replied.png', fullPage: true });
    await staff.context.close();
    await patient.context.close();
  });

  it('carechat-demo: cash on delivery, recorded by staff on delivery', async () => {
    const baseUrl = inject('chatUrl');
    const patient = await signedInPage(browser(), baseUrl, 'org-colombo');
    const order = await placeHomeMedication(baseUrl, patient);
    const staff = await staffConsole(browser(), baseUrl, 'staff.colombo');
    const dialog = await openOnBoard(staff.page, order);
    await replyWithPrice(dialog, 'Ready today.', '750.00');

    const { page } = patient;
    // The hospital's SMS link to the order (base64 of SR_{mobile}_{patientId}_{extra}_{orderId}) opens it at once when signed in.
    await page.goto(await orderLink(baseUrl, patient.token, patient.patientId, order.id));
    await page.waitForURL(new RegExp(`/order/view\\?orderId=${order.id}$`));
    // One total for both sides (issue 29): the price and the hospital's delivery charge, online less the 10%.
    await page.getByText('Or pay 1,000.00 LKR in cash on delivery.').waitFor();
    await page.getByRole('button', { name: 'Pay cash on delivery' }).click();
    await page.getByText('You chose to pay in cash: please have 1,000.00 LKR ready for the hospital.').waitFor();
    // Choosing cash leaves the online way open (spec 001 §4).
    expect(await page.getByRole('button', { name: 'Pay by card' }).count()).toBe(1);
    await expect.poll(() => dialog.getByText('Pending, Cash on delivery').count(), LIVE).toBe(1);
    await expect.poll(() => dialog.getByRole('button', { name: 'Record cash payment' }).count(), LIVE).toBe(1);
    await expect.poll(() => tracker(page).status.innerText(), LIVE).toContain('Cash on delivery');
    await page.screenshot({ path: '/tmp/e2e-shots/cash-patient.png' });

    await move(dialog, 'Start preparing');
    await move(dialog, 'Out for delivery');
    await dialog.getByRole('button', { name: 'Record cash payment' }).click();
    const question = staff.page.getByRole('dialog', { name: 'Record cash payment' });
    expect(await question.innerText()).toContain('Was the cash payment of 1,000.00 LKR taken from');
    await question.getByRole('button', { name: 'Record cash payment' }).click();
    await expect.poll(() => dialog.getByText('Paid, Cash on delivery').count(), LIVE).toBe(1);
    await expect
      .poll(() => page.getByRole('region', { name: 'Payment' }).innerText(), LIVE)
      .toContain('Paid 1,000.00 LKR in cash');
    expect(await dialog.getByRole('button', { name: 'Record cash payment' }).count()).toBe(0);
    await move(dialog, 'Mark completed');
    await expect.poll(() => tracker(page).current.innerText(), LIVE).toBe('Completed');
    await staff.context.close();
    await patient.context.close();
  });
});
