// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { runTrace } from '../../../flows/trace/replay';
import type { Trace } from '../../../flows/trace/trace';
import { handOverToInspector, takeHandOver } from '../../../src/lib/inspectionHandover';
import { MOBILE, RIGHT_CODE, liveAssistant } from './liveHarness';

type Live = ReturnType<typeof liveAssistant>;

const when = (ready: () => boolean): Promise<void> => waitFor(() => expect(ready()).toBe(true), { timeout: 10_000 });

async function signIn(live: Live): Promise<void> {
  await when(() => live.offered('Home Lab Test'));
  live.tap('Home Lab Test');
  await when(() => live.composer() === 'mobile');
  live.submit(MOBILE.typed);
  await when(() => live.composer() === 'otp');
}

const shownLines = (live: Live): string[] =>
  live.store.getTranscript().bubbles.map((bubble) => {
    const { content } = bubble;
    switch (content.kind) {
      case 'text':
        return `${bubble.from}: ${content.text}`;
      case 'image':
        return `${bubble.from}: [image] ${content.alt}`;
      case 'event':
        return `${bubble.from}: [${content.outcome}] ${content.text}`;
      case 'session':
        return `${bubble.from}: [session] ${content.session.doctorName}`;
      case 'invoice':
        return `${bubble.from}: [invoice] ${content.invoice.total}`;
      case 'appointment':
        return `${bubble.from}: [appointment] ${content.appointment.tokenNo}`;
      case 'callHospital':
        return `${bubble.from}: [call hospital]`;
      case 'labReports':
        return `${bubble.from}: [lab reports] ${content.reports.length}`;
    }
  });

/** The patient types the right code; once verified (and the reply buttons' delay is over), the whole recording. */
async function verifiedTrace(live: Live): Promise<Trace> {
  live.submit(RIGHT_CODE);
  await when(() =>
    live.store
      .getTranscript()
      .bubbles.some((bubble) => bubble.content.kind === 'event' && bubble.content.text === 'OTP verified successfully'),
  );
  await new Promise((resolve) => setTimeout(resolve, 1200));
  expect(live.session.getState().incomplete).toBeNull();
  const trace = live.session.toTrace();
  if (trace === null) throw new Error('no trace');
  return trace;
}

/** The trace, replayed on the real machines from its input, shows what the patient saw. */
async function expectReplaysToWhatWasShown(live: Live, trace: Trace): Promise<void> {
  expect(trace.input).toMatchObject({ hospitalId: 'org-colombo', session: null });
  const replayed = await runTrace(trace);
  expect(replayed.transcript.filter((line) => !line.startsWith('buttons:'))).toEqual(shownLines(live));
  expect(replayed.transcript).toEqual(trace.expected.transcript);
}

beforeEach(() => sessionStorage.clear());

describe('live session', () => {
  it('records from what the hub buffered before the inspector opened, stamped when it happened', async () => {
    const live = liveAssistant();
    await signIn(live);
    // The inspector opens only now.
    live.session.start();
    const trace = live.session.toTrace();
    expect(trace?.steps.map((step) => (step.kind === 'event' ? step.event.type : step.actor))).toEqual([
      'chat.tap',
      'chat.submit',
      'initiateAuthentication',
    ]);
    expect(trace?.steps[0]?.at).toBeGreaterThan(500);
    live.disconnect();
  });

  it('keeps one recording when the chat is reopened on the same page, and it replays to what the patient saw', async () => {
    const live = liveAssistant();
    live.session.start();
    await signIn(live);
    // The tester opens /inspect: the chat there resumes the conversation with a new actor.
    live.reopen();
    const trace = await verifiedTrace(live);
    await expectReplaysToWhatWasShown(live, trace);
    live.disconnect();
  });

  it("keeps one recording across the page load to the inspector's own page, and it replays to what the patient saw", async () => {
    const live = liveAssistant();
    await signIn(live);
    // The tester follows the Inspector link: the patient app's page hands its records over, inspect.html loads and
    // its chat resumes the conversation from storage.
    handOverToInspector(live.hub, sessionStorage);
    live.reload(() => takeHandOver(sessionStorage));
    live.session.start();
    await when(() => live.session.getState().root !== null);
    expect(live.session.getState().incomplete).toBeNull();
    const trace = await verifiedTrace(live);
    expect(trace.steps.slice(0, 3).map((step) => (step.kind === 'event' ? step.event.type : step.actor))).toEqual([
      'chat.tap',
      'chat.submit',
      'initiateAuthentication',
    ]);
    await expectReplaysToWhatWasShown(live, trace);
    // The log shows what happened on the patient app's page too.
    expect(live.session.getState().log.some((entry) => entry.eventType === 'chat.tap')).toBe(true);
    // Read once: a reload of the inspector's page finds nothing handed over.
    expect(takeHandOver(sessionStorage)).toBeNull();
    live.disconnect();
  });

  it('hands over the whole conversation again when the page did not leave the first time (a cancelled leave, Back)', async () => {
    const live = liveAssistant();
    await signIn(live);
    handOverToInspector(live.hub, sessionStorage);
    sessionStorage.clear();
    handOverToInspector(live.hub, sessionStorage);
    live.reload(() => takeHandOver(sessionStorage));
    live.session.start();
    await when(() => live.session.getState().root !== null);
    expect(live.session.getState().incomplete).toBeNull();
    const trace = await verifiedTrace(live);
    expect(trace.steps[0]?.kind === 'event' ? trace.steps[0].event.type : null).toBe('chat.tap');
    live.disconnect();
  });

  it("marks the recording resumed when the inspector's page opens without a hand-over (a typed address, a reload)", async () => {
    const live = liveAssistant();
    await signIn(live);
    live.reload(() => takeHandOver(sessionStorage));
    live.session.start();
    await when(() => live.session.getState().root !== null);
    expect(live.session.getState().incomplete).toBe('resumed');
    expect(live.session.toTrace()).toBeNull();
    live.disconnect();
  });

  it('starts a new recording when a new conversation starts', async () => {
    const live = liveAssistant('fresh.assistant');
    live.session.start();
    await signIn(live);
    const before = live.session.toTrace()?.steps.length ?? 0;
    live.disconnect();
    sessionStorage.clear();
    live.reopen();
    await when(() => live.offered('Home Lab Test'));
    expect(before).toBeGreaterThan(0);
    expect(live.session.toTrace()?.steps).toEqual([]);
    live.disconnect();
  });
});
