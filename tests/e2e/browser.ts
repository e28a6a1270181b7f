import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { RESEND_COUNTDOWN_SECONDS } from '../../domain/otp';

/** The flags this closed network needs (see docs/DESIGN.md). */
const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, headless, with the flags this closed network needs (see docs/DESIGN.md). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: BROWSER_ARGS,
  });
}

/**
 * The browser of the video-call tests (issue 18): a fake camera (a moving test pattern) and microphone (a beep),
 * peer connections allowed over loopback (this machine has no other interface) with real local addresses instead
 * of mDNS names, and video that plays without a tap. With fakeMediaUi (the default) every getUserMedia is answered
 * yes without a prompt; without it, a context not granted camera and microphone is refused (NotAllowedError).
 */
export async function launchVideoBrowser(options: { readonly fakeMediaUi?: boolean } = {}): Promise<Browser> {
  const media = [
    '--use-fake-device-for-media-stream',
    '--allow-loopback-in-peer-connection',
    '--disable-features=WebRtcHideLocalIpsWithMdns',
    '--autoplay-policy=no-user-gesture-required',
    ...(options.fakeMediaUi === false ? [] : ['--use-fake-ui-for-media-stream']),
  ];
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...BROWSER_ARGS, ...media],
  });
}

export async function newPage(
  browser: Browser,
  timezoneId = 'Asia/Colombo',
): Promise<{ context: BrowserContext; page: Page }> {
  // A patient's phone in Sri Lanka by default: its clock agrees with the hospitals'.
  const context = await browser.newContext({ viewport: { width: 420, height: 860 }, locale: 'en-US', timezoneId });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

interface SentSms {
  readonly mobile: string;
  readonly text: string;
  readonly time: string;
}

/** Reads the newest code sent to a normalised number from the server's local SMS outbox. */
export async function latestCode(baseUrl: string, mobile: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${baseUrl}/dev/sms`);
    const sent = (await response.json()) as SentSms[];
    const match = sent.find((sms) => sms.mobile === mobile)?.text.match(/\b(\d{4})\b/);
    if (match?.[1] !== undefined) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS code was sent to ${mobile}`);
}

/**
 * Waits until a new code may be asked for the number: another test file may have sent one to the same
 * demo number less than a minute ago, and the app then rightly asks for that code (ARO-E1031) instead
 * of saying a new one was sent. A patient would wait out the countdown; so does the test.
 */
export async function untilCodeRequestable(baseUrl: string, mobile: string): Promise<void> {
  const response = await fetch(`${baseUrl}/dev/sms`);
  const newest = ((await response.json()) as SentSms[])
    .filter((sms) => sms.mobile === mobile)
    .map((sms) => Date.parse(sms.time));
  if (newest.length === 0) return;
  const waitMs = Math.max(...newest) + (RESEND_COUNTDOWN_SECONDS + 1) * 1000 - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
}

let counter = 0;
/** A fresh local number (07…) per call, so tests never collide on rate limits or accounts. */
export function freshMobile(): { typed: string; normalised: string } {
  counter += 1;
  const nine = `76${String(Date.now() % 1_000_000).padStart(6, '0')}${counter % 10}`;
  return { typed: `0${nine}`, normalised: `94${nine}` };
}
