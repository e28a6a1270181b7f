// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_ACTIONS, RESERVE_DIALOG } from '../../../../domain/bookingRules';
import { PAYMENT_GATEWAYS, type PaymentGateway } from '../../../../domain/payment';
import type { AppointmentSummary, InitiatedBooking, Profile } from '../../../../machines/types';
import { createSessionStore } from '../../../../src/lib/session/sessionStore';
import type { RedirectEnvironment } from '../../../../src/lib/payment/redirectTo';
import { SessionScreen } from '../../../../src/features/booking/session/SessionScreen';
import { renderScreen } from '../renderWithApp';
import { ACCOUNT, APPOINTMENT, HOLDER, MOTHER, bookingActorsFake, screenApi, sessionData } from './bookingFixtures';

const tenant = __TENANT__;
const GATEWAY_LABELS: Record<PaymentGateway, string> = {
  cardProvider: BOOKING_ACTIONS.payByCard,
  masterCard: BOOKING_ACTIONS.payMasterCard,
  genie: BOOKING_ACTIONS.payGenie,
};
const enabled = PAYMENT_GATEWAYS.filter((gateway) => tenant.payment.gateways[gateway].enabled);
const paymentOn = tenant.features.channelling.payment && enabled.length > 0;

function signedIn(profile: Profile = ACCOUNT, relationshipView: string | null = null) {
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({ accessToken: 'token-1', profile });
  if (relationshipView !== null) store.setRelationshipView(relationshipView);
  return store;
}

function environment(): RedirectEnvironment & { assign: ReturnType<typeof vi.fn> } {
  const assign = vi.fn();
  return { document, location: { assign }, endpoints: [], assign };
}

function render(
  options: {
    actors?: ReturnType<typeof bookingActorsFake>;
    api?: ReturnType<typeof screenApi>;
    profile?: Profile;
    view?: string | null;
    env?: RedirectEnvironment;
    url?: string;
    loadAppointment?: (appointmentId: string) => Promise<AppointmentSummary>;
  } = {},
) {
  const actors = options.actors ?? bookingActorsFake();
  const api = options.api ?? screenApi();
  const result = renderScreen(
    <SessionScreen
      api={api}
      actors={actors}
      redirectEnvironment={options.env ?? environment()}
      loadAppointment={options.loadAppointment}
    />,
    {
      path: '/view/session',
      url: options.url ?? '/view/session?sessionId=session-1',
      store: signedIn(options.profile, options.view ?? null),
    },
  );
  return { ...result, actors, api };
}

async function reserve(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: RESERVE_DIALOG.title });
  await user.click(within(dialog).getByRole('button', { name: RESERVE_DIALOG.confirm }));
}

let submitted: HTMLFormElement[] = [];
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('SessionScreen', () => {
  it('shows the session card and opens the reserve dialog as a modal with the confirm button focused', async () => {
    const { api } = render();
    const dialog = await screen.findByRole('dialog', { name: RESERVE_DIALOG.title });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The dialog moves the focus once it is open (an effect after it renders).
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: RESERVE_DIALOG.confirm })),
    );
    expect(
      within(dialog).getByText(/Reserve a number for Mr\. Nimal Perera with Dr\. Anil Gunasekara on/),
    ).toBeTruthy();
    expect(screen.getAllByText('Dr. Anil Gunasekara').length).toBeGreaterThan(0);
    expect(api.watched).toEqual(['session-1']);
  });

  it('asks who the booking is for when no relationship is being viewed, the holder (Me) first', async () => {
    const user = userEvent.setup();
    const { actors } = render({ profile: { ...ACCOUNT, patients: [MOTHER, HOLDER] } });
    const chooser = await screen.findByRole('dialog', { name: 'This account is for?' });
    const choices = within(chooser)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(choices.slice(0, 2)).toEqual(['Mr. Nimal Perera (Me)', 'Mrs. Kamala Perera (Mother)']);
    await user.click(within(chooser).getByRole('button', { name: 'Mrs. Kamala Perera (Mother)' }));
    await reserve(user);
    await waitFor(() =>
      expect(actors.created).toEqual([
        { sessionId: 'session-1', patientId: 'patient-2', valuepack: false, originChannel: 'flat' },
      ]),
    );
  });

  it('preselects the patient of the relationship being viewed', async () => {
    const user = userEvent.setup();
    const { actors } = render({ profile: { ...ACCOUNT, patients: [HOLDER, MOTHER] }, view: 'Mother' });
    await reserve(user);
    await waitFor(() => expect(actors.created.map((call) => call.patientId)).toEqual(['patient-2']));
  });

  it('sends an account without patients to add one', async () => {
    render({ profile: { ...ACCOUNT, patients: [] } });
    const chooser = await screen.findByRole('dialog', { name: 'This account is for?' });
    expect(within(chooser).getByText('No profiles found, Add your profile to continue')).toBeTruthy();
    expect(within(chooser).getByRole('link', { name: 'Add new profile' }).getAttribute('href')).toBe(
      `/profiles/registration?back=${encodeURIComponent('/view/session?sessionId=session-1')}`,
    );
  });

  it('calculates the invoice, then shows it with the pay buttons of the tenant', async () => {
    const user = userEvent.setup();
    render();
    await reserve(user);
    expect(await screen.findByRole('table', { name: 'Invoice' })).toBeTruthy();
    expect(screen.getByLabelText('Your number 5')).toBeTruthy();
    const expected = paymentOn
      ? [BOOKING_ACTIONS.quickPay('411111******'), ...enabled.map((gateway) => GATEWAY_LABELS[gateway])]
      : [];
    if (tenant.features.channelling.reserve) expected.push(BOOKING_ACTIONS.book);
    for (const label of expected) expect(screen.getByRole('button', { name: label })).toHaveProperty('disabled', false);
    expect(screen.queryByText('Can not pay Rs 00.00')).toBeNull();
  });

  it("says 'Please wait, we are calculating your invoice' meanwhile, and offers a retry when it fails", async () => {
    const user = userEvent.setup();
    let fail: (error: Error) => void = () => undefined;
    render({ actors: bookingActorsFake({ invoice: () => new Promise((_, reject) => (fail = reject)) }) });
    await reserve(user);
    expect(await screen.findByText('Please wait, we are calculating your invoice')).toBeTruthy();
    fail(new Error('ARO-E1042:'));
    expect(await screen.findByText('Error while calculating invoice, please refresh.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it("shows 'Can not pay Rs 00.00' and no pay or book button for a zero total", async () => {
    const user = userEvent.setup();
    render({ actors: bookingActorsFake({ total: 0 }) });
    await reserve(user);
    expect(await screen.findByText('Can not pay Rs 00.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay|Book now/ })).toBeNull();
  });

  it.runIf(paymentOn)(
    "says 'Unable to process payment!' when initiation fails and enables the button again",
    async () => {
      const user = userEvent.setup();
      let fail: (error: Error) => void = () => undefined;
      const actors = bookingActorsFake({
        initiate: () => new Promise<InitiatedBooking>((_, reject) => (fail = reject)),
      });
      render({ actors });
      await reserve(user);
      const gateway = GATEWAY_LABELS[enabled[0]!];
      await user.click(await screen.findByRole('button', { name: gateway }));
      expect(screen.getByText('PROCESSING PAYMENT...')).toBeTruthy();
      expect(screen.getByText('Processing payment, please wait')).toBeTruthy();
      expect(screen.getByRole('button', { name: gateway })).toHaveProperty('disabled', true);
      fail(new Error('ARO-E1043:'));
      expect(await screen.findByText('Unable to process payment!')).toBeTruthy();
      expect(screen.getByRole('button', { name: gateway })).toHaveProperty('disabled', false);
      expect(screen.queryByText('PROCESSING PAYMENT...')).toBeNull();
    },
  );

  it.runIf(paymentOn && tenant.payment.gateways.cardProvider.enabled)(
    'posts the signed form to the card provider with the return urls of the appointment',
    async () => {
      const user = userEvent.setup();
      const actors = bookingActorsFake();
      render({ actors });
      await reserve(user);
      await user.click(await screen.findByRole('button', { name: BOOKING_ACTIONS.payByCard }));
      await waitFor(() => expect(submitted).toHaveLength(1));
      expect(submitted[0]!.getAttribute('action')).toBe('/sandbox/cardProvider/pay');
      expect(actors.initiated[0]).toMatchObject({
        paymentGatewayType: 'cardProvider',
        successUrl: '/view/appointment?sessionId=session-1&appointmentId=appointment-1&paymentStatus=success',
        failureUrl: '/view/appointment?sessionId=session-1&appointmentId=appointment-1&paymentStatus=Failure',
      });
    },
  );

  it.runIf(paymentOn)('pays with the saved card and opens the booked appointment', async () => {
    const user = userEvent.setup();
    render();
    await reserve(user);
    await user.click(await screen.findByRole('button', { name: BOOKING_ACTIONS.quickPay('411111******') }));
    expect((await screen.findByTestId('landed')).textContent).toBe(
      '/view/appointment?sessionId=session-1&appointmentId=appointment-1',
    );
  });

  it.runIf(paymentOn)('keeps the booking when the saved card is declined, with the reason', async () => {
    const user = userEvent.setup();
    render({
      actors: bookingActorsFake({
        quickPay: {
          status: 'failed',
          decision: 'DECLINE',
          message: 'Card declined by the bank',
          paymentId: 'payment-2',
        },
      }),
    });
    await reserve(user);
    await user.click(await screen.findByRole('button', { name: BOOKING_ACTIONS.quickPay('411111******') }));
    expect(await screen.findByText('Payment failed, unable to authenticate your request from bank')).toBeTruthy();
    expect(screen.getByRole('button', { name: BOOKING_ACTIONS.quickPay('411111******') })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it.runIf(tenant.features.channelling.reserve)(
    'books without paying (reserve-only) and opens the appointment',
    async () => {
      const user = userEvent.setup();
      render();
      await reserve(user);
      await user.click(await screen.findByRole('button', { name: BOOKING_ACTIONS.book }));
      expect((await screen.findByTestId('landed')).textContent).toBe(
        '/view/appointment?sessionId=session-1&appointmentId=appointment-1',
      );
    },
  );

  it('closes the dialog on Cancel and offers to reserve again', async () => {
    const user = userEvent.setup();
    const { actors } = render();
    const dialog = await screen.findByRole('dialog', { name: RESERVE_DIALOG.title });
    await user.click(within(dialog).getByRole('button', { name: RESERVE_DIALOG.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: RESERVE_DIALOG.title }));
    expect(await screen.findByRole('dialog', { name: RESERVE_DIALOG.title })).toBeTruthy();
    expect(actors.created).toEqual([]);
  });

  it('shows a full session with its label and offers no booking', async () => {
    render({ api: screenApi(sessionData({ activeAppointments: 20 })) });
    expect(await screen.findAllByText('Full')).not.toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a session that is over with its label and offers no booking', async () => {
    render({ api: screenApi(sessionData({ status: 'completed' })) });
    expect(await screen.findAllByText('Dr. Left')).not.toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('Retry payment (…&appointmentId=A after a failed payment)', () => {
    const RETRY_URL = '/view/session?sessionId=session-1&appointmentId=appointment-1';

    it('pays the held token again from its invoice: no dialog, no second token', async () => {
      const asked: string[] = [];
      const held: AppointmentSummary = { ...APPOINTMENT, holdExpiresAt: Date.now() + 10 * 60_000 };
      // The patient's own token may be the one that filled the session.
      const { actors } = render({
        url: RETRY_URL,
        api: screenApi(sessionData({ activeAppointments: 20 })),
        loadAppointment: (appointmentId) => {
          asked.push(appointmentId);
          return Promise.resolve(held);
        },
      });
      expect(await screen.findByRole('table', { name: 'Invoice' })).toBeTruthy();
      expect(screen.getByLabelText('Your number 5')).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: RESERVE_DIALOG.title })).toBeNull();
      expect(asked).toEqual(['appointment-1']);
      expect(actors.created).toEqual([]);
    });

    it('pays a token booked to pay at the hospital (Pay now): its invoice and the online pay buttons, no Book, no second token', async () => {
      const reserved: AppointmentSummary = { ...APPOINTMENT, bookingType: 'confirmed', holdExpiresAt: null };
      const { actors } = render({ url: RETRY_URL, loadAppointment: () => Promise.resolve(reserved) });
      expect(await screen.findByRole('table', { name: 'Invoice' })).toBeTruthy();
      expect(screen.getByLabelText('Your number 5')).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: RESERVE_DIALOG.title })).toBeNull();
      if (paymentOn) expect(screen.getByRole('button', { name: GATEWAY_LABELS[enabled[0]!] })).toBeTruthy();
      // Already booked that way: booking it again to pay at the hospital is no choice.
      expect(screen.queryByRole('button', { name: BOOKING_ACTIONS.book })).toBeNull();
      expect(actors.created).toEqual([]);
    });

    it.each([
      ['its hold has lapsed', { holdExpiresAt: Date.now() - 60_000 }],
      ['it is paid', { paymentStatus: 'paid' as const, bookingType: 'confirmed' as const, holdExpiresAt: null }],
      ['it was cancelled', { status: 'cancelled' }],
      ['it is in another session', { sessionId: 'session-2' }],
      ['it is not a patient of this account', { patientId: 'patient-9' }],
    ])('books anew when %s', async (_, overrides) => {
      const user = userEvent.setup();
      const { actors } = render({
        url: RETRY_URL,
        loadAppointment: () => Promise.resolve({ ...APPOINTMENT, ...overrides }),
      });
      await reserve(user);
      expect(await screen.findByRole('table', { name: 'Invoice' })).toBeTruthy();
      expect(actors.created).toHaveLength(1);
    });

    it("books anew when the appointment cannot be read (another account's is denied)", async () => {
      const user = userEvent.setup();
      const { actors } = render({
        url: RETRY_URL,
        loadAppointment: () => Promise.reject(new Error('ARO-E1040:We need a valid patient profile.')),
      });
      await reserve(user);
      expect(await screen.findByRole('table', { name: 'Invoice' })).toBeTruthy();
      expect(actors.created).toHaveLength(1);
    });
  });
});
