// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { greetingFor } from '../../../domain/greeting';
import { STORAGE_KEYS } from '../../../domain/storageKeys';
import { ASSISTANT_TEXT } from '../../../flows/assistantText';
import { readFirstPaint, takeGreetingTime } from '../../../src/firstPaint/readFirstPaint';
import { withFirstPaint } from '../../../src/firstPaint/vitePlugin';
import { carechatDemo } from '../../../tenants/carechat-demo';
import { harbourClinic } from '../../../tenants/harbour-clinic';
import type { Tenant } from '../../../tenants/schema';

const source = readFileSync('index.html', 'utf8');

/** Loads index.html as built for the tenant at `path` and runs its inline script, as the browser would. */
function open(tenant: Tenant, path: string): void {
  window.history.replaceState(null, '', path);
  const html = withFirstPaint(source, tenant);
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  const script = document.querySelector('#root script')?.textContent ?? '';
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script index.html runs before any module
  const run = new Function(script) as () => void;
  run();
}

const bubbleText = (): string | null => document.querySelector('[data-first-paint] .chat-bubble')?.textContent ?? null;

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the chat home written into index.html', () => {
  it('greets by the hour of the device exactly as the assistant does, and records the time it greeted by', () => {
    for (let hour = 0; hour < 24; hour++) {
      const now = new Date(2026, 10, 25, hour, 59, 30);
      vi.useFakeTimers({ now, toFake: ['Date'] });
      open(carechatDemo, '/chat-home');
      expect(bubbleText()).toBe(ASSISTANT_TEXT.greeting(greetingFor(now)));
      readFirstPaint();
      expect(takeGreetingTime()).toBe(now.getTime());
      expect(takeGreetingTime()).toBeNull(); // once
    }
  });

  it("shows the tenant's name above the bubble, on '/' and the category paths too", () => {
    for (const path of ['/', '/chat-home', '/chat-home/', '/chat-home/medication']) {
      open(carechatDemo, path);
      expect(document.querySelector('[data-first-paint] h1')?.textContent).toBe(carechatDemo.name);
      expect(bubbleText()).toMatch(/^Good (morning|afternoon|evening)! I'm your hospital assistant\./);
    }
  });

  it('is removed on any other route, and with a deep link (which may open another screen)', () => {
    for (const path of ['/profiles', '/login', '/doctor', '/chat-home/a/b', '/chat-home?access_token=x']) {
      open(carechatDemo, path);
      expect(document.querySelector('[data-first-paint]')).toBeNull();
    }
  });

  it('shows the first bubble of the conversation this tab resumes', () => {
    sessionStorage.setItem(
      STORAGE_KEYS.assistant,
      JSON.stringify({ transcript: { bubbles: [{ content: { kind: 'text', text: 'Good morning! Earlier.' } }] } }),
    );
    open(carechatDemo, '/chat-home');
    expect(bubbleText()).toBe('Good morning! Earlier.');
    readFirstPaint();
    expect(takeGreetingTime()).toBeNull();
  });
});

describe("the flat tenant's home written into index.html", () => {
  it('greets by the hour on the dashboard of a signed-in patient', () => {
    const now = new Date(2026, 10, 25, 14, 0);
    vi.useFakeTimers({ now, toFake: ['Date'] });
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    open(harbourClinic, '/home-dashboard');
    expect(document.querySelector('[data-first-paint] h1')?.textContent).toBe(greetingFor(now));
  });

  it('is removed for a signed-out visitor (sent to sign in) and on other routes', () => {
    open(harbourClinic, '/home-dashboard');
    expect(document.querySelector('[data-first-paint]')).toBeNull();
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    open(harbourClinic, '/profiles');
    expect(document.querySelector('[data-first-paint]')).toBeNull();
  });
});

describe('the first paint in the language chosen on the device', () => {
  it('greets in Sinhala or Tamil and marks the page and the bubble with the language, before any module', () => {
    const morning = new Date(2026, 10, 25, 9, 0);
    vi.useFakeTimers({ now: morning, toFake: ['Date'] });
    for (const [language, greeting] of [
      ['si', /^සුභ උදෑසනක්! මම ඔබේ රෝහල් සහායකයා/],
      ['ta', /^காலை வணக்கம்! நான் உங்கள் மருத்துவமனை உதவியாளர்/],
      ['en', /^Good morning! I'm your hospital assistant/],
    ] as const) {
      localStorage.setItem(STORAGE_KEYS.language, language);
      open(carechatDemo, '/chat-home');
      expect(bubbleText()).toMatch(greeting);
      expect(document.documentElement.lang).toBe(language);
      expect(document.querySelector('[data-first-paint] li')?.getAttribute('lang')).toBe(language);
    }
  });

  it('falls back to English for a value it does not know', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    open(carechatDemo, '/chat-home');
    expect(bubbleText()).toMatch(/^Good (morning|afternoon|evening)! I'm your hospital assistant/);
    expect(document.documentElement.lang).toBe('en');
  });

  it('greets a signed-in patient on the flat home in their language', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 25, 19, 0), toFake: ['Date'] });
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    localStorage.setItem(STORAGE_KEYS.language, 'ta');
    open(harbourClinic, '/home-dashboard');
    expect(document.querySelector('[data-first-paint] h1')?.textContent).toBe('மாலை வணக்கம்');
  });
});
