// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, ME } from '../../components/staff/staffServer';
import { renderRuns, runSummary, TESTER_LOGIN } from './runsHarness';

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

const rows = (): HTMLElement[] => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const location = (): string => screen.getByTestId('location').textContent;

describe('the runs library', () => {
  it('asks a signed-out tester to sign in, then lists the runs newest first, as the server gives them', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      StaffSignIn: { staffSignIn: { accessToken: 'tester-token-2', staff: { ...ME, role: 'tester' } } },
      RecordedRuns: { recordedRuns: [runSummary('r2', { outcome: 'paid' }), runSummary('r1')] },
    });
    renderRuns(server, { login: null });

    expect(screen.getByRole('heading', { name: 'Tester sign-in' })).toBeTruthy();
    expect(server.sent('RecordedRuns')).toEqual([]);
    await user.type(screen.getByLabelText('Username'), 'tester.colombo');
    await user.type(screen.getByLabelText('Password'), 'carechat-staff');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Recorded runs' })).toBeTruthy();
    await screen.findByRole('table');
    expect(rows().map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['paid', 'abandoned']);
    expect(screen.getByRole('table', { name: 'Runs 1–2, newest first' })).toBeTruthy();
    expect(sessionStorage.getItem('carechat.staff.login')).toContain('tester-token-2');
    // Each row opens its run.
    await user.click(within(rows()[0] as HTMLElement).getByRole('link'));
    expect(location()).toBe('/inspect/runs/r2');
  });

  it("shows a login without the tester role the server's refusal in words", async () => {
    const server = fakeServer({ RecordedRuns: new Error('ARO-E1014:Only a tester login may do this.') });
    renderRuns(server, { login: { ...TESTER_LOGIN, accessToken: 'front-desk-token' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Only a tester login may do this.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('filters by date, conversation, final state, outcome and error text: the filter goes to the server and into the address', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ RecordedRuns: { recordedRuns: [runSummary('r1')] } });
    renderRuns(server);
    await screen.findByRole('table');
    expect(server.sent('RecordedRuns')).toEqual([{ filter: { limit: 51, offset: 0 } }]);

    const form = screen.getByRole('search', { name: 'Filter runs' });
    await user.type(within(form).getByLabelText('Started from'), '2026-11-01');
    await user.type(within(form).getByLabelText('Started until'), '2026-11-29');
    await user.selectOptions(within(form).getByLabelText('Conversation'), 'assistant');
    await user.type(within(form).getByLabelText('Final state'), 'showingInvoice');
    await user.selectOptions(within(form).getByLabelText('Outcome'), 'abandoned');
    // Enter in a field applies the filter, as Apply does.
    await user.type(within(form).getByLabelText('Error text'), 'timed out{Enter}');

    await screen.findByRole('table');
    expect(server.sent('RecordedRuns').at(-1)).toEqual({
      filter: {
        from: '2026-11-01',
        to: '2026-11-29',
        flow: 'assistant',
        finalState: 'showingInvoice',
        outcome: 'abandoned',
        error: 'timed out',
        limit: 51,
        offset: 0,
      },
    });
    expect(location()).toBe(
      '/inspect/runs?from=2026-11-01&to=2026-11-29&flow=assistant&finalState=showingInvoice&outcome=abandoned&error=timed+out',
    );
    // The drop-off of the same runs is one link away.
    expect(screen.getByRole('link', { name: 'Drop-off of these runs' }).getAttribute('href')).toBe(
      `/inspect/runs/drop-off?${location().split('?')[1]}`,
    );

    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(location()).toBe('/inspect/runs');
    expect(within(form).getByLabelText<HTMLSelectElement>('Outcome').value).toBe('');
  });

  it('pages through the runs 50 at a time', async () => {
    const user = userEvent.setup();
    const page = (offset: number, count: number): Record<string, unknown>[] =>
      Array.from({ length: count }, (_, index) => runSummary(`r${offset + index}`));
    const server = fakeServer({
      RecordedRuns: (variables: { filter: { offset: number } }) => ({
        recordedRuns: page(variables.filter.offset, variables.filter.offset === 0 ? 51 : 7),
      }),
    });
    renderRuns(server);
    await screen.findByRole('table');
    expect(rows()).toHaveLength(50);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('table', { name: 'Runs 51–57, newest first' })).toBeTruthy();
    expect(rows()).toHaveLength(7);
    expect(location()).toBe('/inspect/runs?page=2');
    expect(server.sent('RecordedRuns').at(-1)).toEqual({ filter: { limit: 51, offset: 50 } });
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('table', { name: 'Runs 1–50, newest first' })).toBeTruthy();
  });

  it('says so when no run matches', async () => {
    renderRuns(fakeServer({ RecordedRuns: { recordedRuns: [] } }));
    expect((await screen.findByText('No recorded run matches this filter.')).getAttribute('role')).toBe('status');
  });
});
