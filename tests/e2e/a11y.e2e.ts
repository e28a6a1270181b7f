import type { Browser, Locator, Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { gql, signInPatient, signInStaff } from './api';
import { expectNoAxeViolations } from './axe';
import { bubble, reply, tap } from './chat';
import { bookableDoctor, startedSession } from './sessions';
import { staffConsole, type StaffConsole } from './staff';
import { useBrowser } from './useBrowser';
import { FASTING_GLUCOSE_CODE } from '../../server/seed/testParameters';
import { resultsGraphRoute } from '../../src/features/reports/history/reportText';

/**
 * Issue 20 accessibility audit, routes: every route of src/app/router.tsx on both tenants (signed out, and
 * signed in as the seeded demo holder with real appointments, orders, reports and payments) and the staff
 * console, each checked by axe-core at WCAG 2.2 AA. One page per tenant and role, one navigation and one axe
 * run per route; each waits for its screen's heading and for loading to end, never a fixed time.
 */

/** A phone's screen (issue 14 item 14). */
const PHONE = { width: 390, height: 844 };
/** Playwright's default desktop size, for the staff console. */
const DESKTOP = { width: 1280, height: 720 };
const DEMO_HOLDER_PATIENT = 'pat-demo-holder-me';
const PROFILE =
  '{ queryOneProfile { id mobileNo patients { id prefix given family gender birthDate relationship hospitalId mobileNo } } }';
const APPOINTMENTS =
  '{ queryAppointment(filter: {}) { id sessionId status appointmentPaymentStatus session { participationMode } } }';
const ORDERS = '{ queryServiceRequest(filter: { limit: 1 }) { id } }';
const CREATE_PATIENT =
  'mutation ($hospitalId: ID!, $args: CreatePatientInput!) { createPatient(hospitalId: $hospitalId, args: $args) { id } }';
const BOOK = 'mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { id } }';
const ARRIVED = 'mutation ($id: ID!) { markAppointmentArrived(appointmentId: $id) { session { id } } }';
const FULFILLED = 'mutation ($id: ID!) { markAppointmentFulfilled(appointmentId: $id) { session { id } } }';
const ORDER_CATEGORIES = ['Medication', 'Examination', 'Procedure', 'Finance'] as const;

interface Appointment {
  readonly id: string;
  readonly sessionId: string;
  readonly status: string;
  readonly appointmentPaymentStatus: string;
  readonly session: { readonly participationMode: string };
}

async function phonePage(browser: Browser, token?: string, profile?: unknown): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', timezoneId: 'Asia/Colombo' });
  if (token !== undefined) {
    // A string, not a function: the test runner's transform would rename a function's helpers (signedIn.ts).
    await context.addInitScript(
      `if (localStorage.getItem('accessToken') === null) {
         localStorage.setItem('accessToken', ${JSON.stringify(token)});
         localStorage.setItem('userProfile', ${JSON.stringify(JSON.stringify(profile))});
       }`,
    );
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** The screen has rendered its heading (or the given content) and nothing on it is still loading. */
async function settled(page: Page, ready?: Locator): Promise<void> {
  await (ready ?? page.locator('h1, h2').first()).waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-busy="true"]') === null &&
      ![...document.querySelectorAll('[role="status"]')].some((node) => /^Loading/.test(node.textContent)),
  );
}

/** One navigation, one axe run. */
async function audit(page: Page, baseUrl: string, path: string, ready?: (page: Page) => Locator): Promise<void> {
  // A bubble fading in is measured at its final colours: the patient who asks for less motion gets no fade at all.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${baseUrl}${path}`);
  await settled(page, ready?.(page));
  await expectNoAxeViolations(page, `${path} (${new URL(page.url()).pathname})`);
}

/** The demo holder (signed in by tests/e2e/globalSetup.ts): token, profile and their appointments and newest order. */
async function demoHolder(
  baseUrl: string,
  token: string,
): Promise<{ token: string; profile: unknown; appointments: readonly Appointment[]; orderId: string | undefined }> {
  const { queryOneProfile } = await gql<{ queryOneProfile: unknown }>(baseUrl, PROFILE, {}, token);
  const { queryAppointment } = await gql<{ queryAppointment: Appointment[] }>(baseUrl, APPOINTMENTS, {}, token);
  const { queryServiceRequest } = await gql<{ queryServiceRequest: { id: string }[] }>(baseUrl, ORDERS, {}, token);
  return { token, profile: queryOneProfile, appointments: queryAppointment, orderId: queryServiceRequest[0]?.id };
}

const appointmentPath = (appointment: Appointment): string =>
  `/view/appointment?${new URLSearchParams({ sessionId: appointment.sessionId, appointmentId: appointment.id }).toString()}`;

/** A fresh patient's visit, arrived and fulfilled by staff: the server texts the public feedback link (issue 15). */
async function feedbackLink(baseUrl: string): Promise<string> {
  const session = await startedSession(baseUrl);
  const mobile = `9476${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const token = await signInPatient(baseUrl, mobile);
  const { createPatient } = await gql<{ createPatient: { id: string } }>(
    baseUrl,
    CREATE_PATIENT,
    {
      hospitalId: session.organization.id,
      args: {
        prefix: 'Ms',
        given: ['Nadee'],
        family: 'Silva',
        gender: 'female',
        birthDate: '1990-01-20',
        relationship: 'Me',
      },
    },
    token,
  );
  const { createAppointment } = await gql<{ createAppointment: { id: string } }>(
    baseUrl,
    BOOK,
    { input: { sessionId: session.id, patientId: createPatient.id } },
    token,
  );
  const staff = await signInStaff(baseUrl, `staff.${session.organization.id.replace(/^org-/, '')}`);
  await gql(baseUrl, ARRIVED, { id: createAppointment.id }, staff);
  await gql(baseUrl, FULFILLED, { id: createAppointment.id }, staff);
  for (let attempt = 0; attempt < 50; attempt++) {
    const sent = (await (await fetch(`${baseUrl}/dev/sms`)).json()) as { mobile: string; text: string }[];
    const link = sent
      .find((sms) => sms.mobile === mobile && sms.text.includes('/pf?r='))
      ?.text.match(/https?:\/\/\S+\/pf\?r=\S+/)?.[0];
    if (link !== undefined) return `${new URL(link).pathname}${new URL(link).search}`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no feedback link was sent to ${mobile}`);
}

/** The routes both tenants share, signed in as the demo holder. */
async function auditSignedInRoutes(
  page: Page,
  baseUrl: string,
  holder: Awaited<ReturnType<typeof demoHolder>>,
): Promise<void> {
  const booked = holder.appointments.find(
    (a) =>
      a.status === 'booked' && a.appointmentPaymentStatus !== 'paid' && a.session.participationMode === 'in_person',
  );
  const paid = holder.appointments.find((a) => a.appointmentPaymentStatus === 'paid' && a.status === 'booked');
  const video = holder.appointments.find((a) => a.session.participationMode !== 'in_person');
  for (const appointment of [booked, paid, video])
    if (appointment !== undefined)
      await audit(page, baseUrl, appointmentPath(appointment), (p) => p.getByRole('heading', { level: 1 }));
  const session = paid ?? holder.appointments[0];
  if (session !== undefined)
    await audit(page, baseUrl, `/view/session?sessionId=${encodeURIComponent(session.sessionId)}`);
  const doctor = await bookableDoctor(baseUrl);
  await audit(page, baseUrl, `/doctor?selectedPractitioner=${encodeURIComponent(doctor.id)}`, (p) =>
    p.getByText('we found these sessions for you'),
  );
  for (const path of [
    '/history/appointments',
    '/history/orders',
    '/history/procedure',
    '/profiles',
    '/profiles/registration',
    `/profiles/registration/${DEMO_HOLDER_PATIENT}`,
    '/profiles/my-payment-history',
    '/profiles/payment-methods',
    '/paymentTermsAndConditions',
    '/accessDenied',
    '/no-such-page',
  ]) {
    await audit(page, baseUrl, path);
  }
  for (const category of ORDER_CATEGORIES) await audit(page, baseUrl, `/order/create/${category}`);
  if (holder.orderId !== undefined)
    await audit(page, baseUrl, `/order/view?orderId=${encodeURIComponent(holder.orderId)}`);
  await audit(page, baseUrl, '/history/examination');
  // The holder's fasting glucose over time (seeded lab reports): the chart and its table.
  await audit(page, baseUrl, resultsGraphRoute(DEMO_HOLDER_PATIENT, FASTING_GLUCOSE_CODE), (p) => p.getByRole('table'));
}

describe('axe-core: 0 WCAG 2.2 AA violations on every route', () => {
  const browser = useBrowser();

  describe('carechat-demo (chat flow)', () => {
    const baseUrl = inject('chatUrl');

    it('signed out: the greeting and menu, an order category, /doctor, terms, access denied, 404, the inspector and the feedback link', async () => {
      const page = await phonePage(browser());
      await audit(page, baseUrl, '/chat-home', (p) =>
        p.getByRole('group', { name: 'Replies' }).getByRole('button', { name: 'Book a Doctor' }),
      );
      await audit(page, baseUrl, '/chat-home/Medication', (p) => p.getByRole('log').getByRole('listitem').last());
      await audit(page, baseUrl, '/doctor');
      await audit(page, baseUrl, '/paymentTermsAndConditions');
      await audit(page, baseUrl, '/accessDenied');
      await audit(page, baseUrl, '/login');
      await audit(page, baseUrl, '/no-such-page');
      await audit(page, baseUrl, '/inspect');
      await audit(page, baseUrl, await feedbackLink(baseUrl), (p) => p.getByRole('button', { name: /^5, / }));
      await page.context().close();
    }, 120_000);

    it("the transcript with bubbles, replies and the doctor search's result cards", async () => {
      const page = await phonePage(browser());
      await page.goto(`${baseUrl}/chat-home`);
      await tap(page, 'Book a Doctor');
      await bubble(page, 'Type a doctor name or speciality');
      await reply(page, 'Doctor or speciality', 'Cardio');
      await bubble(page, 'Choose a doctor or speciality, or type another name.');
      await page.getByRole('group', { name: 'Replies' }).getByRole('button').first().waitFor();
      await expectNoAxeViolations(page, 'the chat transcript after a doctor search');
      await page.context().close();
    }, 60_000);

    it('signed in as the demo holder: the menu and every protected route with real data', async () => {
      const holder = await demoHolder(baseUrl, inject('chatHolderToken'));
      const page = await phonePage(browser(), holder.token, holder.profile);
      await audit(page, baseUrl, '/chat-home', (p) =>
        p.getByRole('group', { name: 'Replies' }).getByRole('button', { name: 'Show my online payment history' }),
      );
      await auditSignedInRoutes(page, baseUrl, holder);
      await page.context().close();
    }, 180_000);
  });

  describe('harbour-clinic (flat flow)', () => {
    const baseUrl = inject('flatUrl');

    // The feedback page is the same screen on both tenants: carechat-demo's test opens it (a booking fulfilled first).
    it('signed out: /login, /doctor, terms, access denied and 404', async () => {
      const page = await phonePage(browser());
      for (const path of ['/login', '/doctor', '/paymentTermsAndConditions', '/accessDenied', '/no-such-page'])
        await audit(page, baseUrl, path);
      await page.context().close();
    }, 120_000);

    it('signed in as the demo holder: /home-dashboard and every protected route with real data', async () => {
      const holder = await demoHolder(baseUrl, inject('flatHolderToken'));
      const page = await phonePage(browser(), holder.token, holder.profile);
      await audit(page, baseUrl, '/home-dashboard');
      await auditSignedInRoutes(page, baseUrl, holder);
      await page.context().close();
    }, 180_000);
  });

  describe('the staff console (desktop)', () => {
    const baseUrl = inject('chatUrl');

    async function tabs(console: StaffConsole, names: readonly string[]): Promise<void> {
      await settled(console.page);
      await expectNoAxeViolations(
        console.page,
        `/staff as ${console.displayName}: ${new URL(console.page.url()).pathname}`,
      );
      for (const name of names) {
        await console.page.getByRole('tab', { name, exact: true }).click();
        await settled(console.page);
        await expectNoAxeViolations(console.page, `/staff ${name} tab`);
      }
    }

    it('the sign-in form, then the front desk: chats, sessions, orders (with their reports), refunds, feedback', async () => {
      const context = await browser().newContext({ viewport: DESKTOP, locale: 'en-US', timezoneId: 'Asia/Colombo' });
      const page = await context.newPage();
      await audit(page, baseUrl, '/staff', (p) => p.getByRole('heading', { name: 'Staff sign-in' }));
      await context.close();
      const desk = await staffConsole(browser(), baseUrl, 'staff.colombo');
      await desk.page.setViewportSize(DESKTOP);
      await tabs(desk, ['Sessions', 'Orders', 'Refunds', 'Feedback', 'Chats']);
      await desk.context.close();
    }, 120_000);

    it("the doctor's video desk and session board", async () => {
      const doctor = await staffConsole(browser(), baseUrl, 'doctor.colombo');
      await doctor.page.setViewportSize(DESKTOP);
      await tabs(doctor, ['Sessions', 'Video']);
      await doctor.context.close();
    }, 60_000);
  });
});
