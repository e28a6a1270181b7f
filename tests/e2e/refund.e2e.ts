import { describe, expect, inject, it } from 'vitest';
import { holdAppointment, payableSession, payByCard } from './payAppointment';
import { signedInPage } from './signedIn';
import { staffConsole } from './staff';
import { useBrowser } from './useBrowser';

const ACCEPTED_CARD = '4111111111111111';

// A paid appointment refunded: the patient's wizard, the hospital's console, and the patient seeing it live.
describe('refund request', () => {
  const browser = useBrowser();

  it('carechat-demo: the patient requests a refund, staff approve it and mark it refunded, the appointment view follows live', async () => {
    const baseUrl = inject('chatUrl');
    const session = await payableSession(baseUrl);
    const patient = await signedInPage(browser(), baseUrl, session.organization.id);
    const held = await holdAppointment(baseUrl, patient.token, session.id, patient.patientId);
    await payByCard(baseUrl, patient.token, held, ACCEPTED_CARD);

    const { page } = patient;
    await page.goto(`${baseUrl}/view/appointment?sessionId=${session.id}&appointmentId=${held.appointmentId}`);
    await page.getByRole('button', { name: 'Request To Refund' }).click();
    const wizard = page.getByRole('dialog', { name: 'Request To Refund' });
    await wizard.getByRole('button', { name: 'Doctor related' }).click();
    await wizard.getByRole('button', { name: 'Doctor requested' }).click();
    await wizard.getByLabel('Note for the hospital (optional)').fill('The doctor asked me to come next week');
    await wizard.getByRole('button', { name: 'Next' }).click();
    // 'Doctor requested' leaves out the hospital's fees: only the doctor's fee is given back.
    const doctorFee = held.invoice.items.find((item) => item.description === 'Doctor fee');
    await wizard.getByText("The hospital's fees are not refunded for this reason.").waitFor();
    if (doctorFee !== undefined)
      expect(await wizard.getByRole('list', { name: 'To be refunded' }).innerText()).toContain('Doctor fee');
    await page.screenshot({ path: '/tmp/refund-confirm.png' });
    await wizard.getByRole('button', { name: 'Send request' }).click();
    await wizard.getByText('Your refund request has been sent.', { exact: false }).waitFor();
    await wizard.getByRole('button', { name: 'Close' }).click();
    const refundStatus = page.locator('dt', { hasText: 'Refund' }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => refundStatus.innerText()).toBe('Requested');
    expect(await page.getByRole('button', { name: 'Request To Refund' }).count()).toBe(0);

    const staff = await staffConsole(browser(), baseUrl, `staff.${session.organization.id.replace(/^org-/, '')}`);
    await staff.page.getByRole('tab', { name: 'Refunds' }).click();
    const item = staff.page.getByRole('listitem').filter({ hasText: 'The doctor asked me to come next week' });
    await item.getByRole('button', { name: 'Approve (collect at hospital)' }).click();
    await expect.poll(() => refundStatus.innerText(), { timeout: 10_000 }).toBe('Approved, collect at hospital');
    await page.screenshot({ path: '/tmp/refund-approved.png' });
    await item.getByRole('button', { name: 'Mark refunded' }).click();
    await expect.poll(() => refundStatus.innerText(), { timeout: 10_000 }).toBe('Paid');
    await staff.page.screenshot({ path: '/tmp/refund-staff.png' });
    await staff.context.close();
    await patient.context.close();
  });

  it('harbour-clinic (refunds off): a paid appointment offers no refund', async () => {
    const baseUrl = inject('flatUrl');
    const session = await payableSession(baseUrl);
    const patient = await signedInPage(browser(), baseUrl, session.organization.id);
    const held = await holdAppointment(baseUrl, patient.token, session.id, patient.patientId);
    await payByCard(baseUrl, patient.token, held, ACCEPTED_CARD);
    await patient.page.goto(`${baseUrl}/view/appointment?sessionId=${session.id}&appointmentId=${held.appointmentId}`);
    await patient.page.getByRole('link', { name: 'Book again' }).waitFor();
    expect(await patient.page.getByRole('button', { name: 'Request To Refund' }).count()).toBe(0);
    await patient.context.close();
  });
});
