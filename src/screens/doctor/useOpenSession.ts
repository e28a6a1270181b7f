import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useClient } from 'urql';
import { appointmentRoute, sessionRoute } from '../../../domain/bookingRoutes';
import { preferredPatient } from '../../../domain/patient';
import type { SessionCardData } from '../../../machines/types';
import { toVisit } from '../../api/searchActors';
import { useSession } from '../../app/session';
import { AppointmentsQuery } from '../../graphql/sessions';
import { DOCTOR_PARAMS } from './searchParams';

/** Appointments that no longer hold a place: a session with only these is booked afresh. */
const GONE: readonly string[] = ['cancelled', 'entered_in_error'];

/**
 * Opening a session from the search (spec 000 §4): the patient's existing appointment in it, unless
 * 'Book again'; otherwise its booking. Signed out, the booking route anyway: it is protected, so the
 * patient signs in and comes back to it. If the check fails the booking screen still knows best.
 */
export function useOpenSession({ rescheduling, bookAgain }: { rescheduling: string | null; bookAgain: boolean }): {
  open: (session: SessionCardData) => void;
  opening: string | null;
} {
  const client = useClient();
  const navigate = useNavigate();
  const { session: login, relationshipView } = useSession();
  const [opening, setOpening] = useState<string | null>(null);
  // A second tap while the first is being checked is ignored (the state would be a render late).
  const busy = useRef(false);

  const open = useCallback(
    (session: SessionCardData) => {
      if (busy.current) return;
      const booking = rescheduling === null ? sessionRoute(session.id) : `${sessionRoute(session.id)}&${new URLSearchParams({ [DOCTOR_PARAMS.rescheduling]: rescheduling }).toString()}`;
      if (login === null || bookAgain) {
        void navigate(booking);
        return;
      }
      const patients = login.profile.patients;
      const patient = patients.find((candidate) => relationshipView !== null && candidate.relationship === relationshipView) ?? preferredPatient(patients);
      const filter = { sessionId: session.id, ...(patient === undefined ? {} : { patientIds: [patient.id] }) };
      busy.current = true;
      setOpening(session.id);
      void client
        .query(AppointmentsQuery, { filter }, { requestPolicy: 'network-only' })
        .toPromise()
        .then((result) => {
          const existing = result.data?.queryAppointment.map(toVisit).find((appointment) => !GONE.includes(appointment.status));
          busy.current = false;
          setOpening(null);
          void navigate(existing === undefined ? booking : appointmentRoute({ sessionId: session.id, appointmentId: existing.id }));
        });
    },
    [bookAgain, client, login, navigate, relationshipView, rescheduling],
  );
  return { open, opening };
}
