import type { Client } from '@urql/core';
import type { ActorsOf } from '../../../../flows/actorsOf';
import type { Api } from '../../../../flows/api';
import { DEFAULT_ERROR_MESSAGE } from '../../../../domain/errors';
import { FEEDBACK_LOCK_MS } from '../../../../domain/feedback';
// Query limits of spec 000 §9, the server's maxima too.
import { PRACTITIONER_LIMIT, SESSION_LIMIT } from '../../../../domain/listLimits';
import { roleText } from '../../../../domain/search';
import { isExcludedFromSearch } from '../../../../domain/sessionCard';
import type {
  AppointmentCardData,
  PractitionerSummary,
  SearchCatalogue,
  SessionCardData,
  SessionSearch,
} from '../../../../machines/types';
import { readFragment, type FragmentOf, type VariablesOf } from '../../../lib/graphql/graphql';
import {
  AppointmentsQuery,
  PractitionerFields,
  PractitionersQuery,
  RecentDoctorsQuery,
  SearchOrganizationsQuery,
  SessionFields,
  SessionsQuery,
  SpecialtiesQuery,
  VisitFields,
} from '../graphql/sessions';
import { operationError } from '../../../lib/graphql/operations';

/** Every call of the search asks the server (spec 000 §7: network-only). */
const NETWORK_ONLY = { requestPolicy: 'network-only' } as const;

/** The search calls of the Api (flows/api.ts), and the same as machines/doctorSearch.machine.ts's actors. */
export type SearchCalls = Pick<
  Api,
  'loadSearchCatalogue' | 'loadRecentDoctors' | 'searchSessions' | 'loadUpcomingAppointments'
>;
export type SearchActors = ActorsOf<SearchCalls>;

/** The chat asks for at most this many upcoming appointments (it shows CHAT_UPCOMING_LIMIT of them). */
const UPCOMING_QUERY_LIMIT = 100;

function epoch(iso: string): number {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new Error(`not an ISO instant: ${iso}`);
  return time;
}

/** A session as its card shows it: epoch-ms times, the role text without 'Doctor', video from the participation mode. */
export function toSessionCardData(masked: FragmentOf<typeof SessionFields>): SessionCardData {
  const session = readFragment(SessionFields, masked);
  return {
    id: session.id,
    status: session.status,
    startTime: epoch(session.startTime),
    endTime: epoch(session.endTime),
    appointmentMaxAllowed: session.appointmentMaxAllowed,
    activeAppointments: session.activeAppointments,
    video: session.participationMode === 'remote_presence_video_call',
    practitionerId: session.practitioner.id,
    doctorName: session.practitioner.name,
    doctorRole: roleText(session.practitioner.roles),
    specialty: session.specialty.display,
    organizationId: session.organization.id,
    organizationName: session.organization.orgName,
    locationName: session.locationName,
    fee: session.fee,
  };
}

/** One of the account's appointments as My visits and the search's click check read it. */
export type Visit = AppointmentCardData;

export function toVisit(masked: FragmentOf<typeof VisitFields>): Visit {
  const visit = readFragment(VisitFields, masked);
  return {
    id: visit.id,
    sessionId: visit.sessionId,
    patientId: visit.patientId,
    status: visit.status,
    paymentStatus: visit.appointmentPaymentStatus,
    tokenNo: visit.tokenNo,
    start: epoch(visit.start),
    relationship: visit.patient.relationship,
    session: toSessionCardData(visit.session),
    practitionerPaymentStatus: visit.practitionerPaymentStatus ?? null,
    refundStatus: visit.appointmentPaymentRefundStatus ?? null,
    rescheduledBy: visit.appointmentRescheduledBy ?? null,
    cancelReason: visit.cancelReason ?? null,
    feedbackRating: visit.feedbackRating ?? null,
  };
}

export function toPractitionerSummary(masked: FragmentOf<typeof PractitionerFields>): PractitionerSummary {
  const practitioner = readFragment(PractitionerFields, masked);
  return {
    id: practitioner.id,
    name: practitioner.name,
    roles: practitioner.roles.map((role) => ({ code: role.code, display: role.display })),
    specialty: { code: practitioner.specialty.code, display: practitioner.specialty.display },
    organizationIds: [...practitioner.organizationIds],
  };
}

/** The server's filter of a search (ISO start of today; video as the participation mode). */
export function toSessionFilter(search: SessionSearch): VariablesOf<typeof SessionsQuery>['filter'] {
  return {
    startTimeFrom: new Date(search.startTimeFrom).toISOString(),
    ...(search.practitionerId === undefined ? {} : { practitionerId: search.practitionerId }),
    ...(search.organizationId === undefined ? {} : { organizationId: search.organizationId }),
    ...(search.specialtyCode === undefined ? {} : { specialtyCode: search.specialtyCode }),
    ...(search.video === undefined
      ? {}
      : { participationMode: search.video ? 'remote_presence_video_call' : 'in_person' }),
  };
}

async function loadCatalogue(client: Client): Promise<SearchCatalogue> {
  // Three public lists, fetched together: the search can start once all are in.
  const [practitioners, specialties, organizations] = await Promise.all([
    client.query(PractitionersQuery, { limit: PRACTITIONER_LIMIT }, NETWORK_ONLY).toPromise(),
    client.query(SpecialtiesQuery, {}, NETWORK_ONLY).toPromise(),
    client.query(SearchOrganizationsQuery, {}, NETWORK_ONLY).toPromise(),
  ]);
  for (const result of [practitioners, specialties, organizations])
    if (result.error) throw operationError(result.error);
  if (!practitioners.data || !specialties.data || !organizations.data) throw new Error(DEFAULT_ERROR_MESSAGE);
  return {
    practitioners: practitioners.data.queryPractitioner.map(toPractitionerSummary),
    specialties: specialties.data.querySpecialty.map(({ code, display }) => ({ code, display })),
    organizations: organizations.data.queryOrganization.map((org) => ({ ...org })),
  };
}

/** Every search call asks the server; recent doctors carry the stored login. */
export function searchCalls(client: Client): SearchCalls {
  return {
    loadSearchCatalogue: () => loadCatalogue(client),
    loadRecentDoctors: async ({ video }) => {
      // Video Channel suggests only doctors with video sessions (issue 29 item 9).
      const result = await client
        .query(RecentDoctorsQuery, video ? { participationMode: 'remote_presence_video_call' } : {}, NETWORK_ONLY)
        .toPromise();
      if (result.error) throw operationError(result.error);
      if (!result.data) throw new Error(DEFAULT_ERROR_MESSAGE);
      return result.data.queryRecentDoctors.map(toPractitionerSummary);
    },
    loadUpcomingAppointments: async () => {
      // Upcoming ones and those of the last 30 days: a visit to rate, or a cancelled one to reschedule or refund.
      const since = new Date(Date.now() - FEEDBACK_LOCK_MS).toISOString();
      const result = await client
        .query(AppointmentsQuery, { filter: { since }, limit: UPCOMING_QUERY_LIMIT }, NETWORK_ONLY)
        .toPromise();
      if (result.error) throw operationError(result.error);
      if (!result.data) throw new Error(DEFAULT_ERROR_MESSAGE);
      return result.data.queryAppointment.map(toVisit);
    },
    searchSessions: async (input) => {
      const result = await client
        .query(SessionsQuery, { filter: toSessionFilter(input), limit: SESSION_LIMIT }, NETWORK_ONLY)
        .toPromise();
      if (result.error) throw operationError(result.error);
      if (!result.data) throw new Error(DEFAULT_ERROR_MESSAGE);
      // The server already leaves these out; the rule is kept here too so no caller ever shows one.
      return result.data.querySession
        .map(toSessionCardData)
        .filter((session) => !isExcludedFromSearch(session, input.startTimeFrom));
    },
  };
}
