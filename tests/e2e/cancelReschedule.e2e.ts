import { describe, expect, inject, it } from 'vitest';
import { gql } from './api';
import { expectNoAxeViolations } from './axe';
import { holdAppointment, payByCard } from './payAppointment';
import { upcomingSessions, type SeededSession } from './sessions';
import { signedInPage } from './signedIn';
import { useBrowser } from './useBrowser';

/**
 * Issue 15 in Chromium at phone size, both tenants (both switch appointmentCancel on): a paid appointment
 * cancelled from its view through the confirmation dialog, Reschedule Now with the rescheduling banner, the
 * move confirmed with no gateway, and View Rescheduled from the old appointment to the new one.
 */

const APPOINTMENT = `query ($id: ID!) { queryAppointment(filter: { id: $id }) { id status appointmentPaymentStatus cancelReason appointmentRescheduledBy } }`;
const PAYMENTS = `query ($filter: PaymentFilter) { queryMyPayments(filter: $filter) { id status appointmentId } }`;
const ACCEPTED_CARD = '4111111111111111';
const DAY = 24 * 60 * 60 * 1000;

/** Two sessions of one doctor, both more than a day ahead (cancellable), paid, in person, with room. */
async function twoSessions(baseUrl: string): Promise<[SeededSession, SeededSession]> {
  const open = (await upcomingSessions(baseUrl)).filter(
    (session) =>
      session.status === 'scheduled' &&
      session.participationMode === 'in_person' &&
      session.doctorFee > 0 &&
      Date.parse(session.startTime) > Date.now() + DAY + 2 * 60 * 60 * 1000 &&
      (session.appointmentMaxAllowed < 0 || session.appointmentMaxAllowed - session.activeAppointments >= 3),
  );
  for (const first of open) {
    const second = open.find((session) => session.id !== first.id && session.practitioner.id === first.practitioner.id);
    if (second !== undefined) return [first, second];
  }
  throw new Error('no doctor with two cancellable sessions in the seed');
}

describe.each([
  ['carechat-demo', 'chatUrl'],
  ['harbour-clinic', 'flatUrl'],
] as const)('cancel and reschedule (%s)', (_, urlKey) => {
  const baseUrl = inject(urlKey);
  const browser = useBrowser();

  it('cancels a paid appointment from its view, reschedules it without paying again, and links the two', async () => {
    const [from, to] = await twoSessions(baseUrl);
    const { context, page, token, patientId } = await signedInPage(browser(), baseUrl, from.organization.id);
    const held = await holdAppointment(baseUrl, token, from.id, patientId);
    await payByCard(baseUrl, token, held, ACCEPTED_CARD);
    const oldId = held.appointmentId;

    await page.goto(`${baseUrl}/view/appointment?sessionId=${from.id}&appointmentId=${oldId}`);
    await page.getByRole('button', { name: 'Cancel Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
    await dialog.getByText('Are you sure you want to cancel this appointment?').waitFor();
    // Issue 20: the shared confirm dialog (src/ui/ConfirmDialog.tsx) under axe at WCAG 2.2 AA, focus on 'No'.
    await expectNoAxeViolations(page, 'the Cancel Appointment question');
    await page.screenshot({ path: `/tmp/cancel-confirm-${urlKey}.png` });
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    // Live: the view hears of its own cancellation and offers the move.
    await page.locator('.status-banner', { hasText: 'Cancelled' }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Appointment' }).count()).toBe(0);
    const cancelled = (
      await gql<{ queryAppointment: { status: string; cancelReason: string }[] }>(
        baseUrl,
        APPOINTMENT,
        { id: oldId },
        token,
      )
    ).queryAppointment[0];
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'patient' });

    await page.getByRole('link', { name: 'Reschedule Now' }).click();
    await page.waitForURL(/\/doctor\?/);
    expect(new URL(page.url()).searchParams.get('appointmentRescheduledFor')).toBe(oldId);
    await page.getByText('You are rescheduling').waitFor();

    // The chosen session, as the search opens it while rescheduling.
    await page.goto(`${baseUrl}/view/session?sessionId=${to.id}&appointmentRescheduledFor=${oldId}`);
    await page.getByText('Your payment moves to this session: nothing more is charged.').waitFor();
    await page.screenshot({ path: `/tmp/reschedule-confirm-${urlKey}.png` });
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Confirm reschedule' }).click();
    await page.waitForURL((url) => url.pathname === '/view/appointment' && url.searchParams.get('sessionId') === to.id);
    const newId = new URL(page.url()).searchParams.get('appointmentId') ?? '';
    await page.locator('.status-banner', { hasText: 'Booked' }).waitFor();
    await page.screenshot({ path: `/tmp/rescheduled-${urlKey}.png` });

    const moved = (
      await gql<{ queryAppointment: { appointmentPaymentStatus: string }[] }>(
        baseUrl,
        APPOINTMENT,
        { id: newId },
        token,
      )
    ).queryAppointment[0];
    expect(moved?.appointmentPaymentStatus).toBe('paid');
    const payments = (
      await gql<{ queryMyPayments: { status: string; appointmentId: string }[] }>(baseUrl, PAYMENTS, {}, token)
    ).queryMyPayments;
    expect(payments).toEqual([expect.objectContaining({ status: 'ACCEPT', appointmentId: newId })]);

    await page.goto(`${baseUrl}/view/appointment?sessionId=${from.id}&appointmentId=${oldId}`);
    await page.getByRole('link', { name: 'View Rescheduled' }).click();
    await page.waitForURL((url) => url.searchParams.get('appointmentId') === newId);
    await page.locator('.status-banner', { hasText: 'Booked' }).waitFor();
    expect(await page.getByRole('link', { name: 'Reschedule Now' }).count()).toBe(0);
    await context.close();
  });
});
