import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { describe, expect, inject, it } from 'vitest';
import { gql } from './api';
import { holdAppointment, payByCard } from './payAppointment';
import { TEST_CARDS } from './sandbox';
import { upcomingSessions, type SeededSession } from './sessions';
import { signedInPage } from './signedIn';
import { useBrowser } from './useBrowser';

const TOKEN = 'query ($id: ID!) { queryAppointment(filter: { id: $id }) { tokenNo } }';

/** The hospital's clock time as the page writes it (the phone is in Colombo, as the hospitals are). */
const colomboTime = (date: Date): string =>
  date.toLocaleTimeString('en-US', { timeZone: 'Asia/Colombo', hour: 'numeric', minute: '2-digit' });

/** A session with a patient limit (so a slot length and an estimated time), scheduled later today or after, payable, with room. */
async function slottedSession(baseUrl: string): Promise<SeededSession> {
  const later = Date.now() + 2 * 60 * 60 * 1000;
  const found = (await upcomingSessions(baseUrl)).find(
    (session) =>
      session.status === 'scheduled' &&
      session.participationMode === 'in_person' &&
      session.doctorFee > 0 &&
      Date.parse(session.startTime) > later &&
      session.appointmentMaxAllowed - session.activeAppointments >= 2,
  );
  if (found === undefined) throw new Error('no session with a patient limit in the seed');
  return found;
}

/**
 * Issue 20: 'Add to calendar' on the appointment view downloads an .ics that an independent RFC 5545 parser
 * (ical.js) reads back with the doctor, hospital, token, the estimated time the page shows, and the link back, in
 * both tenants (the chat tenant and the flat one both open /view/appointment). One browser, one page per tenant.
 */
describe('Add to calendar', () => {
  const browser = useBrowser();

  it.each([
    ['carechat-demo', 'chatUrl'],
    ['harbour-clinic', 'flatUrl'],
  ] as const)('downloads the paid appointment as a calendar file that parses (%s)', async (_tenant, url) => {
    const baseUrl = inject(url);
    const session = await slottedSession(baseUrl);
    const { context, page, token, patientId } = await signedInPage(browser(), baseUrl, session.organization.id);
    const held = await holdAppointment(baseUrl, token, session.id, patientId);
    await payByCard(baseUrl, token, held, TEST_CARDS.accept);
    const { queryAppointment } = await gql<{ queryAppointment: { tokenNo: number }[] }>(
      baseUrl,
      TOKEN,
      { id: held.appointmentId },
      token,
    );
    const tokenNo = queryAppointment[0]!.tokenNo;

    const back = `/view/appointment?${new URLSearchParams({ sessionId: held.sessionId, appointmentId: held.appointmentId }).toString()}`;
    await page.goto(`${baseUrl}${back}`);
    await page.getByLabel(`Token No. ${String(tokenNo)}`).waitFor();
    // The queue has answered: the page's estimate is what the file must say.
    const estimate = page
      .locator('.queue dt', { hasText: 'Your estimated time' })
      .locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => estimate.innerText()).toMatch(/\d:\d\d [AP]M/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^appointment-\\d{4}-\\d\\d-\\d\\d-token-${String(tokenNo)}\\.ics$`),
    );
    const text = await readFile(await download.path(), 'utf8');

    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Carechat//Appointments//EN');
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(String(event.getFirstPropertyValue('summary'))).toMatch(
      new RegExp(`^Consultation with .*${session.practitioner.name}$`),
    );
    expect(String(event.getFirstPropertyValue('location'))).toContain(session.organization.orgName);
    expect(event.getFirstPropertyValue('url')).toBe(`${baseUrl}${back}`);
    const description = String(event.getFirstPropertyValue('description'));
    expect(description).toContain(`Token No. ${String(tokenNo)}`);
    expect(description).toContain(`Hospital: ${session.organization.orgName}`);
    expect(description).toContain(`Your appointment: ${baseUrl}${back}`);

    const start = (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate();
    const end = (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate();
    expect(text).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(colomboTime(start)).toBe(await estimate.innerText());
    expect(description).toContain(`Estimated time: ${colomboTime(start)}`);
    expect(start.getTime()).toBeGreaterThanOrEqual(Date.parse(session.startTime));
    expect(end.getTime()).toBeGreaterThan(start.getTime());
    await context.close();
  });
});
