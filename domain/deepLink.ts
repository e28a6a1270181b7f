import { mobileNumberError, normaliseMobileNumber } from './mobileNumber';

/** A deep link's access_token, decoded (spec 000 §2, spec 001 §2). The mobile number is normalised (94…). */
export type DeepLink =
  | {
      readonly kind: 'appointment';
      readonly mobile: string;
      readonly patientId: string;
      readonly sessionId: string;
      readonly appointmentId: string;
      readonly extra: string;
    }
  | {
      readonly kind: 'order';
      readonly mobile: string;
      readonly patientId: string;
      readonly extra: string;
      readonly orderId: string;
    };

export type DeepLinkDecision = 'open' | 'sign-in' | 'none';

const ORDER_MARK = 'SR';
const PART_COUNT = 5;

/** Base64 text, tolerating the URL-safe alphabet, missing padding and '+' turned into ' ' by query decoding. */
function decodeBase64(token: string): string | null {
  const text = token.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (text === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
  const unpadded = text.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return null;
  try {
    return atob(unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, '='));
  } catch {
    return null;
  }
}

/**
 * `{mobile}_{patientId}_{sessionId}_{appointmentId}_{extra}` (appointment) or
 * `SR_{mobile}_{patientId}_{extra}_{orderId}` (order), base64-encoded. Invalid base64, a wrong part
 * count, an empty id or an invalid mobile number give null: such a link triggers nothing.
 */
export function parseAccessToken(token: string): DeepLink | null {
  const text = decodeBase64(token);
  if (text === null) return null;
  const parts = text.trim().split('_');
  if (parts[0] === ORDER_MARK) {
    const [, mobile = '', patientId = '', extra = '', orderId = ''] = parts;
    if (parts.length !== PART_COUNT || mobileNumberError(mobile) !== null || patientId === '' || orderId === '')
      return null;
    return { kind: 'order', mobile: normaliseMobileNumber(mobile), patientId, extra, orderId };
  }
  const [mobile = '', patientId = '', sessionId = '', appointmentId = '', extra = ''] = parts;
  if (parts.length !== PART_COUNT || mobileNumberError(mobile) !== null) return null;
  if (patientId === '' || sessionId === '' || appointmentId === '') return null;
  return { kind: 'appointment', mobile: normaliseMobileNumber(mobile), patientId, sessionId, appointmentId, extra };
}

/** The access_token text for a link (parts must not contain '_'); parseAccessToken reads it back. */
export function encodeAccessToken(link: DeepLink): string {
  switch (link.kind) {
    case 'appointment':
      return btoa([link.mobile, link.patientId, link.sessionId, link.appointmentId, link.extra].join('_'));
    case 'order':
      return btoa([ORDER_MARK, link.mobile, link.patientId, link.extra, link.orderId].join('_'));
  }
}

/** Where the link leads once signed in. */
/**
 * The address that hands a deep link back to the app's entry, which opens it for a signed-in number:
 * checks the patient is on the account, makes its relationship the current view, then goes to the route.
 */
export function deepLinkEntry(link: DeepLink): string {
  return `/?access_token=${encodeURIComponent(encodeAccessToken(link))}`;
}

export function deepLinkRoute(link: DeepLink): string {
  switch (link.kind) {
    case 'appointment':
      return `/view/appointment?sessionId=${encodeURIComponent(link.sessionId)}&appointmentId=${encodeURIComponent(link.appointmentId)}`;
    case 'order':
      return `/order/view?orderId=${encodeURIComponent(link.orderId)}`;
  }
}

function comparable(mobile: string): string {
  return mobileNumberError(mobile) === null ? normaliseMobileNumber(mobile) : mobile.trim();
}

/** Signed in with the link's number: open it. Otherwise a code goes to the link's number. No link: nothing. */
export function deepLinkDecision(link: DeepLink | null, signedInMobile: string | null): DeepLinkDecision {
  if (link === null) return 'none';
  if (signedInMobile !== null && comparable(signedInMobile) === comparable(link.mobile)) return 'open';
  return 'sign-in';
}
