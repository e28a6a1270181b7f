import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gql } from './api';
import { bubble, tap } from './chat';
import { holdAppointment, payByCard } from './payAppointment';
import { TEST_CARDS } from './sandbox';
import { signedInPage } from './signedIn';
import { useBrowser } from './useBrowser';

/**
 * Issue 29 item 8, in Chromium on a 390 × 844 phone: the menu has a text box beside its buttons; a sentence typed
 * there naming a speciality and a day lists that day's sessions of it, and 'cancel my appointment' reaches the
 * cancel of the patient's appointment.
 */

const PHONE = { width: 390, height: 844 };
const ZONE = 'Asia/Colombo';

interface TypedSession {
  readonly id: string;
  readonly status: string;
  readonly startTime: string;
  readonly participationMode: string;
  readonly appointmentMaxAllowed: number;
  readonly activeAppointments: number;
  readonly doctorFee: number;
  readonly specialty: { readonly display: string };
  readonly practitioner: { readonly name: string };
  readonly organization: { readonly id: string };
}

const SEARCH = `query ($filter: SessionFilter!) { querySession(filter: $filter) {
  id status startTime participationMode appointmentMaxAllowed activeAppointments doctorFee specialty { display } practitioner { name } organization { id } } }`;

async function sessions(baseUrl: string): Promise<TypedSession[]> {
  const { querySession } = await gql<{ querySession: TypedSession[] }>(baseUrl, SEARCH, {
    filter: { startTimeFrom: new Date(Date.now() - 86_400_000).toISOString() },
  });
  return querySession;
}

/** 'YYYY-MM-DD' of a moment in Colombo. */
function colomboDay(moment: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    moment,
  );
}

/** '3 Jun': how the session cards date tomorrow. */
function cardDate(moment: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, day: 'numeric', month: 'short' }).formatToParts(
    moment,
  );
  return `${parts.find((part) => part.type === 'day')?.value ?? ''} ${parts.find((part) => part.type === 'month')?.value ?? ''}`;
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', timezoneId: ZONE });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('not rendered');
  return found;
}

/** Types into the menu's text box and sends it with Enter, as on a phone keyboard's Go. */
async function typeAtMenu(page: Page, text: string): Promise<void> {
  const input = page.getByLabel('Type what you need', { exact: true });
  await input.fill(text);
  await input.press('Enter');
}

describe('typed requests in the chat (issue 29 item 8)', () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();

  it("lists tomorrow's sessions of the speciality a sentence typed beside the menu names", async () => {
    const tomorrow = Date.now() + 86_400_000;
    const tomorrowsSessions = (await sessions(baseUrl)).filter(
      (session) =>
        colomboDay(Date.parse(session.startTime)) === colomboDay(tomorrow) &&
        session.participationMode === 'in_person' &&
        session.status === 'scheduled',
    );
    // The issue's own sentence when cardiology sits tomorrow, else the same sentence for a speciality that does.
    const specialty = tomorrowsSessions.some((session) => session.specialty.display === 'Cardiology')
      ? 'Cardiology'
      : tomorrowsSessions[0]?.specialty.display;
    if (specialty === undefined) throw new Error('the seed has no session tomorrow');
    const sentence =
      specialty === 'Cardiology'
        ? 'I want to see a cardiologist tomorrow'
        : `I need a ${specialty.toLowerCase()} doctor tomorrow`;
    const expected = tomorrowsSessions.filter((session) => session.specialty.display === specialty);

    const page = await phonePage(browser());
    await page.goto(`${baseUrl}/chat-home`);
    const replies = page.getByRole('group', { name: 'Replies' });
    await replies.getByRole('button', { name: 'Book a Doctor' }).waitFor();
    // The text box is there with the menu, below its buttons, on screen.
    const input = page.getByLabel('Type what you need', { exact: true });
    await input.waitFor();
    const inputBox = await box(input);
    expect(inputBox.y).toBeGreaterThan((await box(replies)).y);
    expect(inputBox.y + inputBox.height).toBeLessThanOrEqual(PHONE.height);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/typed-menu-390x844.png' });

    await typeAtMenu(page, sentence);
    await bubble(page, sentence);
    await bubble(page, 'we found these sessions for you');
    // The cards listed after the question: tomorrow's sessions of that speciality's doctors, three at most.
    const listed = page
      .getByRole('log')
      .getByRole('listitem')
      .filter({ has: page.locator('.session-card__date') });
    await listed.first().waitFor();
    expect(await listed.count()).toBe(Math.min(3, expected.length));
    const doctors = new Set(expected.map((session) => session.practitioner.name));
    for (const text of await listed.allInnerTexts()) {
      expect(text).toContain(cardDate(tomorrow));
      expect(
        [...doctors].some((name) => text.includes(name)),
        text,
      ).toBe(true);
    }
    await replies.getByRole('button', { name: 'Back to menu' }).waitFor();
    await page.screenshot({ path: 'test-results/typed-sessions-390x844.png' });
    await page.context().close();
  }, 60_000);

  it("takes 'cancel my appointment' to the cancel of the patient's appointment, and cancels it", async () => {
    const later = Date.now() + 26 * 3_600_000;
    const session = (await sessions(baseUrl)).find(
      (candidate) =>
        candidate.status === 'scheduled' &&
        candidate.participationMode === 'in_person' &&
        candidate.doctorFee > 0 &&
        Date.parse(candidate.startTime) > later &&
        (candidate.appointmentMaxAllowed < 0 || candidate.appointmentMaxAllowed - candidate.activeAppointments >= 2),
    );
    if (session === undefined) throw new Error('no session more than a day ahead in the seed');
    const patient = await signedInPage(browser(), baseUrl, session.organization.id, ZONE);
    const held = await holdAppointment(baseUrl, patient.token, session.id, patient.patientId);
    await payByCard(baseUrl, patient.token, held, TEST_CARDS.accept);
    const { page } = patient;
    await page.setViewportSize(PHONE);

    await page.goto(`${baseUrl}/chat-home`);
    await page.getByRole('group', { name: 'Replies' }).getByRole('button', { name: 'What is my upcoming' }).waitFor();
    await typeAtMenu(page, 'cancel my appointment');
    await bubble(page, `Are you sure you want to cancel your appointment with ${session.practitioner.name}`);
    await tap(page, 'Yes, cancel it');
    await bubble(page, `Your appointment with ${session.practitioner.name} is cancelled.`);
    await page.screenshot({ path: 'test-results/typed-cancel-390x844.png' });
    await patient.context.close();
  }, 60_000);
});
