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
          divergence: {
            index: 4,
            recorded,
            replayed,
            recordedLines: ['assistant: Hello', 'patient: Book a Doctor', 'assistant: Your invoice'],
            replayedLines: ['assistant: Hello', 'patient: Book a Doctor', 'assistant: Who is it for?'],
          },
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('First divergence at checkpoint 5, after step 7.');
    const left = within(screen.getByRole('region', { name: 'Recorded' }));
    const right = within(screen.getByRole('region', { name: 'Replayed on this build' }));
    expect(left.getByText('assistant.booking booking.showingInvoice')).toBeTruthy();
    expect(right.getByText('assistant.booking booking.choosingPatient')).toBeTruthy();
    expect(left.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'assistant: Hello',
      'patient: Book a Doctor',
      'differs: assistant: Your invoice',
    ]);
    expect(right.getAllByRole('listitem').at(-1)?.textContent).toBe('differs: assistant: Who is it for?');
  });

  it('says when the replay ended where the recording went on', () => {
    render(
      <DivergenceView
        result={{
          kind: 'diverged',
          divergence: { index: 0, recorded, replayed: null, recordedLines: ['a'], replayedLines: [] },
        }}
      />,
    );
    expect(
      within(screen.getByRole('region', { name: 'Replayed on this build' })).getByText('Ended here.'),
    ).toBeTruthy();
  });

  it('says "No divergence" when every checkpoint replays the same', () => {
    render(<DivergenceView result={{ kind: 'same', checkpoints: 12 }} />);
    expect(screen.getByRole('status').textContent).toBe('No divergence: all 12 checkpoints replay the same.');
  });
});
