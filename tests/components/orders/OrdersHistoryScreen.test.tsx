// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore } from '../../../src/lib/session/sessionStore';
import { OrdersHistoryScreen } from '../../../src/features/orders/history/OrdersHistoryScreen';
import { ProcedureHistoryScreen } from '../../../src/features/orders/history/ProcedureHistoryScreen';
import { renderScreen } from '../screens/renderWithApp';
import { fakeServer } from '../screens/doctor/searchServer';

function order(n: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `o${n}`,
    category: n % 2 === 0 ? 'Medication' : 'Examination',
    identifier: `SR-${1000 + n}`,
    createdTime: new Date(2026, 10, 20, 10).toISOString(),
    organization: { id: 'org-colombo', orgName: 'Colombo General' },
    patient: { id: 'p1', prefix: 'Mr', given: ['Nimal'], family: 'Perera' },
    medicationOrderStatus: n % 2 === 0 ? 'delivering' : null,
    examinationOrderStatus: n % 2 === 0 ? null : 'new',
    procedureOrderStatus: null,
    encounterOrderStatus: null,
    ...overrides,
  };
}

function open(all: Record<string, unknown>[] | Error, screenOf: 'orders' | 'procedure' = 'orders') {
  const server = fakeServer({
    OrderList: (variables: Record<string, unknown>) =>
      all instanceof Error ? all : { queryServiceRequest: all.slice(0, Number(variables.limit)) },
  });
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({ accessToken: 'token-1', profile: { id: 'profile-1', mobileNo: '94771234567', patients: [] } });
  const page = screenOf === 'orders' ? <OrdersHistoryScreen /> : <ProcedureHistoryScreen />;
  renderScreen(page, { path: `/history/${screenOf}`, store, client: server.client });
  return server;
}

const rows = () => within(screen.getByRole('list', { name: 'All Orders' })).getAllByRole('link');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('OrdersHistoryScreen (spec 001 §2 history lists)', () => {
  it('shows 10 first, then 9 more per Load more, each row opening its order view', async () => {
    const server = open(Array.from({ length: 25 }, (_, i) => order(i + 1)));
    await waitFor(() => expect(rows()).toHaveLength(10));
    const first = rows()[0];
    expect(first?.getAttribute('href')).toBe('/order/view?orderId=o1');
    expect(first?.textContent).toContain('Examination');
    expect(first?.textContent).toContain('SR-1001');
    expect(first?.textContent).toContain('Colombo General');
    expect(first?.textContent).toContain('Mr. Nimal Perera');
    expect(first?.textContent).toContain('New');
    expect(rows()[1]?.textContent).toContain('Delivering');
    expect(server.operations.find((operation) => operation.name === 'OrderList')?.variables).toMatchObject({
      categories: ['Medication', 'Examination'],
      limit: 11,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(19));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('leads from All Orders to the home visits, which it does not hold, and back (issue 29)', async () => {
    open([order(1)]);
    const lists = screen.getByRole('navigation', { name: 'Order lists' });
    const here = within(lists).getByRole('link', { name: 'Medication and lab tests' });
    expect(here.getAttribute('aria-current')).toBe('page');
    const visits = within(lists).getByRole('link', { name: 'Home visits and procedures' });
    expect(visits.getAttribute('href')).toBe('/history/procedure');
    expect(visits.getAttribute('aria-current')).toBeNull();
    cleanup();
    open(
      [
        order(1, {
          category: 'Procedure',
          serviceRequestInitiatedFor: 'homecare',
          examinationOrderStatus: null,
          procedureOrderStatus: 'confirming',
        }),
      ],
      'procedure',
    );
    const back = within(screen.getByRole('navigation', { name: 'Order lists' })).getByRole('link', {
      name: 'Medication and lab tests',
    });
    expect(back.getAttribute('href')).toBe('/history/orders');
    // A procedure at home is the Home Visit the patient ordered.
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Procedures' })).getAllByRole('link')[0]?.textContent).toContain(
        'Home Visit',
      ),
    );
  });

  it('reads the list again when an order changes', async () => {
    const list = [order(2)];
    const server = open(list);
    await waitFor(() => expect(rows()[0]?.textContent).toContain('Delivering'));
    list[0] = order(2, { medicationOrderStatus: 'completed' });
    server.push('OrdersChanged', { serviceRequestsChanged: { id: 'o2' } });
    await waitFor(() => expect(rows()[0]?.textContent).toContain('Completed'));
  });

  it('says so when there are none, and when the list cannot be loaded', async () => {
    open([]);
    expect(await screen.findByText("We didn't find any orders of you")).toBeTruthy();
    cleanup();
    open(new Error('ARO-E1014:nope'));
    expect(await screen.findByText('There is a problem loading your orders, or Lab Tests.')).toBeTruthy();
  });
});
