import { startsWithin, type DayWindow } from '../../domain/dayWindow';
import { startOfDay } from '../../domain/days';
import type { Intent, Understanding } from '../../domain/intent';
import { sentenceSubjects } from '../../domain/sentenceSubjects';
import type { SearchCatalogue, SessionCardData, SessionSearch } from '../../machines/types';
import type { AssistantContext } from '../assistant/context';
import {
  CHAT_MATCHES_LIMIT,
  foundSessions,
  hasMatches,
  typedMatches,
  worksAt,
  type TypedMatches,
} from './bookingButtons';

/**
 * What the booking search makes of a sentence typed into it (docs/decisions/0013-typed-text.md): first, as before, the whole text as a doctor's or speciality's name ('card', 'Anil'); else the
 * doctors, specialities and hospital the sentence names (domain/sentenceSubjects.ts), searched at once when it
 * names one, offered as buttons when several; and the day or time it names, which the sessions shown keep to.
 */

/** The requests a search answers itself; anything else typed into it is another request (flows/typed/). */
const SEARCH_INTENTS: readonly Intent[] = ['book', 'video', 'none'];
/** Said in passing: another request only when the sentence names nobody ('hi' is; 'hi, Dr. Anil' is not). */
const SOCIAL_INTENTS: readonly Intent[] = ['greeting', 'thanks', 'help'];

/**
 * What was typed, understood: read in the search (`heard`, by the understandText actor), or at the menu
 * (`typed`); null when the rules could not be loaded (offline), and then only the whole text is matched.
 */
export function typedQuery(context: AssistantContext): Understanding | null {
  return context.heard ?? context.typed ?? null;
}

function intentOf(context: AssistantContext): Intent {
  return typedQuery(context)?.intent ?? 'none';
}

interface SentenceMatches {
  readonly matches: TypedMatches;
  /** The hospital the sentence names, else the one chosen before. */
  readonly organizationId: string | null;
}

const NO_MATCHES: TypedMatches = { doctors: [], specialties: [] };

/** The doctors and specialities the sentence names, at the hospital it names (or the one chosen). */
function sentenceMatches(
  catalogue: SearchCatalogue | null,
  understanding: Understanding | null,
  organizationId: string | null,
): SentenceMatches {
  if (catalogue === null || understanding === null) return { matches: NO_MATCHES, organizationId };
  const subjects = sentenceSubjects(understanding.rest, understanding.specialtyKeys, catalogue);
  const hospital = subjects.organizationId ?? organizationId;
  const there = catalogue.practitioners.filter((practitioner) => worksAt(practitioner, hospital));
  const heldThere = new Set(there.map((practitioner) => practitioner.specialty.code));
  return {
    organizationId: hospital,
    matches: {
      doctors: there
        .filter((practitioner) => subjects.practitionerIds.includes(practitioner.id))
        .slice(0, CHAT_MATCHES_LIMIT),
      specialties: catalogue.specialties
        .filter(
          (specialty) =>
            subjects.specialtyCodes.includes(specialty.code) && (hospital === null || heldThere.has(specialty.code)),
        )
        .slice(0, CHAT_MATCHES_LIMIT),
    },
  };
}

function sentenceOf(context: AssistantContext): SentenceMatches {
  return sentenceMatches(context.catalogue, typedQuery(context), context.organizationId);
}

/** The whole text names doctors or specialities (the rule before sentences were read). */
export function wholeTextMatches(context: AssistantContext): TypedMatches {
  return typedMatches(context.catalogue, context.query, context.organizationId);
}

/** The buttons' matches: the whole text's, else the sentence's. */
export function offeredMatches(context: AssistantContext): TypedMatches {
  const whole = wholeTextMatches(context);
  return hasMatches(whole) ? whole : sentenceOf(context).matches;
}

/** The one search the sentence asks for: one doctor, or one speciality and no doctor by name. */
export function sentenceSearch(context: AssistantContext): SessionSearch | null {
  const { matches, organizationId } = sentenceOf(context);
  const base: SessionSearch = {
    startTimeFrom: startOfDay(context.now),
    video: context.video || intentOf(context) === 'video',
    ...(organizationId === null ? {} : { organizationId }),
  };
  const [doctor] = matches.doctors;
  if (matches.doctors.length === 1 && doctor !== undefined) return { ...base, practitionerId: doctor.id };
  const [specialty] = matches.specialties;
  if (matches.doctors.length === 0 && matches.specialties.length === 1 && specialty !== undefined)
    return { ...base, specialtyCode: specialty.code };
  return null;
}

/** The sentence names several doctors or specialities: the patient picks one. */
export function sentenceNamesSeveral(context: AssistantContext): boolean {
  return sentenceSearch(context) === null && hasMatches(sentenceOf(context).matches);
}

/** A booking asked for without a name ('I need a doctor tomorrow'). */
export function asksABooking(context: AssistantContext): boolean {
  return ['book', 'video'].includes(intentOf(context));
}

/** Typed at the menu, neither a request nor a name. */
export function typedNothingKnown(context: AssistantContext): boolean {
  return context.typed !== null && context.typed !== undefined && context.typed.intent === 'none';
}

/** Typed into the search, the sentence asks for something else (cancel, lab reports, hello). */
export function asksAnotherRequest(context: AssistantContext): boolean {
  const intent = intentOf(context);
  if (SEARCH_INTENTS.includes(intent)) return false;
  return (
    !SOCIAL_INTENTS.includes(intent) ||
    !(hasMatches(wholeTextMatches(context)) || hasMatches(sentenceOf(context).matches))
  );
}

/** What the sentence adds to the search: its day (the last one said stays when it names none), video, its hospital. */
export function sentenceContext(
  context: AssistantContext,
): Pick<AssistantContext, 'when' | 'video' | 'organizationId'> {
  return {
    when: typedQuery(context)?.when ?? context.when ?? null,
    video: context.video || intentOf(context) === 'video',
    organizationId: hasMatches(wholeTextMatches(context)) ? context.organizationId : sentenceOf(context).organizationId,
  };
}

/** The sessions found on the day and at the time asked for (all of them when none was). */
export function askedSessions(
  sessions: readonly SessionCardData[],
  context: Pick<AssistantContext, 'now' | 'when'>,
): SessionCardData[] {
  const found = foundSessions(sessions, context.now);
  const window = context.when ?? null;
  return window === null ? found : found.filter((session) => startsWithin(session.startTime, window));
}

/** None on the day asked for: the next ones after it (any time, from that day), else none. */
export function laterSessions(
  sessions: readonly SessionCardData[],
  context: Pick<AssistantContext, 'now' | 'when'>,
): SessionCardData[] {
  const window: DayWindow | null = context.when ?? null;
  if (window === null) return [];
  return foundSessions(sessions, context.now).filter(
    (session) => window.fromDay === null || session.startTime >= window.fromDay,
  );
}
