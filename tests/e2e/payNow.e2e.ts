import { describe, expect, inject, it } from 'vitest';
import { gql } from './api';
import { payableSession } from './payAppointment';
import { payOnSandbox, TEST_CARDS } from './sandbox';
import { signedInPage } from './signedIn';
import { useBrowser } from './useBrowser';

const CREATE_APPOINTMENT =
  'mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { id sessionId tokenNo } }';
const CONFIRM_RESERVATION =
  'mutation ($id: ID!) { confirmReservation(appointmentId: $id) { id bookingType appointmentPaymentStatus } }';

// Issue 14 item 24: an appointment booked to pay at the hospital is paid online later from its own page, through
// the same booking and payment machines: the same token, now Paid. The chat tenant takes reservations.
describe('Pay now for a booking to pay at the hospital', () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();

  it('pays the reserved appointment by card from its page and comes back to it, paid, with the same token', async () => {
    const session = await payableSession(baseUrl);
    const { context, page, token, patientId } = await signedInPage(browser(), baseUrl, session.organization.id);
    const { createAppointment: held } = await gql<{
      createAppointment: { id: string; sessionId: string; tokenNo: number };
    }>(
      baseUrl,
      CREATE_APPOINTMENT,
      { input: { sessionId: session.id, patientId, appointmentOriginChannel: 'flat' } },
      token,
    );
    await gql(baseUrl, CONFIRM_RESERVATION, { id: held.id }, token);

    await page.goto(
      `${baseUrl}/view/appointment?${new URLSearchParams({ sessionId: held.sessionId, appointmentId: held.id }).toString()}`,
    );
    await page.getByLabel(`Token No. ${String(held.tokenNo)}`).waitFor();
    await page.getByText('Pending', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Pay now' }).click();

    await page.waitForURL(/\/view\/session\?.*appointmentId=/);
    await page.getByRole('table', { name: 'Invoice' }).waitFor();
    await page.getByLabel(`Your number ${String(held.tokenNo)}`).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await payOnSandbox(page, TEST_CARDS.accept);

    await page.waitForURL(/\/view\/appointment\?.*paymentStatus=success/);
    expect(new URL(page.url()).searchParams.get('appointmentId')).toBe(held.id);
    await page.getByText('Payment success').waitFor();
    await page.getByLabel(`Token No. ${String(held.tokenNo)}`).waitFor();
    await page.getByText('Paid', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Pay now' }).count()).toBe(0);
    await context.close();
  });
});
