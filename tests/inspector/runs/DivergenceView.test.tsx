// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DivergenceView } from '../../../src/inspector/runs/DivergenceView';

afterEach(cleanup);

const recorded = {
  at: 5000,
  step: 7,
  event: 'chat.tap',
  states: ['assistant.booking', 'booking.showingInvoice'],
  lines: 3,
};
const replayed = { ...recorded, states: ['assistant.booking', 'booking.choosingPatient'] };

describe('replay against this build', () => {
  it('shows the first divergence side by side: recorded and replayed states and transcript lines', () => {
    render(
      <DivergenceView
        result={{
          kind: 'diverged',
          problems: [],
          divergence: {
            index: 4,
            recorded,
            replayed,
            firstLine: 2,
            lines: [
              { recorded: 'assistant: Hello', replayed: 'assistant: Hello', same: true },
              { recorded: 'patient: Book a Doctor', replayed: 'patient: Book a Doctor', same: true },
              { recorded: 'assistant: Your invoice', replayed: 'assistant: Who is it for?', same: false },
            ],
          },
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'First divergence at checkpoint 5, after step 7; the transcripts differ from line 3.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Recorded' })).getByText('assistant.booking booking.showingInvoice'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Replayed on this build' })).getByText(
        'assistant.booking booking.choosingPatient',
      ),
    ).toBeTruthy();
    const lines = within(screen.getByRole('table', { name: 'The transcripts to there, side by side' }));
    expect(lines.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'LineRecordedReplayed on this build',
      '1assistant: Helloassistant: Hello',
      '2patient: Book a Doctorpatient: Book a Doctor',
      '3 (differs)assistant: Your invoiceassistant: Who is it for?',
    ]);
  });

  it('says when the replay ended where the recording went on', () => {
    render(
      <DivergenceView
        result={{
          kind: 'diverged',
          problems: ['a result nobody was waiting for: initiateBooking'],
          divergence: { index: 0, recorded, replayed: null, firstLine: null, lines: [] },
        }}
      />,
    );
    expect(
      within(screen.getByRole('region', { name: 'Replayed on this build' })).getByText('Ended here.'),
    ).toBeTruthy();
    expect(screen.getByText('a result nobody was waiting for: initiateBooking')).toBeTruthy();
  });

  it('says "No divergence" when every checkpoint replays the same', () => {
    render(<DivergenceView result={{ kind: 'same', checkpoints: 12, problems: [] }} />);
    expect(screen.getByRole('status').textContent).toBe('No divergence: all 12 checkpoints replay the same.');
  });
});
