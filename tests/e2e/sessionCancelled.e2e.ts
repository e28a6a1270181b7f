import { describe, expect, inject, it } from 'vitest';
import { gql } from './api';
import { newPage } from './browser';
import { useBrowser } from './useBrowser';

const PROFILE =
  '{ queryOneProfile { id mobileNo patients { id prefix given family gender birthDate relationship hospitalId mobileNo } } }';
const APPOINTMENTS = `{ queryAppointment(filter: {}) { id sessionId status patient { relationship } session { status organization { orgName } } } }`;

interface SeededAppointment {
  readonly id: string;
  readonly sessionId: string;
  readonly status: string;
  readonly patient: { readonly relationship: string | null };
  readonly session: { readonly status: string; readonly organization: { readonly orgName: string } };
}

// Issue 14 item 1: the seed keeps the demo holder's Mother booked in a session the doctor cancelled (as an
// import from another system could); the appointment view says the session is cancelled, not Booked.
describe('an appointment in a session the doctor cancelled', () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();

  it('says Dr. Canceled first, shows no queue figures and tells the patient to call the hospital', async () => {
    const token = inject('chatHolderToken');
    const { queryOneProfile } = await gql<{ queryOneProfile: unknown }>(baseUrl, PROFILE, {}, token);
    const { queryAppointment } = await gql<{ queryAppointment: SeededAppointment[] }>(baseUrl, APPOINTMENTS, {}, token);
    const mothers = queryAppointment.find(
      (appointment) =>
        appointment.patient.relationship === 'Mother' &&
        appointment.status === 'booked' &&
        appointment.session.status === 'practitioner_canceled',
    );
    if (mothers === undefined)
      throw new Error("the seed has no booked appointment of the holder's Mother in a cancelled session");

    const { context, page } = await newPage(browser());
    await context.addInitScript(
      `localStorage.setItem('accessToken', ${JSON.stringify(token)});
       localStorage.setItem('userProfile', ${JSON.stringify(JSON.stringify(queryOneProfile))});`,
    );
    await page.goto(`${baseUrl}/view/appointment?sessionId=${mothers.sessionId}&appointmentId=${mothers.id}`);
    const banner = page.locator('.status-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toBe('Dr. Canceled');
    const why = page.getByRole('group', { name: 'Dr. Canceled' });
    expect(await why.textContent()).toContain(
      'The doctor cancelled this session, so this appointment will not take place.',
    );
    expect(await why.textContent()).toContain(
      `Please call ${mothers.session.organization.orgName} to move your appointment to another session or to ask for a refund.`,
    );
    await page.getByRole('link', { name: 'Call hospital' }).waitFor();
    // Wait for the live updates to have arrived, then check nothing of the queue is shown.
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: 'Queue' }).count()).toBe(0);
    expect(await page.getByText(/ahead of you|mins to wait|Your estimated time|Get ready/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Book again' }).count()).toBe(0);
    expect(await page.getByText('Booked', { exact: true }).count()).toBe(0);
    await context.close();
  });
});
