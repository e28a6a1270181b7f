import type { Locator, Page } from 'playwright-core';

/** The transcript, as a patient's screen reader would find it. */
export function transcript(page: Page): Locator {
  return page.getByRole('log');
}

/** Waits for a bubble (or event box) containing the text, counting how many such bubbles exist. */
export async function bubble(page: Page, text: string | RegExp): Promise<Locator> {
  const found = transcript(page).getByRole('listitem').filter({ hasText: text });
  await found.last().waitFor();
  return found;
}

/** Taps a reply button; buttons appear 1 s after their message. */
export async function tap(page: Page, label: string): Promise<void> {
  await page.getByRole('group', { name: 'Replies' }).getByRole('button', { name: label, exact: true }).click();
}

/** Types into the composer (its input is named by the flow) and submits it. */
export async function reply(page: Page, inputName: string, text: string, submit = 'Send'): Promise<void> {
  await page.getByLabel(inputName, { exact: true }).fill(text);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

/** From the menu: search the doctor by name and tap their first bookable session. */
export async function pickSession(page: Page, doctorName: string): Promise<void> {
  await tap(page, 'Book a Doctor');
  await bubble(page, 'Type a doctor name or speciality');
  await reply(page, 'Doctor or speciality', doctorName);
  await bubble(page, 'Choose a doctor or speciality, or type another name.');
  // A doctor's button names the role after the name ('Dr. Anil Gunasekara, Consultant Cardiologist').
  const name = new RegExp(`^${doctorName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(,|$)`);
  await page.getByRole('group', { name: 'Replies' }).getByRole('button', { name }).first().click();
  await bubble(page, 'we found these sessions for you');
  await page
    .getByRole('group', { name: 'Replies' })
    .getByRole('button', { name: /^Book / })
    .first()
    .click();
}
