import { graphql } from '../../../lib/graphql/graphql';

/**
 * Documents of doctor and session search and of My visits. Sessions and practitioners go through one
 * fragment each, so every screen maps them with the same function (src/features/booking/api/searchActors.ts).
 */

/** Every field of a session a card shows; map with `toSessionCardData`. */
export const SessionFields = graphql(`
  fragment SessionFields on Session {
    id
    status
    startTime
    endTime
    appointmentMaxAllowed
    activeAppointments
    participationMode
    specialty {
      id
      code
      display
    }
    practitioner {
      id
      name
      roles {
        code
        display
      }
    }
    organization {
      id
      orgName
    }
    locationName
    fee
  }
`);

/** A practitioner as the search lists show it; map with `toPractitionerSummary`. */
export const PractitionerFields = graphql(`
  fragment PractitionerFields on Practitioner {
    id
    name
    roles {
      code
      display
    }
    specialty {
      id
      code
      display
    }
    organizationIds
  }
`);

export const PractitionersQuery = graphql(
  `
    query SearchPractitioners($limit: Int) {
      queryPractitioner(limit: $limit) {
        ...PractitionerFields
      }
    }
  `,
  [PractitionerFields],
);

export const SpecialtiesQuery = graphql(`
  query SearchSpecialties {
    querySpecialty {
      id
      code
      display
    }
  }
`);

/** The hospitals with everything the filter and the call-the-hospital link need. */
export const SearchOrganizationsQuery = graphql(`
  query SearchOrganizations {
    queryOrganization {
      id
      orgName
      city
      phone
      lat
      lng
    }
  }
`);

export const SessionsQuery = graphql(
  `
    query SearchSessions($filter: SessionFilter!, $limit: Int) {
      querySession(filter: $filter, limit: $limit) {
        ...SessionFields
      }
    }
  `,
  [SessionFields],
);

export const RecentDoctorsQuery = graphql(
  `
    query RecentDoctors($participationMode: ParticipationMode) {
      queryRecentDoctors(participationMode: $participationMode) {
        ...PractitionerFields
      }
    }
  `,
  [PractitionerFields],
);

/** One of the account's appointments as My visits and the search's click check need it. */
export const VisitFields = graphql(
  `
    fragment VisitFields on Appointment {
      id
      sessionId
      patientId
      status
      appointmentPaymentStatus
      tokenNo
      start
      end
      appointmentRescheduledFor
      appointmentRescheduledBy
      practitionerPaymentStatus
      appointmentPaymentRefundStatus
      cancelReason
      feedbackRating
      session {
        ...SessionFields
      }
      patient {
        id
        relationship
      }
    }
  `,
  [SessionFields],
);

/** The account's appointments (all its patients unless patientIds), optionally of one session. */
export const AppointmentsQuery = graphql(
  `
    query MyAppointments($filter: AppointmentFilter!, $limit: Int) {
      queryAppointment(filter: $filter, limit: $limit) {
        ...VisitFields
      }
    }
  `,
  [VisitFields],
);

/** A search's sessions, now and whenever any session of the network changes. */
export const SearchSessionsChangedSubscription = graphql(
  `
    subscription SearchSessionsChanged($filter: SessionFilter!) {
      searchSessionsChanged(filter: $filter) {
        ...SessionFields
      }
    }
  `,
  [SessionFields],
);

/** The account's appointments, now and whenever one changes. */
export const AppointmentsChangedSubscription = graphql(
  `
    subscription MyAppointmentsChanged($filter: AppointmentFilter!) {
      appointmentsChanged(filter: $filter) {
        ...VisitFields
      }
    }
  `,
  [VisitFields],
);
