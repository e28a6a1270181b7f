import { assign, setup } from 'xstate';
import { HOSPITAL_FILTER_CLOSE_MS, SEARCH_RENDER_DELAY_MS } from '../domain/bookingRules';
import { startOfDay } from '../domain/days';
import { hospitalMatches, practitionerMatches, specialtyMatches } from '../domain/search';
import { systemClock, type Clock } from './clock';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';
import type {
  OrganizationSummary,
  PractitionerSummary,
  RecentDoctorsInput,
  SearchCatalogue,
  SessionCardData,
  SessionSearch,
  SpecialtySummary,
} from './types';

/**
 * The doctor and session search of /doctor (spec 000 §2): a key filters practitioners and specialties;
 * choosing one (a chip) searches its sessions, optionally narrowed to a hospital whose filter box
 * appears only then (and never for a single-hospital network). Results wait a second before they
 * render. Recent doctors are offered while the box is empty, when channelling is on and signed in.
 */

export interface DoctorSearchInput {
  /** Recent doctors need a login and the channelling feature. */
  readonly signedIn: boolean;
  readonly channellingEnabled: boolean;
  /** Route parameters: preselected doctor, specialty (code) and hospital ids, resolved once the lists load. */
  readonly practitionerId?: string | null;
  readonly specialtyCode?: string | null;
  readonly organizationId?: string | null;
  /** The cancelled appointment being rescheduled ('You are rescheduling'). */
  readonly rescheduling?: string | null;
}

export type SearchFilter = 'practitioner' | 'specialty' | 'organization';

export type DoctorSearchEvent =
  | { readonly type: 'TYPE'; readonly key: string }
  | { readonly type: 'SELECT_PRACTITIONER'; readonly practitioner: PractitionerSummary }
  | { readonly type: 'SELECT_SPECIALTY'; readonly specialty: SpecialtySummary }
  | { readonly type: 'SELECT_ORGANIZATION'; readonly organization: OrganizationSummary }
  /** A chip's remove control. */
  | { readonly type: 'REMOVE'; readonly filter: SearchFilter }
  | { readonly type: 'HOSPITAL_FOCUS' }
  | { readonly type: 'HOSPITAL_TYPE'; readonly key: string }
  | { readonly type: 'HOSPITAL_BLUR' }
  /** Try a failed load or search again. */
  | { readonly type: 'RETRY' }
  /** The sessions changed on the server (live push): search again without the waiting message. */
  | { readonly type: 'REFRESH' }
  | { readonly type: 'CLEAR_RESCHEDULE' };

export interface DoctorSearchContext {
  readonly signedIn: boolean;
  readonly channellingEnabled: boolean;
  readonly catalogue: SearchCatalogue | null;
  readonly recentDoctors: readonly PractitionerSummary[];
  readonly key: string;
  readonly practitioner: PractitionerSummary | null;
  readonly specialty: SpecialtySummary | null;
  readonly organization: OrganizationSummary | null;
  readonly hospitalKey: string;
  readonly sessions: readonly SessionCardData[];
  /** The failed load's or search's message. */
  readonly error: string | null;
  readonly rescheduling: string | null;
  /** When the current search was asked, from the machine's clock: its day is the first one searched. */
  readonly now: number;
  /** Route parameters waiting for the lists (cleared once resolved). */
  readonly pending: {
    readonly practitionerId: string | null;
    readonly specialtyCode: string | null;
    readonly organizationId: string | null;
  };
}

// ---- What the screen shows, derived from the context (one rule each, shared with the tests). ----

/** Practitioners matching the typed key; none while the box is empty. */
export function matchingPractitioners(context: DoctorSearchContext): readonly PractitionerSummary[] {
  if (context.key.trim() === '' || context.catalogue === null) return [];
  return context.catalogue.practitioners.filter((practitioner) => practitionerMatches(context.key, practitioner));
}

/** Specialties whose display begins with the typed key; none while the box is empty. */
export function matchingSpecialties(context: DoctorSearchContext): readonly SpecialtySummary[] {
  if (context.key.trim() === '' || context.catalogue === null) return [];
  return context.catalogue.specialties.filter((specialty) => specialtyMatches(context.key, specialty.display));
}

/** A doctor or a specialty is chosen: what a session search needs. */
export function hasSubject(context: Pick<DoctorSearchContext, 'practitioner' | 'specialty'>): boolean {
  return context.practitioner !== null || context.specialty !== null;
}

/** Recent doctors: channelling on, signed in, the box empty and nothing chosen yet. */
export function showsRecentDoctors(context: DoctorSearchContext): boolean {
  return (
    context.channellingEnabled &&
    context.signedIn &&
    context.key.trim() === '' &&
    !hasSubject(context) &&
    context.recentDoctors.length > 0
  );
}

/** The hospital filter appears once a doctor or specialty is chosen, and never with only one hospital. */
export function showsHospitalFilter(context: DoctorSearchContext): boolean {
  return hasSubject(context) && (context.catalogue?.organizations.length ?? 0) > 1;
}

export function hospitalSuggestions(context: DoctorSearchContext): readonly OrganizationSummary[] {
  return (context.catalogue?.organizations ?? []).filter((organization) =>
    hospitalMatches(context.hospitalKey, organization.orgName),
  );
}

/** The search the chosen filters make, from the start of today. */
export function sessionSearchOf(context: DoctorSearchContext, now: number): SessionSearch {
  return {
    startTimeFrom: startOfDay(now),
    ...(context.practitioner === null ? {} : { practitionerId: context.practitioner.id }),
    ...(context.specialty === null || context.practitioner !== null ? {} : { specialtyCode: context.specialty.code }),
    ...(context.organization === null ? {} : { organizationId: context.organization.id }),
  };
}

function resolvePending(context: DoctorSearchContext, catalogue: SearchCatalogue): Partial<DoctorSearchContext> {
  const { pending } = context;
  const practitioner = catalogue.practitioners.find((candidate) => candidate.id === pending.practitionerId) ?? null;
  const specialty =
    practitioner === null
      ? (catalogue.specialties.find((candidate) => candidate.code === pending.specialtyCode) ?? null)
      : null;
  // A hospital narrows a doctor or specialty search; alone it means nothing.
  const organization =
    practitioner === null && specialty === null
      ? null
      : (catalogue.organizations.find((candidate) => candidate.id === pending.organizationId) ?? null);
  return {
    catalogue,
    practitioner,
    specialty,
    organization,
    hospitalKey: '',
    pending: { practitionerId: null, specialtyCode: null, organizationId: null },
  };
}

export const doctorSearchMachine = setup({
  types: {
    context: {} as DoctorSearchContext,
    events: {} as DoctorSearchEvent,
    input: {} as DoctorSearchInput,
  },
  actors: {
    loadSearchCatalogue: notProvided<SearchCatalogue, Record<string, never>>('loadSearchCatalogue'),
    loadRecentDoctors: notProvided<PractitionerSummary[], RecentDoctorsInput>('loadRecentDoctors'),
    searchSessions: notProvided<SessionCardData[], SessionSearch>('searchSessions'),
  },
  actions: {
    /** The time a search starts from; doctorSearchWithClock gives the clock. */
    readClock: assign({ now: () => systemClock.now() }),
    clearResults: assign({ sessions: [], error: null }),
    setSessions: assign((_, params: { sessions: readonly SessionCardData[] }) => ({ sessions: params.sessions })),
  },
  guards: {
    hasSubject: ({ context }) => hasSubject(context),
    /** Removing the doctor or specialty chip leaves nothing to search: back to idle. */
    removesSubject: ({ context }, params: { filter: SearchFilter }) =>
      params.filter !== 'organization' && context[params.filter] !== null,
    removesOrganization: ({ context }, params: { filter: SearchFilter }) =>
      params.filter === 'organization' && context.organization !== null,
    wantsRecentDoctors: ({ context }) => context.signedIn && context.channellingEnabled,
    hasSessions: ({ context }) => context.sessions.length > 0,
    filterShown: ({ context }) => showsHospitalFilter(context),
  },
  delays: {
    renderDelay: SEARCH_RENDER_DELAY_MS,
    hospitalCloseDelay: HOSPITAL_FILTER_CLOSE_MS,
  },
}).createMachine({
  id: 'doctorSearch',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    channellingEnabled: input.channellingEnabled,
    catalogue: null,
    recentDoctors: [],
    key: '',
    practitioner: null,
    specialty: null,
    organization: null,
    hospitalKey: '',
    sessions: [],
    error: null,
    rescheduling: input.rescheduling ?? null,
    now: 0,
    pending: {
      practitionerId: input.practitionerId ?? null,
      specialtyCode: input.specialtyCode ?? null,
      organizationId: input.organizationId ?? null,
    },
  }),
  on: {
    CLEAR_RESCHEDULE: { actions: assign({ rescheduling: null }) },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSearchCatalogue',
        input: {},
        onDone: { target: 'ready', actions: assign(({ context, event }) => resolvePending(context, event.output)) },
        onError: { target: 'loadFailed', actions: assign(({ event }) => ({ error: errorMessage(event.error) })) },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      type: 'parallel',
      on: {
        TYPE: { actions: assign(({ event }) => ({ key: event.key })) },
      },
      states: {
        recent: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'wantsRecentDoctors', target: 'loading' }, { target: 'off' }] },
            loading: {
              invoke: {
                src: 'loadRecentDoctors',
                // The flat search books in person (Video Channel is the chat's).
                input: { video: false },
                onDone: { target: 'loaded', actions: assign(({ event }) => ({ recentDoctors: event.output })) },
                // Recent doctors are a shortcut: without them the search still works.
                onError: { target: 'off' },
              },
            },
            loaded: {},
            off: {},
          },
        },
        results: {
          initial: 'deciding',
          // Targets inside this region without `reenter`: the search restarts, the other regions stay as they are.
          on: {
            SELECT_PRACTITIONER: {
              target: '.searching',
              actions: assign(({ event }) => ({ practitioner: event.practitioner, specialty: null, key: '' })),
            },
            SELECT_SPECIALTY: {
              target: '.searching',
              actions: assign(({ event }) => ({ specialty: event.specialty, practitioner: null, key: '' })),
            },
            SELECT_ORGANIZATION: {
              guard: 'hasSubject',
              target: '.searching',
              actions: assign(({ event }) => ({ organization: event.organization, hospitalKey: '' })),
            },
            REMOVE: [
              {
                guard: { type: 'removesSubject', params: ({ event }) => ({ filter: event.filter }) },
                target: '.idle',
                // The hospital filter belongs to a doctor or specialty search: it goes with it.
                actions: [
                  assign({ practitioner: null, specialty: null, organization: null, hospitalKey: '' }),
                  'clearResults',
                ],
              },
              {
                guard: { type: 'removesOrganization', params: ({ event }) => ({ filter: event.filter }) },
                target: '.searching',
                actions: assign({ organization: null }),
              },
            ],
          },
          states: {
            deciding: { always: [{ guard: 'hasSubject', target: 'searching' }, { target: 'idle' }] },
            idle: {},
            searching: {
              entry: [assign({ error: null, sessions: [] }), 'readClock'],
              invoke: {
                src: 'searchSessions',
                input: ({ context }) => sessionSearchOf(context, context.now),
                onDone: {
                  target: 'waiting',
                  actions: { type: 'setSessions', params: ({ event }) => ({ sessions: event.output }) },
                },
                onError: {
                  target: 'failed',
                  actions: assign(({ event }) => ({ sessions: [], error: errorMessage(event.error) })),
                },
              },
            },
            /** Spec 000 §9: search lists wait a second before rendering; the waiting message stays meanwhile. */
            waiting: {
              after: { renderDelay: [{ guard: 'hasSessions', target: 'found' }, { target: 'empty' }] },
            },
            found: { on: { REFRESH: 'refreshing' } },
            empty: { on: { REFRESH: 'refreshing' } },
            /** A live update: the shown results stay until the new ones arrive, with no waiting message. */
            refreshing: {
              entry: 'readClock',
              invoke: {
                src: 'searchSessions',
                input: ({ context }) => sessionSearchOf(context, context.now),
                onDone: {
                  target: 'settling',
                  actions: { type: 'setSessions', params: ({ event }) => ({ sessions: event.output }) },
                },
                // The old results are still the best there is; the next push tries again.
                onError: 'settling',
              },
            },
            settling: { always: [{ guard: 'hasSessions', target: 'found' }, { target: 'empty' }] },
            failed: { on: { RETRY: 'searching' } },
          },
        },
        hospital: {
          initial: 'closed',
          on: {
            SELECT_ORGANIZATION: { target: '.closed', guard: 'hasSubject' },
          },
          states: {
            closed: {
              on: {
                HOSPITAL_FOCUS: { guard: 'filterShown', target: 'open' },
                HOSPITAL_TYPE: {
                  guard: 'filterShown',
                  target: 'open',
                  actions: assign(({ event }) => ({ hospitalKey: event.key })),
                },
              },
            },
            open: {
              on: {
                HOSPITAL_TYPE: { actions: assign(({ event }) => ({ hospitalKey: event.key })) },
                HOSPITAL_BLUR: 'closing',
                REMOVE: {
                  guard: { type: 'removesSubject', params: ({ event }) => ({ filter: event.filter }) },
                  target: 'closed',
                },
              },
            },
            /** Spec 000 §9: the suggestions stay a second after the box loses focus, so a tap on one still lands. */
            closing: {
              after: { hospitalCloseDelay: 'closed' },
              on: {
                HOSPITAL_FOCUS: 'open',
                HOSPITAL_TYPE: { target: 'open', actions: assign(({ event }) => ({ hospitalKey: event.key })) },
                REMOVE: {
                  guard: { type: 'removesSubject', params: ({ event }) => ({ filter: event.filter }) },
                  target: 'closed',
                },
              },
            },
          },
        },
      },
    },
  },
});

/** The machine searching from the given clock's day (src/composition/doctorSearch.ts). */
export function doctorSearchWithClock(clock: Clock): typeof doctorSearchMachine {
  return doctorSearchMachine.provide({ actions: { readClock: assign({ now: () => clock.now() }) } });
}
