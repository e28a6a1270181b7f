import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LabReportsLoad } from '../../flows/reports/labReport';
import { DAY, MINUTE, NOW, report } from './labReportFixtures';
import { labReportsAnswer } from '../../flows/reports/labReport';
import { SIGNED_IN, startAssistant, type AssistantHarness, type AssistantOptions } from './assistantHarness';
import type { BookingFakeOptions } from './bookingFakes';

/** 'Lab Reports' in the signed-in menu (issue 17): the account's ready reports with their Result links, or why none. */

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const MOTHER = { prefix: 'Mrs', given: ['Kamala'], family: 'Perera', relationship: 'Mother' };

async function askLabReports(
  labReports: LabReportsLoad | undefined,
  more: BookingFakeOptions = {},
  options: Pick<AssistantOptions, 'brokenAction'> = {},
): Promise<AssistantHarness> {
  const chat = startAssistant({
    ...options,
    session: SIGNED_IN,
    booking: { ...more, ...(labReports === undefined ? {} : { labReports }) },
  });
  await chat.wait(2000);
  chat.newLines();
  await chat.tap('Lab Reports');
  await chat.wait(0);
  return chat;
}

describe('assistant: Lab Reports', () => {
  it('is a signed-in extra after What is my upcoming', async () => {
    const chat = startAssistant({ session: SIGNED_IN });
    await chat.wait(2000);
    const buttons = chat.buttons();
    expect(buttons.indexOf('Lab Reports')).toBe(buttons.indexOf('What is my upcoming') + 1);
    const signedOut = startAssistant();
    await signedOut.wait(2000);
    expect(signedOut.buttons()).not.toContain('Lab Reports');
  });

  it('lists the ready reports newest first, each with its Result link, then the menu again', async () => {
    const reports = [
      report('r-old', { name: 'UFR', verifiedTime: new Date(NOW - 10 * DAY).toISOString() }),
      report('r-new', { name: 'FBC', patient: MOTHER, verifiedTime: new Date(NOW - DAY).toISOString() }),
      // Not ready: each left out of the list.
      report('r-waiting', { verifiedTime: new Date(NOW - 5 * MINUTE).toISOString() }),
      report('r-awaiting', { status: 'preliminary', verifiedTime: null }),
      report('r-external', { diagnosticReportOutsourcedType: 'external' }),
      report('r-unpaid', { patientCreditStatus: 'pending' }),
    ];
    const chat = await askLabReports({ reports, loadedAt: NOW });
    const card = chat.transcript().bubbles.find((bubble) => bubble.content.kind === 'labReports');
    expect(card?.content).toEqual({
      kind: 'labReports',
      reports: [
        { id: 'r-new', name: 'FBC', patient: 'Mrs. Kamala Perera (Mother)', date: NOW - DAY },
        { id: 'r-old', name: 'UFR', patient: 'Mr. Nimal Perera (Me)', date: NOW - 10 * DAY },
      ],
    });
    const lines = chat.newLines();
    expect(lines[0]).toBe('patient: Lab Reports');
    expect(lines[1]).toBe('assistant: Here are your lab reports ready to view.');
    expect(lines[2]).toMatch(
      /^assistant: \[lab reports\] FBC, Mrs\. Kamala Perera \(Mother\), 31 May 2025 → \/history\/examination\?reportId=r-new; UFR, .* → \/history\/examination\?reportId=r-old$/,
    );
    expect(lines).toHaveLength(3);
    await chat.wait(1000);
    expect(chat.buttons()).toContain('Lab Reports');
  });

  it('lists at most five and says how many more Lab Tests holds', async () => {
    const reports = Array.from({ length: 7 }, (_, index) =>
      report(`r-${index}`, { verifiedTime: new Date(NOW - (index + 1) * DAY).toISOString() }),
    );
    const chat = await askLabReports({ reports, loadedAt: NOW });
    const card = chat.transcript().bubbles.find((bubble) => bubble.content.kind === 'labReports');
    expect(card?.content.kind === 'labReports' ? card.content.reports.map((line) => line.id) : []).toEqual([
      'r-0',
      'r-1',
      'r-2',
      'r-3',
      'r-4',
    ]);
    expect(chat.lines().at(-1)).toBe('assistant: You have 2 more in Lab Tests.');
  });

  it('says when the soonest waiting report can be viewed when none is ready', async () => {
    const reports = [
      report('r-later', { verifiedTime: new Date(NOW - 2 * MINUTE).toISOString() }),
      report('r-soon', { name: 'Gamma GT', verifiedTime: new Date(NOW - 10 * MINUTE).toISOString() }),
      report('r-awaiting', { status: 'registered', verifiedTime: null }),
    ];
    const chat = await askLabReports({ reports, loadedAt: NOW });
    expect(chat.newLines()).toEqual([
      'patient: Lab Reports',
      'assistant: None of your lab reports is ready to view yet. Gamma GT for Mr. Nimal Perera (Me) is Waiting Result: you can view it at 9:35 AM. Others: 1 Awaiting Result.',
    ]);
    await chat.wait(1000);
    expect(chat.buttons()).toContain('Lab Reports');
  });

  it('says what the reports wait for when none waits its 15 minutes', async () => {
    const reports = [
      report('r-awaiting', { status: 'preliminary', verifiedTime: null }),
      report('r-unpaid', { patientCreditStatus: 'pending' }),
      report('r-external', { diagnosticReportOutsourcedType: 'external' }),
    ];
    const chat = await askLabReports({ reports, loadedAt: NOW });
    expect(chat.newLines()).toEqual([
      'patient: Lab Reports',
      'assistant: None of your lab reports is ready to view yet: 1 Awaiting Result, 1 Payment is pending, 1 Online view facility is not available.',
    ]);
  });

  it("says the spec's empty text when the account has no lab tests", async () => {
    const chat = await askLabReports({ reports: [], loadedAt: NOW });
    expect(chat.newLines()).toEqual(['patient: Lab Reports', "assistant: We didn't find any Lab Tests of you"]);
    await chat.wait(1000);
    expect(chat.buttons()).toContain('Lab Reports');
  });

  it("says the spec's load failure and offers the menu again", async () => {
    const chat = await askLabReports(undefined, { fails: ['labReports'] });
    expect(chat.newLines()).toEqual([
      'patient: Lab Reports',
      'assistant: There is a problem loading your orders, or Lab Tests.',
    ]);
    await chat.wait(1000);
    expect(chat.buttons()).toContain('Lab Reports');
  });

  it('says the same when its child machine stops with an error, and offers the menu again', async () => {
    const chat = await askLabReports(undefined, {}, { brokenAction: 'labReports' });
    expect(chat.newLines()).toEqual([
      'patient: Lab Reports',
      'assistant: There is a problem loading your orders, or Lab Tests.',
    ]);
    await chat.wait(1000);
    expect(chat.buttons()).toContain('Lab Reports');
  });
});

describe('labReportsAnswer', () => {
  it('judges availability at the load time, not the clock of the test', () => {
    const waiting = report('r-1', { verifiedTime: new Date(NOW - 5 * MINUTE).toISOString() });
    expect(labReportsAnswer([waiting], NOW).kind).toBe('notReady');
    expect(labReportsAnswer([waiting], NOW + 10 * MINUTE).kind).toBe('ready');
  });

  it('takes an unreadable verifiedTime for Awaiting Result', () => {
    const answer = labReportsAnswer([report('r-1', { verifiedTime: 'not a time' })], NOW);
    expect(answer.kind === 'notReady' ? answer.others : []).toEqual([{ text: 'Awaiting Result', count: 1 }]);
  });
});
