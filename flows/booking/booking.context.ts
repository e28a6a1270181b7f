import type { DayWindow } from '../../domain/dayWindow';
import type { Understanding } from '../../domain/intent';
import { DEFAULT_PAYMENT_GATEWAY, type PaymentGateway } from '../../domain/paymentGateways';
import type {
  AppointmentSummary,
  PractitionerSummary,
  SavedCard,
  SearchCatalogue,
  SessionCardData,
  SessionSearch,
} from '../../machines/types';
import type { AssistantInput } from '../assistant/input';
import type { SharedContext } from '../assistant/shared.context';

/** The booking's own context (flows/booking/); the session picked and the text typed are shared (they wait for a sign-in). */
export interface BookingContext {
  readonly gateways: readonly PaymentGateway[];
  /** The booking in the chat: a video consultation (Video Channel) or in person (Book a Doctor). */
  readonly video: boolean;
  readonly catalogue: SearchCatalogue | null;
  readonly recentDoctors: readonly PractitionerSummary[];
  /** The hospital filter; null searches every hospital. */
  readonly organizationId: string | null;
  /** What was typed into the search, understood (flows/booking/sentenceMatch.ts); null when it could not be read. */
  readonly heard?: Understanding | null;
  /** The day or time the patient asked for ('tomorrow after 5'): the sessions shown are those, else the next ones. */
  readonly when?: DayWindow | null;
  readonly search: SessionSearch | null;
  readonly sessions: readonly SessionCardData[];
  /** Sessions already shown (See more shows the next CHAT_SESSIONS_PAGE). */
  readonly shown: number;
  readonly patientId: string | null;
  readonly savedCards: readonly SavedCard[];
  /** Reserve with a value pack was tapped (only offered when the tenant offers value packs). */
  readonly valuepack?: boolean;
  readonly appointment: AppointmentSummary | null;
}

/**
 * What a booking starts from: a new Book a Doctor forgets the last search and pick. Whoever starts a booking (the
 * menu, a typed request) sets it, with the booking's kind (video) and, for a sentence, its text and day.
 */
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
} as const satisfies Partial<BookingContext & Pick<SharedContext, 'query' | 'pickedSession'>>;

export function bookingContext(input: AssistantInput): BookingContext {
  return {
    gateways: input.gateways ?? [DEFAULT_PAYMENT_GATEWAY],
    video: false,
    catalogue: null,
    recentDoctors: [],
    savedCards: [],
    organizationId: null,
    heard: null,
    when: null,
    search: null,
    sessions: [],
    shown: 0,
    patientId: null,
    appointment: null,
  };
}
