// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authMachine } from '../../../machines/auth.machine';
import { connectionMachine } from '../../../machines/connection.machine';
import { StatechartView } from '../../../src/inspector/graph/StatechartView';

const COUNTING = ['auth', 'auth.enteringCode', 'auth.enteringCode.counting'];

beforeAll(() => {
  // jsdom has no pointer capture; browsers do.
  HTMLElement.prototype.setPointerCapture = vi.fn();
  HTMLElement.prototype.releasePointerCapture = vi.fn();
  HTMLElement.prototype.hasPointerCapture = vi.fn(() => true);
});

afterEach(cleanup);

async function renderChart(activeIds: readonly string[] = COUNTING, onSelectEvent?: (eventType: string) => void) {
  const view = render(<StatechartView machine={authMachine} activeIds={activeIds} onSelectEvent={onSelectEvent} />);
  const chart = await screen.findByRole('img', { name: /^auth statechart/ }, { timeout: 10_000 });
  return { ...view, chart };
}

/** The drawn state with this id (the SVG is an image to assistive tech, so tests look at its parts). */
function stateShape(chart: HTMLElement, id: string): Element {
  const shape = chart.querySelector(`[data-state="${id}"]`);
  if (shape === null) throw new Error(`state ${id} is not drawn`);
  return shape;
}

function stateLabel(chart: HTMLElement, id: string): string {
  return stateShape(chart, id).querySelector('.sc-name')?.textContent ?? '';
}

function transform(chart: HTMLElement): string {
  return chart.querySelector(':scope > g')?.getAttribute('transform') ?? '';
}

/** The drawing's offset and scale: graph point p is on screen at p * scale + (x, y). */
function placement(chart: HTMLElement): { x: number; y: number; scale: number } {
  const [x = NaN, y = NaN, scale = NaN] = (transform(chart).match(/-?[\d.]+/g) ?? []).map(Number);
  return { x, y, scale };
}

describe('StatechartView', () => {
  it('says it is laying out, then names the machine and its active state', async () => {
    render(<StatechartView machine={authMachine} activeIds={COUNTING} />);
    expect(screen.getByRole('status').textContent).toBe('Laying out the auth statechart…');
    const chart = await screen.findByRole(
      'img',
      { name: 'auth statechart, active: enteringCode.counting' },
      { timeout: 10_000 },
    );
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(document.getElementById(chart.getAttribute('aria-describedby')!)?.textContent).toBe(
      '10 states, 21 transitions. Active states are filled and marked with a dot.',
    );
    expect(screen.queryByText(/Laying out/)).toBeNull();
  });

  it('marks active states with a dot as well as the highlight, and only those', async () => {
    const { chart } = await renderChart();
    expect(stateLabel(chart, 'auth.enteringCode.counting')).toBe('● counting');
    expect(stateLabel(chart, 'auth.enteringCode')).toBe('● enteringCode');
    expect(stateLabel(chart, 'auth.enteringCode.canResend')).toBe('canResend');
    expect(stateLabel(chart, 'auth.verifying')).toBe('verifying');
    expect(stateShape(chart, 'auth.enteringCode.counting').classList).toContain('sc-state--active');
    expect(stateShape(chart, 'auth.verifying').classList).not.toContain('sc-state--active');
  });

  it('draws compound states as containers, final states double-bordered and initial markers', async () => {
    const { chart } = await renderChart();
    expect(stateShape(chart, 'auth.enteringCode').classList).toContain('sc-state--container');
    expect(stateShape(chart, 'auth.enteringCode.counting').classList).toContain('sc-state--leaf');
    expect(stateShape(chart, 'auth.signedIn').querySelectorAll('rect')).toHaveLength(2);
    expect(chart.querySelectorAll('.sc-initial')).toHaveLength(2);
    expect(
      within(stateShape(chart, 'auth.sendingCode') as HTMLElement).getByText('invoke initiateAuthentication'),
    ).toBeTruthy();
  });

  it('labels transitions with their event and guard, delays by name', async () => {
    const { chart } = await renderChart();
    const labels = [...chart.querySelectorAll('.sc-label text')].map((text) =>
      [...text.querySelectorAll('tspan')].map((line) => line.textContent).join(' '),
    );
    expect(labels).toEqual(
      expect.arrayContaining([
        'after tick [lastSecond]',
        'after tick [else]',
        'RESEND [countdownEnded]',
        'CHANGE_NUMBER',
        'always [autoSendRequested]',
      ]),
    );
  });

  it('highlights the transitions that can happen next', async () => {
    const { chart } = await renderChart();
    const next = [...chart.querySelectorAll('.sc-label--next')].map(
      (label) => label.querySelector('.sc-label-trigger')?.textContent,
    );
    expect(next.sort()).toEqual(
      ['CHANGE_NUMBER', 'RESEND', 'SUBMIT_CODE', 'after tick', 'after tick', 'always'].sort(),
    );
  });

  it('follows new active states (a replay step) without laying out again', async () => {
    const { chart, rerender } = await renderChart();
    rerender(<StatechartView machine={authMachine} activeIds={['auth', 'auth.verifying']} />);
    expect(chart.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'auth statechart, active: verifying' })).toBe(chart);
    expect(stateLabel(chart, 'auth.verifying')).toBe('● verifying');
    expect(stateLabel(chart, 'auth.enteringCode.counting')).toBe('counting');
  });

  it('says so when the actor is not running', async () => {
    render(<StatechartView machine={authMachine} activeIds={[]} />);
    expect(await screen.findByRole('img', { name: 'auth statechart, not running' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('names every region of a parallel machine that is active', async () => {
    render(
      <StatechartView
        machine={connectionMachine}
        activeIds={[
          'connection',
          'connection.browser',
          'connection.browser.offline',
          'connection.socket',
          'connection.socket.healthy',
        ]}
      />,
    );
    const chart = await screen.findByRole(
      'img',
      { name: 'connection statechart, active: browser.offline, socket.healthy' },
      { timeout: 10_000 },
    );
    expect(stateLabel(chart, 'connection')).toBe('● connection (parallel)');
    expect(stateShape(chart, 'connection.browser').classList).toContain('sc-state--region');
  });

  it('zooms with named buttons and shows the zoom level', async () => {
    const user = userEvent.setup();
    const { chart } = await renderChart();
    const zoom = screen.getByRole('status', { name: 'Zoom level' });
    expect(zoom.textContent).toBe('100%');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoom.textContent).toBe('125%');
    expect(transform(chart)).toContain('scale(1.25)');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(zoom.textContent).toBe('80%');
    await user.click(screen.getByRole('button', { name: 'Fit to view' }));
    expect(zoom.textContent).toBe('100%');
  });

  it('zooms with the wheel and pans by dragging or with the arrow keys', async () => {
    const user = userEvent.setup();
    const { chart } = await renderChart();
    const canvas = screen.getByRole('group', { name: /auth statechart canvas/ });
    const before = transform(chart);
    expect(placement(chart)).toEqual({ x: 16, y: 16, scale: 1 });
    act(() => {
      fireEvent.wheel(canvas, { deltaY: -200, clientX: 0, clientY: 0 });
    });
    // Zoomed around the pointer (the canvas corner): the graph point under it stays put.
    const zoomed = placement(chart);
    expect(screen.getByRole('status', { name: 'Zoom level' }).textContent).toBe('135%');
    expect(zoomed.x / zoomed.scale).toBeCloseTo(16);

    fireEvent.pointerDown(canvas, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 140, clientY: 130 });
    fireEvent.pointerUp(canvas, { pointerId: 1, clientX: 140, clientY: 130 });
    expect(placement(chart).x).toBeCloseTo(zoomed.x + 40);
    expect(placement(chart).y).toBeCloseTo(zoomed.y + 30);

    canvas.focus();
    await user.keyboard('{ArrowLeft}');
    expect(placement(chart).x).toBeCloseTo(zoomed.x + 40 + 48);
    await user.keyboard('0');
    expect(transform(chart)).toBe(before);
  });

  it('reports the event of a clicked event label, but not of delays or always', async () => {
    const user = userEvent.setup();
    const onSelectEvent = vi.fn<(eventType: string) => void>();
    const { chart } = await renderChart(COUNTING, onSelectEvent);
    const label = (trigger: string): Element => {
      const found = [...chart.querySelectorAll('.sc-label')].find(
        (candidate) => candidate.querySelector('.sc-label-trigger')?.textContent === trigger,
      );
      if (found === undefined) throw new Error(`no label ${trigger}`);
      return found;
    };
    await user.click(label('RESEND'));
    await user.click(label('after tick'));
    await user.click(label('always'));
    await user.click(within(stateShape(chart, 'auth.enteringCode') as HTMLElement).getByText('SUBMIT_CODE [else]'));
    expect(onSelectEvent.mock.calls).toEqual([['RESEND'], ['SUBMIT_CODE']]);
  });

  it('brings newly active states into view when they are off screen', async () => {
    // A measured 400 × 300 canvas (jsdom does not lay out).
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe(): void {
          this.callback(
            [{ contentRect: { width: 400, height: 300 } } as ResizeObserverEntry],
            this as unknown as ResizeObserver,
          );
        }
        disconnect(): void {}
      },
    );
    try {
      const { chart, rerender } = await renderChart();
      const centreOnScreen = (id: string): { x: number; y: number } => {
        const box = stateShape(chart, id).querySelector('rect')!;
        const { x, y, scale } = placement(chart);
        return {
          x: (Number(box.getAttribute('x')) + Number(box.getAttribute('width')) / 2) * scale + x,
          y: (Number(box.getAttribute('y')) + Number(box.getAttribute('height')) / 2) * scale + y,
        };
      };
      // Too big to read whole at this size: the first view centres the active state.
      await waitFor(() => expect(placement(chart).scale).toBe(0.8));
      expect(centreOnScreen('auth.enteringCode.counting').x).toBeCloseTo(200);
      expect(centreOnScreen('auth.enteringCode.counting').y).toBeCloseTo(150);

      // The tester zooms in; then a replay step makes a far state active: it is brought to the centre, the zoom kept.
      await userEvent.setup().click(screen.getByRole('button', { name: 'Zoom in' }));
      expect(screen.getByRole('status', { name: 'Zoom level' }).textContent).toBe('100%');
      rerender(<StatechartView machine={authMachine} activeIds={['auth', 'auth.signedIn']} />);
      expect(centreOnScreen('auth.signedIn').x).toBeCloseTo(200);
      expect(centreOnScreen('auth.signedIn').y).toBeCloseTo(150);
      expect(screen.getByRole('status', { name: 'Zoom level' }).textContent).toBe('100%');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
