import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createStaffLoginStore, type StaffLogin } from '../../../src/lib/staffLogin/staffLogin';
import { STAFF_STORAGE_KEYS } from '../../../src/lib/staffLogin/staffStorageKeys';
import { RunsRoot } from '../../../src/inspector/runs/RunsLibrary';
import { STAFF_LOGIN, type FakeServer } from '../../components/staff/staffServer';

export const TESTER_LOGIN: StaffLogin = {
  accessToken: 'tester-token-1',
  staff: { ...STAFF_LOGIN.staff, id: 'staff-t', username: 'tester.colombo', displayName: 'Tara Tester' },
};

/** Where the page is (path and query), for tests of links and paging. */
function Location(): React.JSX.Element {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The library at `path` on a fake server, signed in as a tester unless `login` is null. */
export function renderRuns(
  server: FakeServer,
  { path = '/inspect/runs', login = TESTER_LOGIN }: { path?: string; login?: StaffLogin | null } = {},
): RenderResult {
  if (login !== null) sessionStorage.setItem(STAFF_STORAGE_KEYS.login, JSON.stringify(login));
  const store = createStaffLoginStore(sessionStorage);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="inspect/runs/*" element={<RunsRoot store={store} client={server.client} />} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

export function runSummary(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    __typename: 'RecordedRunSummary',
    id,
    tenant: 'carechat-demo',
    flow: 'assistant',
    language: 'en',
    startedAt: '2026-11-29T08:00:00.000Z',
    updatedAt: '2026-11-29T08:05:00.000Z',
    finalState: 'assistant.booking booking.showingInvoice',
    outcome: 'abandoned',
    error: null,
    steps: 12,
    sizeBytes: 4200,
    ...overrides,
  };
}
