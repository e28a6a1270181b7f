import { asc } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import { practitioners, sessions, staffAccounts } from '../../server/db/schema';
import { hashPassword } from '../../server/modules/staff/password';
import { TEST_CARDS } from '../../server/sandbox/decisions';
import { colomboMidnight, HOUR_MS, MINUTE_MS } from '../../server/seed/clock';
import { VIDEO_LOCATION } from '../../server/seed/hospitals';
import { doctorFeeOf } from '../../server/seed/practitioners';
import { gql, signInPatient } from './api';
import { freshMobile } from './browser';
import { holdAppointment, payByCard } from './payAppointment';
import { memoryTemplate } from '../infra/pgliteTemplate';

/**
 * The video-call tests' own server (issue 18), arranged so they never depend on the time of day: a video session
 * of org-colombo under way now (started 10 minutes ago, two hours to go, so the join window is open) and a doctor
 * login for its practitioner. The suite's shared servers hold only the seed's sessions, whose video ones may all be
 * over or hours away when the suite runs; a server of the file's own also keeps the calls' presence and signalling
 * apart from the other files' patients. Seeded and serving the built app like the shared ones.
 */

const HOSPITAL = 'org-colombo';
/** Not the seed's doctor.colombo: this login is the arranged session's doctor whatever the seed holds. */
const DOCTOR_USERNAME = 'doctor.video-e2e';
const DOCTOR_PASSWORD = process.env.STAFF_DEMO_PASSWORD ?? 'carechat-staff';

export interface VideoServer {
  readonly url: string;
  /** The arranged video session, started and inside its join window. */
  readonly sessionId: string;
  readonly doctorUsername: string;
  readonly doctorPassword: string;
}

/**
 * The session starts 10 minutes ago, but never before the Colombo day began: the doctor's console lists the video
 * sessions of today (Colombo day), and a run just after midnight there would otherwise put it on yesterday.
 */
function sessionTimes(now: number): { start: number; end: number } {
  const start = Math.max(now - 10 * MINUTE_MS, colomboMidnight(now, 0) + MINUTE_MS);
  return { start, end: now + 2 * HOUR_MS };
}

async function arrange(server: RunningServer): Promise<string> {
  const { db } = server.services;
  const now = server.services.now();
  const [doctor] = await db
    .select({ id: practitioners.id, specialtyId: practitioners.specialtyId })
    .from(practitioners)
    .orderBy(asc(practitioners.id))
    .limit(1);
  if (doctor === undefined) throw new Error('the seed has no practitioner');
  const { start, end } = sessionTimes(now);
  const sessionId = `sess-video-e2e-${String(now)}`;
  await db.insert(sessions).values({
    id: sessionId,
    status: 'started',
    startTime: new Date(start),
    endTime: new Date(end),
    startedTime: new Date(start),
    appointmentMaxAllowed: 20,
    participationMode: 'remote_presence_video_call',
    organizationId: HOSPITAL,
    practitionerId: doctor.id,
    specialtyId: doctor.specialtyId,
    locationName: VIDEO_LOCATION,
    // A fee, so the appointment is paid through the gateway like any video booking.
    doctorFeeCents: doctorFeeOf(doctor.specialtyId),
  });
  await db.insert(staffAccounts).values({
    id: 'staff-video-e2e-doctor',
    username: DOCTOR_USERNAME,
    displayName: 'Doctor (video e2e)',
    organizationId: HOSPITAL,
    passwordHash: await hashPassword(DOCTOR_PASSWORD),
    created: new Date(now),
    role: 'doctor',
    practitionerId: doctor.id,
  });
  return sessionId;
}

export function useVideoServer(): () => VideoServer {
  let server: RunningServer | undefined;
  let sessionId: string | undefined;
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      tenantId: 'carechat-demo',
      dataDir: null,
      memoryTemplate: await memoryTemplate(),
      serveApp: 'dist',
      seed: true,
      logLevel: 'warn',
      codeRequestsPerAddressPerHour: 1000,
      wrongCodesPerAddressPerHour: 1000,
    });
    sessionId = await arrange(server);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (server === undefined || sessionId === undefined) throw new Error('the server is not running');
    return { url: server.url, sessionId, doctorUsername: DOCTOR_USERNAME, doctorPassword: DOCTOR_PASSWORD };
  };
}

const PROFILE =
  '{ queryOneProfile { id mobileNo patients { id prefix given family gender birthDate relationship hospitalId mobileNo } } }';
const CREATE_PATIENT =
  'mutation ($hospitalId: ID!, $args: CreatePatientInput!) { createPatient(hospitalId: $hospitalId, args: $args) { id } }';

/** A name no seeded patient has, so the doctor's list shows this test's row and no other. */
export const VIDEO_PATIENT = {
  given: 'Dilani',
  family: 'Wickremasinghe',
  displayName: 'Dilani Wickremasinghe',
} as const;

export interface BookedVideoPatient {
  readonly token: string;
  readonly patientId: string;
  readonly appointmentId: string;
  readonly sessionId: string;
  /** queryOneProfile as the app keeps it in localStorage. */
  readonly profile: unknown;
}

/** A new account and patient, its appointment in the video session held and paid by card (through the API). */
export async function bookPaidVideoAppointment(
  baseUrl: string,
  sessionId: string,
  name: { readonly given: string; readonly family: string } = VIDEO_PATIENT,
): Promise<BookedVideoPatient> {
  const token = await signInPatient(baseUrl, freshMobile().normalised);
  const args = {
    prefix: 'Ms',
    given: [name.given],
    family: name.family,
    gender: 'female',
    birthDate: '1988-03-02',
    relationship: 'Me',
  };
  await gql(baseUrl, CREATE_PATIENT, { hospitalId: HOSPITAL, args }, token);
  const { queryOneProfile } = await gql<{ queryOneProfile: { patients: { id: string }[] } }>(
    baseUrl,
    PROFILE,
    {},
    token,
  );
  const patientId = queryOneProfile.patients[0]?.id;
  if (patientId === undefined) throw new Error('the patient was not created');
  const held = await holdAppointment(baseUrl, token, sessionId, patientId);
  await payByCard(baseUrl, token, held, TEST_CARDS.accept);
  return { token, patientId, appointmentId: held.appointmentId, sessionId: held.sessionId, profile: queryOneProfile };
}

/** The patient's phone (390 × 844, in Sri Lanka), signed in; camera and microphone granted unless grantMedia is false. */
export async function patientPhone(
  browser: Browser,
  patient: BookedVideoPatient,
  grantMedia = true,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    timezoneId: 'Asia/Colombo',
    permissions: grantMedia ? ['camera', 'microphone'] : [],
  });
  // A string, not a function: the test runner's transform would rename a function's helpers.
  await context.addInitScript(
    `if (localStorage.getItem('accessToken') === null) {
       localStorage.setItem('accessToken', ${JSON.stringify(patient.token)});
       localStorage.setItem('userProfile', ${JSON.stringify(JSON.stringify(patient.profile))});
     }`,
  );
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** The patient's appointment page (/view/appointment, the app's route for one appointment). */
export const appointmentPath = (patient: BookedVideoPatient): string =>
  `/view/appointment?${new URLSearchParams({ sessionId: patient.sessionId, appointmentId: patient.appointmentId }).toString()}`;

/**
 * Refuses camera and microphone to the page's origin in its context (Chromium's permission settings over CDP).
 * Headless Chromium without --use-fake-ui-for-media-stream already refuses an ungranted request; setting it
 * explicitly keeps the denied path from depending on how a Chromium version answers a prompt nobody sees.
 */
export async function denyMedia(browser: Browser, page: Page, origin: string): Promise<void> {
  const target = await page.context().newCDPSession(page);
  const { targetInfo } = await target.send('Target.getTargetInfo');
  const cdp = await browser.newBrowserCDPSession();
  for (const name of ['camera', 'microphone']) {
    await cdp.send('Browser.setPermission', {
      permission: { name },
      setting: 'denied',
      origin,
      browserContextId: targetInfo.browserContextId,
    });
  }
  await cdp.detach();
  await target.detach();
}
