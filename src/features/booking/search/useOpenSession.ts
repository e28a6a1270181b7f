import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useClient } from 'urql';
import { appointmentRoute, sessionRoute } from '../../../../domain/bookingRoutes';
import { preferredPatient } from '../../../../domain/patient';
import type { SessionCardData } from '../../../../machines/types';
import { toVisit } from '../api/searchActors';
import { useSession } from '../../../lib/session/session';
import { AppointmentsQuery } from '../graphql/sessions';
import { DOCTOR_PARAMS } from '../../../lib/doctorSearchParams';

/** Appointments that no longer hold a place: a session with only these is booked afresh. */
const GONE: readonly string[] = ['cancelled', 'entered_in_error'];

/**
 * The patient whose appointment in the session opens (spec 000 §4: the patient's existing appointment). While
 * rescheduling, the patient of the appointment being moved (the Mother's, even when the view is Me's: issue 29
 * item 10); otherwise the patient the app shows (the relationship view, else the holder).
 */
function useWhoseAppointment(): (
  rescheduling: string | null,
  shown: () => string | undefined,
) => Promise<string | undefined> {
  const client = useClient();
  return useCallback(
    async (rescheduling, shown) => {
      if (rescheduling === null) return shown();
      const result = await client
        .query(AppointmentsQuery, { filter: { id: rescheduling } }, { requestPolicy: 'network-only' })
        .toPromise();
      return result.data?.queryAppointment.map(toVisit)[0]?.patientId ?? shown();
    },
    [client],
  );
}

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
  const whoseAppointment = useWhoseAppointment();
  // A second tap while the first is being checked is ignored (the state would be a render late).
  const busy = useRef(false);

  const open = useCallback(
    (session: SessionCardData) => {
      if (busy.current) return;
      const booking =
        rescheduling === null
          ? sessionRoute(session.id)
          : `${sessionRoute(session.id)}&${new URLSearchParams({ [DOCTOR_PARAMS.rescheduling]: rescheduling }).toString()}`;
      if (login === null || bookAgain) {
        void navigate(booking);
        return;
      }
      const patients = login.profile.patients;
      busy.current = true;
      setOpening(session.id);
      void whoseAppointment(
        rescheduling,
        () =>
          (
            patients.find((candidate) => relationshipView !== null && candidate.relationship === relationshipView) ??
            preferredPatient(patients)
          )?.id,
      )
        .then(async (patientId) => {
          const filter = { sessionId: session.id, ...(patientId === undefined ? {} : { patientIds: [patientId] }) };
          const result = await client
            .query(AppointmentsQuery, { filter }, { requestPolicy: 'network-only' })
            .toPromise();
          return result.data?.queryAppointment.map(toVisit).find((appointment) => !GONE.includes(appointment.status));
        })
        .then(
          (existing) => {
            busy.current = false;
            setOpening(null);
            void navigate(
              existing === undefined
                ? booking
                : appointmentRoute({ sessionId: session.id, appointmentId: existing.id }),
            );
          },
          () => {
            busy.current = false;
            setOpening(null);
            void navigate(booking);
          },
        );
    },
    [bookAgain, client, login, navigate, relationshipView, rescheduling, whoseAppointment],
  );
  return { open, opening };
}
