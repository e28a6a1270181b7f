import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { encodeVideoPayload, videoCallEvent } from '../../../../domain/videoCall';
import { StaffRoot } from '../../../../src/staff/StaffApp';
import { createStaffLoginStore, type StaffLogin } from '../../../../src/lib/staffLogin/staffLogin';
import { fakeReconnects, ORG, type FakeServer } from '../staffServer';

/** The doctor's login and its server shapes (staffMe, staffVideoSessions), for the doctor console's tests. */

export const DOCTOR_ME = {
  __typename: 'StaffMember',
  id: 'staff-doctor',
  username: 'doctor.colombo',
  displayName: 'Dr. Nimal Perera',
  organization: ORG,
  role: 'doctor',
  practitionerId: 'pr-1',
};

export const DOCTOR_LOGIN: StaffLogin = {
  accessToken: 'doctor-token-1',
  staff: {
    id: DOCTOR_ME.id,
    username: DOCTOR_ME.username,
    displayName: DOCTOR_ME.displayName,
    organizationId: ORG.id,
    organizationName: ORG.orgName,
    role: 'doctor',
    practitionerId: 'pr-1',
  },
};

const MINUTE = 60_000;

export function historyEntry(
  id: string,
  reference: string,
  status: 'connected' | 'disconnected',
  time: number,
): Record<string, unknown> {
  const event = videoCallEvent({ id, time, roomId: 'room-1', participantReference: reference, status });
  return {
    id,
    type: event.type,
    timestamp: event.timestamp,
    participantReference: reference,
    participantStatus: status,
    label: reference.startsWith('Practitioner') ? 'Doctor' : 'You',
    data: encodeVideoPayload(event),
  };
}

export function videoAppointment(
  id: string,
  tokenNo: number,
  patientName: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    tokenNo,
    status: 'booked',
    appointmentPaymentStatus: 'paid',
    patientId: `p-${id}`,
    patientName,
    communication: null,
    ...overrides,
  };
}

export function communication(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'c-1',
    appointmentId: 'a-1',
    medium: 'VIDEOCONF',
    roomId: 'room-1',
    practitionerStatus: null,
    patientStatus: null,
    history: [],
    patientDevice: null,
    ...overrides,
  };
}

/** A video session of the doctor's that runs now (started 20 minutes ago, three hours long): its calls may be joined. */
export function videoSession(
  id: string,
  appointments: Record<string, unknown>[],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const now = Date.now();
  return {
    session: {
      id,
      status: 'started',
      startTime: new Date(now - 20 * MINUTE).toISOString(),
      endTime: new Date(now + 160 * MINUTE).toISOString(),
      locationName: 'Video Channel',
      ...overrides,
    },
    appointments,
  };
}

/** The console at `url` over the fake server, signed in as `login` in jsdom's session storage. */
export function renderSignedIn(server: FakeServer, login: StaffLogin, url = '/staff'): RenderResult {
  const store = createStaffLoginStore(window.sessionStorage);
  store.signIn(login);
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="staff/*"
          element={<StaffRoot store={store} client={server.client} reconnects={fakeReconnects()} />}
        />
      </Routes>
    </MemoryRouter>,
  );
}
