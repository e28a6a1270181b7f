// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cashChargeOf, openBoard, paidOf, staffOrder } from './orderFixtures';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

const item = (name: RegExp): HTMLElement => screen.getByRole('listitem', { name });

async function open(name: RegExp): Promise<HTMLElement> {
  await userEvent.click(within(item(name)).getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog');
}

const buttonNames = (scope: HTMLElement): string[] =>
  within(scope)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('staff order board', () => {
  it('lists the hospital orders live, open ones by default, filtered by category and status', async () => {
    const server = await openBoard([
      staffOrder('1', 'Medication', 'new', {}, 'Nimal Perera'),
      staffOrder('2', 'Examination', 'confirming', {}, 'Sita Kumari'),
      staffOrder('3', 'Finance', 'drConfirming', {}, 'Ravi Dias'),
      staffOrder('4', 'Medication', 'completed', {}, 'Anu Bandara'),
    ]);
    expect(screen.getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'Medication SR-1, Nimal Perera',
      'Examination SR-2, Sita Kumari',
      'Admission SR-3, Ravi Dias',
    ]);
    expect(item(/Admission SR-3/).textContent).toContain('Doctor confirming');

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Medication');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'completed');
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'Medication SR-4, Anu Bandara',
    ]);

    // A change pushed by the server shows without asking.
    act(() =>
      server.push('StaffOrdersChanged', {
        staffOrdersChanged: [staffOrder('5', 'Medication', 'completed', {}, 'Mala Perera')],
      }),
    );
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'Medication SR-5, Mala Perera',
    ]);
  });

  it('opens an order with the patient, call link, lines with prices, address, time, payment and the thread as text', async () => {
    await openBoard([
      staffOrder(
        '1',
        'Examination',
        'confirming',
        {
          sampleCollectionRequestedTime: new Date(2026, 10, 21, 8, 30).toISOString(),
          sampleCollectionTime: new Date(2026, 10, 21, 8, 5).toISOString(),
          sampleCollectionUserName: 'Front desk, Colombo',
          serviceRequestChargingAmount: 2500,
          orderCommunicationStatus: 'patientReplied',
          orderDetail: [{ code: '10000001', display: 'FBC', price: { value: 1200, currency: 'LKR' } }],
          note: [
            {
              authorReference: 'User/staff-1',
              authorDisplay: 'Hospital Staff',
              time: new Date(2026, 10, 20, 10).toISOString(),
              text: 'Rs 2500, please pay',
            },
            {
              authorReference: 'Patient/p1',
              authorDisplay: 'Nimal Perera',
              time: new Date(2026, 10, 20, 11).toISOString(),
              text: '<b>ok</b>',
            },
          ],
        },
        'Nimal Perera',
      ),
    ]);
    const dialog = await open(/Examination SR-1/);
    expect(within(dialog).getByRole('heading', { name: 'Examination SR-1' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Call patient' }).getAttribute('href')).toBe('tel:+94771234567');
    expect(within(dialog).getByText('+94 77 123 4567', { exact: false })).toBeTruthy();
    expect(within(dialog).getByRole('cell', { name: 'FBC' }).closest('tr')?.textContent).toBe(
      '10000001FBC1,200.00 LKR',
    );
    expect(within(dialog).getByText('12 Galle Road, Colombo 3')).toBeTruthy();
    expect(within(dialog).getByText('Sample collection')).toBeTruthy();
    expect(within(dialog).getByText('Sample collected', { selector: 'dt' }).nextElementSibling?.textContent).toMatch(
      /8:05 AM, Front desk, Colombo$/,
    );
    expect(within(dialog).getByText('Home sample collection')).toBeTruthy();
    expect(within(dialog).getByText('2,500.00 LKR')).toBeTruthy();
    expect(within(dialog).getByText('Pending, Not chosen yet')).toBeTruthy();
    expect(within(dialog).getByText('Patient replied')).toBeTruthy();
    expect(within(dialog).getByText('<b>ok</b>')).toBeTruthy();
    expect(within(dialog).getByText('No prescription attached.')).toBeTruthy();
  });

  it('offers exactly the next step, disabled with the reason until paid or cash', async () => {
    await openBoard([
      staffOrder('1', 'Medication', 'confirming', { serviceRequestChargingAmount: 900 }),
      staffOrder('2', 'Medication', 'confirming', {
        serviceRequestChargingAmount: 900,
        serviceRequestPaymentStatus: 'paid',
        serviceRequestPaymentMethod: 'genie',
      }),
      staffOrder('3', 'Medication', 'preparing', { serviceRequestPaymentStatus: 'paid' }),
      staffOrder('4', 'Finance', 'new'),
      staffOrder('5', 'Medication', 'new'),
    ]);
    let dialog = await open(/SR-1,/);
    const waiting = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Start preparing' });
    expect(waiting.disabled).toBe(true);
    expect(waiting.getAttribute('aria-describedby')).not.toBeNull();
    expect(document.getElementById(waiting.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Waiting for the patient to pay (or to choose cash on delivery).',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    dialog = await open(/SR-2,/);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Start preparing' }).disabled).toBe(false);
    expect(buttonNames(dialog)).toEqual(['Send reply', 'Start preparing', 'Cancel order', 'Close']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    dialog = await open(/SR-3,/);
    expect(buttonNames(dialog)).toEqual(['Send reply', 'Out for delivery', 'Cancel order', 'Close']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    dialog = await open(/SR-4,/);
    expect(buttonNames(dialog)).toEqual(['Send reply', 'Confirm (doctor)', 'Cancel order', 'Close']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    // A new paid-category order is confirmed by replying with a price, not by a move.
    dialog = await open(/SR-5,/);
    expect(buttonNames(dialog)).toEqual(['Send reply', 'Cancel order', 'Close']);
    expect(within(dialog).getByText('Reply with a price to confirm the order.')).toBeTruthy();
  });

  it('moves the order and shows the server refusal in words; the dialog follows the live order', async () => {
    const server = await openBoard(
      [staffOrder('1', 'Medication', 'preparing', { serviceRequestPaymentStatus: 'paid' })],
      {
        StaffMoveOrder: new Error('ARO-E1072:That move is not allowed'),
      },
    );
    const dialog = await open(/SR-1,/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Out for delivery' }));
    expect(server.sent('StaffMoveOrder')).toEqual([{ id: '1', to: 'delivering' }]);
    expect(await within(dialog).findByText('That move is not allowed')).toBeTruthy();

    act(() =>
      server.push('StaffOrdersChanged', {
        staffOrdersChanged: [staffOrder('1', 'Medication', 'delivering', { serviceRequestPaymentStatus: 'paid' })],
      }),
    );
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark completed' })).toBeTruthy();
  });

  it('closed orders take no reply, move or cancel', async () => {
    await openBoard([staffOrder('1', 'Medication', 'canceled', { orderCanceledReason: 'outOfStock' })]);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    const dialog = await open(/SR-1,/);
    expect(buttonNames(dialog)).toEqual(['Close']);
    expect(within(dialog).getByText('Canceled: Out of stock')).toBeTruthy();
  });
});

describe('reply form', () => {
  it('requires a note, and a price on the first reply; sends the price in rupees', async () => {
    const server = await openBoard([staffOrder('1', 'Medication', 'new')], {
      StaffReplyOrder: (v: Record<string, unknown>) => ({
        staffReplyOrder: staffOrder(String(v.id), 'Medication', 'confirming'),
      }),
    });
    const dialog = await open(/SR-1,/);
    const send = within(dialog).getByRole('button', { name: 'Send reply' });
    await userEvent.click(send);
    expect(within(dialog).getByRole('alert').textContent).toBe('Write a note to the patient.');
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Available, 3 items');
    await userEvent.click(send);
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter the price of the order.');
    await userEvent.type(within(dialog).getByLabelText('Price (Rs)'), '12.345');
    await userEvent.click(send);
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter the price in rupees, for example 1500.00.');
    expect(server.sent('StaffReplyOrder')).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText('Price (Rs)'));
    await userEvent.type(within(dialog).getByLabelText('Price (Rs)'), '1500.50');
    await userEvent.click(send);
    expect(server.sent('StaffReplyOrder')).toEqual([{ id: '1', note: 'Available, 3 items', amount: 1500.5 }]);
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Note').value).toBe(''));
  });

  it('makes the price optional once the order is priced', async () => {
    const server = await openBoard(
      [staffOrder('1', 'Medication', 'confirming', { serviceRequestChargingAmount: 800 })],
      {
        StaffReplyOrder: (v: Record<string, unknown>) => ({
          staffReplyOrder: staffOrder(String(v.id), 'Medication', 'confirming'),
        }),
      },
    );
    const dialog = await open(/SR-1,/);
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Ready tomorrow');
    expect(within(dialog).getByLabelText('Price (Rs, optional)')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(server.sent('StaffReplyOrder')).toEqual([{ id: '1', note: 'Ready tomorrow', amount: null }]);
  });
});

describe('cash and cancel', () => {
  it('offers Record cash payment only for a cash order still pending, and asks first', async () => {
    const server = await openBoard(
      [
        staffOrder('1', 'Medication', 'delivering', {
          serviceRequestPaymentMethod: 'cash',
          serviceRequestChargingAmount: 900,
          cashCharge: cashChargeOf(900, { description: 'Delivery charge', value: 250 }),
        }),
        staffOrder('2', 'Medication', 'delivering', {
          serviceRequestPaymentMethod: 'cash',
          serviceRequestPaymentStatus: 'paid',
        }),
        staffOrder('3', 'Medication', 'confirming', { serviceRequestPaymentMethod: 'genie' }),
      ],
      {
        StaffRecordCashPayment: (v: Record<string, unknown>) => ({
          staffRecordCashPayment: staffOrder(String(v.id), 'Medication', 'delivering'),
        }),
      },
    );
    let dialog = await open(/SR-2,/);
    expect(within(dialog).queryByRole('button', { name: 'Record cash payment' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    dialog = await open(/SR-3,/);
    expect(within(dialog).queryByRole('button', { name: 'Record cash payment' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    dialog = await open(/SR-1,/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record cash payment' }));
    const question = screen.getByRole('dialog', { name: 'Record cash payment' });
    expect(question.textContent).toContain('Was the cash payment of 1,150.00 LKR taken from Patient 1?');
    await userEvent.click(within(question).getByRole('button', { name: 'Record cash payment' }));
    expect(server.sent('StaffRecordCashPayment')).toEqual([{ id: '1' }]);
    expect(await screen.findByRole('dialog', { name: 'Medication SR-1' })).toBeTruthy();
  });

  it('asks for the total the patient was shown (price and home visit charge) and shows it paid, and how, afterwards (issue 29)', async () => {
    const visit = {
      serviceRequestPaymentMethod: 'cash',
      serviceRequestChargingAmount: 3500,
      cashCharge: cashChargeOf(3500, { description: 'Home visit charge', value: 250 }),
    };
    await openBoard([
      staffOrder('1', 'Procedure', 'processing', visit),
      staffOrder('2', 'Procedure', 'completed', {
        ...visit,
        status: 'completed',
        serviceRequestPaymentStatus: 'paid',
        paid: paidOf('cash', 3750),
      }),
      staffOrder('3', 'Examination', 'processing', {
        ...visit,
        serviceRequestPaymentMethod: 'cardProvider',
        serviceRequestPaymentStatus: 'paid',
        paid: paidOf('cardProvider', 3400, '411111******'),
      }),
    ]);
    let dialog = await open(/SR-1,/);
    const row = (scope: HTMLElement, term: string): string | null | undefined =>
      within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(row(dialog, 'Price')).toBe('3,500.00 LKR');
    expect(row(dialog, 'Home visit charge')).toBe('250.00 LKR');
    expect(row(dialog, 'Total in cash')).toBe('3,750.00 LKR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record cash payment' }));
    expect(screen.getByRole('dialog', { name: 'Record cash payment' }).textContent).toContain(
      'Was the cash payment of 3,750.00 LKR taken from Patient 1?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    dialog = await open(/SR-2,/);
    expect(row(dialog, 'Paid')).toMatch(/^3,750\.00 LKR in cash, /);
    expect(within(dialog).queryByText('Total in cash')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    dialog = await open(/SR-3,/);
    expect(row(dialog, 'Paid')).toMatch(/^3,400\.00 LKR by Card 411111\*{6}, /);
  });

  it('cancels only with a reason, after confirming, and keeps the dialog open with the refusal', async () => {
    let refuse = true;
    const server = await openBoard([staffOrder('1', 'Medication', 'confirming')], {
      StaffCancelOrder: (v: Record<string, unknown>) =>
        refuse
          ? new Error('ARO-E1073:The order is already closed')
          : { staffCancelOrder: staffOrder(String(v.id), 'Medication', 'canceled') },
    });
    const dialog = await open(/SR-1,/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    const cancel = screen.getByRole('dialog', { name: 'Cancel Medication SR-1' });
    const confirm = within(cancel).getByRole<HTMLButtonElement>('button', { name: 'Cancel order' });
    expect(confirm.disabled).toBe(true);
    await userEvent.click(within(cancel).getByRole('radio', { name: 'Patient did not respond' }));
    await userEvent.click(confirm);
    expect(await within(cancel).findByText('The order is already closed')).toBeTruthy();
    refuse = false;
    await userEvent.click(confirm);
    expect(server.sent('StaffCancelOrder')).toEqual([
      { id: '1', reason: 'patientNoResponse' },
      { id: '1', reason: 'patientNoResponse' },
    ]);
    expect(await screen.findByRole('dialog', { name: 'Medication SR-1' })).toBeTruthy();
  });

  it('Keep order goes back to the order without cancelling', async () => {
    const server = await openBoard([staffOrder('1', 'Procedure', 'new')]);
    const dialog = await open(/SR-1,/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(screen.getByRole('dialog', { name: 'Procedure SR-1' })).toBeTruthy();
    expect(server.sent('StaffCancelOrder')).toEqual([]);
  });
});
