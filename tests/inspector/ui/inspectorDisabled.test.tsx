// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLDER, openApp } from './appHarness';

// A production build of a tenant that keeps the inspector off.
vi.mock('../../../src/lib/inspection', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/lib/inspection')>()),
  inspectorEnabled: false,
}));

afterEach(cleanup);

describe('the inspector when off for the build', () => {
  it('shows no Inspector link', async () => {
    openApp('/history/examination', HOLDER);
    expect(await screen.findByRole('heading', { name: 'Lab Tests' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Inspector' })).toBeNull();
  });

  it("has no '/inspect' route (the server answers it with the patient app when the build has no inspect.html): the error screen", () => {
    openApp('/inspect', HOLDER);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });
});
