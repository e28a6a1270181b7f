import type { Browser, Locator } from 'playwright-core';
import { expect } from 'vitest';
import { amountText, detail, HOLDER, openAccount, patientCard, withAccount } from './account';
import { holdAppointment, payableSession, payByCard } from './payAppointment';
import { TEST_CARDS } from './sandbox';

/** The start of a payment's disclosure name; the amount, status and date follow. */
const TOGGLE = 'Invoice and gateway result of ';

/** An accessible name starting with `text`, taken literally. */
function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/**
 * A booking paid by card after a declined attempt (through the API and the sandbox) → its payment history link
 * (?paymentId=) opens that payment: invoice lines, Success, the amount with two decimals and LKR; the declined
 * one stays closed. Then /profiles shows the holder's loyalty points (one per whole LKR 100) and their value.
 */
export async function paymentHistoryAndLoyalty(browser: Browser, baseUrl: string, hospitalId: string): Promise<void> {
  await withAccount(browser, baseUrl, hospitalId, async ({ page, token, patientId }) => {
    const session = await payableSession(baseUrl);
    const held = await holdAppointment(baseUrl, token, session.id, patientId);
    const { invoice } = held;
    expect(invoice.total.currency).toBe('LKR');
    const declined = await payByCard(baseUrl, token, held, TEST_CARDS.decline);
    expect(declined.location).toContain('paymentStatus=Failure');
    const paid = await payByCard(baseUrl, token, held, TEST_CARDS.accept);
    expect(paid.location).toContain('paymentStatus=success');
    const points = Math.floor(Math.round(invoice.total.value * 100) / 10_000);
    expect(points).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/profiles/my-payment-history?paymentId=${encodeURIComponent(paid.paymentId)}`);
    await page.getByRole('heading', { name: 'Payment History' }).waitFor();
    // Each disclosure is named with its payment: 'Invoice and gateway result of 1,500.00 LKR, Success, 18 Jun 2025, 9:05 AM'.
    const toggle = (expanded: boolean): Locator => page.getByRole('button', { name: startingWith(TOGGLE), expanded });
    const opened = page.getByRole('article').filter({ has: toggle(true) });
    const failed = page.getByRole('article').filter({ hasText: 'Failed' });
    await opened.waitFor();
    expect(await page.getByRole('article').count()).toBe(2);
    expect(await opened.count()).toBe(1);
    // The linked payment is brought into view: it has the focus.
    await expect.poll(() => opened.evaluate((element) => element === document.activeElement)).toBe(true);

    const amount = await opened.getByRole('heading', { level: 2 }).textContent();
    expect(amount).toBe(amountText(invoice.total.value));
    expect(amount).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} LKR$/);
    expect(
      await opened.getByRole('button', { name: startingWith(`${TOGGLE}${amount ?? ''}, Success, `) }).count(),
    ).toBe(1);
    expect(await opened.locator('.payment-card__head').textContent()).toContain('Success');
    const table = opened.getByRole('table', { name: 'Invoice' });
    for (const item of invoice.items) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: item.description, exact: true }) });
      expect(await row.getByRole('cell').textContent()).toBe(amountText(item.amount.value, item.amount.currency));
    }
    const total = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total', exact: true }) });
    expect(await total.getByRole('cell').textContent()).toBe(amountText(invoice.total.value));
    expect(await detail(opened, 'Status').textContent()).toBe('Success (ACCEPT)');
    expect(await detail(opened, 'Patient').textContent()).toBe(`${HOLDER} (Me)`);
    expect(await detail(opened, 'Card').textContent()).toBe('Visa 411111**********');

    // The declined attempt is listed, closed, and opens on demand.
    expect(await failed.count()).toBe(1);
    const failedToggle = failed.getByRole('button', {
      name: startingWith(`${TOGGLE}${amountText(invoice.total.value)}, Failed, `),
    });
    expect(await failedToggle.getAttribute('aria-expanded')).toBe('false');
    expect(await failed.getByRole('table').count()).toBe(0);
    await failedToggle.click();
    await failed.getByRole('table', { name: 'Invoice' }).waitFor();
    expect(await detail(failed, 'Status').textContent()).toBe('Failed (DECLINE)');

    // Loyalty on the account page: the points and their worth (points / 2).
    await openAccount(page, baseUrl, '1 person');
    const holder = patientCard(page, HOLDER);
    await holder.getByText(`${String(points)} points`, { exact: true }).waitFor();
    expect(await holder.getByText(amountText(points / 2), { exact: true }).count()).toBe(1);
    await holder.getByRole('button', { name: `Loyalty points of ${HOLDER}` }).click();
    const earned = holder.getByRole('table').getByRole('row').filter({ hasText: 'Points earned for a consultation' });
    await earned.waitFor();
    expect(await earned.count()).toBe(1);
    expect(await earned.getByRole('cell').last().textContent()).toBe(`+${String(points)}`);
  });
}
