// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { BOOKING_ACTIONS } from '../../../../domain/bookingRules';
import { bookingOptionsOf } from '../../../../machines/bookingOptions';
import type { QuickPayResult } from '../../../../machines/types';
import { BookingPanel } from '../../../../src/features/booking/session/BookingPanel';
import { APPOINTMENT, CARD, HOLDER, bookingActorsFake, sessionData } from './bookingFixtures';

const tenant = __TENANT__;
const quickPayOn = bookingOptionsOf(tenant, false).payment;

afterEach(cleanup);

/**
 * The panel's views select from the booking machine only what they show: while the saved card is charged, the
 * payment widget's state moves (INITIALISING → PAYMENT_PROCESSING) and nothing on screen depends on it, so
 * nothing renders again. With useMachine the whole panel rendered on every snapshot.
 */
it.runIf(quickPayOn)('renders nothing again when only the payment widget state changes', async () => {
  const user = userEvent.setup();
  const charges: string[] = [];
  let initiated: () => void = () => undefined;
  const actors = {
    ...bookingActorsFake({
      initiate: () =>
        new Promise((resolve) => {
          initiated = () => resolve({ id: 'booking-1', action: '', fields: {} });
        }),
    }),
    // The charge never answers: the payment stays in 'completing', its widget at PAYMENT_PROCESSING.
    completeBooking: fromPromise<
      QuickPayResult,
      { bookingId: string; paymentGatewayType: string; paymentMethodId: string }
    >(({ input }) => {
      charges.push(input.bookingId);
      return new Promise<QuickPayResult>(() => undefined);
    }),
  };
  let commits = 0;
  render(
    <MemoryRouter>
      <Profiler id="booking" onRender={() => (commits += 1)}>
        <BookingPanel
          input={{
            session: sessionData(),
            patients: [HOLDER],
            patientId: HOLDER.id,
            savedCards: [CARD],
            options: bookingOptionsOf(tenant, false),
            originChannel: 'flat',
            appointment: APPOINTMENT,
          }}
          actors={actors}
          back="/view/session?sessionId=session-1"
          onBooked={() => undefined}
          onCancelled={() => undefined}
          onRedirectRefused={() => undefined}
        />
      </Profiler>
    </MemoryRouter>,
  );
  await user.click(await screen.findByRole('button', { name: BOOKING_ACTIONS.quickPay(CARD.cardNumber) }));
  expect(await screen.findByText('Processing payment, please wait')).toBeTruthy();
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  const settled = commits;
  // The initiation answers: the payment enters 'completing' and tells the booking its widget is PAYMENT_PROCESSING.
  await act(async () => {
    initiated();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(charges).toEqual(['booking-1']);
  expect(commits).toBe(settled);
  expect(screen.getByText('Processing payment, please wait')).toBeTruthy();
});
