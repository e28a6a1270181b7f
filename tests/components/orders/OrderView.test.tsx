// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Client, Provider } from 'urql';
import { SessionProvider } from '../../../src/lib/session/session';
import { createSessionStore } from '../../../src/lib/session/sessionStore';
import { afterEach, describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { orderTracker } from '../../../domain/orderTracker';
import { ORDER_STATUS_FIELD, type OrderCategory } from '../../../domain/orderStatus';
import type { OrderPatch, OrderPaymentOptions, OrderView } from '../../../machines/orderView.machine';
import { paymentMachine } from '../../../machines/payment.machine';
import type { InvoiceSummary, SavedCard } from '../../../machines/types';
import type { OrderViewActors } from '../../../src/features/orders/api/orderViewActors';
import { OrderHeader } from '../../../src/features/orders/view/OrderHeader';
import { OrderPayment } from '../../../src/features/orders/view/OrderPayment';
import { OrderTracker } from '../../../src/features/orders/view/OrderTracker';
import { OrderViewRoute } from '../../../src/app/routes/OrderViewRoute';
import { noteAuthor, requestAnotherRoute } from '../../../src/features/orders/view/orderViewText';
import { renderScreen } from '../screens/renderWithApp';

afterEach(cleanup);

const ORDER: OrderView = {
  id: 'sr-1',
  category: 'Medication',
  identifier: 'MED-0001',
  status: 'draft',
  medicationOrderStatus: 'new',
  examinationOrderStatus: null,
  procedureOrderStatus: null,
  encounterOrderStatus: null,
  orderCanceledReason: null,
  orderCommunicationStatus: 'initial',
  serviceRequestInitiatedFor: 'homecare',
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
  patientId: 'p1',
  patientName: 'Mr. Nimal Perera',
  patientRelationship: 'Me',
  note: [
    {
      authorReference: 'User/s1',
      authorDisplay: 'Kamal',
      time: '2026-11-26T08:05:00.000Z',
      text: '<b>Price is 1500</b>',
    },
  ],
  orderDetail: [],
  documents: [],
  feedbackRating: null,
  heartbeatLinkSeen: true,
  addressLineOne: '12 Main St',
  addressLineTwo: '',
  addressLineThree: '',
  addressCity: 'Colombo',
};

function orderIn(category: OrderCategory, status: string, more: Partial<OrderView> = {}): OrderView {
  return { ...ORDER, category, medicationOrderStatus: null, [ORDER_STATUS_FIELD[category]]: status, ...more };
}

function trackerOf(order: OrderView): void {
  render(
    <OrderTracker tracker={orderTracker({ ...order, documentCount: order.documents.length }, order.hospitalName)} />,
  );
}

describe('OrderTracker', () => {
  it.each([
    [
      'Medication',
      'delivering',
      ['New', 'Confirming', 'Preparing', 'Delivering', 'Completed'],
      'Delivering',
      'Deliver to home',
    ],
    ['Examination', 'processing', ['New', 'Payment', 'Testing', 'Report'], 'Testing', 'Testing'],
    ['Procedure', 'confirming', ['New', 'Payment', 'Procedure', 'Report'], 'Payment', 'Payment'],
    ['Finance', 'drConfirming', ['New', 'Documents', 'Confirm', 'Admitted'], 'Confirm', 'Doctor confirming'],
  ] as const)('%s at %s', (category, status, steps, current, text) => {
    trackerOf(orderIn(category, status));
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(steps);
    expect(list.querySelector('[aria-current="step"]')?.textContent).toBe(current);
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('shows an unknown status raw and a canceled admission as Admission Canceled', () => {
    trackerOf(orderIn('Medication', 'onHold'));
    expect(screen.getByRole('status').textContent).toBe('onHold');
    cleanup();
    trackerOf(orderIn('Finance', 'new', { status: 'revoked' }));
    expect(screen.getByRole('status').textContent).toBe('Admission Canceled');
  });
});

const INVOICE: InvoiceSummary = {
  id: 'inv-1',
  items: [{ description: 'Medicine', amount: 1500 }],
  total: 1500,
  currency: 'LKR',
};
const ON: OrderPaymentOptions = {
  payment: true,
  gateways: ['cardProvider', 'genie'],
  cash: true,
  onlineDiscountPercent: 10,
};
/** A home visit priced at 3,500 with the hospital's 250 home visit charge: what cash on delivery collects. */
const VISIT_CASH = {
  items: [
    { description: 'Order charge', category: 'order_fee', amount: 3500 },
    { description: 'Home visit charge', category: 'delivery_fee', amount: 250 },
  ],
  total: 3750,
  currency: 'LKR',
};
const VISIT = orderIn('Procedure', 'confirming', {
  serviceRequestChargingAmount: 3500,
  orderCommunicationStatus: 'performerReplied',
  cashCharge: VISIT_CASH,
});
const VISIT_INVOICE: InvoiceSummary = { id: 'inv-2', items: VISIT_CASH.items, total: 3750, currency: 'LKR' };

function payment(overrides: {
  invoice?: InvoiceSummary | null;
  options?: OrderPaymentOptions;
  order?: OrderView;
  cash?: boolean;
}): void {
  const order = overrides.order ?? orderIn('Medication', 'confirming', { serviceRequestChargingAmount: 1500 });
  render(
    <MemoryRouter>
      <OrderPayment
        order={order}
        context={{
          invoice: overrides.invoice === undefined ? INVOICE : overrides.invoice,
          requestState: 2,
          savedCards: [],
          paymentError: null,
          redirect: null,
        }}
        options={overrides.options ?? ON}
        paying={false}
        busy={false}
        awaitsPayment
        cashOffered={overrides.cash ?? false}
        onPay={() => undefined}
        onCash={() => undefined}
        onRetryInvoice={() => undefined}
        onRedirectRefused={() => undefined}
      />
    </MemoryRouter>,
  );
}

describe('OrderPayment: the buttons rule', () => {
  it('offers each enabled gateway with a prepared invoice above zero, and the discount where the tenant gives one', () => {
    payment({});
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(
      screen.getByText('Pay online now and enjoy a 10% discount on your medication and lab test orders.'),
    ).toBeTruthy();
  });

  it('says nothing of a discount the tenant does not give (issue 29: never promised while the full amount is charged)', () => {
    payment({ options: { ...ON, onlineDiscountPercent: 0 } });
    expect(screen.queryByText(/discount/)).toBeNull();
  });

  it("says 'Can not pay Rs 00.00' for a zero total", () => {
    payment({ invoice: { ...INVOICE, total: 0 } });
    expect(screen.getByText('Can not pay Rs 00.00')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it("offers nothing with the category's payment switch off", () => {
    payment({ options: { ...ON, payment: false } });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('offers cash on delivery when allowed, and the bank transfer text for admissions', () => {
    payment({ cash: true });
    expect(screen.getByRole('button', { name: 'Pay cash on delivery' })).toBeTruthy();
    cleanup();
    payment({
      order: orderIn('Finance', 'new', { serviceRequestChargingAmount: 1500 }),
      options: { ...ON, onlineDiscountPercent: 0 },
    });
    expect(screen.getByText(/bank transfer/)).toBeTruthy();
    expect(screen.queryByText(/10% discount/)).toBeNull();
  });

  it('says what cash on delivery collects: the price with the home visit charge (issue 29)', () => {
    payment({ order: VISIT, invoice: VISIT_INVOICE, cash: true, options: { ...ON, onlineDiscountPercent: 0 } });
    expect(screen.getByText('Or pay 3,750.00 LKR in cash on delivery.')).toBeTruthy();
  });

  it('once cash is chosen, shows the amount to have ready and still offers paying online (spec 001 §4)', () => {
    payment({
      order: { ...VISIT, serviceRequestPaymentMethod: 'cash' },
      invoice: VISIT_INVOICE,
      options: { ...ON, onlineDiscountPercent: 0 },
    });
    expect(screen.getByText('You chose to pay in cash: please have 3,750.00 LKR ready for the hospital.')).toBeTruthy();
    const cash = screen.getByRole('table', { name: 'To pay in cash' });
    expect(within(cash).getByRole('rowheader', { name: 'Home visit charge' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Or pay online now' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Pay by card',
      'Pay with Genie',
    ]);
  });

  it('after payment still shows what was paid and how: in cash, or by card with its number', () => {
    const paid = {
      ...VISIT,
      serviceRequestPaymentStatus: 'paid',
      serviceRequestPaymentMethod: 'cash',
      paid: { ...VISIT_CASH, method: 'cash', time: '2026-11-30T08:00:00.000Z', cardNumber: null },
    };
    payment({ order: paid, invoice: null });
    expect(screen.getByRole('status').textContent).toMatch(/^Paid 3,750\.00 LKR in cash on 30 Nov 2026 /);
    expect(screen.getByRole('table', { name: 'Invoice No. INV-0001' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    cleanup();
    payment({
      order: {
        ...paid,
        serviceRequestPaymentMethod: 'cardProvider',
        paid: { ...paid.paid, method: 'cardProvider', cardNumber: '411111******' },
      },
      invoice: null,
    });
    expect(screen.getByRole('status').textContent).toMatch(/^Paid 3,750\.00 LKR by Card 411111\*{6} on /);
  });
});

function fakeActors(load: () => Promise<OrderView>): OrderViewActors {
  return {
    loadOrder: fromPromise(load),
    patchOrder: fromPromise(() => Promise.resolve(ORDER)),
    extendOrder: fromPromise(() => Promise.resolve(ORDER)),
    prepareInvoice: fromPromise(() => Promise.resolve(INVOICE)),
    loadSavedCards: fromPromise(() => Promise.resolve<SavedCard[]>([])),
    watchOrder: fromCallback(() => () => undefined),
    payment: paymentMachine,
  };
}

/** The fake actors, with each patch noted and applied to the order answered. */
function patchRecording(order: OrderView, patches: OrderPatch[]): OrderViewActors {
  return {
    ...fakeActors(() => Promise.resolve(order)),
    patchOrder: fromPromise<OrderView, { orderId: string; patch: OrderPatch }>(({ input }) => {
      patches.push(input.patch);
      return Promise.resolve({ ...order, ...input.patch });
    }),
  };
}

describe('OrderViewScreen', () => {
  it('says it is loading, then shows the order, its thread as text, with staff as Hospital Staff', async () => {
    renderScreen(<OrderViewRoute actors={fakeActors(() => Promise.resolve(ORDER))} />, {
      path: '/order/view',
      url: '/order/view?orderId=sr-1',
    });
    expect(screen.getByRole('status').textContent).toBe('Please wait, We are loading your order.');
    expect(await screen.findByRole('heading', { name: 'Medication', level: 1 })).toBeTruthy();
    expect(screen.getByText('MED-0001')).toBeTruthy();
    expect(screen.getByText('<b>Price is 1500</b>')).toBeTruthy();
    expect(screen.getByText('Hospital Staff')).toBeTruthy();
    // The order's own hospital only (issue 29), not every hospital of the network.
    const calls = within(screen.getByRole('list', { name: 'Call the hospital' })).getAllByRole('link');
    expect(calls.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Call hospital +94 11 234 5678', 'tel:+94112345678'],
    ]);
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reply to the hospital'), { target: { value: 'Thanks' } });
    expect(send.disabled).toBe(false);
  });

  it("shows the create screen's notice, passed in the navigation state, as a toast", async () => {
    render(
      <SessionProvider store={createSessionStore(window.localStorage, window.sessionStorage)}>
        <Provider value={new Client({ url: 'http://127.0.0.1:9/graphql', exchanges: [] })}>
          <MemoryRouter
            initialEntries={[
              { pathname: '/order/view', search: '?orderId=sr-1', state: { notice: 'Your request send to hospital.' } },
            ]}
          >
            <Routes>
              <Route
                path="/order/view"
                element={<OrderViewRoute actors={fakeActors(() => Promise.resolve(ORDER))} />}
              />
            </Routes>
          </MemoryRouter>
        </Provider>
      </SessionProvider>,
    );
    expect(await screen.findByText('Your request send to hospital.')).toBeTruthy();
  });

  it('goes to /accessDenied for an order of someone else’s patient', async () => {
    renderScreen(
      <OrderViewRoute
        actors={fakeActors(() => Promise.reject(new Error('[GraphQL] ARO-E1040:You do not have access')))}
      />,
      {
        path: '/order/view',
        url: '/order/view?orderId=sr-9',
      },
    );
    expect((await screen.findByTestId('landed')).textContent).toBe('/accessDenied');
  });

  it('hides the reply once completed and offers Request Another', async () => {
    renderScreen(
      <OrderViewRoute
        actors={fakeActors(() =>
          Promise.resolve({ ...ORDER, status: 'completed', medicationOrderStatus: 'completed' }),
        )}
      />,
      {
        path: '/order/view',
        url: '/order/view?orderId=sr-1',
      },
    );
    expect(await screen.findByRole('link', { name: 'Request Another Medication' })).toBeTruthy();
    expect(screen.queryByLabelText('Reply to the hospital')).toBeNull();
  });

  it('hides the reply once canceled too (issue 29), and offers Request Another', async () => {
    const canceled = {
      ...ORDER,
      status: 'revoked',
      medicationOrderStatus: 'canceled',
      orderCanceledReason: 'outOfStock',
    };
    renderScreen(<OrderViewRoute actors={fakeActors(() => Promise.resolve(canceled))} />, {
      path: '/order/view',
      url: '/order/view?orderId=sr-1',
    });
    expect(await screen.findByRole('link', { name: 'Request Another Medication' })).toBeTruthy();
    expect(screen.queryByLabelText('Reply to the hospital')).toBeNull();
  });

  it('changes an order at the hospital to home with the address typed in the same dialog (issue 29: no dead end)', async () => {
    const atHospital = { ...ORDER, serviceRequestInitiatedFor: 'appointment', addressLineOne: '', addressCity: '' };
    const patches: OrderPatch[] = [];
    const actors = patchRecording(atHospital, patches);
    renderScreen(<OrderViewRoute actors={actors} />, { path: '/order/view', url: '/order/view?orderId=sr-1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Change to home delivery / home visit' }));
    const dialog = screen.getByRole('dialog', { name: 'Change request' });
    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Confirm' });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('City'), { target: { value: 'Kandy' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(await screen.findByRole('region', { name: 'Address' })).toBeTruthy();
    expect(patches.at(-1)).toEqual({
      serviceRequestInitiatedFor: 'homecare',
      addressLineOne: '',
      addressLineTwo: '',
      addressLineThree: '',
      addressCity: 'Kandy',
    });
    expect(screen.queryByRole('dialog', { name: 'Change request' })).toBeNull();
  });

  it('edits the address of a home order with a patch of the address alone', async () => {
    const patches: OrderPatch[] = [];
    const actors = patchRecording(ORDER, patches);
    renderScreen(<OrderViewRoute actors={actors} />, { path: '/order/view', url: '/order/view?orderId=sr-1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit address' }));
    fireEvent.change(within(screen.getByRole('dialog', { name: 'Edit address' })).getByLabelText('City'), {
      target: { value: 'Galle' },
    });
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Edit address' })).getByRole('button', { name: 'Update' }),
    );
    expect(await screen.findByText('12 Main St, Galle')).toBeTruthy();
    expect(patches.at(-1)).toEqual({
      addressLineOne: '12 Main St',
      addressLineTwo: '',
      addressLineThree: '',
      addressCity: 'Galle',
    });
  });

  it("offers View results to the patient's lab tests once the examination's report is verified (Report)", async () => {
    const examination = orderIn('Examination', 'processing', { reportSummaryStatus: 'print_ready' });
    renderScreen(<OrderViewRoute actors={fakeActors(() => Promise.resolve(examination))} />, {
      path: '/order/view',
      url: '/order/view?orderId=sr-1',
    });
    const link = await screen.findByRole('link', { name: 'View results' });
    expect(link.getAttribute('href')).toBe('/history/examination?patientId=p1');
    cleanup();
    renderScreen(
      <OrderViewRoute actors={fakeActors(() => Promise.resolve({ ...examination, reportSummaryStatus: 'report' }))} />,
      { path: '/order/view', url: '/order/view?orderId=sr-1' },
    );
    expect(await screen.findByText('Testing', { selector: '[role="status"]' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View results' })).toBeNull();
  });
});

describe('order view texts', () => {
  it('routes Request Another to the chat or the create screen; admissions always to the screen', () => {
    expect(requestAnotherRoute('Medication', 'chat')).toBe('/chat-home/Medication');
    expect(requestAnotherRoute('Medication', 'flat')).toBe('/order/create/Medication');
    expect(requestAnotherRoute('Finance', 'chat')).toBe('/order/create/Finance');
    expect(noteAuthor('User/s1', 'Kamal')).toBe('Hospital Staff');
    expect(noteAuthor('Patient/p1', 'Nimal')).toBe('Nimal');
  });
});

describe('OrderHeader', () => {
  it('calls a procedure at home a Home Visit (issue 29)', () => {
    render(<OrderHeader order={VISIT} />);
    expect(screen.getByRole('heading', { name: 'Home Visit' })).toBeTruthy();
    cleanup();
    render(<OrderHeader order={{ ...VISIT, serviceRequestInitiatedFor: 'appointment' }} />);
    expect(screen.getByRole('heading', { name: 'Procedure' })).toBeTruthy();
  });

  const termOf = (term: string): string | null | undefined =>
    screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

  it('shows when the order was made, and the collection or visit time apart from it', () => {
    render(<OrderHeader order={orderIn('Examination', 'new', { requestedTime: '2026-11-28T04:30:00.000Z' })} />);
    expect(screen.getByRole('heading', { name: 'Examination' })).toBeTruthy();
    expect(termOf('Order No.')).toBe('MED-0001');
    expect(termOf('Requested')).toMatch(/26/);
    expect(termOf('Wanted at')).toMatch(/28/);
    expect(termOf('Requested for')).toBe('Mr. Nimal Perera (Me)');
    cleanup();
    render(<OrderHeader order={ORDER} />);
    expect(screen.queryByText('Wanted at')).toBeNull();
  });

  it("names a son stored with his name ('Son Senuk') by the relationship alone", () => {
    render(<OrderHeader order={{ ...ORDER, patientName: 'Baby. Senuk Perera', patientRelationship: 'Son Senuk' }} />);
    expect(termOf('Requested for')).toBe('Baby. Senuk Perera (Son)');
  });
});
