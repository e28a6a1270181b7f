import { mkdir, readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_TEXT } from '../../domain/videoCall';
import { gql } from './api';
import { expectNoAxeViolations } from './axe';
import { launchVideoBrowser } from './browser';
import { staffConsole } from './staff';
import {
  appointmentPath,
  bookPaidVideoAppointment,
  denyMedia,
  patientPhone,
  useVideoServer,
  VIDEO_PATIENT,
} from './videoServer';

/**
 * Video consultations end to end (issue 18), peer to peer on this machine: the patient checks the camera and waits
 * ('Please await here'), the doctor starts the call from the staff console, both see and hear each other (the
 * browsers' own getStats: video frames decoded keep growing, audio energy), the patient minimises and browses, comes
 * back, ends the call, and the appointment's call history lists both participants; the doctor marks it fulfilled.
 * A phone that refused the camera is told how to allow it. Chromium's fake camera (a moving pattern) and microphone
 * (a beep) stand in for the devices (tests/e2e/browser.ts launchVideoBrowser).
 */

/** A call's state crosses the websocket and WebRTC: a connection on a busy two-core machine takes seconds. */
const LIVE = { timeout: 30_000 };
const SHOTS = 'test-results';
const APPOINTMENT = 'query ($id: ID!) { queryAppointment(filter: { id: $id }) { id status } }';

/** What the page's RTCPeerConnection receives (the p2p transport puts it on window.__carechatPeer for tests). */
interface InboundMedia {
  readonly framesDecoded: number;
  /** null when this Chromium reports no audio energy. */
  readonly audioEnergy: number | null;
}

// A string, not a function: the test runner's transform would rename a function's helpers.
const INBOUND_MEDIA = `(async () => {
  const peer = window.__carechatPeer;
  if (!peer) return null;
  const report = await peer.getStats();
  let framesDecoded = 0;
  let audioEnergy = null;
  report.forEach((stat) => {
    if (stat.type !== 'inbound-rtp') return;
    if (stat.kind === 'video') framesDecoded += stat.framesDecoded ?? 0;
    if (stat.kind === 'audio' && typeof stat.totalAudioEnergy === 'number') audioEnergy = (audioEnergy ?? 0) + stat.totalAudioEnergy;
  });
  return { framesDecoded, audioEnergy };
})()`;

async function inboundMedia(page: Page): Promise<InboundMedia> {
  const media = await page.evaluate<InboundMedia | null>(INBOUND_MEDIA);
  if (media === null) throw new Error('the page has no peer connection (window.__carechatPeer)');
  return media;
}

/** The side really receives the other's media: video frames decoded grow over two seconds, and sound arrives. */
async function expectMediaFlowing(page: Page): Promise<void> {
  const first = await inboundMedia(page);
  await page.waitForTimeout(2_000);
  const second = await inboundMedia(page);
  expect(second.framesDecoded).toBeGreaterThan(first.framesDecoded);
  if (second.audioEnergy !== null) expect(second.audioEnergy).toBeGreaterThan(0);
}

/** The call timer 'm:ss' (or 'h:mm:ss') in seconds. */
async function timerSeconds(scope: Locator): Promise<number> {
  const text = await scope.getByRole('timer', { name: 'Call time' }).innerText();
  if (!/^\d+(:\d\d){1,2}$/.test(text.trim())) throw new Error(`the call timer reads '${text}'`);
  return text
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

/** The remote video shows a picture (the fake camera's frames) and stays within 480 px (spec 001 §9). */
async function expectRemoteVideo(video: Locator): Promise<void> {
  await video.waitFor(LIVE);
  await expect
    .poll(() => video.evaluate((element) => (element as HTMLVideoElement).videoWidth), LIVE)
    .toBeGreaterThan(0);
  const box = await video.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(0);
  expect(box?.width ?? Infinity).toBeLessThanOrEqual(480);
}

/** End call, confirmed in the alertdialog; the screen says the call ended. */
async function endCall(page: Page, call: Locator): Promise<void> {
  await call.getByRole('button', { name: 'End call', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'End the call?' });
  await confirm.waitFor();
  await expectNoAxeViolations(page, 'the video call: End the call? question');
  await confirm.getByRole('button', { name: 'End call', exact: true }).click();
  await call.getByText(VIDEO_TEXT.ended).waitFor(LIVE);
}

describe('video consultations', () => {
  const server = useVideoServer();
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchVideoBrowser();
    await mkdir(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  const video = (): Browser => {
    if (browser === undefined) throw new Error('the browser is not running');
    return browser;
  };

  it('the patient waits, the doctor starts the call from the console, both see and hear each other; minimise, end, history, fulfilled', async () => {
    const { url, sessionId, doctorUsername } = server();
    const patient = await bookPaidVideoAppointment(url, sessionId);

    // The patient: the appointment's video card, the device check with both previews, then the waiting room.
    const phone = await patientPhone(video(), patient);
    const { page } = phone;
    await page.goto(`${url}${appointmentPath(patient)}`);
    // The location block's heading says it too (no street address); the join card is the one with the button.
    await page.getByRole('heading', { name: 'Video consultation', exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Join video call', exact: true }).click();
    const call = page.getByRole('region', { name: 'Video call', exact: true });
    await call.getByRole('heading', { name: 'Check your camera and microphone' }).waitFor(LIVE);
    const preview = call.getByLabel('Your camera', { exact: true });
    await expect
      .poll(() => preview.evaluate((element) => (element as HTMLVideoElement).videoWidth), LIVE)
      .toBeGreaterThan(0);
    expect(await call.getByRole('meter', { name: 'Microphone level' }).isVisible()).toBe(true);
    // Issue 20: axe (WCAG 2.2 AA) on each screen of the call as this one call passes through it.
    await expectNoAxeViolations(page, 'the video call: device check');
    await call.getByRole('button', { name: 'Join now', exact: true }).click();
    await call.getByText(VIDEO_TEXT.await).waitFor(LIVE);
    await expectNoAxeViolations(page, 'the video call: waiting for the doctor');
    await page.screenshot({ path: `${SHOTS}/video-waiting.png` });

    // The doctor: today's video sessions, the patient in the call, Start call.
    const doctor = await staffConsole(video(), url, doctorUsername);
    await doctor.context.grantPermissions(['camera', 'microphone']);
    await doctor.page.getByRole('tab', { name: 'Video', exact: true }).click();
    await doctor.page.waitForURL(/\/staff\/video$/);
    // The appointment's row (a table row or a list item) with its Start call; the last such is the innermost when a
    // session's list item holds its rows.
    const row = doctor.page
      .getByRole('row')
      .or(doctor.page.getByRole('listitem'))
      .filter({ hasText: VIDEO_PATIENT.displayName })
      .filter({ has: doctor.page.getByRole('button', { name: 'Start call', exact: true }) })
      .last();
    await row.getByText('In the call', { exact: true }).waitFor(LIVE);
    await row.getByRole('button', { name: 'Start call', exact: true }).click();
    const doctorCall = doctor.page.getByRole('region', { name: 'Video call', exact: true });
    // The same call UI on the doctor's side; a device check first when it shows one.
    const doctorJoin = doctorCall.getByRole('button', { name: 'Join now', exact: true });
    const patientVideo = doctorCall.getByLabel("Patient's video", { exact: true });
    await doctorJoin.or(patientVideo).first().waitFor(LIVE);
    if (await doctorJoin.isVisible()) await doctorJoin.click();

    // Both connected: each sees the other, and the timer ticks.
    await expectRemoteVideo(call.getByLabel("Doctor's video", { exact: true }));
    await expectRemoteVideo(patientVideo);
    expect(await call.getByText(VIDEO_TEXT.await).count()).toBe(0);
    await call.getByLabel('Your video', { exact: true }).waitFor();
    for (const side of [call, doctorCall]) {
      const started = await timerSeconds(side);
      await expect.poll(() => timerSeconds(side), LIVE).toBeGreaterThan(started);
    }
    await expectMediaFlowing(page);
    await expectMediaFlowing(doctor.page);
    // Spec 001 §2: the bottom bars hide while the call fills the phone.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/video-connected.png` });
    await expectNoAxeViolations(page, 'the video call: connected (patient)');
    await expectNoAxeViolations(doctor.page, 'the video call: connected (doctor, staff console)');

    // Minimised, the call goes on while the patient browses the app, and comes back with the timer still counting.
    await call.getByRole('button', { name: 'Minimise', exact: true }).click();
    const ongoing = page.getByRole('region', { name: 'Ongoing call', exact: true });
    await ongoing.waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(/\/profiles/);
    const minimisedAt = await timerSeconds(ongoing);
    await expect.poll(() => timerSeconds(ongoing), LIVE).toBeGreaterThan(minimisedAt);
    await ongoing.getByRole('button', { name: 'Back to call', exact: true }).click();
    await call.getByLabel("Doctor's video", { exact: true }).waitFor();
    expect(await timerSeconds(call)).toBeGreaterThan(minimisedAt);
    await expectMediaFlowing(page);

    // The patient ends the call; the appointment's call history lists who connected and disconnected, with times.
    await endCall(page, call);
    await call.getByRole('button', { name: 'Close', exact: true }).click();
    await page.goto(`${url}${appointmentPath(patient)}`);
    await page.getByRole('heading', { name: 'Call history' }).waitFor(LIVE);
    // '<Doctor|You> connected|disconnected h:mm A' (spec 001 §3), with '(Colombo time)' after it on a phone in another zone.
    for (const entry of ['Doctor connected', 'You connected', 'You disconnected']) {
      await page
        .getByRole('listitem')
        .filter({
          hasText: new RegExp(`^\\s*${entry.replace(' ', '\\s*')}\\s*\\d{1,2}:\\d{2}\\s*[AP]M(\\s*\\(.*\\))?\\s*$`),
        })
        .first()
        .waitFor(LIVE);
    }
    await page.getByRole('heading', { name: 'Call history' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/video-history.png` });

    // The doctor's side sees the patient gone, ends the call too, and marks the visit fulfilled.
    await doctorCall.getByText(VIDEO_TEXT.waitingForPatient).waitFor(LIVE);
    await endCall(doctor.page, doctorCall);
    await doctorCall.getByRole('button', { name: 'Close', exact: true }).click();
    await row.getByRole('button', { name: 'Mark fulfilled', exact: true }).click();
    await expect
      .poll(
        async () =>
          (
            await gql<{ queryAppointment: { status: string }[] }>(
              url,
              APPOINTMENT,
              { id: patient.appointmentId },
              patient.token,
            )
          ).queryAppointment[0]?.status,
        LIVE,
      )
      .toBe('fulfilled');
    // Once the desk reads it back fulfilled, the row offers no Start call any more (issue 29).
    const fulfilledRow = doctor.page
      .getByRole('row')
      .filter({ hasText: VIDEO_PATIENT.displayName })
      .filter({ hasText: 'Fulfilled' })
      .last();
    await fulfilledRow.waitFor(LIVE);
    expect(await fulfilledRow.getByRole('button', { name: 'Start call', exact: true }).count()).toBe(0);
    await doctor.context.close();
    await phone.context.close();
  }, 150_000);

  it('a phone that refused the camera and microphone is told how to allow them', async () => {
    const { url, sessionId } = server();
    const patient = await bookPaidVideoAppointment(url, sessionId, { given: 'Ishara', family: 'Gunawardena' });
    // Without the fake UI's automatic yes and without a grant, getUserMedia is refused (NotAllowedError).
    const refusing = await launchVideoBrowser({ fakeMediaUi: false });
    try {
      const { page } = await patientPhone(refusing, patient, false);
      await denyMedia(refusing, page, new URL(url).origin);
      await page.goto(`${url}${appointmentPath(patient)}`);
      await page.getByRole('button', { name: 'Join video call', exact: true }).click();
      const call = page.getByRole('region', { name: 'Video call', exact: true });
      await call.getByRole('heading', { name: 'Allow camera and microphone' }).waitFor(LIVE);
      expect(await call.getByRole('button', { name: 'Try again', exact: true }).isVisible()).toBe(true);
      expect(await call.getByRole('button', { name: 'Join now' }).count()).toBe(0);
      await expectNoAxeViolations(page, 'the video call: camera and microphone refused');
    } finally {
      await refusing.close();
    }
  }, 120_000);
  it("the calendar file's join link opens the call's device check without a tap, and only once (issue 20)", async () => {
    const { url, sessionId } = server();
    const patient = await bookPaidVideoAppointment(url, sessionId, { given: 'Kavindi', family: 'Rathnayake' });
    const { context, page } = await patientPhone(video(), patient);
    await page.goto(`${url}${appointmentPath(patient)}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    const event = new ICAL.Component(
      ICAL.parse(await readFile(await download.path(), 'utf8')) as unknown[],
    ).getFirstSubcomponent('vevent');
    const join = /^Join the video call: (\S+)$/m.exec(String(event?.getFirstPropertyValue('description')))?.[1];
    expect(join).toBe(`${url}${appointmentPath(patient)}&join=video`);

    // Followed from the phone's calendar: the appointment opens straight into the call.
    await page.goto(join ?? '');
    const call = page.getByRole('region', { name: 'Video call', exact: true });
    await call.getByRole('heading', { name: 'Check your camera and microphone' }).waitFor(LIVE);
    // The request is dropped from the address, so a reload shows the appointment and does not join again.
    await expect.poll(() => new URL(page.url()).searchParams.has('join')).toBe(false);
    await page.reload();
    await page.getByRole('button', { name: 'Join video call', exact: true }).waitFor(LIVE);
    expect(await call.count()).toBe(0);
    await context.close();
  }, 120_000);
});
