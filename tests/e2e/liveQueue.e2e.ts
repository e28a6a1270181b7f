import { describe, expect, inject, it } from 'vitest';
import { gql, signInStaff } from './api';
import { startedSession } from './sessions';
import { signedInPage } from './signedIn';
import { useBrowser } from './useBrowser';

const BOOK = `mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { id tokenNo } }`;
const RESERVE = `mutation ($id: ID!) { confirmReservation(appointmentId: $id) { id } }`;
const ARRIVED = `mutation ($id: ID!) { markAppointmentArrived(appointmentId: $id) { session { id } } }`;

// The queue moves while the patient watches: hospital staff mark arrivals, the appointment view follows live.
describe('live queue', () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();

  it("shows another patient going in, then the patient's own turn, without a reload", async () => {
    const session = await startedSession(baseUrl);
    const other = await signedInPage(browser(), baseUrl, session.organization.id);
    const patient = await signedInPage(browser(), baseUrl, session.organization.id);
    // Two reserved (pay at the hospital) places in today's running session: the other patient first.
    const book = async (who: typeof patient): Promise<{ id: string; tokenNo: number }> => {
      const { createAppointment } = await gql<{ createAppointment: { id: string; tokenNo: number } }>(
        baseUrl,
        BOOK,
        { input: { sessionId: session.id, patientId: who.patientId } },
        who.token,
      );
      await gql(baseUrl, RESERVE, { id: createAppointment.id }, who.token);
      return createAppointment;
    };
    const first = await book(other);
    const mine = await book(patient);
    await other.context.close();

    const { page } = patient;
    await page.goto(`${baseUrl}/view/appointment?sessionId=${session.id}&appointmentId=${mine.id}`);
    await page.getByLabel(`Token No. ${mine.tokenNo}`).waitFor();
    const ongoing = page.getByRole('list', { name: 'Ongoing' });

    const staff = await signInStaff(baseUrl, `staff.${session.organization.id.replace(/^org-/, '')}`);
    await gql(baseUrl, ARRIVED, { id: first.id }, staff);
    await ongoing.getByText(String(first.tokenNo), { exact: true }).waitFor();

    await gql(baseUrl, ARRIVED, { id: mine.id }, staff);
    await page.getByText(/^Meet your doctor now/).waitFor();
    await page.getByText('Ongoing', { exact: true }).first().waitFor();
    expect(await ongoing.getByText(String(mine.tokenNo), { exact: true }).count()).toBe(1);
    await patient.context.close();
  });
});
