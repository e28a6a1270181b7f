// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AppointmentView,
  AppointmentViewEvent,
  HeartbeatPatch,
  QueueToken,
} from '../../../../machines/appointmentView.machine';
import type { AppointmentViewActors } from '../../../../src/features/booking/api/bookingActors';
import { createSessionStore } from '../../../../src/lib/session/sessionStore';
import { formatTime } from '../../../../domain/days';
import { AppointmentRoute } from '../../../../src/app/routes/AppointmentRoute';
import { renderScreen } from '../renderWithApp';
import { speak } from '../../../support/language';
import { ACCOUNT, sessionData, viewedAppointment } from '../session/bookingFixtures';

function appointment(overrides: Partial<AppointmentView> = {}): AppointmentView {
  return viewedAppointment({ heartbeatLinkSeen: false, ...overrides });
}

function fakeActors(load: () => Promise<AppointmentView>, watched: string[] = []) {
  const patches: HeartbeatPatch[] = [];
  const senders = new Map<string, (event: EventObject) => void>();
  const watcher = (name: string) =>
    fromCallback<EventObject, { appointmentId: string; sessionId: string }>(({ input, sendBack }) => {
      watched.push(`${name}:${input.sessionId}`);
      senders.set(name, sendBack);
      return () => senders.delete(name);
    });
  const actors: AppointmentViewActors = {
    loadAppointment: fromPromise(load),
    patchAppointment: fromPromise(({ input }) => {
      patches.push(input.patch);
      return Promise.resolve(null);
    }),
    watchAppointment: watcher('appointment'),
    watchSession: watcher('session'),
    watchQueue: watcher('queue'),
  };
  const push = (name: string, event: AppointmentViewEvent): void => {
    act(() => senders.get(name)?.(event));
  };
  return { actors, patches, push };
}

function render(view: AppointmentView | Error, query = '') {
  const fake = fakeActors(() => (view instanceof Error ? Promise.reject(view) : Promise.resolve(view)));
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({ accessToken: 'token-1', profile: ACCOUNT });
  renderScreen(
    <>
      <AppointmentRoute actors={fake.actors} />
      <Here />
    </>,
    {
      path: '/view/appointment',
      url: `/view/appointment?sessionId=session-1&appointmentId=appointment-1${query}`,
      store,
    },
  );
  return fake;
}

/** Where the page is now (its own url, after a history replace). */
function Here(): React.JSX.Element {
  const { pathname, search } = useLocation();
  return <p data-testid="here">{pathname + search}</p>;
}

const tokens = (...entries: [number, string][]): QueueToken[] =>
  entries.map(([tokenNo, status]) => ({ tokenNo, status, paymentStatus: 'paid' }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => cleanup());

describe('AppointmentScreen', () => {
  it('says it is loading, then shows status, payment, token, who it is for, location and the actions', async () => {
    const fake = render(appointment());
    expect(screen.getByRole('status').textContent).toBe('Please wait, we are loading your appointment details');
    expect(await screen.findByText('Booked', { selector: '.status-banner' })).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByLabelText('Token No. 5')).toBeTruthy();
    expect(screen.getByText('Mr. Nimal Perera (Me)')).toBeTruthy();
    const location = screen.getByRole('region', { name: 'Location' });
    expect(within(location).getByText('Carechat Hospital Colombo')).toBeTruthy();
    expect(within(location).getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=6.9&mlon=79.85#map=10/6.9/79.85',
    );
    expect(screen.getByRole('link', { name: 'Book again' }).getAttribute('href')).toBe(
      '/view/session?sessionId=session-1',
    );
    expect(screen.getByRole('link', { name: 'Call hospital' }).getAttribute('href')).toBe('tel:+94112345678');
    // The link is marked seen once, on the first view.
    expect(fake.patches).toEqual([{ heartbeatLinkSeen: true }]);
  });

  it('shows no street location or map for a video appointment, and says it is a video consultation', async () => {
    render(appointment({ heartbeatLinkSeen: true, session: sessionData({ video: true, locationName: 'Ward 2' }) }));
    const block = await screen.findByRole('region', { name: 'Video consultation' });
    expect(block.textContent).toContain('There is no need to come to the hospital');
    expect(screen.queryByRole('region', { name: 'Location' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open in maps' })).toBeNull();
    expect(screen.queryByText(/Ward 2/)).toBeNull();
    expect(screen.queryByText(/Coordinates/)).toBeNull();
  });

  it.each([
    ['arrived', 'Ongoing'],
    ['cancelled', 'Cancelled'],
    ['fulfilled', 'Completed'],
    ['noshow', 'No Show'],
    ['entered_in_error', 'Unhandled Status'],
  ])('labels status %s as %s', async (status, label) => {
    render(appointment({ status, heartbeatLinkSeen: true }));
    const banner = await screen.findByText(label, { selector: '.status-banner' });
    expect(banner.getAttribute('role')).toBe('status');
  });

  it('says first that the doctor cancelled the session, with no queue figures, and the way forward', async () => {
    // Seeded or imported data: the session is cancelled while the appointment itself still reads booked.
    const fake = render(
      appointment({ heartbeatLinkSeen: true, session: sessionData({ status: 'practitioner_canceled' }) }),
    );
    const banner = await screen.findByText('Dr. Canceled', { selector: '.status-banner' });
    expect(banner.getAttribute('role')).toBe('status');
    expect(screen.queryByText('Booked', { selector: '.status-banner' })).toBeNull();
    const why = screen.getByRole('group', { name: 'Dr. Canceled' });
    expect(why.textContent).toContain('The doctor cancelled this session, so this appointment will not take place.');
    expect(why.textContent).toContain(
      'Please call Carechat Hospital Colombo to move your appointment to another session or to ask for a refund.',
    );
    // The banner comes before everything else on the page.
    expect(
      banner.compareDocumentPosition(screen.getByLabelText('Token No. 5')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fake.push('queue', { type: 'QUEUE_CHANGED', tokens: tokens([4, 'booked'], [5, 'booked']) });
    expect(screen.queryByRole('region', { name: 'Queue' })).toBeNull();
    expect(screen.queryByText(/ahead of you/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Book again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Call hospital' }).className).toContain('button--primary');
  });

  it('says the same once staff cancel the session live', async () => {
    const fake = render(appointment({ heartbeatLinkSeen: true }));
    expect(await screen.findByText('Booked', { selector: '.status-banner' })).toBeTruthy();
    fake.push('appointment', {
      type: 'APPOINTMENT_CHANGED',
      appointment: appointment({ status: 'cancelled', cancelReason: 'session_cancelled', heartbeatLinkSeen: true }),
    });
    expect(screen.getByText('Dr. Canceled', { selector: '.status-banner' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Queue' })).toBeNull();
  });

  it.each(['requested', 'approved', 'refunded'])(
    'offers no Reschedule Now once a refund is %s (the money is going back)',
    async (refundStatus) => {
      const cancelled = { status: 'cancelled', cancelReason: 'patient', heartbeatLinkSeen: true } as const;
      const fake = render(appointment(cancelled));
      expect(await screen.findByRole('link', { name: 'Reschedule Now' })).toBeTruthy();
      fake.push('appointment', {
        type: 'APPOINTMENT_CHANGED',
        appointment: appointment({ ...cancelled, refundStatus }),
      });
      expect(screen.queryByRole('link', { name: 'Reschedule Now' })).toBeNull();
    },
  );

  it('shows Pending for an unpaid appointment', async () => {
    render(appointment({ paymentStatus: 'pending', heartbeatLinkSeen: true }));
    expect(await screen.findByText('Pending')).toBeTruthy();
  });

  it('moves the queue live: ongoing tokens, the estimate and the message for the patient', async () => {
    // The clock is past the session's start: it began 18 minutes ago.
    const start = Date.now() - 18 * 60_000;
    const running = sessionData({ status: 'started', startTime: start, endTime: start + 2 * 3_600_000 });
    const fake = render(appointment({ heartbeatLinkSeen: true, session: running }));
    const queue = await screen.findByRole('region', { name: 'Queue' });
    expect(within(queue).getByText('Loading the queue…')).toBeTruthy();

    fake.push('queue', {
      type: 'QUEUE_CHANGED',
      tokens: tokens([1, 'fulfilled'], [2, 'arrived'], [3, 'booked'], [4, 'cancelled'], [5, 'booked']),
    });
    expect(within(queue).getByRole('list', { name: 'Ongoing' }).textContent).toBe('12');
    // 2 h for 20 tokens: 6 minutes each; one waiting person ahead, so about 6 minutes from now.
    expect(within(queue).getByText('6 mins')).toBeTruthy();
    expect(within(queue).getByText('1 person ahead of you, about 6 mins to wait')).toBeTruthy();
    // The estimated time is that wait from now (not start + 4 slots, which would read 8 minutes ago + 24).
    const estimated = within(queue).getByText('Your estimated time').nextElementSibling?.textContent;
    const expected = [0, 1].map((late) =>
      formatTime(Math.round((Date.now() - late * 60_000 + 6 * 60_000) / 60_000) * 60_000),
    );
    expect(expected).toContain(estimated);

    fake.push('queue', {
      type: 'QUEUE_CHANGED',
      tokens: tokens([1, 'fulfilled'], [2, 'fulfilled'], [3, 'arrived'], [4, 'cancelled'], [5, 'booked']),
    });
    expect(within(queue).getByRole('list', { name: 'Ongoing' }).textContent).toBe('123');
    expect(within(queue).getByText("Next it's your turn. Get ready!")).toBeTruthy();

    fake.push('appointment', {
      type: 'APPOINTMENT_CHANGED',
      appointment: appointment({ status: 'arrived', heartbeatLinkSeen: true }),
    });
    expect(within(queue).getByText('Meet your doctor now (Carechat Hospital Colombo, Room 12)')).toBeTruthy();
    expect(screen.getByText('Ongoing', { selector: '.status-banner' })).toBeTruthy();
  });

  it("does not say 'Next it's your turn' before the session has started, and shows no queue once the appointment is over", async () => {
    // The session is tomorrow (bookingFixtures); nobody is ahead.
    const fake = render(appointment({ heartbeatLinkSeen: true, session: sessionData({ video: true }) }));
    const queue = await screen.findByRole('region', { name: 'Queue' });
    fake.push('queue', { type: 'QUEUE_CHANGED', tokens: tokens([5, 'booked']) });
    expect(within(queue).getByText('Nobody is ahead of you')).toBeTruthy();
    expect(screen.queryByText("Next it's your turn. Get ready!")).toBeNull();
    expect(screen.queryByText(/mins to wait/)).toBeNull();
    for (const status of ['cancelled', 'fulfilled']) {
      fake.push('appointment', {
        type: 'APPOINTMENT_CHANGED',
        appointment: appointment({ status, heartbeatLinkSeen: true }),
      });
      expect(screen.queryByRole('region', { name: 'Queue' }), status).toBeNull();
    }
  });

  it("says 'Please await here' to a video patient who has arrived", async () => {
    const fake = render(
      appointment({ status: 'arrived', heartbeatLinkSeen: true, session: sessionData({ video: true }) }),
    );
    const queue = await screen.findByRole('region', { name: 'Queue' });
    fake.push('queue', { type: 'QUEUE_CHANGED', tokens: tokens([5, 'arrived']) });
    expect(within(queue).getByText('Please await here')).toBeTruthy();
  });

  it("toasts 'Payment success' on the way back from a paid card payment", async () => {
    render(appointment(), '&paymentStatus=success&paymentId=payment-1');
    const toast = await screen.findByText('Payment success');
    expect(toast.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText('Appointment not paid')).toBeNull();
  });

  it("says 'Appointment not paid' with Retry Booking when the payment failed and the appointment was cancelled", async () => {
    render(
      appointment({ status: 'cancelled', paymentStatus: 'pending', cancelReason: 'hold_expired' }),
      '&paymentStatus=Failure&paymentId=payment-2',
    );
    const toast = await screen.findByText('Payment failed');
    expect(toast.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('Appointment not paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retry Booking' }).getAttribute('href')).toBe(
      '/view/session?sessionId=session-1',
    );
    expect(screen.getByRole('link', { name: 'View payment' }).getAttribute('href')).toBe(
      '/profiles/my-payment-history?paymentId=payment-2',
    );
  });

  it('goes on to payment history with the payment opened when a card payment failed and the appointment is still held', async () => {
    render(
      appointment({ paymentStatus: 'pending', bookingType: 'temporary' }),
      '&paymentStatus=Failure&paymentId=payment-2',
    );
    expect((await screen.findByTestId('landed')).textContent).toBe(
      '/profiles/my-payment-history?paymentId=payment-2&paymentStatus=Failure',
    );
  });

  it('reads a blank paymentId as none: a failure then stays on the appointment, with Retry payment', async () => {
    render(appointment({ paymentStatus: 'pending', bookingType: 'temporary' }), '&paymentStatus=Failure&paymentId=%20');
    expect(await screen.findByText('Problem with your payment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retry payment' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View payment' })).toBeNull();
  });

  it('offers Retry payment on any visit of a held booking not yet paid, and not of one to pay at the hospital', async () => {
    render(appointment({ paymentStatus: 'pending', bookingType: 'temporary', heartbeatLinkSeen: true }));
    expect((await screen.findByRole('link', { name: 'Retry payment' })).getAttribute('href')).toBe(
      '/view/session?sessionId=session-1&appointmentId=appointment-1',
    );
    cleanup();
    render(appointment({ paymentStatus: 'pending', bookingType: 'confirmed', heartbeatLinkSeen: true }));
    expect(await screen.findByLabelText('Token No. 5')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Retry payment' })).toBeNull();
  });

  it('offers Pay now for a booking to pay at the hospital, to its own session page with this appointment (issue 14 item 24)', async () => {
    render(appointment({ paymentStatus: 'pending', bookingType: 'confirmed', heartbeatLinkSeen: true }));
    const payNow = await screen.findByRole('link', { name: 'Pay now' });
    expect(payNow.getAttribute('href')).toBe('/view/session?sessionId=session-1&appointmentId=appointment-1');
    expect(screen.getByText('Pending')).toBeTruthy();
    cleanup();
    // Not once paid, nor for a session the doctor cancelled.
    render(appointment({ paymentStatus: 'paid', bookingType: 'confirmed', heartbeatLinkSeen: true }));
    expect(await screen.findByLabelText('Token No. 5')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
    cleanup();
    render(
      appointment({
        paymentStatus: 'pending',
        bookingType: 'confirmed',
        heartbeatLinkSeen: true,
        session: sessionData({ status: 'practitioner_canceled' }),
      }),
    );
    expect(await screen.findByLabelText('Token No. 5')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });

  it('offers to retry the payment when it failed and the appointment is still held', async () => {
    render(appointment({ paymentStatus: 'pending', bookingType: 'temporary' }), '&paymentStatus=Failure');
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.getByText('Problem with your payment')).toBeTruthy();
    // Back to the session with this appointment: its held token is paid again, no second one is reserved.
    expect(screen.getByRole('link', { name: 'Retry payment' }).getAttribute('href')).toBe(
      '/view/session?sessionId=session-1&appointmentId=appointment-1',
    );
  });

  it('takes the payment return out of the url once told, so a reload does not tell it again', async () => {
    render(
      appointment({ status: 'cancelled', paymentStatus: 'pending', cancelReason: 'hold_expired' }),
      '&paymentStatus=Failure&paymentId=payment-2&appointmentRescheduledFor=appointment-0',
    );
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('here').textContent).toBe(
        '/view/appointment?sessionId=session-1&appointmentId=appointment-1&appointmentRescheduledFor=appointment-0',
      ),
    );
    // Still told on this visit: the notice and its links stay (they come from the machine, not the url).
    expect(screen.getByText('Appointment not paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View payment' }).getAttribute('href')).toBe(
      '/profiles/my-payment-history?paymentId=payment-2',
    );
  });

  it("leaves a plain visit's url alone", async () => {
    render(appointment({ heartbeatLinkSeen: true }));
    expect(await screen.findByLabelText('Token No. 5')).toBeTruthy();
    expect(screen.getByTestId('here').textContent).toBe(
      '/view/appointment?sessionId=session-1&appointmentId=appointment-1',
    );
  });

  it("a link naming another session still watches only the appointment's own session", async () => {
    const seen: string[] = [];
    const fake = fakeActors(() => Promise.resolve(appointment({ heartbeatLinkSeen: true })), seen);
    const store = createSessionStore(localStorage, sessionStorage);
    store.signIn({ accessToken: 'token-1', profile: ACCOUNT });
    renderScreen(<AppointmentRoute actors={fake.actors} />, {
      path: '/view/appointment',
      url: '/view/appointment?sessionId=session-9&appointmentId=appointment-1',
      store,
    });
    expect(await screen.findByLabelText('Token No. 5')).toBeTruthy();
    expect([...seen].sort()).toEqual(['appointment:session-1', 'queue:session-1', 'session:session-1']);
  });

  it('dismisses the toast', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    render(appointment(), '&paymentStatus=success');
    await user.click(await screen.findByRole('button', { name: 'Dismiss: Payment success' }));
    expect(screen.queryByText('Payment success')).toBeNull();
  });

  it("sends another account's appointment to /accessDenied", async () => {
    render(new Error('[GraphQL] ARO-E1040:We need a valid patient profile.'));
    expect((await screen.findByTestId('landed')).textContent).toBe('/accessDenied');
  });

  it('shows a failed load with a retry', async () => {
    render(new TypeError('Failed to fetch'));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('AppointmentScreen in Sinhala and Tamil', () => {
  const WORDS = {
    si: {
      title: 'ඔබේ හමුවීම',
      booked: 'වෙන් කර ඇත',
      paid: 'ගෙවා ඇත',
      token: 'අංකය 5',
      queue: 'පෝලිම',
      ahead: 'ඔබට ඉදිරියෙන් 1 දෙනෙක් සිටී, මිනිත්තු 6ක් පමණ රැඳී සිටීමට සිදු වේ',
      minutes: 'මිනිත්තු 6',
      cancel: 'හමුවීම අවලංගු කරන්න',
    },
    ta: {
      title: 'உங்கள் சந்திப்பு',
      booked: 'முன்பதிவு செய்யப்பட்டது',
      paid: 'செலுத்தப்பட்டது',
      token: 'இலக்கம் 5',
      queue: 'வரிசை',
      ahead: 'உங்களுக்கு முன் 1 நபர் உள்ளார், சுமார் 6 நிமிடங்கள் காத்திருக்க வேண்டும்',
      minutes: '6 நிமிடங்கள்',
      cancel: 'சந்திப்பை ரத்து செய்',
    },
  } as const;
  let back: () => void = () => undefined;
  afterEach(() => back());

  it.each(['si', 'ta'] as const)('words the status, payment, token, queue and Cancel in %s', async (language) => {
    back = speak(language);
    const words = WORDS[language];
    const start = Date.now() - 18 * 60_000;
    const running = sessionData({ status: 'started', startTime: start, endTime: start + 2 * 3_600_000 });
    const fake = render(appointment({ heartbeatLinkSeen: true, session: running }));
    expect(await screen.findByRole('heading', { level: 1, name: words.title })).toBeTruthy();
    expect(screen.getByText(words.booked, { selector: '.status-banner' })).toBeTruthy();
    expect(screen.getByText(words.paid)).toBeTruthy();
    expect(screen.getByLabelText(words.token)).toBeTruthy();
    const queue = screen.getByRole('region', { name: words.queue });
    fake.push('queue', {
      type: 'QUEUE_CHANGED',
      tokens: tokens([1, 'fulfilled'], [2, 'arrived'], [3, 'booked'], [4, 'cancelled'], [5, 'booked']),
    });
    expect(within(queue).getByText(words.minutes)).toBeTruthy();
    expect(within(queue).getByText(words.ahead)).toBeTruthy();
    expect(screen.getByRole('button', { name: words.cancel })).toBeTruthy();
  });
});
