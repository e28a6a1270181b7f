// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseTrace, stringifyTrace, type Trace } from '../../../flows/trace/trace';
import { createInspectionHub } from '../../../src/lib/inspection';
import { InspectorPanel } from '../../../src/inspector/InspectorPanel';
import { LiveSession } from '../../../src/inspector/liveSession';
import { MOBILE, RIGHT_CODE, liveAssistant } from './liveHarness';

/** A real sign-in recorded from the running assistant, as a tester would export it (patient data kept). */
async function recordSignIn(): Promise<Trace> {
  const live = liveAssistant('replay.assistant');
  live.session.start();
  const when = async (ready: () => boolean): Promise<void> =>
    waitFor(() => expect(ready()).toBe(true), { timeout: 10_000 });
  await when(() => live.offered('Home Lab Test'));
  live.tap('Home Lab Test');
  await when(() => live.composer() === 'mobile');
  live.submit(MOBILE.typed);
  await when(() => live.composer() === 'otp');
  live.submit(RIGHT_CODE);
  await when(() =>
    live.store
      .getTranscript()
      .bubbles.some((bubble) => bubble.content.kind === 'event' && bubble.content.text === 'OTP verified successfully'),
  );
  const trace = live.session.toTrace();
  live.disconnect();
  if (trace === null) throw new Error('nothing was recorded');
  return trace;
}

let recorded: Trace;
beforeAll(async () => {
  recorded = await recordSignIn();
}, 20_000);
beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

function renderPanel(download: (name: string, text: string) => void = () => undefined): void {
  // Nothing runs live here: the panel only replays what it is given.
  render(<InspectorPanel session={new LiveSession(createInspectionHub(true), 'carechat-demo')} download={download} />);
}

const file = (text: string, name = 'sign-in.trace.json'): File => new File([text], name, { type: 'application/json' });

async function importTrace(text: string, name?: string): Promise<void> {
  await userEvent.upload(screen.getByLabelText('Import trace'), file(text, name));
}

/** The bubbles of the transcript beside the graph, as a screen reader reads them ('You said0771234567'). */
function transcriptAtStep(): string[] {
  const region = screen.getByRole('region', { name: /^Transcript at step \d+$/ });
  return within(region)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
}

const patientSaid = (text: string): string => `You said${text}`;
const assistantSaid = (text: string): string => `Assistant said${text}`;

const stepStatus = (): string => screen.getByText(/^Step \d+ of \d+/).textContent;

// The statechart layout (elkjs) is CPU-bound: beside another test worker on 2 cores it takes well over 5 s.
describe('replay', { timeout: 60_000 }, () => {
  it('imports a trace and steps through it: the transcript beside the graph shows what the patient saw at each step', async () => {
    renderPanel();
    expect(screen.getByRole('button', { name: 'Replay' })).toHaveProperty('disabled', true);
    await importTrace(stringifyTrace(recorded));

    const length = recorded.steps.length;
    expect(screen.getByRole('button', { name: 'Replay' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: /^Replay of assistant, recorded .* for carechat-demo/ })).toBeTruthy();
    expect(stepStatus()).toMatch(new RegExp(`^Step 0 of ${length}`));
    expect(transcriptAtStep().some((text) => /Good (morning|afternoon|evening)/.test(text))).toBe(true);
    expect(
      await screen.findByRole('img', { name: /^assistant statechart, active: / }, { timeout: 20_000 }),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Last step' }));
    expect(stepStatus()).toMatch(new RegExp(`^Step ${length} of ${length}`));
    expect(transcriptAtStep()).toEqual(
      expect.arrayContaining([
        patientSaid(MOBILE.typed),
        assistantSaid('Success: OTP sent successfully'),
        patientSaid(RIGHT_CODE),
        assistantSaid('Success: OTP verified successfully'),
      ]),
    );

    // Jump to the step where the number was typed: the patient's bubble is there, the code not sent yet.
    const typed = screen.getAllByRole('row').find((row) => row.textContent.includes(`typed “${MOBILE.typed}”`))!;
    await userEvent.click(within(typed).getByRole('button', { name: /^Step \d+$/ }));
    expect(typed.getAttribute('aria-current')).toBe('step');
    expect(transcriptAtStep().at(-1)).toBe(patientSaid(MOBILE.typed));
    expect(transcriptAtStep()).not.toContain(assistantSaid('Success: OTP sent successfully'));

    await userEvent.click(screen.getByRole('button', { name: 'Step back' }));
    expect(transcriptAtStep()).not.toContain(patientSaid(MOBILE.typed));

    // The keyboard steps too.
    screen.getByRole('button', { name: 'Step forward' }).focus();
    const before = stepStatus();
    await userEvent.keyboard('{ArrowRight}');
    expect(stepStatus()).not.toBe(before);
    expect(transcriptAtStep()).toContain(patientSaid(MOBILE.typed));
    await userEvent.keyboard('{ArrowLeft}');
    expect(stepStatus()).toBe(before);
    // On the graph canvas the arrows pan the graph instead.
    screen.getByRole('group', { name: /^assistant statechart canvas/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(stepStatus()).toBe(before);
  });

  it('shows each actor of the system at that step, and the event log up to it', async () => {
    renderPanel();
    await importTrace(stringifyTrace(recorded));
    const codeStep = recorded.steps.findIndex(
      (step) => step.kind === 'event' && step.event.type === 'chat.submit' && step.event.text === RIGHT_CODE,
    );
    await userEvent.click(screen.getByRole('button', { name: `Step ${codeStep}` }));
    const auth = screen.getByRole('button', { name: /^auth auth machine · enteringCode/ });
    await userEvent.click(auth);
    expect(
      await screen.findByRole('img', { name: /^auth statechart, active: .*enteringCode/ }, { timeout: 20_000 }),
    ).toBeTruthy();
    const log = within(screen.getByRole('table', { name: /^Event log at this step/ }));
    expect(log.getAllByRole('row').some((row) => row.textContent.includes('chat.submit'))).toBe(true);
  });

  it('plays the steps at the chosen speed until the end', async () => {
    renderPanel();
    await importTrace(stringifyTrace(recorded));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    const length = recorded.steps.length;
    await waitFor(() => expect(stepStatus()).toMatch(new RegExp(`^Step ${length} of ${length}`)), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it("exports the replayed patient's actions as an end-to-end test skeleton", async () => {
    const download = vi.fn<(name: string, text: string) => void>();
    renderPanel(download);
    await importTrace(stringifyTrace(recorded));
    await userEvent.click(screen.getByRole('button', { name: 'Export as end-to-end test' }));
    const [name, text] = download.mock.calls[0]!;
    expect(name).toBe('carechat-demo-assistant-replay.e2e.ts');
    expect(text).toContain("await tap(page, 'Home Lab Test');");
    expect(text).toContain("await reply(page, 'Mobile number', ");
  });

  it("exports the end-to-end test from the masked trace, with the patient's data only when 'Keep patient data' is ticked", async () => {
    // The committed registration replay as a tester's own recording: a real name typed in, nothing masked.
    const committed = readFileSync(
      resolve(dirname(fileURLToPath(import.meta.url)), '../../../flows/replays/registration-new-number.json'),
      'utf8',
    );
    const unmasked: Trace = {
      ...parseTrace(JSON.parse(committed.replace(/\bAlex\b/g, 'Nimali').replace(/\bDoe\b/g, 'Wickramasinghe'))),
      masked: false,
    };
    const download = vi.fn<(name: string, text: string) => void>();
    renderPanel(download);
    await importTrace(stringifyTrace(unmasked));
    const exportTest = (): Promise<void> =>
      userEvent.click(screen.getByRole('button', { name: 'Export as end-to-end test' }));

    await exportTest();
    const masked = download.mock.calls[0]![1];
    expect(masked).toContain('Generated from a masked trace');
    expect(masked).toContain("await reply(page, 'Given name', ");
    expect(masked).not.toContain('Nimali');
    expect(masked).not.toContain('Wickramasinghe');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Keep patient data' }));
    await exportTest();
    const kept = download.mock.calls[1]![1];
    expect(kept).toContain("await reply(page, 'Given name', 'Nimali', 'Send');");
    expect(kept).toContain("await reply(page, 'Family name', 'Wickramasinghe', 'Send');");
  });

  it('says why a file is not a trace, and stays where it was', async () => {
    renderPanel();
    await importTrace('{ "format": "something-else" }', 'other.json');
    expect(screen.getByRole('alert').textContent).toMatch(/^other\.json: Invalid trace[\s\S]*not a Carechat trace/);
    expect(screen.getByRole('button', { name: 'Live' }).getAttribute('aria-pressed')).toBe('true');

    await importTrace('not json at all', 'notes.json');
    expect(screen.getByRole('alert').textContent).toMatch(/^notes\.json is not JSON/);

    await importTrace(stringifyTrace(recorded));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Replay' }).getAttribute('aria-pressed')).toBe('true');
  });
});
