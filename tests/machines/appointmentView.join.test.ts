import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  appointmentViewWithClock,
  type AppointmentView,
  type HeartbeatPatch,
} from '../../machines/appointmentView.machine';
import { SESSION } from './bookingHarness';
import { fixedClock } from './fixedClock';

/**
 * The calendar file's join link (/view/appointment?…&join=video, issue 20): the view joins the call when it has
 * loaded and the call may be joined now (domain/videoCall.ts joinRefusal), once; otherwise it only shows the page.
 */

const NOW = SESSION.startTime + 5 * 60_000;

const appointment = (patch: Partial<AppointmentView> = {}, video = true): AppointmentView => ({
  id: 'appointment-7',
  sessionId: SESSION.id,
  patientId: 'patient-7',
  status: 'booked',
  paymentStatus: 'paid',
  tokenNo: 7,
  bookingType: 'confirmed',
  heartbeatLinkSeen: true,
  cancelReason: null,
  practitionerPaymentStatus: null,
  refundStatus: null,
  rescheduledBy: null,
  patient: { displayName: 'Ms. Anoma Fernando', relationship: null },
  session: { ...SESSION, video },
  hospital: {
    id: 'org-kandy',
    name: 'Carechat Hospital Kandy',
    city: 'Kandy',
    address: '120 Peradeniya Road, Kandy',
    phone: '',
    lat: null,
    lng: null,
  },
  ...patch,
});

/** The view of `loaded`, asked to join or not, at `now` by its clock: how many times it joined the call once shown. */
async function joinsOnOpening(loaded: AppointmentView, joinVideo: boolean, now = NOW): Promise<number> {
  const joinVideoCall = vi.fn();
  const actor = createActor(
    appointmentViewWithClock(fixedClock(now)).provide({
      actors: {
        loadAppointment: fromPromise<AppointmentView, { appointmentId: string }>(() => Promise.resolve(loaded)),
        patchAppointment: fromPromise<unknown, { appointmentId: string; patch: HeartbeatPatch }>(() =>
          Promise.resolve(null),
        ),
        watchAppointment: fromCallback(() => undefined),
        watchSession: fromCallback(() => undefined),
        watchQueue: fromCallback(() => undefined),
      },
      actions: { joinVideoCall },
    }),
    { input: { appointmentId: loaded.id, sessionId: loaded.sessionId, paymentReturn: null, joinVideo } },
  );
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches('shown'));
  actor.send({ type: 'QUEUE_CHANGED', tokens: [] });
  actor.stop();
  return joinVideoCall.mock.calls.length;
}

// The system's calendar is a year after the call: a machine reading it instead of its clock would never join.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW + 365 * 24 * 3_600_000);
});
afterEach(() => vi.useRealTimers());

describe('the join link of a video appointment', () => {
  it('joins the call once when it may be joined now', async () => {
    expect(await joinsOnOpening(appointment(), true)).toBe(1);
  });

  it('only shows the page without the request', async () => {
    expect(await joinsOnOpening(appointment(), false)).toBe(0);
  });

  it('does not join before the call opens, unpaid, cancelled, or for an in-person appointment', async () => {
    expect(await joinsOnOpening(appointment(), true, SESSION.startTime - 20 * 60_000)).toBe(0);
    expect(await joinsOnOpening(appointment({ paymentStatus: 'pending' }), true)).toBe(0);
    expect(await joinsOnOpening(appointment({ status: 'cancelled' }), true)).toBe(0);
    expect(await joinsOnOpening(appointment({}, false), true)).toBe(0);
  });
});
