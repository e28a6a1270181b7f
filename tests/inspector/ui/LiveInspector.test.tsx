// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Trace } from '../../../flows/trace/trace';
import { LiveInspector } from '../../../src/inspector/LiveInspector';
import { MOBILE, RIGHT_CODE, liveAssistant } from './liveHarness';

type Live = ReturnType<typeof liveAssistant>;

/** Waits (on the flow's real delays) until the assistant offers a button, then taps it. */
async function tapWhenOffered(live: Live, label: string): Promise<void> {
  await waitFor(() => expect(live.offered(label)).toBe(true), { timeout: 10_000 });
  live.tap(label);
}

async function typeWhenAsked(live: Live, kind: string, text: string): Promise<void> {
  await waitFor(() => expect(live.composer()).toBe(kind), { timeout: 10_000 });
  live.submit(text);
}

const bubbles = (live: Live): string[] =>
  live.store.getTranscript().bubbles.map((bubble) => {
    const { content } = bubble;
    switch (content.kind) {
      case 'image':
        return content.alt;
      case 'text':
      case 'event':
        return content.text;
      case 'session':
        return content.session.doctorName;
      case 'invoice':
        return `invoice ${content.invoice.total}`;
      case 'appointment':
        return `token ${content.appointment.tokenNo}`;
      case 'callHospital':
        return 'call hospital';
      case 'labReports':
        return `lab reports ${content.reports.length}`;
    }
  });

function logRows(): HTMLElement[] {
  return within(screen.getByRole('table', { name: /^Event log/ }))
    .getAllByRole('row')
    .slice(1);
}

let live: Live | null = null;
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  live?.disconnect();
  live = null;
});

// The statechart layout (elkjs) is CPU-bound: beside another test worker on 2 cores it takes well over 5 s.
describe('live inspector', { timeout: 60_000 }, () => {
  it('shows the running assistant: its actors, the statechart with the active state, and every event as it happens', async () => {
    live = liveAssistant();
    render(<LiveInspector session={live.session} onReplay={vi.fn()} download={vi.fn()} />);

    const assistant = await screen.findByRole('button', { name: /^assistant assistant machine · / });
    expect(assistant.getAttribute('aria-pressed')).toBe('true');
    expect(
      (
        await screen.findByRole('img', { name: /^assistant statechart, active: / }, { timeout: 20_000 })
      ).tagName.toLowerCase(),
    ).toBe('svg');
    await waitFor(() => expect(logRows().some((row) => row.textContent.includes('chat.say'))).toBe(true));

    await tapWhenOffered(live, 'Home Lab Test');
    // Internal events are hidden by default; the tap from the UI is listed, and so is everything with the switch off.
    await waitFor(() =>
      expect(
        logRows().some((row) => row.textContent.includes('UI → assistant') && row.textContent.includes('chat.tap')),
      ).toBe(true),
    );
    const shown = logRows().length;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide internal events' }));
    expect(logRows().length).toBeGreaterThan(shown);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter events' }), 'chat.tap');
    expect(logRows().every((row) => row.textContent.includes('chat.tap'))).toBe(true);
    // The payload opens to show the whole event.
    const tapRow = logRows().find(
      (row) => row.textContent.includes('UI → assistant') && within(row).queryByText('event') !== null,
    )!;
    await userEvent.click(within(tapRow).getByText(/Home Lab Test/));
    expect(within(tapRow).getByText(/"label": "Home Lab Test"/)).toBeTruthy();
  });

  it('lists the children as they start; an event sent to the selected child moves its statechart', async () => {
    live = liveAssistant();
    render(<LiveInspector session={live.session} onReplay={vi.fn()} download={vi.fn()} />);
    await tapWhenOffered(live, 'Home Lab Test');
    await typeWhenAsked(live, 'mobile', MOBILE.typed);

    await userEvent.click(
      await screen.findByRole('button', { name: /^auth auth machine · enteringCode/ }, { timeout: 10_000 }),
    );
    expect(
      await screen.findByRole('img', { name: /^auth statechart, active: .*enteringCode/ }, { timeout: 20_000 }),
    ).toBeTruthy();
    const valid = within(screen.getByRole('list', { name: 'Events valid now' }));
    expect(valid.getAllByRole('button').map((button) => button.textContent)).toEqual(
      expect.arrayContaining(['SUBMIT_CODE', 'RESEND', 'CHANGE_NUMBER']),
    );

    await userEvent.click(valid.getByRole('button', { name: 'SUBMIT_CODE' }));
    const editor = screen.getByRole('textbox', { name: 'Event (JSON)' });
    expect(JSON.parse((editor as HTMLTextAreaElement).value)).toEqual({ type: 'SUBMIT_CODE' });
    await userEvent.clear(editor);
    await userEvent.type(editor, '{{ "type": "SUBMIT_CODE", ');
    await userEvent.click(screen.getByRole('button', { name: 'Send event' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Not valid JSON/);

    await userEvent.click(valid.getByRole('button', { name: 'CHANGE_NUMBER' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send event' }));
    expect(screen.getByText('Sent CHANGE_NUMBER to auth.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^auth auth machine · enteringMobile/ })).toBeTruthy();
    expect(await screen.findByRole('img', { name: /^auth statechart, active: enteringMobile/ })).toBeTruthy();
    // The event reached the child from outside: the log lists it.
    expect(
      logRows().some((row) => row.textContent.includes('UI → auth') && row.textContent.includes('CHANGE_NUMBER')),
    ).toBe(true);
  });

  it('exports the run as a trace with patient data masked, unless told to keep it; stop ends the recording', async () => {
    live = liveAssistant();
    const download = vi.fn<(name: string, text: string) => void>();
    const onReplay = vi.fn<(trace: Trace) => void>();
    render(<LiveInspector session={live.session} onReplay={onReplay} download={download} />);
    await tapWhenOffered(live, 'Home Lab Test');
    await typeWhenAsked(live, 'mobile', MOBILE.typed);
    await typeWhenAsked(live, 'otp', RIGHT_CODE);
    await waitFor(() => expect(bubbles(live!)).toContain('OTP verified successfully'), { timeout: 10_000 });

    await userEvent.click(screen.getByRole('button', { name: 'Export trace' }));
    expect(download).toHaveBeenCalledTimes(1);
    const [maskedName, maskedText] = download.mock.calls[0]!;
    expect(maskedName).toMatch(/^carechat-demo-assistant-.*\.trace\.json$/);
    const masked = JSON.parse(maskedText) as Trace;
    expect(masked).toMatchObject({
      format: 'carechat.trace',
      version: 1,
      flow: 'assistant',
      tenant: 'carechat-demo',
      masked: true,
    });
    expect(maskedText).not.toContain(MOBILE.normalised);
    expect(maskedText).not.toContain(MOBILE.typed);
    expect(maskedText).not.toContain('Nimal');
    expect(screen.getByText(/patient data masked\.$/)).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Keep patient data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export trace' }));
    const [keptName, keptText] = download.mock.calls[1]!;
    expect(keptName).toMatch(/-unmasked\.trace\.json$/);
    expect((JSON.parse(keptText) as Trace).masked).toBe(false);
    expect(keptText).toContain(MOBILE.typed);
    expect((JSON.parse(keptText) as Trace).expected.transcript).toContain(`patient: ${MOBILE.typed}`);

    await userEvent.click(screen.getByRole('button', { name: 'Replay this recording' }));
    expect(onReplay).toHaveBeenCalledWith(expect.objectContaining({ flow: 'assistant', masked: false }));

    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByText('Recording stopped')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop' })).toHaveProperty('disabled', true);
    const logged = live.session.getState().log.length;
    live.submit('hello');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(live.session.getState().log.length).toBe(logged);
    expect(logRows().some((row) => row.textContent.includes('hello'))).toBe(false);
  });

  it('says a conversation resumed from storage cannot be exported, and offers to start a new one', async () => {
    const first = liveAssistant('resumed.assistant');
    await tapWhenOffered(first, 'Home Lab Test');
    first.disconnect();
    // A reload: a new page (new hub and session) resumes the stored conversation.
    live = liveAssistant('resumed.assistant');
    render(<LiveInspector session={live.session} onReplay={vi.fn()} download={vi.fn()} />);
    expect(await screen.findByText(/it was resumed after a reload/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export trace' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Start a new conversation' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^assistant assistant machine · / })).toBeTruthy();
  });
});
