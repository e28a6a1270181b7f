// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Sequence } from '../../../flows/runs/sequence';
import { SequenceView } from '../../../src/inspector/runs/SequenceView';

afterEach(cleanup);

const NAMES = ['patient', 'assistant', 'auth', 'initiateAuthentication'];
const message = (seq: number, at: number, from: string, to: string, label: string) => ({
  seq,
  at,
  from,
  to,
  label,
  event: label,
});
const MODEL: Sequence = {
  lifelines: NAMES.map((name) => ({ name, kind: 'machine', machine: name })),
  messages: [
    message(1, 0, 'patient', 'assistant', 'chat.tap'),
    message(2, 10, 'assistant', 'auth', 'SUBMIT_MOBILE'),
    message(3, 12, 'auth', 'initiateAuthentication', 'invoke'),
    message(4, 1200, 'initiateAuthentication', 'auth', 'xstate.done.actor.initiateAuthentication'),
    message(5, 1200, 'auth', 'auth', 'xstate.after.tick'),
  ],
};

describe('the sequence view of a run', () => {
  it('draws a lifeline per actor and an arrow per message, with the same as a text list', () => {
    const { container } = render(<SequenceView model={MODEL} />);
    const region = within(screen.getByRole('region', { name: 'Sequence' }));
    expect(
      region.getByRole('img', {
        name: 'Sequence diagram: 5 messages between patient, assistant, auth, initiateAuthentication; the list below says the same',
      }),
    ).toBeTruthy();
    expect([...container.querySelectorAll('.runs-sequence__lifeline text')].map((text) => text.textContent)).toEqual(
      NAMES,
    );
    // Arrows go from the sender's lifeline to the receiver's; a long label is shortened on the drawing only.
    const arrows = [...container.querySelectorAll('.runs-sequence__message')];
    expect(arrows).toHaveLength(5);
    expect(arrows[1]?.querySelector('line')?.getAttribute('x1')).toBe('225');
    expect(arrows[1]?.querySelector('line')?.getAttribute('x2')).toBe('375');
    expect(arrows[3]?.querySelector('text')?.textContent).toBe('xstate.done.actor.ini…');
    expect(arrows[4]?.querySelector('path')).not.toBeNull();

    expect(region.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '0:00.000 patient → assistant: chat.tap',
      '0:00.010 assistant → auth: SUBMIT_MOBILE',
      '0:00.012 auth → initiateAuthentication: invoke',
      '0:01.200 initiateAuthentication → auth: xstate.done.actor.initiateAuthentication',
      '0:01.200 auth → auth: xstate.after.tick',
    ]);
  });
});
