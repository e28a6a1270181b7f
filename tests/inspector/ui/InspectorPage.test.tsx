// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tenant } from '../../../src/config/tenant';
import { HOLDER, openApp, openInspector } from './appHarness';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

// The statechart layout (elkjs) is CPU-bound: on a busy 2-core machine a test takes well over the default 20 s.
describe(
  'the inspector in the app (enabled: development builds and tenants that turn it on)',
  { timeout: 60_000 },
  () => {
    it('offers a small Inspector link on the app screens, to the inspector page', () => {
      openApp('/history/orders', HOLDER);
      expect(screen.getByRole('link', { name: 'Inspector' }).getAttribute('href')).toBe('/inspect');
    });

    it("has no '/inspect' route in the patient app: the inspector is a page of its own (inspect.html)", () => {
      openApp('/inspect', HOLDER);
      expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    });

    it("opens '/inspect' beside the patient's chat, and watches the running assistant", async () => {
      openInspector('/inspect');
      expect(await screen.findByRole('heading', { name: 'Statechart inspector' }, { timeout: 20_000 })).toBeTruthy();
      const chat = screen.getByRole('region', { name: 'Patient chat' });
      expect(
        await within(chat).findByText(
          /Good (morning|afternoon|evening)! I'm your hospital assistant/,
          {},
          { timeout: 10_000 },
        ),
      ).toBeTruthy();

      const inspector = within(screen.getByRole('region', { name: 'Inspector' }));
      expect(await inspector.findByRole('button', { name: /^assistant assistant machine · / })).toBeTruthy();
      expect(
        await inspector.findByRole('img', { name: /^assistant statechart, active: / }, { timeout: 20_000 }),
      ).toBeTruthy();
      expect(inspector.getByText('Recording')).toBeTruthy();
      expect(within(inspector.getByRole('table', { name: /^Event log/ })).getAllByRole('row').length).toBeGreaterThan(
        1,
      );
      expect(screen.getByRole('link', { name: 'Leave the inspector' }).getAttribute('href')).toBe('/');
      expect(document.title).toBe(`Statechart inspector · ${tenant.name}`);
    });

    it("shows the inspector for any path under '/inspect' (the server answers them all with inspect.html)", async () => {
      openInspector('/inspect/anything');
      expect(await screen.findByRole('heading', { name: 'Statechart inspector' }, { timeout: 20_000 })).toBeTruthy();
    });

    it('switches between the chat and the inspector on a narrow screen', async () => {
      openInspector('/inspect');
      const show = within(await screen.findByRole('group', { name: 'Show' }, { timeout: 20_000 }));
      // Without room for both (jsdom has no media queries), the inspector comes first.
      expect(show.getByRole('button', { name: 'Inspector' }).getAttribute('aria-pressed')).toBe('true');
      await userEvent.click(show.getByRole('button', { name: 'Chat' }));
      expect(show.getByRole('button', { name: 'Chat' }).getAttribute('aria-pressed')).toBe('true');
      expect(show.getByRole('button', { name: 'Inspector' }).getAttribute('aria-pressed')).toBe('false');
    });
  },
);
