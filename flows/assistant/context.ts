import type { DayWindow } from '../../domain/dayWindow';
import type { DeepLink } from '../../domain/deepLink';
import type { Understanding } from '../../domain/intent';
import type { PaymentGateway } from '../../domain/paymentGateways';
import type { AuthReport } from '../../machines/auth.machine';
import type { BookingReport } from '../../machines/booking.machine';
import type { RegistrationReport } from '../../machines/registration.machine';
import type {
  AppointmentCardData,
  AppointmentSummary,
  PractitionerSummary,
  SavedCard,
  SearchCatalogue,
  Session,
  SessionCardData,
  SessionSearch,
} from '../../machines/types';
import type { Tenant } from '../../tenants/schema';
import type { UnavailableChoice } from '../assistantMenu';
import type { TranscriptInput } from '../chatProtocol';
import type { ChatOrderCategory, OrderDraft } from '../orders/orderDraft';

/**
 * What the assistant and every conversation composed into it share: one input, one context, one event
 * union. The context is grouped by the conversation that owns each field; the transcript itself is never
 * kept (it only grows), only the counter its bubble ids come from.
 */

export interface AssistantInput {
  readonly features: Tenant['features'];
  /** Epoch ms, for the greeting (morning, afternoon, evening). */
  readonly now: number;
  readonly session: Session | null;
  readonly deepLink: DeepLink | null;
  /** Where a patient registered in the chat is created. */
  readonly hospitalId: string;
  /** The hospital Chat With Hospital hands over to (the tenant's defaultOrganizations.agentChat); hospitalId when not given. */
  readonly chatHospitalId?: string;
  /** The tenant's enabled payment gateways (bookingOptions enabledGateways); the card provider alone when not given. */
  readonly gateways?: readonly PaymentGateway[];
  /** Where each order category is sent (the tenant's defaultOrganizations); hospitalId when not given. */
  readonly orderHospitalIds?: Readonly<Record<ChatOrderCategory, string>>;
}

/**
 * From the app rather than the transcript: the login changed (a sign-in or logout on another screen or in
 * another tab, a profile update), sent on every connect and change, so a conversation resumed from storage
 * knows the login it was not there for; or a page only for signed-in patients was asked for signed out.
 */
export type SessionEvent =
  | { readonly type: 'session.changed'; readonly session: Session | null }
  | { readonly type: 'session.signInFor'; readonly route: string }
  /** /chat-home/{category} (spec 001 §2): start that order's conversation, after a sign-in when signed out. */
  | { readonly type: 'session.orderFor'; readonly category: ChatOrderCategory };

export type AssistantEvent = TranscriptInput | AuthReport | RegistrationReport | BookingReport | SessionEvent;

export interface AssistantContext {
  readonly features: Tenant['features'];
  readonly now: number;
  readonly hospitalId: string;
  readonly chatHospitalId: string;
  readonly session: Session | null;
  readonly deepLink: DeepLink | null;
  /** Bubble ids: `${counter}`, so a replayed conversation gets the same ids. */
  readonly counter: number;
  /** The menu choice being answered. */
  readonly choice: UnavailableChoice | null;
  /** A deep link's route, or a page asked for signed out (session.signInFor), opened once signed in. */
  readonly pendingRoute: string | null;

  // Typed requests (flows/typed/)
  /**
   * A sentence typed to the assistant, understood, until it is answered: kept through a sign-in (and a
   * registration) when what it asks needs the account, and read by the booking search when it asks for a
   * session. Optional: a conversation stored before it existed resumes without it.
   */
  readonly typed?: Understanding | null;

  // Sign-in (flows/signIn/)
  /** A deep link's number: its code is sent without asking. */
  readonly signInMobile: string | null;
  /** Resend countdown as the auth machine last reported it. */
  readonly secondsLeft: number;

  // Registration (flows/registration/)
  /** A field is asked again after SUBMIT failed: once answered, go straight back to SUBMIT. */
  readonly reviewing: boolean;

  // Hand-over (flows/handover/)
  /** Chat With Hospital was tapped signed out: the hand-over follows the sign-in (and a registration). */
  readonly pendingHandover: boolean;

  // Booking (flows/booking/)
  readonly gateways: readonly PaymentGateway[];
  /** The booking in the chat: a video consultation (Video Channel) or in person (Book a Doctor). */
  readonly video: boolean;
  readonly catalogue: SearchCatalogue | null;
  readonly recentDoctors: readonly PractitionerSummary[];
  /** The hospital filter; null searches every hospital. */
  readonly organizationId: string | null;
  /** What the patient typed last: into the doctor or speciality search, or beside the menu. */
  readonly query: string;
  /** What was typed into the search, understood (flows/booking/sentenceMatch.ts); null when it could not be read. */
  readonly heard?: Understanding | null;
  /** The day or time the patient asked for ('tomorrow after 5'): the sessions shown are those, else the next ones. */
  readonly when?: DayWindow | null;
  readonly search: SessionSearch | null;
  readonly sessions: readonly SessionCardData[];
  /** Sessions already shown (See more shows the next CHAT_SESSIONS_PAGE). */
  readonly shown: number;
  /** Kept through a sign-in (and a registration): the booking resumes with it. */
  readonly pickedSession: SessionCardData | null;
  readonly patientId: string | null;
  readonly savedCards: readonly SavedCard[];
  /** Reserve with a value pack was tapped (only offered when the tenant offers value packs). */
  readonly valuepack?: boolean;
  readonly appointment: AppointmentSummary | null;

  // Upcoming appointments and their actions (flows/upcoming/, flows/appointmentActions/)
  /** The cards of the last answer the patient can act on. */
  readonly manageable: readonly AppointmentCardData[];
  /** The appointment an action is running on. */
  readonly actionAppointment: AppointmentCardData | null;
  /** The action machine's step last said: a change of its context within a step (a note typed) says nothing again. */
  readonly actionStep: string | null;

  // Orders (flows/orders/)
  readonly orderHospitalIds: Readonly<Record<ChatOrderCategory, string>>;
  /** The order being put together in the chat; null outside an order conversation. */
  readonly order: OrderDraft | null;
  /** An order asked for signed out (the menu or /chat-home/{category}): its conversation follows the sign-in. */
  readonly pendingOrder: ChatOrderCategory | null;
}

/** What a booking starts from: a new Book a Doctor forgets the last search and pick. */
export const NEW_BOOKING = {
  organizationId: null,
  query: '',
  heard: null,
  when: null,
  search: null,
  sessions: [],
  shown: 0,
  pickedSession: null,
  patientId: null,
  appointment: null,
} as const satisfies Partial<AssistantContext>;
