// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JOIN_REFUSAL_TEXT } from '../../../domain/videoCall';
import type { AppointmentView, QueueToken } from '../../../machines/appointmentView.machine';
import type { CommunicationView } from '../../../machines/videoCall.types';
import { QueueBlock } from '../../../src/features/appointment/view/QueueBlock';
import { CallHistory } from '../../../src/features/video/CallHistory';
import { VideoConsultationBlock } from '../../../src/features/video/VideoConsultationBlock';
import { sessionData, viewedAppointment } from '../screens/session/bookingFixtures';

afterEach(cleanup);

const HOUR = 3_600_000;
/** Today's video session: 10:00 to 12:00 local (Asia/Colombo in the tests). */
const start = new Date();
start.setHours(10, 0, 0, 0);
const START = start.getTime();

function videoAppointment(overrides: Partial<AppointmentView> = {}): AppointmentView {
  return viewedAppointment({
    tokenNo: 2,
    session: sessionData({ video: true, status: 'scheduled', startTime: START, endTime: START + 2 * HOUR }),
    communication: null,
    ...overrides,
  });
}

function block(appointment: AppointmentView, now: number) {
  const joins: string[] = [];
  render(<VideoConsultationBlock appointment={appointment} now={now} onJoin={() => joins.push(appointment.id)} />);
  return joins;
}

describe("the appointment's video consultation", () => {
  it('offers Join video call to a paid appointment inside the join window', () => {
    const joins = block(videoAppointment(), START - 10 * 60_000);
    const section = screen.getByRole('region', { name: 'Video consultation' });
    fireEvent.click(within(section).getByRole('button', { name: 'Join video call' }));
    expect(joins).toEqual(['appointment-1']);
  });

  it('says the call is not open yet more than 15 minutes before the start, with no button', () => {
    block(videoAppointment(), START - 20 * 60_000);
    const section = screen.getByRole('region', { name: 'Video consultation' });
    expect(within(section).getByText(JOIN_REFUSAL_TEXT.tooEarly)).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('says the call has closed 30 minutes after the end', () => {
    block(videoAppointment(), START + 2 * HOUR + 31 * 60_000);
    expect(screen.getByText(JOIN_REFUSAL_TEXT.tooLate)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join video call' })).toBeNull();
  });

  it('says a completed session is over', () => {
    block(
      videoAppointment({
        session: sessionData({ video: true, status: 'completed', startTime: START, endTime: START + 2 * HOUR }),
      }),
      START,
    );
    expect(screen.getByText(JOIN_REFUSAL_TEXT.sessionOver)).toBeTruthy();
  });

  it('offers nothing to an unpaid one (the pay button is the way forward)', () => {
    block(videoAppointment({ paymentStatus: 'pending' }), START);
    const section = screen.getByRole('region', { name: 'Video consultation' });
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).queryByText(JOIN_REFUSAL_TEXT.unpaid)).toBeNull();
  });

  it('is not there for an in-person appointment', () => {
    block(
      videoAppointment({ session: sessionData({ video: false, startTime: START, endTime: START + 2 * HOUR }) }),
      START,
    );
    expect(screen.queryByRole('region', { name: 'Video consultation' })).toBeNull();
  });
});

const at = (hours: number, minutes: number): string => {
  const moment = new Date(START);
  moment.setHours(hours, minutes, 0, 0);
  return moment.toISOString();
};

const COMMUNICATION: CommunicationView = {
  practitionerStatus: 'connected',
  patientStatus: 'connected',
  history: [
    { id: 'event-1', label: 'You', participantStatus: 'connected', timestamp: at(9, 55) },
    { id: 'event-2', label: 'Doctor', participantStatus: 'connected', timestamp: at(10, 2) },
    { id: 'event-3', label: 'Doctor', participantStatus: 'disconnected', timestamp: at(10, 14) },
    { id: 'event-4', label: 'You', participantStatus: 'disconnected', timestamp: at(13, 5) },
  ],
};

describe('the call history', () => {
  it('lists who connected and disconnected, and when (hospital time)', () => {
    render(<CallHistory history={COMMUNICATION.history} />);
    const section = screen.getByRole('region', { name: 'Call history' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'You connected 9:55 AM',
      'Doctor connected 10:02 AM',
      'Doctor disconnected 10:14 AM',
      'You disconnected 1:05 PM',
    ]);
  });

  it('is not there before anyone joined', () => {
    render(<CallHistory history={[]} />);
    expect(screen.queryByRole('region', { name: 'Call history' })).toBeNull();
  });
});

describe("the queue of an arrived video patient (spec 000 §4 'Please await here')", () => {
  const queue: QueueToken[] = [
    { tokenNo: 1, status: 'fulfilled', paymentStatus: 'paid' },
    { tokenNo: 2, status: 'arrived', paymentStatus: 'paid' },
  ];
  const message = (communication: CommunicationView | null): string | null => {
    render(
      <QueueBlock
        appointment={videoAppointment({ status: 'arrived', communication })}
        queue={queue}
        now={START + 5 * 60_000}
      />,
    );
    const text = within(screen.getByRole('region', { name: 'Queue' })).getByRole('status').textContent;
    cleanup();
    return text;
  };

  it('says Please await here until the doctor is connected', () => {
    expect(message(null)).toBe('Please await here');
    expect(message({ practitionerStatus: null, patientStatus: 'connected', history: [] })).toBe('Please await here');
    expect(message({ practitionerStatus: 'disconnected', patientStatus: 'connected', history: [] })).toBe(
      'Please await here',
    );
    expect(message(COMMUNICATION)).toBe('');
  });
});
