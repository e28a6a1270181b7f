import type { MessageId } from '../i18n/messages.generated';
import { t } from '../i18n/translate';

/**
 * Shown when an error carries no message we can use (spec 000 §8). English, as thrown and compared in code; the
 * patient reads it in their language (`parseError`, `defaultErrorText`).
 */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong';

export type ErrorAction = 'reset-and-reload' | 'logout' | 'show';

interface CatalogueEntry {
  readonly message: string;
  readonly action: ErrorAction;
}

/**
 * The ARO-E catalogue of spec 000 §8 plus our own codes (E1030+). E1022 clears the login and reloads;
 * E1023/E1024 log the patient out; the rest are shown.
 */
export const ERROR_CODES = {
  'ARO-E1001': { message: 'Failed to initiate user authentication.', action: 'show' },
  'ARO-E1013': { message: 'Mobile number required, retry again.', action: 'show' },
  'ARO-E1014': { message: "You don't have permission. Retry after logging in again.", action: 'show' },
  'ARO-E1015': { message: 'Invalid verification code.', action: 'show' },
  'ARO-E1022': { message: 'Authentication failed', action: 'reset-and-reload' },
  'ARO-E1023': { message: 'Please login.', action: 'logout' },
  'ARO-E1024': { message: 'You have been logged out, please login again.', action: 'logout' },
  'ARO-E1030': { message: 'Too many codes were sent to this number. Please try again later.', action: 'show' },
  'ARO-E1031': { message: 'Please wait a minute before asking for another code.', action: 'show' },
  // ARO-E1032 ('Too many wrong codes for this number. Please try again tomorrow.') locked a number for a day; issue 28
  // retired it (nobody can lock the owner out any more). Never reuse the number.
  'ARO-E1033': { message: 'Too many requests. Please try again later.', action: 'show' },
  /** A try refused for speed (a growing delay, domain/signInDelays.ts): thrown with tryAgainIn(seconds) as detail, not counted. */
  'ARO-E1034': { message: 'Too many tries in a short time.', action: 'show' },
  'ARO-E1040': { message: 'We need a valid patient profile.', action: 'show' },
  'ARO-E1041': { message: 'This session cannot be booked.', action: 'show' },
  'ARO-E1042': { message: 'Error while calculating invoice, please refresh.', action: 'show' },
  'ARO-E1043': { message: 'This booking is no longer held, please book again.', action: 'show' },
  'ARO-E1044': { message: 'Unable to process payment!', action: 'show' },
  'ARO-E1045': { message: 'Wrong username or password.', action: 'show' },
  'ARO-E1046': { message: 'That cannot be done in this state.', action: 'show' },
  'ARO-E1050': { message: 'This chat is not yours.', action: 'show' },
  'ARO-E1051': { message: 'This message cannot be sent.', action: 'show' },
  'ARO-E1052': { message: 'This chat is closed. Start a new chat.', action: 'show' },
  'ARO-E1053': { message: 'Another staff member is answering this chat.', action: 'show' },
  'ARO-E1060': { message: 'We could not find this card.', action: 'show' },
  /** The public feedback page's link was refused (altered, unknown) or could not be read. */
  'ARO-E1071': { message: 'This feedback link cannot be used.', action: 'show' },
  'ARO-E1061': { message: 'Editing profiles is not available. Please contact the hospital.', action: 'show' },
  /** Thrown with the exact refusal of domain/cancelRefund.ts in place of this text (server/graphql/apiRefusal.ts). */
  'ARO-E1070': { message: 'This refund cannot be requested.', action: 'show' },
  /** Orders (issue 16): a staff move off the category's path (domain/orderStatus.ts). */
  'ARO-E1072': { message: 'This order cannot be moved to that step.', action: 'show' },
  /** Orders: the category is switched off for the tenant, or the order is closed for this change. */
  'ARO-E1073': { message: 'This order cannot be changed now.', action: 'show' },
  /** Orders: the input is incomplete (no image, no test or procedure, homecare without an address). */
  'ARO-E1074': { message: 'Please complete your order before sending it.', action: 'show' },
  /** Lab reports (issue 17): the results are not viewable yet (domain/reportAvailability.ts: waiting, awaiting, external or payment pending). */
  'ARO-E1080': { message: 'This report is not ready yet.', action: 'show' },
  /** Lab reports: staff results refused (a parameter not of the test, a value of the wrong kind, a verified report, a missing result). */
  'ARO-E1081': { message: 'These results cannot be saved.', action: 'show' },
  /** Video (issue 18): outside the join window, or the session is over (domain/videoCall.ts JOIN_REFUSAL_TEXT names which). */
  'ARO-E1090': { message: 'This call is not open now.', action: 'show' },
  /** Video: the appointment is not paid. */
  'ARO-E1091': { message: 'Please pay for this appointment before joining the call.', action: 'show' },
  /** Video: not a video appointment, closed, or not the caller's call. */
  'ARO-E1092': { message: 'This call is not yours.', action: 'show' },
  /** Video: Twilio is not configured on this server, or the room is not the appointment's. */
  'ARO-E1093': { message: 'This video room cannot be used.', action: 'show' },
  /** Reminders (issue 20): the tenant does not send this kind. */
  'ARO-E1100': { message: 'Your hospital does not send this reminder.', action: 'show' },
  /** Input (issue 28): a text holding NUL or half a surrogate pair, which the database cannot store (domain/textSafety.ts); refused before anything runs. */
  'ARO-E1110': { message: 'This text contains characters that cannot be stored.', action: 'show' },
} as const satisfies Readonly<Record<string, CatalogueEntry>>;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Each code's message in the catalogue (area `common`): the server throws the English of ERROR_CODES (its logs and
 * the staff console read it); the patient's app shows the message in the patient's language.
 */
const MESSAGE_IDS = {
  'ARO-E1001': 'common.error.E1001',
  'ARO-E1013': 'common.error.E1013',
  'ARO-E1014': 'common.error.E1014',
  'ARO-E1015': 'common.error.E1015',
  'ARO-E1022': 'common.error.E1022',
  'ARO-E1023': 'common.error.E1023',
  'ARO-E1024': 'common.error.E1024',
  'ARO-E1030': 'common.error.E1030',
  'ARO-E1031': 'common.error.E1031',
  'ARO-E1033': 'common.error.E1033',
  'ARO-E1034': 'common.error.E1034',
  'ARO-E1040': 'common.error.E1040',
  'ARO-E1041': 'common.error.E1041',
  'ARO-E1042': 'common.error.E1042',
  'ARO-E1043': 'common.error.E1043',
  'ARO-E1044': 'common.error.E1044',
  'ARO-E1045': 'common.error.E1045',
  'ARO-E1046': 'common.error.E1046',
  'ARO-E1050': 'common.error.E1050',
  'ARO-E1051': 'common.error.E1051',
  'ARO-E1052': 'common.error.E1052',
  'ARO-E1053': 'common.error.E1053',
  'ARO-E1060': 'common.error.E1060',
  'ARO-E1071': 'common.error.E1071',
  'ARO-E1061': 'common.error.E1061',
  'ARO-E1070': 'common.error.E1070',
  'ARO-E1072': 'common.error.E1072',
  'ARO-E1073': 'common.error.E1073',
  'ARO-E1074': 'common.error.E1074',
  'ARO-E1080': 'common.error.E1080',
  'ARO-E1081': 'common.error.E1081',
  'ARO-E1090': 'common.error.E1090',
  'ARO-E1091': 'common.error.E1091',
  'ARO-E1092': 'common.error.E1092',
  'ARO-E1093': 'common.error.E1093',
  'ARO-E1100': 'common.error.E1100',
  'ARO-E1110': 'common.error.E1110',
} as const satisfies Readonly<Record<ErrorCode, MessageId>>;

/** The default message, in the language active now. */
export function defaultErrorText(): string {
  return t('common.error.default');
}

/** A code's catalogue message, in the language active now. */
function errorText(code: ErrorCode): string {
  return t(MESSAGE_IDS[code]);
}

/** The message part as the patient reads it: a code's own English text in their language, any other text as is. */
function shownText(code: ErrorCode | null, part: string): string {
  if (code !== null && part === ERROR_CODES[code].message) return errorText(code);
  return part === DEFAULT_ERROR_MESSAGE ? defaultErrorText() : part;
}

export interface ParsedError {
  readonly code: ErrorCode | null;
  readonly message: string;
}

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CODES, value);
}

// A code is letters, a dash and digits (ARO-E1015); it may follow a transport prefix such as "[GraphQL] ".
const CODED_MESSAGE = /(?:^|[\s[\]])([A-Z]{2,}-[A-Z]?\d{3,}):(.*)$/;

/**
 * Reads the first 'CODE:message' line of an error text. The message part is shown (a code's own text in the
 * patient's language); a known code with an empty message part shows the catalogue message; text without a code
 * shows the default message.
 */
export function parseError(raw: string | null | undefined): ParsedError {
  if (raw === null || raw === undefined) return { code: null, message: defaultErrorText() };
  for (const line of raw.split(/\r?\n/)) {
    const match = CODED_MESSAGE.exec(line.trim());
    if (!match) continue;
    const rawCode = match[1] ?? '';
    const part = (match[2] ?? '').trim();
    const code = isErrorCode(rawCode) ? rawCode : null;
    if (part !== '') return { code, message: shownText(code, part) };
    return { code, message: code === null ? defaultErrorText() : errorText(code) };
  }
  return { code: null, message: defaultErrorText() };
}

export function errorAction(code: ErrorCode | null): ErrorAction {
  return code === null ? 'show' : ERROR_CODES[code].action;
}

/** 'ARO-E1013:Mobile number required, retry again.' — the text the server throws; detail follows the message. */
export function formatError(code: ErrorCode, detail?: string): string {
  // One line, so parseError reads the whole text back.
  const extra = detail?.replace(/\s+/g, ' ').trim() ?? '';
  return `${code}:${ERROR_CODES[code].message}${extra === '' ? '' : ` ${extra}`}`;
}
