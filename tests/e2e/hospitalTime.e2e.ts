import { describe, expect, inject, it } from 'vitest';
import { startedSession, upcomingSessions } from './sessions';
import { signedInPage } from './signedIn';
import { staffConsole } from './staff';
import { useBrowser } from './useBrowser';

/** h:mm A in Colombo, as the app writes it (Intl may put a narrow space before AM). */
function colomboTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Colombo', hour: 'numeric', minute: '2-digit' })
    .format(new Date(iso))
    .replace(/\s/g, ' ');
}

function utcTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' })
    .format(new Date(iso))
    .replace(/\s/g, ' ');
}

// Issue 14 item 3: session times are the hospital's local times, on a phone or a desk set to another zone.
describe('times in the hospital zone on a device set to UTC', () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();

  it("shows a session's times in Colombo time, and says so", async () => {
    const session = (await upcomingSessions(baseUrl)).find(
      (found) =>
        found.status === 'scheduled' &&
        found.participationMode === 'in_person' &&
        Date.parse(found.startTime) > Date.now(),
    );
    if (session === undefined) throw new Error('no scheduled session in the seed');
    const patient = await signedInPage(browser(), baseUrl, session.organization.id, 'UTC');
    const { page } = patient;
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');
    await page.goto(`${baseUrl}/view/session?sessionId=${session.id}`);
    const range = `${colomboTime(session.startTime)} - ${colomboTime(session.endTime)} (Colombo time)`;
    await page.getByText(range, { exact: true }).first().waitFor();
    expect(await page.getByText(`${utcTime(session.startTime)} - `).count()).toBe(0);
    await patient.context.close();
  });

  it("shows today's sessions in Colombo time on the staff console", async () => {
    const session = await startedSession(baseUrl);
    const staff = await staffConsole(
      browser(),
      baseUrl,
      `staff.${session.organization.id.replace(/^org-/, '')}`,
      'UTC',
    );
    await staff.page
      .getByRole('tab', { name: 'Sessions' })
      .or(staff.page.getByRole('button', { name: 'Sessions' }))
      .first()
      .click();
    await staff.page
      .getByText(`${colomboTime(session.startTime)} – ${colomboTime(session.endTime)} (Colombo time)`)
      .first()
      .waitFor();
    await staff.context.close();
  });
});
