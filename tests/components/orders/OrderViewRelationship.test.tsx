// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Client, Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import type { OrderView } from '../../../machines/orderView.machine';
import { paymentMachine } from '../../../machines/payment.machine';
import type { InvoiceSummary, Profile, SavedCard } from '../../../machines/types';
import type { RelationshipActors } from '../../../src/features/profiles/api/relationshipActors';
import { SessionProvider } from '../../../src/lib/session/session';
import { createSessionStore } from '../../../src/lib/session/sessionStore';
import type { OrderViewActors } from '../../../src/features/orders/api/orderViewActors';
import { OrderViewRoute } from '../../../src/app/routes/OrderViewRoute';
import { HOLDER, KAMAL, NIMALI } from '../../machines/relationshipModalHarness';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ACCOUNT: Profile = { id: 'profile-1', mobileNo: '94771234567', patients: [HOLDER, NIMALI, KAMAL] };

const ORDER: OrderView = {
  id: 'sr-1',
  category: 'Medication',
  identifier: 'SR-00001',
  status: 'draft',
  medicationOrderStatus: 'new',
  examinationOrderStatus: null,
  procedureOrderStatus: null,
  encounterOrderStatus: null,
  orderCanceledReason: null,
  orderCommunicationStatus: 'initial',
  serviceRequestInitiatedFor: 'appointment',
  serviceRequestPaymentMethod: null,
  serviceRequestPaymentStatus: 'pending',
  serviceRequestChargingAmount: null,
  invoiceIdentifier: 'INV-0001',
  cashCharge: null,
  paid: null,
  authoredOn: '2026-11-26T08:00:00.000Z',
  requestedTime: null,
  updatedTime: '2026-11-26T08:00:00.000Z',
  organizationId: 'org-colombo',
  hospitalName: 'Colombo General',
  hospitalPhone: '+94 11 234 5678',
  patientId: NIMALI.id,
  patientName: 'Ms. Nimali Perera',
  patientRelationship: null,
  note: [],
  orderDetail: [],
  documents: [],
  feedbackRating: null,
  heartbeatLinkSeen: true,
  addressLineOne: '',
  addressLineTwo: '',
  addressLineThree: '',
  addressCity: '',
};

function orderActors(order: OrderView): OrderViewActors {
  return {
    loadOrder: fromPromise(() => Promise.resolve(order)),
    patchOrder: fromPromise(() => Promise.resolve(order)),
    extendOrder: fromPromise(() => Promise.resolve(order)),
    prepareInvoice: fromPromise(() => Promise.reject<InvoiceSummary>(new Error('not priced'))),
    loadSavedCards: fromPromise(() => Promise.resolve<SavedCard[]>([])),
    watchOrder: fromCallback(() => () => undefined),
    payment: paymentMachine,
  };
}

const relationshipActors: RelationshipActors = {
  patchPatient: fromPromise(({ input }) =>
    Promise.resolve({ ...NIMALI, relationship: input.patch[0]?.relationship ?? null }),
  ),
};

/** The order view as the create screen leaves it: navigation state with its notice. */
function openOrder(order: OrderView): void {
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({ accessToken: 'token-1', profile: ACCOUNT });
  render(
    <SessionProvider store={store}>
      <Provider value={new Client({ url: 'http://127.0.0.1:9/graphql', exchanges: [] })}>
        <MemoryRouter
          initialEntries={[
            {
              pathname: '/order/view',
              search: `?orderId=${order.id}`,
              state: { notice: 'Your request send to hospital.' },
            },
          ]}
        >
          <Routes>
            <Route
              path="/order/view"
              element={<OrderViewRoute actors={orderActors(order)} relationshipActors={relationshipActors} />}
            />
          </Routes>
        </MemoryRouter>
      </Provider>
    </SessionProvider>,
  );
}

const settle = (ms: number): Promise<void> =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('the order view after an order is made', () => {
  it("says 'Your request send to hospital.' and asks who an unclassified patient is 5 s later", async () => {
    vi.useFakeTimers();
    openOrder(ORDER);
    await settle(0);
    expect(screen.getByText('Your request send to hospital.')).toBeTruthy();
    await settle(4999);
    expect(screen.queryByRole('dialog', { name: 'This account is for?' })).toBeNull();
    await settle(1);
    const dialog = screen.getByRole('dialog', { name: 'This account is for?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await settle(60_000);
    expect(screen.queryByRole('dialog', { name: 'This account is for?' })).toBeNull();
  });

  it('does not ask about a patient who has a relationship', async () => {
    vi.useFakeTimers();
    openOrder({ ...ORDER, patientId: HOLDER.id, patientRelationship: HOLDER.relationship });
    await settle(10_000);
    expect(screen.queryByRole('dialog', { name: 'This account is for?' })).toBeNull();
  });
});
