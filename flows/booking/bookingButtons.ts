import { BOOKING_ACTIONS, CHAT_SESSIONS_PAGE, RECENT_DOCTORS_LIMIT } from '../../domain/bookingRules';
import { sessionWhenText } from '../../domain/bookingText';
import { dayLabel, formatTime, startOfDay } from '../../domain/days';
import {
  isPaymentGatewayType,
  quickPayGateway,
  type PaymentGateway,
  type PaymentGatewayType,
} from '../../domain/payment';
import { practitionerLabel, practitionerMatches, specialtyMatches } from '../../domain/search';
import { isExcludedFromSearch, isSessionClickable } from '../../domain/sessionCard';
import { defaultCard } from '../../machines/booking.machine';
import type { BookingOptions } from '../../machines/bookingOptions';
import type {
  PractitionerSummary,
  SavedCard,
  SearchCatalogue,
  SessionCardData,
  SessionSearch,
  SpecialtySummary,
} from '../../machines/types';
import { PATIENT_COMMAND } from '../assistant/patientChoice';
import { t } from '../../i18n/translate';
import { ASSISTANT_BOOKING_TEXT } from './chatBookingText';
import type { FlowCommand, ReplyButton } from '../chatProtocol';

/**
 * The chat booking's pure parts (spec 000 §2 chat flow: recent doctor, hospital filter, doctor or
 * specialty search, session list 3 at a time with See more, consultation appointment): the reply
 * buttons it offers, the commands they carry and how a tapped command is read back.
 */

/** Most doctors (and, separately, specialties) offered for one typed search. */
export const CHAT_MATCHES_LIMIT = 6;

export const BOOKING_COMMAND = {
  doctor: 'booking.doctor',
  specialty: 'booking.specialty',
  hospital: 'booking.hospital',
  session: 'booking.session',
  more: 'booking.more',
  menu: 'booking.menu',
  patient: PATIENT_COMMAND,
  reserve: 'booking.reserve',
  cancel: 'booking.cancel',
  pay: 'booking.pay',
  book: 'booking.book',
  retry: 'booking.retry',
  view: 'booking.view',
  /** Pay again for the token still held after a failed payment. */
  payAgain: 'booking.payAgain',
} as const;

export type SessionResultContext = 'SESSION_VIEW_CHAT_DOCTOR_RESULT' | 'SESSION_VIEW_CHAT_SPECIALITY_RESULT';

export interface TypedMatches {
  readonly doctors: readonly PractitionerSummary[];
  readonly specialties: readonly SpecialtySummary[];
}

/**
 * Whether a practitioner works at the chosen hospital (any, when none is chosen). A practitioner whose
 * hospitals are not known is kept: the session search still filters by the hospital.
 */
export function worksAt(practitioner: PractitionerSummary, organizationId: string | null): boolean {
  return (
    organizationId === null ||
    practitioner.organizationIds === undefined ||
    practitioner.organizationIds.includes(organizationId)
  );
}

/**
 * Doctors and specialties matching a typed key (domain/search rules), at the chosen hospital: its doctors,
 * and the specialties one of its doctors holds (docs/decisions/0015-booking-and-payment.md § Chat booking: the hospital filter). A blank
 * key matches nothing here.
 */
export function typedMatches(
  catalogue: SearchCatalogue | null,
  query: string,
  organizationId: string | null,
): TypedMatches {
  if (catalogue === null || query.trim() === '') return { doctors: [], specialties: [] };
  const there = catalogue.practitioners.filter((practitioner) => worksAt(practitioner, organizationId));
  const heldThere = new Set(there.map((practitioner) => practitioner.specialty.code));
  return {
    doctors: there.filter((practitioner) => practitionerMatches(query, practitioner)).slice(0, CHAT_MATCHES_LIMIT),
    specialties: catalogue.specialties
      .filter(
        (specialty) =>
          (organizationId === null || heldThere.has(specialty.code)) && specialtyMatches(query, specialty.display),
      )
      .slice(0, CHAT_MATCHES_LIMIT),
  };
}

export function hasMatches(matches: TypedMatches): boolean {
  return matches.doctors.length > 0 || matches.specialties.length > 0;
}

/** 'Dr. Anil Gunasekara, Consultant Cardiologist': the name with the role text (domain practitionerLabel). */
function doctorButton(practitioner: PractitionerSummary): ReplyButton {
  return {
    label: practitionerLabel(practitioner.name, practitioner.roles),
    command: { type: BOOKING_COMMAND.doctor, practitionerId: practitioner.id },
  };
}

export function matchButtons(matches: TypedMatches): ReplyButton[] {
  return [
    ...matches.doctors.map(doctorButton),
    ...matches.specialties.map((specialty) => ({
      label: specialty.display,
      command: { type: BOOKING_COMMAND.specialty, code: specialty.code },
    })),
  ];
}

/** Before anything is typed: the recent doctors (at the chosen hospital) and, with several hospitals and none chosen, the hospitals. */
export function shortcutButtons(
  catalogue: SearchCatalogue | null,
  recent: readonly PractitionerSummary[],
  organizationId: string | null,
): ReplyButton[] {
  const hospitals =
    catalogue !== null && catalogue.organizations.length > 1 && organizationId === null
      ? catalogue.organizations.map((organization) => ({
          label: organization.orgName,
          command: { type: BOOKING_COMMAND.hospital, organizationId: organization.id },
        }))
      : [];
  const doctors = recent.filter((practitioner) => worksAt(practitioner, organizationId)).slice(0, RECENT_DOCTORS_LIMIT);
  return [...doctors.map(doctorButton), ...hospitals];
}

/** The search a tapped doctor or specialty asks for: today onwards (from the conversation's clock), in the chosen hospital. */
export function searchOf(
  command: FlowCommand,
  organizationId: string | null,
  video: boolean,
  now: number,
): SessionSearch | null {
  const base: SessionSearch = {
    startTimeFrom: startOfDay(now),
    video,
    ...(organizationId === null ? {} : { organizationId }),
  };
  if (command.type === BOOKING_COMMAND.doctor && typeof command.practitionerId === 'string')
    return { ...base, practitionerId: command.practitionerId };
  if (command.type === BOOKING_COMMAND.specialty && typeof command.code === 'string')
    return { ...base, specialtyCode: command.code };
  return null;
}

export function resultContextOf(search: SessionSearch | null): SessionResultContext {
  return search?.practitionerId === undefined
    ? 'SESSION_VIEW_CHAT_SPECIALITY_RESULT'
    : 'SESSION_VIEW_CHAT_DOCTOR_RESULT';
}

/** What a search found, in time order, without what a search never shows (spec 000 §7). */
export function foundSessions(sessions: readonly SessionCardData[], now: number): SessionCardData[] {
  return sessions
    .filter((session) => !isExcludedFromSearch(session, startOfDay(now)))
    .sort((a, b) => a.startTime - b.startTime);
}

export function sessionPage(sessions: readonly SessionCardData[], shown: number): SessionCardData[] {
  return sessions.slice(shown, shown + CHAT_SESSIONS_PAGE);
}

/**
 * 'Book Today 5:00 PM' for each clickable session of the page (a specialty's sessions also name the
 * doctor, since several doctors share a time), See more while more remain, and a way back to the menu.
 */
export function sessionButtons(
  sessions: readonly SessionCardData[],
  shown: number,
  context: SessionResultContext,
  now: number,
): ReplyButton[] {
  const page = sessionPage(sessions, shown).filter((session) => isSessionClickable(session));
  const buttons: ReplyButton[] = page.map((session) => {
    const when = `${dayLabel(session.startTime, now)} ${formatTime(session.startTime)}`;
    const label =
      context === 'SESSION_VIEW_CHAT_DOCTOR_RESULT'
        ? t('booking.chat.book', { when })
        : t('booking.chat.bookDoctor', { doctor: session.doctorName, when });
    return { label, command: { type: BOOKING_COMMAND.session, sessionId: session.id } };
  });
  const more =
    shown + CHAT_SESSIONS_PAGE < sessions.length
      ? [{ label: BOOKING_ACTIONS.seeMore, command: { type: BOOKING_COMMAND.more } }]
      : [];
  return [...buttons, ...more, { label: ASSISTANT_BOOKING_TEXT.backToMenu, command: { type: BOOKING_COMMAND.menu } }];
}

/** 'on 3 Jun 2025 at 5:00 PM' of the reserve question. */
export function sessionWhen(session: SessionCardData): string {
  return sessionWhenText(session.startTime);
}

/** Read when the buttons are made, so in the language of that moment. */
const GATEWAY_LABELS: Readonly<Record<PaymentGateway, () => string>> = {
  cardProvider: () => BOOKING_ACTIONS.payByCard,
  masterCard: () => BOOKING_ACTIONS.payMasterCard,
  genie: () => BOOKING_ACTIONS.payGenie,
};

/** The card a quick pay charges is a card provider token, so quick pay needs the card provider. */
const QUICK_PAY_GATEWAY: PaymentGateway = 'cardProvider';

/**
 * The invoice step's buttons (spec 000 §5: only for a done invoice above zero): quick pay with the
 * default saved card, each enabled gateway, book now and pay at the hospital, cancel.
 */
export function payButtons(options: BookingOptions, savedCards: readonly SavedCard[]): ReplyButton[] {
  const card = defaultCard(savedCards);
  const pay = (label: string, gatewayType: PaymentGatewayType): ReplyButton => ({
    label,
    command: { type: BOOKING_COMMAND.pay, gatewayType },
  });
  const online = options.payment
    ? [
        ...(card !== undefined && options.gateways.includes(QUICK_PAY_GATEWAY)
          ? [pay(BOOKING_ACTIONS.quickPay(card.cardNumber), quickPayGateway(QUICK_PAY_GATEWAY))]
          : []),
        ...options.gateways.map((gateway) => pay(GATEWAY_LABELS[gateway](), gateway)),
      ]
    : [];
  const book = options.reserve ? [{ label: BOOKING_ACTIONS.book, command: { type: BOOKING_COMMAND.book } }] : [];
  return [...online, ...book, { label: ASSISTANT_BOOKING_TEXT.cancel, command: { type: BOOKING_COMMAND.cancel } }];
}

export function retryButtons(): ReplyButton[] {
  return [
    { label: BOOKING_ACTIONS.retryBooking, command: { type: BOOKING_COMMAND.retry } },
    { label: ASSISTANT_BOOKING_TEXT.cancel, command: { type: BOOKING_COMMAND.cancel } },
  ];
}

/** Back from the gateway unpaid, the token still held: pay again or leave it to lapse. */
export function payAgainButtons(): ReplyButton[] {
  return [
    { label: BOOKING_ACTIONS.retryPayment, command: { type: BOOKING_COMMAND.payAgain } },
    { label: ASSISTANT_BOOKING_TEXT.cancel, command: { type: BOOKING_COMMAND.cancel } },
  ];
}

/** Back from the gateway unpaid, the hold lapsed: book the session again, or the menu. */
export function bookAgainButtons(): ReplyButton[] {
  return [
    { label: BOOKING_ACTIONS.retryBooking, command: { type: BOOKING_COMMAND.retry } },
    { label: ASSISTANT_BOOKING_TEXT.backToMenu, command: { type: BOOKING_COMMAND.menu } },
  ];
}

export function gatewayTypeOf(command: FlowCommand): PaymentGatewayType | null {
  const { gatewayType } = command;
  return command.type === BOOKING_COMMAND.pay && typeof gatewayType === 'string' && isPaymentGatewayType(gatewayType)
    ? gatewayType
    : null;
}

/** The string a command carries under `key`, or null. */
export function commandText(command: FlowCommand, type: string, key: string): string | null {
  const value = command[key];
  return command.type === type && typeof value === 'string' ? value : null;
}
