/** Shown when an error carries no message we can use (spec 000 §8). */
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
 * Reads the first 'CODE:message' line of an error text. The message part is shown; a known code with
 * an empty message part shows the catalogue message; text without a code shows the default message.
 */
export function parseError(raw: string | null | undefined): ParsedError {
  if (raw === null || raw === undefined) return { code: null, message: DEFAULT_ERROR_MESSAGE };
  for (const line of raw.split(/\r?\n/)) {
    const match = CODED_MESSAGE.exec(line.trim());
    if (!match) continue;
    const rawCode = match[1] ?? '';
    const part = (match[2] ?? '').trim();
    const code = isErrorCode(rawCode) ? rawCode : null;
    if (part !== '') return { code, message: part };
    return { code, message: code === null ? DEFAULT_ERROR_MESSAGE : ERROR_CODES[code].message };
  }
  return { code: null, message: DEFAULT_ERROR_MESSAGE };
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
