import { describe, inject, it } from 'vitest';
import { payOnSandbox, TEST_CARDS } from './sandbox';
import { bookableDoctor } from './sessions';
import { signedInPage } from './signedIn';
import { useBrowser } from './useBrowser';

// The flat tenant (harbour-clinic): the same booking and payment machines behind ordinary screens.
describe('flat booking', () => {
  const baseUrl = inject('flatUrl');
  const browser = useBrowser();

  it('searches from the dashboard, books a session on /view/session, pays by card and lands on the appointment', async () => {
    const doctor = await bookableDoctor(baseUrl);
    const { context, page } = await signedInPage(browser(), baseUrl, 'org-galle');
    await page.goto(`${baseUrl}/home-dashboard`);

    const searchNow = page.getByRole('button', { name: 'Search Now' });
    await searchNow.waitFor();
    await page.getByText('Select atleast a doctor or speciality for search').waitFor();
    await page.getByLabel('Doctor name or speciality').fill(doctor.name);
    await page
      .getByRole('region', { name: 'Doctors' })
      .getByRole('button', { name: new RegExp(doctor.name) })
      .click();
    await searchNow.click();

    await page.waitForURL(/\/doctor\?/);
    await page.getByText('we found these sessions for you').waitFor();
    await page
      .getByRole('region', { name: 'Sessions' })
      .getByRole('link')
      .or(page.getByRole('region', { name: 'Sessions' }).getByRole('button'))
      .first()
      .click();

    await page.waitForURL(/\/view\/session\?sessionId=/);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reserve', exact: true }).click();
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await payOnSandbox(page, TEST_CARDS.accept);

    await page.waitForURL(/\/view\/appointment\?.*paymentStatus=success/);
    await page.getByText('Payment success').waitFor();
    await page.getByLabel(/^Token No\. \d+$/).waitFor();
    await context.close();
  });
});
