// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failedPaymentRoute, PAYMENT_HISTORY_TEXT } from '../../../domain/paymentHistory';
import type { Patient } from '../../../machines/types';
import { createSessionStore } from '../../../src/lib/session/sessionStore';
import { PaymentHistoryScreen } from '../../../src/features/payments/history/PaymentHistoryScreen';
import { fakeServer, ORGANIZATIONS, type Answer } from '../screens/doctor/searchServer';
import { renderScreen } from '../screens/renderWithApp';
import { speak } from '../../support/language';

const PATH = '/profiles/my-payment-history';
/** A payment's disclosure, whichever payment it names. */
const TOGGLE = /^Invoice and gateway result of /;

function patient(id: string, given: string, relationship: string | null): Patient {
  return {
    id,
    prefix: 'Mr',
    given: [given],
    family: 'Silva',
    gender: 'male',
    birthDate: '1990-05-17',
    relationship,
    hospitalId: 'org-colombo',
    mobileNo: '94771234567',
  };
}

const lkr = (value: number): { value: number; currency: string } => ({ value, currency: 'LKR' });

/** A payment in the server's shape: a 1,500.00 LKR card payment of appointment a-{id} for patient p1 at Colombo. */
function payment(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    status: 'ACCEPT',
    message: 'Request was processed successfully',
    amount: lkr(1500),
    transactionDate: new Date(2025, 5, 18, 9, 5).toISOString(),
    transactionReference: `TX-${id}`,
    paymentGatewayType: 'cardProvider',
    cardType: '001',
    cardNumber: '411111**********',
    cardExpiry: '12/30',
    firstName: 'Nuwan',
    lastName: 'Silva',
    requestReference: `Appointment/a-${id}`,
    appointmentId: `a-${id}`,
    sessionId: `s-${id}`,
    organizationId: 'org-colombo',
    invoice: {
      id: `inv-${id}`,
      patientId: 'p1',
      items: [
        { description: 'Doctor fee', category: 'doctor_fee', amount: lkr(1000) },
        { description: 'Hospital fee', category: 'hospital_fee', amount: lkr(500) },
      ],
      total: lkr(1500),
    },
    ...overrides,
  };
}

/** Where the page is now (its own url, after a history replace). */
function Here(): React.JSX.Element {
  const { pathname, search } = useLocation();
  return <p data-testid="here">{pathname + search}</p>;
}

function renderHistory(payments: Answer, url = PATH) {
  const server = fakeServer({
    MyPayments: typeof payments === 'function' ? payments : { queryMyPayments: payments },
    Organizations: { queryOrganization: ORGANIZATIONS },
  });
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({
    accessToken: 'token-1',
    profile: {
      id: 'profile-1',
      mobileNo: '94771234567',
      patients: [patient('p1', 'Nuwan', 'Me'), patient('p2', 'Kamal', null)],
    },
  });
  renderScreen(
    <>
      <PaymentHistoryScreen />
      <Here />
    </>,
    { path: PATH, url, store, client: server.client },
  );
  return server;
}

/** The card whose heading is the amount, found by its transaction reference (unique per payment). */
async function cardOf(id: string): Promise<HTMLElement> {
  const reference = await screen.findByText(`TX-${id}`);
  const card = reference.closest('article');
  if (card === null) throw new Error(`no card for ${id}`);
  return card;
}

function filtersSent(server: ReturnType<typeof fakeServer>): unknown[] {
  return server.operations
    .filter((operation) => operation.name === 'MyPayments')
    .map((operation) => operation.variables.filter);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('PaymentHistoryScreen', () => {
  it('lists every payment newest first: amount, date, status in words, what and whom it paid for, gateway and card', async () => {
    const server = renderHistory([
      payment('old', {
        transactionDate: new Date(2025, 0, 2, 14, 0).toISOString(),
        status: 'DECLINE',
        message: 'Card declined by the bank',
        amount: lkr(2350.5),
      }),
      payment('new', { paymentGatewayType: 'cardProviderQuickPay', cardNumber: '411111******' }),
      payment('wallet', {
        transactionDate: new Date(2025, 2, 3, 10, 0).toISOString(),
        paymentGatewayType: 'genie',
        cardType: null,
        cardNumber: null,
        cardExpiry: null,
        organizationId: 'org-gone',
        invoice: { ...(payment('x').invoice as object), patientId: 'p2' },
      }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment History' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back' }).getAttribute('href')).toBe('/profiles');

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['1,500.00 LKR', '1,500.00 LKR', '2,350.50 LKR']);

    const newest = await cardOf('new');
    expect(within(newest).getByText('Success')).toBeTruthy();
    expect(newest.querySelector('.payment-status--success')?.textContent).toContain('Success');
    expect(within(newest).getByText('18 Jun 2025, 9:05 AM')).toBeTruthy();
    expect(within(newest).getByRole('link', { name: 'Appointment' }).getAttribute('href')).toBe(
      '/view/appointment?sessionId=s-new&appointmentId=a-new',
    );
    expect(within(newest).getByText('Mr. Nuwan Silva (Me)')).toBeTruthy();
    expect(within(newest).getByText('Carechat Hospital Colombo')).toBeTruthy();
    expect(within(newest).getByText('Card (saved card)')).toBeTruthy();
    // A number masked shorter elsewhere reads with the one mask.
    expect(within(newest).getByText('Visa 411111**********')).toBeTruthy();
    expect(within(newest).getByText('12/30')).toBeTruthy();

    const declined = await cardOf('old');
    expect(within(declined).getByText('Failed')).toBeTruthy();
    expect(declined.querySelector('.payment-status--failed')?.textContent).toContain('Failed');
    expect(within(declined).getByText('2 Jan 2025, 2:00 PM')).toBeTruthy();
    // A failed payment paid nothing: it is never labelled 'Paid for' or 'Paid with'.
    const terms = (card: HTMLElement): (string | null)[] =>
      [...card.querySelectorAll('.payment-details dt')].slice(0, 4).map((term) => term.textContent);
    expect(terms(declined)).toEqual(['Payment for', 'Patient', 'Hospital', 'Tried with']);
    expect(within(declined).queryByText(/^Paid (for|with)$/)).toBeNull();
    expect(terms(newest)).toEqual(['Paid for', 'Patient', 'Hospital', 'Paid with']);

    // A wallet has no card; an unknown hospital and an unclassified patient still read well.
    const wallet = await cardOf('wallet');
    expect(within(wallet).getByText('Genie')).toBeTruthy();
    expect(within(wallet).getByText('Mr. Kamal Silva')).toBeTruthy();
    expect(
      within(wallet)
        .getAllByText('Not Available')
        .map((element) => element.previousElementSibling?.textContent),
    ).toEqual(['Hospital', 'Card', 'Card expiry']);

    expect(filtersSent(server)).toEqual([null]);
  });

  it('opens and closes the invoice and gateway result of a payment with a disclosure button', async () => {
    renderHistory([payment('p-1', { status: 'ERROR', message: 'Gateway system error' })]);
    const card = await cardOf('p-1');
    // Its name starts with the visible words and says which payment it opens.
    const toggle = within(card).getByRole('button', {
      name: 'Invoice and gateway result of 1,500.00 LKR, Failed, 18 Jun 2025, 9:05 AM',
    });
    expect(toggle.textContent).toBe('Invoice and gateway result');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(region).not.toBeNull();
    expect(region?.hidden).toBe(true);
    expect(within(card).queryByRole('table')).toBeNull();

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(region?.hidden).toBe(false);
    const table = within(card).getByRole('table', { name: 'Invoice' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DescriptionAmount',
      'Doctor fee1,000.00 LKR',
      'Hospital fee500.00 LKR',
      'Total1,500.00 LKR',
    ]);
    const result = within(region!);
    expect(result.getByRole('heading', { name: 'Gateway result' })).toBeTruthy();
    expect(result.getByText('Failed (ERROR)')).toBeTruthy();
    // The spec's words for a gateway error (spec 000 §8), with the gateway's message in them.
    expect(result.getByText('Payment failed with system error: Gateway system error')).toBeTruthy();
    expect(result.queryByText('Gateway system error')).toBeNull();
    expect(result.getByText('TX-p-1')).toBeTruthy();
    expect(result.getByText('Nuwan Silva')).toBeTruthy();

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(region?.hidden).toBe(true);
  });

  it('names every disclosure with its payment, so a declined attempt and its paid retry are told apart', async () => {
    const at = new Date(2025, 5, 18, 9, 5).toISOString();
    renderHistory([
      payment('paid', { transactionDate: at }),
      payment('declined', { transactionDate: at, status: 'DECLINE' }),
      payment('other', { amount: lkr(2350.5) }),
    ]);
    await cardOf('paid');
    const names = screen.getAllByRole('button', { name: TOGGLE }).map((toggle) => toggle.getAttribute('aria-label'));
    expect(names.sort()).toEqual([
      'Invoice and gateway result of 1,500.00 LKR, Failed, 18 Jun 2025, 9:05 AM',
      'Invoice and gateway result of 1,500.00 LKR, Success, 18 Jun 2025, 9:05 AM',
      'Invoice and gateway result of 2,350.50 LKR, Success, 18 Jun 2025, 9:05 AM',
    ]);
    expect(
      within(await cardOf('declined'))
        .getByRole('button', { name: TOGGLE })
        .getAttribute('aria-label'),
    ).toContain('Failed');
  });

  it('with ?paymentId= lists every payment, opens that one and gives it the focus', async () => {
    const server = renderHistory(
      [payment('p-1'), payment('p-2', { status: 'DECLINE' }), payment('p-3')],
      `${PATH}?paymentId=p-2`,
    );
    const linked = await cardOf('p-2');
    expect(within(linked).getByRole('button', { name: TOGGLE }).getAttribute('aria-expanded')).toBe('true');
    expect(within(linked).getByRole('table', { name: 'Invoice' })).toBeTruthy();
    // Focused by a passive effect: after the card is drawn, which a busy machine can show the test first.
    await waitFor(() => expect(document.activeElement).toBe(linked));
    for (const other of ['p-1', 'p-3']) {
      expect(
        within(await cardOf(other))
          .getByRole('button', { name: TOGGLE })
          .getAttribute('aria-expanded'),
      ).toBe('false');
    }
    // The whole history is asked for, not only that payment; no 'Show all payments' is needed.
    expect(filtersSent(server)).toEqual([null]);
    expect(screen.queryByRole('link', { name: PAYMENT_HISTORY_TEXT.showAll })).toBeNull();
    expect(screen.queryByText(PAYMENT_HISTORY_TEXT.paymentNotFound)).toBeNull();

    // The patient may still close it.
    await userEvent.click(within(linked).getByRole('button', { name: TOGGLE }));
    expect(within(linked).queryByRole('table')).toBeNull();
  });

  it("after a failed card payment (paymentStatus=Failure) toasts 'Payment failed' over the declined payment, opened", async () => {
    renderHistory([payment('p-1'), payment('p-2', { status: 'DECLINE' })], failedPaymentRoute('p-2'));
    const linked = await cardOf('p-2');
    expect(within(linked).getByRole('button', { name: TOGGLE }).getAttribute('aria-expanded')).toBe('true');
    expect(within(linked).getAllByText('Failed').length).toBeGreaterThan(0);
    expect(screen.getByText('Payment failed').closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('Problem with your payment')).toBeTruthy();
    // Told once: the url keeps only the payment, so a reload or Back opens it without telling it again.
    await waitFor(() =>
      expect(screen.getByTestId('here').textContent).toBe('/profiles/my-payment-history?paymentId=p-2'),
    );
    expect(screen.getByText('Problem with your payment')).toBeTruthy();
    expect(screen.getByText('Payment failed')).toBeTruthy();
  });

  it('tells no failure on a plain paymentId link', async () => {
    renderHistory([payment('p-1')], `${PATH}?paymentId=p-1`);
    await cardOf('p-1');
    expect(screen.queryByText('Payment failed')).toBeNull();
    expect(screen.queryByText('Problem with your payment')).toBeNull();
  });

  it('says so when the linked payment is not among the account’s', async () => {
    renderHistory([payment('p-1')], `${PATH}?paymentId=someone-elses`);
    expect((await screen.findByText(PAYMENT_HISTORY_TEXT.paymentNotFound)).getAttribute('role')).toBe('alert');
    expect(
      within(await cardOf('p-1'))
        .getByRole('button', { name: TOGGLE })
        .getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('with ?sessionId=&appointmentId= asks for their payments only and links to all payments', async () => {
    const server = renderHistory(
      (variables: Record<string, unknown>) => ({
        queryMyPayments: variables.filter === null ? [payment('p-1'), payment('p-2')] : [payment('p-1')],
      }),
      `${PATH}?sessionId=s-p-1&appointmentId=a-p-1`,
    );
    await cardOf('p-1');
    expect(filtersSent(server)).toEqual([{ sessionId: 's-p-1', appointmentId: 'a-p-1' }]);
    expect(screen.getByText('Payments of this appointment')).toBeTruthy();
    expect(screen.queryByText('TX-p-2')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: PAYMENT_HISTORY_TEXT.showAll }));
    await cardOf('p-2');
    expect(filtersSent(server)).toEqual([{ sessionId: 's-p-1', appointmentId: 'a-p-1' }, null]);
    expect(screen.queryByRole('link', { name: PAYMENT_HISTORY_TEXT.showAll })).toBeNull();
  });

  it("with ?orderId= asks for the order's payments", async () => {
    const server = renderHistory([], `${PATH}?orderId=o-1&sessionId=s-1`);
    await screen.findByText(PAYMENT_HISTORY_TEXT.empty);
    expect(filtersSent(server)).toEqual([{ orderId: 'o-1' }]);
    expect(screen.getByText('Payments of this order')).toBeTruthy();
    expect(screen.getByRole('link', { name: PAYMENT_HISTORY_TEXT.showAll }).getAttribute('href')).toBe(PATH);
  });

  it("reads an order's payment as Order, its category and number, linked to the order view", async () => {
    const order = payment('7', {
      requestReference: 'ServiceRequest/o-7',
      appointmentId: null,
      sessionId: null,
      serviceRequestId: 'o-7',
      orderCategory: 'Finance',
      orderIdentifier: 'SR-000007',
    });
    renderHistory([order], `${PATH}?orderId=o-7`);
    const card = await cardOf('7');
    const link = within(card).getByRole('link', { name: 'Order: Admission SR-000007' });
    expect(link.getAttribute('href')).toBe('/order/view?orderId=o-7');
  });

  it('says so while loading, and when there are no payments', async () => {
    renderHistory([]);
    expect(screen.getByRole('status').textContent).toBe(PAYMENT_HISTORY_TEXT.loading);
    const empty = await screen.findByText(PAYMENT_HISTORY_TEXT.empty);
    expect(empty.getAttribute('role')).toBe('status');
    expect(screen.queryByText(PAYMENT_HISTORY_TEXT.loading)).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error message of a failed load and tries again on Retry', async () => {
    let calls = 0;
    renderHistory(() => {
      calls += 1;
      return calls === 1
        ? new Error('ARO-E1040:We need a valid patient profile.')
        : { queryMyPayments: [payment('p-1')] };
    });
    expect((await screen.findByRole('alert')).textContent).toBe('We need a valid patient profile.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await cardOf('p-1');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });
});

describe('PaymentHistoryScreen in Sinhala and Tamil', () => {
  const WORDS = {
    si: {
      title: 'ගෙවීම් ඉතිහාසය',
      success: 'සාර්ථකයි',
      failed: 'අසාර්ථකයි',
      paidFor: 'ගෙවූයේ',
      appointment: 'හමුවීම',
      card: 'කාඩ්පත',
      toggle: 'ඉන්වොයිසිය සහ ගෙවීම් ද්වාරයේ ප්‍රතිඵලය',
      declined: 'ගෙවීම අසාර්ථකයි, ඔබේ ඉල්ලීම බැංකුවෙන් තහවුරු කළ නොහැකි විය',
      total: 'එකතුව',
      empty: 'අපට තවමත් ඔබේ ගෙවීම් කිසිවක් හමු නොවීය',
    },
    ta: {
      title: 'கட்டண வரலாறு',
      success: 'வெற்றி',
      failed: 'தோல்வி',
      paidFor: 'செலுத்தியது',
      appointment: 'சந்திப்பு',
      card: 'அட்டை',
      toggle: 'விலைப்பட்டியலும் நுழைவாயில் முடிவும்',
      declined: 'கட்டணம் தோல்வியடைந்தது, உங்கள் கோரிக்கையை வங்கியால் அங்கீகரிக்க முடியவில்லை',
      total: 'மொத்தம்',
      empty: 'உங்கள் கட்டணங்கள் எதுவும் இதுவரை எங்களுக்குக் கிடைக்கவில்லை',
    },
  } as const;
  let back: () => void = () => undefined;
  afterEach(() => back());

  it.each(['si', 'ta'] as const)(
    'words the page, its payments and the gateway result in %s; amounts stay as they are',
    async (language) => {
      back = speak(language);
      const words = WORDS[language];
      renderHistory([payment('new'), payment('old', { status: 'DECLINE', message: '' })]);
      expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeTruthy();
      const paid = await cardOf('new');
      expect(within(paid).getByRole('heading', { level: 2 }).textContent).toBe('1,500.00 LKR');
      expect(within(paid).getByText(words.success)).toBeTruthy();
      expect(within(paid).getByText(words.paidFor)).toBeTruthy();
      expect(within(paid).getByRole('link', { name: words.appointment })).toBeTruthy();
      expect(within(paid).getAllByText(words.card)).toHaveLength(2);
      const declined = await cardOf('old');
      expect(within(declined).getAllByText(words.failed).length).toBeGreaterThan(0);
      await userEvent.click(within(declined).getByText(words.toggle));
      expect(within(declined).getByText(words.declined)).toBeTruthy();
      expect(within(declined).getByRole('rowheader', { name: words.total })).toBeTruthy();
    },
  );

  it.each(['si', 'ta'] as const)('says there are no payments yet in %s', async (language) => {
    back = speak(language);
    renderHistory([]);
    expect(await screen.findByText(WORDS[language].empty)).toBeTruthy();
  });
});
